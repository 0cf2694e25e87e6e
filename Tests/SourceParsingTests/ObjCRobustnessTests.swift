import Foundation
import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing
import SBDBTestSupport

/// Odd, cut-off and random input: the scanner must return, quickly, without trapping, and say
/// what was cut off.
@Suite(.timeLimit(.minutes(2))) struct ObjCRobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Facts that hold for any input: lines inside the file, names present.
    func checkInvariants(_ facts: SourceFacts, of bytes: [UInt8]) {
        let lines = bytes.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) }
        let allLines =
            facts.types.map(\.line) + facts.members.map(\.line) + facts.references.map(\.line)
            + facts.constants.map(\.line) + facts.diagnostics.map(\.line)
        #expect(allLines.allSatisfy { (1...lines).contains($0) })
        #expect(facts.types.allSatisfy { !$0.name.isEmpty })
        #expect(facts.members.allSatisfy { !$0.name.isEmpty && !$0.owner.isEmpty })
        #expect(facts.diagnostics.count <= 12)
    }

    /// Cutting a file anywhere never crashes and never invents a reference or a constant: what a
    /// prefix yields, the whole file yields too (ownership and storyboards aside, which later
    /// lines may add).
    @Test(arguments: ["OrdersViewController.m", "LegacyBadgeView.m", "LegacyBadgeView.h", "Renderer.mm"])
    func everyPrefixOfARealisticFile(_ name: String) throws {
        let bytes = try ObjCTestSupport.fixture(name)
        let whole = ObjCScanner.scan(bytes)
        let wholeReferences = Set(whole.references.map(Self.key))
        let wholeConstants = Set(ObjCTestSupport.constants(whole))
        let step = max(1, bytes.count / 3000)
        for length in stride(from: 0, through: bytes.count, by: step) {
            let prefix = Array(bytes[..<length])
            let facts = ObjCScanner.scan(prefix)
            checkInvariants(facts, of: prefix)
            #expect(facts.references.allSatisfy { wholeReferences.contains(Self.key($0)) }, "cut at \(length)")
            #expect(ObjCTestSupport.constants(facts).allSatisfy(wholeConstants.contains), "cut at \(length)")
        }
    }

    static func key(_ reference: CodeReference) -> String {
        "\(reference.kind) \(reference.api) \(reference.value) \(reference.sourceText) \(reference.line)"
    }

    /// A file cut off right after the `{` of a method or function returning a string (found by
    /// the fuzzer: the return summary read a body past its end), and every replayed fuzz input.
    @Test func aFileCutOffAtABodysBraceAndTheFuzzRegressions() throws {
        for source in ["- (NSString *)name {", "static NSString *Name(BOOL m) {", "@implementation A\n+ (NSString *)x:(id)y {"] {
            checkInvariants(ObjCScanner.scan(source), of: Array(source.utf8))
        }
        let inputs = try Fixtures.fuzzRegressions("objc")
        #expect(!inputs.isEmpty)
        for input in inputs { checkInvariants(ObjCScanner.scan(input.bytes), of: input.bytes) }
    }

    @Test func aCutOffFileSaysSo() throws {
        let bytes = try ObjCTestSupport.fixture("LegacyBadgeView.m")
        let cut = Array(bytes[..<(bytes.count / 2)])
        let facts = ObjCScanner.scan(cut)
        #expect(
            facts.diagnostics == [
                SourceDiagnostic(line: 3, message: "'@implementation LegacyBadgeView' has no @end; the file may be cut off.")
            ])
        #expect(
            ObjCScanner.scan("@interface A : NSObject\n/* open").diagnostics == [
                SourceDiagnostic(line: 1, message: "'@interface A' has no @end; the file may be cut off."),
                SourceDiagnostic(line: 2, message: "Unterminated /* comment; the rest of the file is ignored."),
            ])
    }

    @Test func randomEditsOfARealisticFile() throws {
        let original = try ObjCTestSupport.fixture("OrdersViewController.m")
        var random = Generator(state: 0x5EED)
        let junk: [[UInt8]] = [
            "[", "]", "(", ")", "{", "}", "@", "\"", "'", "/*", "*/", "//", "\\\n", "#if 0\n",
            "@end", "@interface X", "- (", ":", "?", ";", "\u{0}", "\u{FF}",
        ].map { Array($0.utf8) }
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.insert(contentsOf: junk.randomElement(using: &random)!, at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                case 2: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &random) }
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 60)], at: at)
                }
            }
            checkInvariants(ObjCScanner.scan(bytes), of: bytes)
        }
    }

    @Test func randomBytesAndRandomTokens() {
        var random = Generator(state: 42)
        let words = [
            "[", "]", "(", ")", "{", "}", "@interface", "@implementation", "@end", "@property", "IBOutlet",
            "IBAction", "- (", ")", "foo:", "loadNibNamed:", "owner:", "self", "nil", "@\"x\"", "?", ":",
            ";", "=", "static", "NSString", "*", "#define", "\n", " ", "//", "/*", "*/", "'", "^",
            "NSStringFromClass(", "[self class]", "initWithNibName:", "<", ">", ",", "IB_DESIGNABLE",
        ]
        for round in 0..<400 {
            let count = Int.random(in: 0...2_000, using: &random)
            let bytes: [UInt8]
            if round.isMultiple(of: 2) {
                bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                bytes = Array((0..<count / 4).map { _ in words.randomElement(using: &random)! }.joined(separator: " ").utf8)
            }
            checkInvariants(ObjCScanner.scan(bytes), of: bytes)
        }
    }

    @Test(arguments: [
        "", "@", "@\"", "[", "]", "{", "}", "- (", "@interface", "@interface X :", "@interface X (", "@interface X <",
        "@protocol", "@protocol P <", "@implementation X {", "@property", "@property (", "- (IBAction)", "- (IBAction)a:",
        "#", "#define", "#define X", "#if 0", "/*", "//", "'", "R\"x(", "u8", "\\", "[a b:", "[a b:c d:",
        "[[NSBundle mainBundle] loadNibNamed:", "[UINib nibWithNibName:NSStringFromClass(",
        "static NSString *const X =", "static NSString *const X = @\"", "@end @end }}} ))) ]]]",
    ])
    func truncatedConstructs(_ source: String) {
        checkInvariants(ObjCScanner.scan(source), of: Array(source.utf8))
    }

    @Test func deepAndLongInputsStayFast() {
        let inputs = [
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            String(repeating: "(", count: 100_000) + String(repeating: "]", count: 100_000),
            "@implementation X\n" + String(repeating: "[a b:", count: 20_000) + String(repeating: "]", count: 20_000),
            "@implementation X\n" + String(repeating: "- (IBAction)a:(id)s {\n", count: 20_000),
            String(repeating: "@interface X : Y <P\n", count: 20_000),
            "[a b:" + String(repeating: "c ? ", count: 50_000) + "]",
            String(repeating: "x = @\"a\";\n", count: 50_000),
            String(repeating: "#if 0\n'\n#endif\n", count: 20_000),
            String(repeating: "a = b", count: 50_000) + " = @\"c\";",
            "#define X " + String(repeating: "\\\n", count: 50_000),
        ]
        for source in inputs {
            let facts = ObjCScanner.scan(source)
            #expect(facts.diagnostics.count <= 12)
        }
        let methods = ObjCScanner.scan("@implementation X\n" + String(repeating: "- (IBAction)a:(id)s {\n", count: 2_000))
        #expect(methods.members.count == 1)  // one selector, declared again and again
    }

    @Test func binaryJunkIsDiagnosedBriefly() {
        var random = Generator(state: 7)
        let bytes = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let facts = ObjCScanner.scan(bytes)
        #expect(facts.diagnostics.count == 11)
        #expect(facts.diagnostics.last?.message.hasSuffix("more cut-off literals or comments from here on; is this Objective-C?") == true)
    }
}
