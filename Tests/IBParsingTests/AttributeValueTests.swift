import IBParsing
import Testing

/// Attribute values reach the model decoded, and lines point where the element starts.
@Suite("Attribute values and lines")
struct AttributeValueTests {
    /// A one-view xib whose view has `userLabel="<escaped>"`.
    static func xib(userLabel escaped: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="Val-Vw-001" userLabel="\(escaped)"/>
                </objects>
            </document>
            """.utf8)
    }

    @Test(
        "Entity and character references are decoded",
        arguments: [
            ("Save &amp; Exit", "Save & Exit"),
            ("&amp;&amp;", "&&"),
            ("R&#38;D", "R&D"),
            ("&lt;none&gt;", "<none>"),
            ("&quot;Hi&quot; &apos;there&apos;", "\"Hi\" 'there'"),
            ("two&#10;lines", "two\nlines"),
            ("pan &#x1F373;", "pan \u{1F373}"),
            ("Crème brûlée", "Crème brûlée"),
            ("AT&amp;T &lt;&amp;&gt;", "AT&T <&>"),
        ])
    func decoded(escaped: String, expected: String) throws {
        let document = try #require(IBParser.parse(Self.xib(userLabel: escaped), path: "values.xib").document)
        #expect(document.object("Val-Vw-001")?.userLabel == expected)
    }

    @Test("An escaped ampersand followed by text that looks like a reference stays literal")
    func escapedReferenceText() throws {
        let document = try #require(IBParser.parse(Self.xib(userLabel: "&amp;amp; and &amp;#38;"), path: "values.xib").document)
        #expect(document.object("Val-Vw-001")?.userLabel == "&amp; and &#38;")
    }

    @Test("Runtime attribute values and segue identifiers are decoded too")
    func decodedElsewhere() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="amp-Sc-001">
                        <objects>
                            <viewController id="Amp-VC-001" sceneMemberID="viewController">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="caption" value="Fish &amp; Chips"/>
                                </userDefinedRuntimeAttributes>
                                <connections>
                                    <segue destination="Amp-VC-001" kind="show" identifier="show&amp;tell" id="Amp-Sg-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try #require(IBParser.parse(Array(text.utf8), path: "amp.storyboard").document)
        #expect(document.runtimeAttributes.map(\.value) == ["Fish & Chips"])
        #expect(document.segues.map(\.identifier) == ["show&tell"])
    }

    @Test("Runtime attribute value children of every shape are flattened")
    func runtimeValueShapes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="Rta-Vw-001" customClass="CardView">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="rect" keyPath="insetRect">
                                <rect key="value" x="1" y="2" width="3" height="4"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                                <size key="value" width="0.0" height="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="image" keyPath="badge" value="star.fill"/>
                            <userDefinedRuntimeAttribute type="nil" keyPath="placeholder"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="empty" value=""/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let document = try #require(IBParser.parse(Array(text.utf8), path: "shapes.xib").document)
        #expect(
            document.runtimeAttributeRows == [
                "Rta-Vw-001 insetRect rect=x=1 y=2 width=3 height=4",
                "Rta-Vw-001 shadowOffset size=width=0.0 height=2",
                "Rta-Vw-001 badge image=star.fill",
                "Rta-Vw-001 placeholder nil=nil",
                "Rta-Vw-001 empty string=",
            ])
        #expect(document.runtimeAttributes.map(\.line) == [6, 9, 12, 13, 14])
    }

    @Test("The line of an element is the line of its start tag")
    func multiLineStartTag() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="Mln-Vw-001"
                          customClass="HandEditedView"
                          userLabel="Hand edited">
                        <subviews>
                            <label id="Mln-Lb-001" text="Hi"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try #require(IBParser.parse(Array(text.utf8), path: "lines.xib").document)
        #expect(document.object("Mln-Lb-001")?.line == 8)
        // Xcode writes every start tag on one line, so this only affects hand-edited files.
        withKnownIssue("libxml2 reports the line where a start tag ends (6), not where it starts") {
            #expect(document.object("Mln-Vw-001")?.line == 4)
        }
    }
}
