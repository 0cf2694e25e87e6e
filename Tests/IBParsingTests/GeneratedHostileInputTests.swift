#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IBParsing
import Testing

/// Bad input generated on the fly (nothing large is committed): cut-off files, random bytes,
/// broken encodings, absurd nesting and sizes. Each must end in a parsed document or one
/// diagnostic with a line, never a crash or a hang.
@Suite("Generated hostile input", .timeLimit(.minutes(2)))
struct GeneratedHostileInputTests {
    /// Every failure code the parser may give.
    static let failureCodes: Set<String> = ["malformed-xml", "binary-plist", "empty-file", "merge-conflict", "not-interface-builder"]

    /// Lines in `bytes`, counting a last line without a newline.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// What holds for the result of any input.
    static func checkInvariants(_ result: IBParseResult, of bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = lineCount(bytes)
        switch result {
        case .failed(let diagnostic):
            #expect(failureCodes.contains(diagnostic.code), "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
            #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
            #expect((1...lines).contains(diagnostic.line ?? 0), "line \(diagnostic.line ?? 0) of \(lines)", sourceLocation: sourceLocation)
        case .parsed(let document):
            #expect(document.objects.allSatisfy { (1...lines).contains($0.line) }, sourceLocation: sourceLocation)
            #expect(document.scenes.allSatisfy { (1...lines).contains($0.line) }, sourceLocation: sourceLocation)
        }
    }

    @Test(
        "Every prefix of a real storyboard fails at a line inside the prefix",
        arguments: [
            "iOS/Main.storyboard", "iOS/RecipeHeaderView.xib", "macOS/Main.storyboard", "iOS/LegacyMainWindow.xib",
        ])
    func truncatedAtEveryOffset(_ fixture: String) throws {
        let bytes = try FixtureLoader.bytes(fixture)
        let complete = try #require(IBParser.parse(bytes, path: fixture).document)
        // The last byte that belongs to the root element's end tag: a prefix that keeps it is the whole document.
        let end = Array((fixture.hasSuffix("LegacyMainWindow.xib") ? "</archive>" : "</document>").utf8)
        let rootEnd = try #require((0...(bytes.count - end.count)).last { bytes[$0...].starts(with: end) }) + end.count
        let step = max(1, bytes.count / 1_500)
        var tried = 0
        for length in stride(from: 0, to: rootEnd, by: step) {
            let prefix = Array(bytes[..<length])
            let result = IBParser.parse(prefix, path: fixture)
            Self.checkInvariants(result, of: prefix)
            #expect(result.failure != nil, "a prefix of \(length) bytes parsed")
            tried += 1
        }
        #expect(IBParser.parse(Array(bytes[..<rootEnd]), path: fixture).document == complete)
        #expect(tried > 1_000)
    }

    @Test func randomBytesFail() {
        var random = SplitMix64(state: 0xB17E5)
        for round in 0..<1_000 {
            let count = Int.random(in: 1...4_096, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            // Half start like XML, so libxml2 gets past the first byte.
            if round.isMultiple(of: 2) { bytes = Array("<?xml version=\"1.0\"?>\n<document>".utf8) + bytes }
            let result = IBParser.parse(bytes, path: "random-\(round).xib")
            Self.checkInvariants(result, of: bytes)
            #expect(result.failure != nil)
        }
    }

    @Test(
        "Invalid UTF-8 inside an attribute value fails at its line",
        arguments: [
            [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF],
        ] as [[UInt8]])
    func invalidUTF8InAttribute(_ sequence: [UInt8]) throws {
        let bytes = MalformedInputTests.storyboard(encoding: "UTF-8", titleBytes: Array("Menu ".utf8) + sequence + Array(" du jour".utf8))
        let diagnostic = try #require(IBParser.parse(bytes, path: "BadUTF8.storyboard").failure)
        #expect(diagnostic.code == "malformed-xml")
        #expect(diagnostic.line == 6)
    }

    @Test("A UTF-16 file without a byte order mark still parses, big- or little-endian", arguments: [true, false])
    func utf16WithoutBOM(bigEndian: Bool) throws {
        let text = String(decoding: MalformedInputTests.storyboard(encoding: "UTF-16", titleBytes: Array("Crème".utf8)), as: UTF8.self)
        let bytes = text.utf16.flatMap { unit -> [UInt8] in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let document = try #require(IBParser.parse(bytes, path: "UTF16.storyboard").document)
        #expect(document.object("Lat-VC-001")?.title == "Crème")
    }

    /// A storyboard with one scene whose view holds `depth` nested subviews.
    static func nested(depth: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="S-1"><objects><viewController id="VC-1" sceneMemberID="viewController"><view key="view" id="V-0">

            """
        for level in 1...depth { text += "<subviews><view id=\"V-\(level)\">\n" }
        text += String(repeating: "</view></subviews>\n", count: depth)
        text += "</view></viewController></objects></scene></scenes></document>\n"
        return Array(text.utf8)
    }

    @Test func deepButPlausibleNestingParses() throws {
        // 100 nested views are 200 XML levels, deeper than any real IB file.
        let document = try #require(IBParser.parse(Self.nested(depth: 100), path: "Deep.storyboard").document)
        #expect(document.objects.count == 102)
        #expect(document.object("V-100")?.line == 103)
    }

    @Test func hundredThousandNestedElementsFailQuickly() throws {
        let bytes = Self.nested(depth: 50_000)
        let diagnostic = try #require(IBParser.parse(bytes, path: "Deeper.storyboard").failure)
        #expect(diagnostic.code == "malformed-xml")
        #expect(diagnostic.message.contains("depth"), "\(diagnostic.message)")
        let bare = Array((String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)).utf8)
        #expect(IBParser.parse(bare, path: "Bare.xib").failure?.code == "malformed-xml")
    }

    /// A xib whose only view's `userLabel` is `size` bytes long.
    static func longAttribute(size: Int) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects><view id="V-1" userLabel="
            """.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: size) + Array("\"/></objects></document>\n".utf8)
    }

    @Test func aLongAttributeIsKept() throws {
        let document = try #require(IBParser.parse(Self.longAttribute(size: 1_000_000), path: "Long.xib").document)
        #expect(document.object("V-1")?.userLabel?.utf8.count == 1_000_000)
    }

    @Test func aTenMegabyteAttributeFailsWithADiagnostic() throws {
        // libxml2 caps an attribute value at 10,000,000 bytes unless XML_PARSE_HUGE is set, which
        // sbdb leaves off: no IB file comes near it, and the cap bounds memory on hostile input.
        let bytes = Self.longAttribute(size: 10 << 20)
        let diagnostic = try #require(IBParser.parse(bytes, path: "Huge.xib").failure)
        #expect(diagnostic.code == "malformed-xml")
        #expect(diagnostic.line == 3)
    }

    /// A storyboard of `count` scenes, each a view controller with one labelled view.
    static func manyScenes(_ count: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>

            """
        text.reserveCapacity(count * 200)
        for index in 0..<count {
            text += "<scene sceneID=\"S-\(index)\"><objects><viewController id=\"VC-\(index)\" sceneMemberID=\"viewController\">"
            text += "<view key=\"view\" id=\"V-\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
            text += "</viewController></objects></scene>\n"
        }
        text += "</scenes></document>\n"
        return Array(text.utf8)
    }

    @Test func tenThousandScenes() throws {
        // 100,000 scenes and a 50 MB storyboard run in Benchmarks/hostile-bench.sh (too slow for a debug test).
        let document = try #require(IBParser.parse(Self.manyScenes(10_000), path: "Many.storyboard").document)
        #expect(document.scenes.count == 10_000)
        #expect(document.scenes.last?.sceneID == "S-9999")
        #expect(document.scenes.last?.line == 10_003)
    }

    @Test("A storyboard with a byte order mark and another encoding declared", arguments: ["ISO-8859-1", "UTF-16"])
    func bomContradictsDeclaration(_ encoding: String) {
        let bytes = [0xEF, 0xBB, 0xBF] + MalformedInputTests.storyboard(encoding: encoding, titleBytes: Array("Crème".utf8))
        Self.checkInvariants(IBParser.parse(bytes, path: "BOM.storyboard"), of: bytes)
    }

    @Test(
        "NUL bytes, control characters and stray markup in attributes",
        arguments: [
            "a\u{0}b", "\u{1}", "<", "a&b", "&#0;", "&#xFFFE;", "&#x110000;", "]]>", "\u{FFFE}",
        ])
    func oddAttributeContent(_ value: String) {
        let bytes = MalformedInputTests.storyboard(encoding: "UTF-8", titleBytes: Array(value.utf8))
        let result = IBParser.parse(bytes, path: "Odd.storyboard")
        Self.checkInvariants(result, of: bytes)
        if value == "]]>" { #expect(result.document?.object("Lat-VC-001")?.title == "]]>") }
        if value.utf8.contains(0) || value.hasPrefix("&#") || value == "<" || value == "a&b" { #expect(result.failure != nil) }
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
