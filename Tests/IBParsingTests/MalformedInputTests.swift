import IBParsing
import Testing

/// Files that are not Interface Builder documents fail with one diagnostic that names the
/// problem and a line; none of them crashes the parser.
@Suite("Malformed input")
struct MalformedInputTests {
    /// A fixture that must fail, with the diagnostic it must fail with.
    struct FailureCase: Sendable, CustomTestStringConvertible {
        var path: String
        var code: String
        var line: Int
        var messageFragment: String

        var testDescription: String { "\(path) → \(code)" }
    }

    static let fixtureCases: [FailureCase] = [
        FailureCase(path: "Malformed/Truncated.storyboard", code: "malformed-xml", line: 11, messageFragment: "not well-formed XML"),
        FailureCase(path: "Malformed/NotXML.xib", code: "malformed-xml", line: 1, messageFragment: "not well-formed XML"),
        FailureCase(path: "Malformed/BinaryPlist.xib", code: "binary-plist", line: 1, messageFragment: "binary property list"),
        FailureCase(path: "Malformed/Empty.storyboard", code: "empty-file", line: 1, messageFragment: "empty"),
        FailureCase(path: "Malformed/MergeConflict.storyboard", code: "merge-conflict", line: 6, messageFragment: "merge conflict"),
        FailureCase(path: "Malformed/PropertyList.xib", code: "not-interface-builder", line: 1, messageFragment: "<plist>"),
    ]

    @Test("Malformed fixtures fail with a diagnostic", arguments: fixtureCases)
    func malformedFixture(_ expected: FailureCase) throws {
        let diagnostic = try FixtureLoader.failure(expected.path)
        #expect(diagnostic.code == expected.code)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.line == expected.line)
        #expect(diagnostic.message.contains(expected.messageFragment), "\(diagnostic.message)")
    }

    @Test("A merge conflict is reported at its first marker, with column 1")
    func mergeConflictColumn() throws {
        let diagnostic = try FixtureLoader.failure("Malformed/MergeConflict.storyboard")
        #expect(diagnostic.column == 1)
        #expect(diagnostic.message.contains("resolve the conflict"))
    }

    /// A storyboard whose `title` holds `titleBytes`, after a declaration of `encoding`.
    static func storyboard(encoding: String, titleBytes: [UInt8]) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="\(encoding)"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="lat-Sc-001">
                        <objects>
                            <viewController title="
            """.utf8) + titleBytes
            + Array(
                """
                " id="Lat-VC-001" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """.utf8)
    }

    /// "Crème brûlée" in ISO-8859-1.
    static let latin1Title: [UInt8] = [0x43, 0x72, 0xE8, 0x6D, 0x65, 0x20, 0x62, 0x72, 0xFB, 0x6C, 0xE9, 0x65]

    @Test("Latin-1 bytes in a file that declares UTF-8 are malformed XML at their line")
    func latin1DeclaredAsUTF8() throws {
        let result = IBParser.parse(Self.storyboard(encoding: "UTF-8", titleBytes: Self.latin1Title), path: "Latin1.storyboard")
        let diagnostic = try #require(result.failure)
        #expect(diagnostic.code == "malformed-xml")
        #expect(diagnostic.line == 6)
    }

    @Test("The same bytes parse when the file declares ISO-8859-1")
    func latin1Declared() throws {
        let result = IBParser.parse(Self.storyboard(encoding: "ISO-8859-1", titleBytes: Self.latin1Title), path: "Latin1.storyboard")
        let document = try #require(result.document)
        #expect(document.object("Lat-VC-001")?.title == "Crème brûlée")
    }

    @Test("A UTF-8 byte order mark is accepted")
    func utf8ByteOrderMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Self.storyboard(encoding: "UTF-8", titleBytes: Array("Crème brûlée".utf8))
        let document = try #require(IBParser.parse(bytes, path: "BOM.storyboard").document)
        #expect(document.object("Lat-VC-001")?.title == "Crème brûlée")
        #expect(document.object("Lat-VC-001")?.line == 6)
    }

    @Test("UTF-16 with a byte order mark is accepted")
    func utf16() throws {
        let text = String(decoding: Self.storyboard(encoding: "UTF-16", titleBytes: Array("Crème brûlée".utf8)), as: UTF8.self)
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = try #require(IBParser.parse(bytes, path: "UTF16.storyboard").document)
        #expect(document.object("Lat-VC-001")?.title == "Crème brûlée")
        #expect(document.platform == .ios)
    }

    @Test(
        "Other impostors",
        arguments: [
            ("   \n\t\n", "malformed-xml"),
            ("bplist", "binary-plist"),
            ("<?xml version=\"1.0\"?>\n<html><body/></html>\n", "not-interface-builder"),
            ("<document type=\"x\">\n<scenes>\n</document>\n", "malformed-xml"),
            ("\u{0}\u{0}\u{0}\u{0}", "malformed-xml"),
        ])
    func impostors(text: String, code: String) throws {
        let diagnostic = try #require(IBParser.parse(Array(text.utf8), path: "impostor.xib").failure)
        #expect(diagnostic.code == code)
        #expect(diagnostic.line != nil)
    }

    @Test(
        "Conflict markers count only at the start of a line",
        arguments: [
            ("<<<<<<< HEAD\n<document/>\n=======\n<document/>\n>>>>>>> main\n", "merge-conflict", 1),
            ("<?xml version=\"1.0\"?>\n<document>\n<<<<<<< HEAD\n", "merge-conflict", 3),
            ("<?xml version=\"1.0\"?>\n<document> <<<<<<< HEAD\n</document>\n", "malformed-xml", 2),
        ])
    func conflictMarkers(text: String, code: String, line: Int) throws {
        let diagnostic = try #require(IBParser.parse(Array(text.utf8), path: "conflict.storyboard").failure)
        #expect(diagnostic.code == code)
        #expect(diagnostic.line == line)
    }
}
