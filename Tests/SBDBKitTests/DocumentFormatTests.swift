import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import Testing

/// Markdown, HTML, the terminal table's fitting, and choosing a format from a file name.
@Suite struct DocumentFormatTests {
    @Test func markdownEscapesPipesNewlinesAndMarkup() {
        let result = QueryResult(
            columns: ["name", "source_path", "count"],
            rows: [
                [.text("a|b"), .text("two\nlines\r\nthree"), .integer(3)],
                [.text("*bold* _em_ snake_case `code` <b>[x]</b> back\\slash"), .text("  padded  "), .null],
            ])
        #expect(
            OutputFormat.markdown.render(result) == """
                | name | source_path | count |
                | --- | --- | ---: |
                | a\\|b | two<br>lines<br>three | 3 |
                | \\*bold\\* \\_em\\_ snake_case \\`code\\` \\<b\\>\\[x\\]\\</b\\> back\\\\slash | padded |  |

                """)
        #expect(OutputFormat.markdown.render(QueryResult(columns: ["a"], rows: [])) == "| a |\n| --- |\n")
    }

    @Test func htmlIsAStandaloneDocumentWithEveryCellEscaped() {
        let result = QueryResult(
            columns: ["<col>"],
            rows: [[.text("<script>alert(\"x\" & 'y')</script>")], [.integer(5)], [.null]])
        let page = OutputFormat.html.render(result, context: OutputContext(report: "a&b", summary: "Less < more"))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>sbdb: a&amp;b</title>"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(page.contains("<p>Less &lt; more</p>"))
        #expect(page.contains("<th>&lt;col&gt;</th>"))
        #expect(page.contains("<td>&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;</td>"))
        #expect(page.contains("<td class=\"number\">5</td>"))
        #expect(page.contains("<td class=\"null\"></td>"))
        #expect(!page.contains("<script"))
        #expect(page.contains("<p>3 rows</p>"))
        #expect(OutputFormat.html.render(result).contains("<title>sbdb query</title>"))
    }

    @Test func tableFitsTheWidthOnlyWhenGivenOne() {
        let result = QueryResult(
            columns: ["name", "path", "count"],
            rows: [[.text("Checkout"), .text("App/Features/Checkout/Base.lproj/Checkout.storyboard"), .integer(1234)]])
        let full = OutputFormat.table.render(result)
        #expect(!full.contains("…"))
        #expect(full.contains("App/Features/Checkout/Base.lproj/Checkout.storyboard"))
        let fitted = OutputFormat.table.render(result, width: 40)
        #expect(
            fitted == """
                name      path                     count
                --------  -----------------------  -----
                Checkout  App/Features/Checkout/…   1234

                """)
        #expect(fitted.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test(arguments: [
        ("out.txt", OutputFormat.table), ("report.csv", .csv), ("a.b/report.TSV", .tsv), ("r.json", .json),
        ("r.jsonl", .jsonl), ("r.ndjson", .jsonl), ("README.md", .markdown), ("r.markdown", .markdown),
        ("index.html", .html), ("index.htm", .html), ("scan.sarif", .sarif), ("scan.sarif.json", .sarif),
    ])
    func fileExtensionChoosesTheFormat(name: String, format: OutputFormat) {
        #expect(OutputFormat.forFileNamed(name) == format)
    }

    @Test(arguments: ["report", "report.xml", "dir.d/report", "report.", "report.log"])
    func unknownExtensionsChooseNothing(name: String) {
        #expect(OutputFormat.forFileNamed(name) == nil)
    }
}
