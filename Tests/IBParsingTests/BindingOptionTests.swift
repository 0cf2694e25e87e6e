import IBParsing
import Testing

/// A target binding names the action it sends in its options: `NSSelectorName`.
@Suite struct BindingOptionTests {
    @Test func targetBindingsKeepTheirSelectorAndOtherBindingsHaveNone() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Panel"/>
                    <tableView id="tbl">
                        <connections>
                            <binding destination="-2" name="content" keyPath="items" id="b1"/>
                            <binding destination="-2" name="doubleClickTarget" keyPath="self" id="b2">
                                <dictionary key="options">
                                    <string key="NSSelectorName">  openItem:  </string>
                                    <string key="NSRaisesForNotApplicableKeys">YES</string>
                                </dictionary>
                            </binding>
                            <outlet property="delegate" destination="-2" id="o1"/>
                        </connections>
                    </tableView>
                </objects>
            </document>
            """
        let document = try #require(IBParser.parse(Array(text.utf8), path: "panel.xib").document)
        #expect(
            document.connections.map { "\($0.kind.rawValue) \($0.bindingName ?? $0.property ?? "-") \($0.selector ?? "-")" } == [
                "binding content -", "binding doubleClickTarget openItem:", "outlet delegate -",
            ])
    }
}
