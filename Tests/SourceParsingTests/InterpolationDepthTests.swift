import Testing
@testable import SourceParsing

/// Deeply nested string interpolations (issue 22, item 3): swift-syntax's memory grows with the
/// square of the depth, so a file nested past the limit is said, not parsed.
@Suite struct InterpolationDepthTests {
    private func nested(_ levels: Int) -> String {
        "let a = \"" + String(repeating: "\\(\"", count: levels) + "x" + String(repeating: "\")", count: levels) + "\"\n"
    }

    @Test func depthIsCountedThroughInterpolations() {
        #expect(!InterpolationDepth.exceedsLimit(Array(nested(10).utf8)))
        #expect(InterpolationDepth.exceedsLimit(Array(nested(100).utf8)))
        #expect(InterpolationDepth.exceedsLimit(Array(nested(5).utf8), limit: 3))
    }

    @Test func ordinaryCodeIsNeverTooDeep() {
        let source = """
            // a "quote" in a comment, and /* another " one */
            let a = "\\(name) has \\(count(of: "items")) items: \\("\\(x)")"
            let b = \"\"\"
                multi "line" \\(value)
                \"\"\"
            let c = #"raw \\(not) "quotes""#
            let d = "escaped \\" quote" + "\\\\"
            """
        #expect(!InterpolationDepth.exceedsLimit(Array(source.utf8), limit: 3))
    }

    @Test func aTooDeepFileIsSaidAndNotParsed() {
        let facts = SwiftScanner.scan(nested(2_000) + "let nib = UINib(nibName: \"Card\", bundle: nil)\n")
        #expect(facts.references.isEmpty)
        #expect(facts.diagnostics.map(\.code) == [SourceDiagnostic.tooDeepCode])
        #expect(facts.diagnostics.first?.message.contains("deeper than 64 levels") == true)
    }
}
