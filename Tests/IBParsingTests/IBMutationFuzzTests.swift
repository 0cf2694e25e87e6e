#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IBParsing
import Testing

/// A deterministic mutation fuzzer for the IB parser, run in every `swift test`: real fixtures
/// are cut, spliced, flipped and salted with markup, and every result must keep the model's
/// invariants (a parsed document's cross-references stay in range, a failure has a line).
/// `SBDB_FUZZ_ITERATIONS` runs longer; `Fuzz/run.sh` runs the coverage-guided libFuzzer target.
@Suite("IB mutation fuzzing", .timeLimit(.minutes(5)))
struct IBMutationFuzzTests {
    static let seeds = [
        "iOS/Main.storyboard", "iOS/RecipeHeaderView.xib", "iOS/LegacyMainWindow.xib", "iOS/FutureWidgets.storyboard",
        "macOS/Main.storyboard", "macOS/PreferencesWindow.xib", "tvOS/Main.storyboard", "watchOS/Interface.storyboard",
    ]

    /// Fragments that steer the parser into its less travelled paths.
    static let tokens: [[UInt8]] = [
        "<", ">", "/>", "</", "\"", "'", "=", "&", "&amp;", "&#38;", "&#0;", "&x;", "<!--", "-->", "<![CDATA[", "]]>",
        "<?xml version=\"1.0\"?>", "<!DOCTYPE document [<!ENTITY x \"y\">]>", "<scene sceneID=\"s\">", "</scene>",
        "<objects>", "</objects>", "<view id=\"V\">", "</view>", "<subviews>", "<connections>", "<outlet property=\"p\" destination=\"V\" id=\"o\"/>",
        "<segue destination=\"V\" kind=\"show\" id=\"g\"/>", "<viewControllerPlaceholder storyboardName=\"S\" id=\"P\"/>",
        "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"k\" value=\"v\"/>", "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\"/>",
        " id=\"V\"", " customClass=\"C\"", " sceneMemberID=\"viewController\"", "\n<<<<<<< HEAD\n", "\u{0}", "\u{FF}", "\r\n",
    ].map { Array($0.utf8) }

    static func mutate(_ input: [UInt8], others: [[UInt8]], random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: at)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...200, using: &random)))
            case 2: if at < bytes.count { bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random) }
            case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...400, using: &random))], at: at)
            case 4:
                // Splice: keep this file's head, take another file's tail.
                let other = others.randomElement(using: &random)!
                bytes = Array(bytes[..<at]) + other[Int.random(in: 0...other.count, using: &random)...]
            default: bytes = Array(bytes[..<at])
            }
        }
        return bytes
    }

    /// What holds for every result: the writer relies on each index being in range.
    static func checkModel(_ result: IBParseResult, of bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        GeneratedHostileInputTests.checkInvariants(result, of: bytes, sourceLocation: sourceLocation)
        guard let document = result.document else { return }
        let objects = 0..<document.objects.count
        let scenes = 0..<document.scenes.count
        func valid(_ index: Int?, _ range: Range<Int>) -> Bool { index.map(range.contains) ?? true }
        #expect(document.scenes.allSatisfy { valid($0.controller, objects) }, sourceLocation: sourceLocation)
        #expect(
            document.objects.allSatisfy { valid($0.parent, objects) && valid($0.scene, scenes) && $0.depth >= 0 },
            sourceLocation: sourceLocation)
        #expect(
            document.connections.allSatisfy { valid($0.owner, objects) && valid($0.destination, objects) },
            sourceLocation: sourceLocation)
        #expect(
            document.segues.allSatisfy { valid($0.source, objects) && valid($0.destination, objects) && valid($0.scene, scenes) },
            sourceLocation: sourceLocation)
    }

    static var iterations: Int {
        ProcessInfo.processInfo.environment["SBDB_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
    }

    @Test func mutatedFixturesKeepTheModelsInvariants() throws {
        let inputs = try Self.seeds.map(FixtureLoader.bytes)
        var random = SplitMix64(state: 0x1B_F022)
        let count = Self.iterations
        for round in 0..<count {
            let bytes = Self.mutate(inputs[round % inputs.count], others: inputs, random: &random)
            let result = IBParser.parse(bytes, path: "fuzz-\(round).storyboard")
            Self.checkModel(result, of: bytes)
            // The parser keeps no state between files: the same bytes give the same answer.
            if round.isMultiple(of: 16) { #expect(IBParser.parse(bytes, path: "fuzz-\(round).storyboard") == result) }
        }
    }

    /// Inputs the fuzzers found that once broke an invariant, kept as regression tests
    /// (`Fuzz/run.sh` writes new ones to `Fuzz/crashes/`).
    static let regressions: [String] = [
        // An <outlet> outside any object's <connections>: no owner, never a dangling index.
        "<document type=\"t\"><connections><outlet property=\"p\" destination=\"V\" id=\"o\"/></connections><objects><view id=\"V\"/></objects></document>",
        // A segue outside any scene and any controller.
        "<document type=\"t\"><segue destination=\"V\" kind=\"show\" id=\"g\"/><objects><view id=\"V\"/></objects></document>",
        // A scene with no objects, then a scene that closes twice.
        "<document><scenes><scene sceneID=\"a\"/><scene sceneID=\"b\"><objects><viewController id=\"c\" sceneMemberID=\"viewController\"/></objects></scene></scenes></document>",
    ]

    @Test(arguments: regressions.indices)
    func regression(_ index: Int) {
        let bytes = Array(Self.regressions[index].utf8)
        Self.checkModel(IBParser.parse(bytes, path: "regression-\(index).storyboard"), of: bytes)
    }

    /// Found by `Fuzz/run.sh` (LeakSanitizer): a `<!DOCTYPE>` with an internal subset leaked
    /// the document libxml2 builds for its declarations (about 14 KB a file). The leak itself is
    /// checked by `Fuzz/run.sh`, which replays `Fuzz/regressions/` under LeakSanitizer first.
    @Test func anInternalSubsetStillParses() throws {
        let url = FixtureLoader.fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Fuzz/regressions/ib-leak-internal-subset.xml")
        let bytes = Array(try Data(contentsOf: url))
        let result = IBParser.parse(bytes, path: "ib-leak-internal-subset.xml")
        Self.checkModel(result, of: bytes)
        #expect(result.failure?.code == "malformed-xml")
    }
}
