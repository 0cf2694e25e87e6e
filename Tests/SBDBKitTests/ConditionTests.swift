import Foundation
import SBDBTestSupport
import SourceParsing
import Testing

@testable import SBDBLinks

/// Code inside `#if` whose condition is false for every target that builds it loads nothing
/// (issue 34), in Swift and Objective-C (Tests/Fixtures/Repos/Conditions).
@Suite struct ConditionTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Conditions")
    }

    @Test func callsNoTargetCompilesLoadNothing() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, r.line, coalesce(r.value, '-'), r.condition, coalesce(r.compiled, '')
                FROM code_references r JOIN files f ON f.id = r.file_id ORDER BY f.path, r.line
                """) == [
                    "App/Legacy.m|9|LegacyMac|(TARGET_OS_OSX)|0",
                    "App/Legacy.m|11|LegacyPhone|!(TARGET_OS_OSX)|",
                    "App/Legacy.m|14|Maybe|(defined(SOMETHING))|",
                    "App/Loader.swift|9|MacPanel|(os(macOS))|0",
                    "App/Loader.swift|11|PhonePanel|!(os(macOS))|",
                    "App/Loader.swift|14|DebugPanel|(DEBUG)|",
                    "App/Loader.swift|17|BetaPanel|(BETA)|0",
                    "App/Loader.swift|19|Never|!(BETA) && (false)|0",
                    "App/Loader.swift|22|SimulatorPanel|(targetEnvironment(simulator))|",
                    "App/Loader.swift|25|-|(BETA && os(iOS))|0",
                ])
        #expect(
            try reportRows("unused-nibs", database: database).map { $0.split(separator: "|")[0] } == [
                "BetaPanel", "LegacyMac", "MacPanel",
            ])
        #expect(try reportRows("dynamic-loads", database: database).isEmpty)
        #expect(try reportRows("broken-includes", database: database).isEmpty)
    }

    @Test func clausesCarryTheEarlierClausesNegated() {
        let source = Array(
            """
            #if A
            a
            #elseif B // comment
              #if C
            c
              #endif
            #else
            d
            #endif
            """.utf8)
        #expect(
            Self.clauses(source, language: .swift).map { "\($0.lines.lowerBound)-\($0.lines.upperBound) \($0.condition)" } == [
                "2-2 (A)", "5-5 (C)", "4-6 !(A) && (B)", "8-8 !(A) && !(B)",
            ])
        #expect(
            Self.clauses(Array("#ifndef X\nx\n#endif\n".utf8), language: .objc).map(\.condition) == ["(!defined(X))"])
    }

    @Test func conditionsAreFalseOnlyWhenEveryTargetSaysSo() {
        let evaluator = CompilationCondition(definedFlags: ["DEBUG"])
        let phone = CompilationCondition.Target(platform: "ios", flagsKnown: true)
        let mac = CompilationCondition.Target(platform: "macos", flagsKnown: true)
        let unknown = CompilationCondition.Target(platform: nil, flagsKnown: false)
        #expect(evaluator.evaluate("os(macOS)", language: .swift, target: phone) == false)
        #expect(evaluator.evaluate("os(iOS) || os(macOS)", language: .swift, target: phone) == true)
        #expect(evaluator.evaluate("DEBUG", language: .swift, target: phone) == nil)
        #expect(evaluator.evaluate("!BETA && canImport(UIKit)", language: .swift, target: phone) == true)
        #expect(evaluator.evaluate("swift(>=5.9) && false", language: .swift, target: phone) == false)
        #expect(evaluator.evaluate("compiler(>=6)", language: .swift, target: phone) == nil)
        #expect(evaluator.evaluate("BETA", language: .swift, target: unknown) == nil)
        #expect(evaluator.evaluate("TARGET_OS_IPHONE && !TARGET_OS_OSX", language: .objc, target: phone) == true)
        #expect(evaluator.evaluate("__IPHONE_OS_VERSION_MIN_REQUIRED >= 130000", language: .objc, target: phone) == nil)
        #expect(evaluator.evaluate("0", language: .objc, target: unknown) == false)
        // Shared code: false only when false for both apps.
        #expect(!evaluator.isFalseForEvery("os(macOS)", language: .swift, targets: [phone, mac]))
        #expect(evaluator.isFalseForEvery("os(tvOS)", language: .swift, targets: [phone, mac]))
        // A file no project describes: nothing known.
        #expect(!evaluator.isFalseForEvery("os(tvOS)", language: .swift, targets: []))
    }

    /// The clauses of a source's directives, each a line whose first non-blank byte is `#` (what
    /// the scans hand `ConditionalLines` when they read a file).
    private static func clauses(_ bytes: [UInt8], language: SourceLanguage) -> [ConditionalLines.Clause] {
        var directives: [ConditionalLines.Directive] = []
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = line.drop { $0 == 0x20 || $0 == 0x09 }
            if text.first == 0x23 {
                directives.append(ConditionalLines.Directive(line: index + 1, text: String(decoding: text.dropFirst(), as: UTF8.self)))
            }
        }
        return ConditionalLines.clauses(directives, language: language)
    }
}
