import Foundation
import SBDBTestSupport
import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing

/// Nesting that swift-syntax pays for beyond the file's size (issue 22, item 3; issue 37): a
/// file nested past a limit is said, with its line, not parsed, and never crashes or hangs the
/// index. Each hostile shape is one of the reproductions the hardening round found.
@Suite struct SwiftNestingTests {
    private func nested(_ levels: Int) -> String {
        "let a = \"" + String(repeating: "\\(\"", count: levels) + "x" + String(repeating: "\")", count: levels) + "\"\n"
    }

    private func excess(_ source: String, _ limits: SwiftNesting.Limits = .init()) -> SwiftNesting.Excess? {
        SwiftNesting.excess(in: Array(source.utf8), limits: limits)?.excess
    }

    @Test func depthIsCountedThroughInterpolations() {
        #expect(excess(nested(10)) == nil)
        #expect(excess(nested(100)) == .strings)
        var limits = SwiftNesting.Limits()
        limits.strings = 3
        #expect(excess(nested(5), limits) == .strings)
    }

    @Test func rawStringInterpolationsCount() {
        // `#"\#("…")"#` nested 7,000 deep took 2.3 GB.
        let raw = "let r = #\"" + String(repeating: "\\#(#\"", count: 100) + "x" + String(repeating: "\"#)", count: 100) + "\"#\n"
        #expect(excess(raw) == .strings)
        // In a raw string, `\(` is text.
        #expect(excess("let r = #\"" + String(repeating: "\\(", count: 100) + "\"#\n") == nil)
    }

    @Test func unclosedInterpolationsCount() {
        // `let u = "` then 1,000 unclosed `\(`: 11 s; 5,000: over a minute.
        #expect(excess("let u = \"" + String(repeating: "\\(", count: 1_000) + "\n") == .expression)
    }

    @Test func squareBracketsInOneExpressionCount() {
        // 30 `[` and 30 `]`: over a minute, doubling with each level.
        #expect(excess("let e = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)) == .squares)
        #expect(excess("let e = " + String(repeating: "[", count: 1_000)) == .squares)
        #expect(excess("let e = " + String(repeating: "[(", count: 14) + String(repeating: ")]", count: 14)) == .expression)
        // A closure starts a new expression: nesting across braces is not multiplied.
        let closures = "let e = " + String(repeating: "[{ ", count: 20) + String(repeating: "}]", count: 20)
        #expect(excess(closures) == nil)
        #expect(excess("let m = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]\n") == nil)
    }

    @Test func deepBracketsAndGenericsCount() {
        #expect(excess("let b = " + String(repeating: "{", count: 300)) == .brackets)
        // `let h: A<A<…B…>>` 1,500 deep overflowed the parser's stack.
        #expect(excess("let h: " + String(repeating: "A<", count: 1_500) + "B" + String(repeating: ">", count: 1_500)) == .angles)
        #expect(excess("let d: Dictionary<String, Array<Set<Int>>> = [:]\nif a<b && c<d { }\n") == nil)
    }

    @Test func theLineOfTheExcessIsGiven() {
        let source = "import UIKit\n\nlet e = " + String(repeating: "[", count: 20) + "\n"
        #expect(SwiftNesting.excess(in: Array(source.utf8))?.line == 3)
    }

    @Test func ordinaryCodeIsNeverTooDeep() {
        let source = """
            // a "quote" in a comment, and /* another " one */ with a [[[[[[[[[[[[[[[[[[[[ in it
            let a = "\\(name) has \\(count(of: "items")) items: \\("\\(x)")"
            let b = \"\"\"
                multi "line" \\(value) [[[[[[[[[[[[[[[[[[[[[[[[
                \"\"\"
            let c = #"raw \\(not) "quotes""#
            let d = "escaped \\" quote" + "\\\\"
            #if DEBUG
            let e: [String: [Int]] = ["a": [1]]
            #endif
            """
        var limits = SwiftNesting.Limits()
        limits.strings = 3
        limits.squares = 3
        #expect(excess(source, limits) == nil)
    }

    @Test func aTooDeepFileIsSaidAndNotParsed() {
        let facts = SwiftScanner.scan(nested(2_000) + "let nib = UINib(nibName: \"Card\", bundle: nil)\n")
        #expect(facts.references.isEmpty)
        #expect(facts.diagnostics.map(\.code) == [SourceDiagnostic.tooDeepCode])
        #expect(facts.diagnostics.first?.message.contains("deeper than 64 levels") == true)
    }

    @Test func everyHostileShapeIsSaidQuickly() {
        let shapes = [
            "let e = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30),
            "let e = " + String(repeating: "[", count: 1_000),
            "let h: " + String(repeating: "A<", count: 1_500) + "B" + String(repeating: ">", count: 1_500),
            "let u = \"" + String(repeating: "\\(", count: 5_000),
            "let r = #\"" + String(repeating: "\\#(#\"", count: 7_000),
        ]
        for shape in shapes {
            let facts = SwiftScanner.scan(shape + "\nlet nib = UINib(nibName: \"Card\", bundle: nil)\n")
            #expect(facts.diagnostics.map(\.code) == [SourceDiagnostic.tooDeepCode], "\(shape.prefix(20))")
        }
    }

    @Test func aBlankedBodyIsNotMeasured() {
        // A body that cannot hold a fact is blanked before parsing, so its nesting costs nothing.
        let source =
            "func f() { let e = " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
            + " }\nlet nib = UINib(nibName: \"Card\", bundle: nil)\n"
        let facts = SwiftScanner.scan(source)
        #expect(facts.diagnostics.isEmpty)
        #expect(facts.references.map(\.sourceText).contains { $0.contains("Card") })
    }

    /// The limits leave room: no Swift file of ../shared/apps comes within half of any of them
    /// (measured on the text as written, before bodies are blanked).
    @Test(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
    func realFilesStayFarFromEveryLimit() throws {
        let apps = try #require(Fixtures.apps)
        var deepest = SwiftNesting.Limits(strings: 0, squares: 0, expression: 0, brackets: 0, angles: 0)
        var files = 0
        for case let path as String in FileManager.default.enumerator(atPath: apps.path) ?? NSEnumerator() where path.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: apps.appendingPathComponent(path).path) else { continue }
            let depth = SwiftNesting.deepest(in: Array(data))
            deepest.strings = max(deepest.strings, depth.strings)
            deepest.squares = max(deepest.squares, depth.squares)
            deepest.expression = max(deepest.expression, depth.expression)
            deepest.brackets = max(deepest.brackets, depth.brackets)
            deepest.angles = max(deepest.angles, depth.angles)
            files += 1
        }
        let limits = SwiftNesting.Limits()
        print("SwiftNesting over \(files) Swift files of ../shared/apps: deepest \(deepest), limits \(limits)")
        #expect(files > 1_000)
        #expect(deepest.strings * 2 <= limits.strings)
        #expect(deepest.squares * 2 <= limits.squares)
        #expect(deepest.expression * 2 <= limits.expression)
        #expect(deepest.brackets * 2 <= limits.brackets)
        #expect(deepest.angles * 2 <= limits.angles)
    }

    /// Code past the parse budget is said, not parsed (issue 37: a 6 MB file of one-line
    /// functions that all load storyboards took 814 MB); blanked bodies do not count.
    @Test func codePastTheParseBudgetIsSaid() {
        let line = "func f() { let s = \"x\\(1)\"; UIStoryboard(name: \"Main\", bundle: nil) }\n"
        let big = String(repeating: line, count: SwiftScanner.parseBudget / 40)
        let facts = SwiftScanner.scan(big)
        #expect(facts.diagnostics.map(\.code) == [SourceDiagnostic.tooLargeCode])
        #expect(facts.references.count == 0)
        let quiet = "func g() { let total = 1 + 2; print(total) }\n"
        let blanked = String(repeating: quiet, count: SwiftScanner.parseBudget / 20)
        #expect(SwiftScanner.scan(blanked).diagnostics.count == 0)
    }
}
