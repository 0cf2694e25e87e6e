import Foundation
@testable import SBDBCore
@testable import SBDBReports
import Testing

/// Checkstyle, GitLab Code Quality and JUnit output (issue 23, item 5): chosen by their file
/// names, valid XML whatever a cell holds, and a report without rows is a passing test.
@Suite struct CIFormatTests {
    @Test func compoundExtensionsChooseTheFormats() {
        #expect(OutputFormat.forFileNamed("out/lint.checkstyle.xml") == .checkstyle)
        #expect(OutputFormat.forFileNamed("gl-code-quality-report.codequality.json") == .codeclimate)
        #expect(OutputFormat.forFileNamed("report.codeclimate.json") == .codeclimate)
        #expect(OutputFormat.forFileNamed("TEST-sbdb.junit.xml") == .junit)
        #expect(OutputFormat.forFileNamed("plain.json") == .json)
        #expect(OutputFormat.forFileNamed("plain.xml") == nil)
    }

    @Test func xmlHoldsAnyCellAsText() {
        #expect(XMLText.escape("a<b>&\"c\" 'd'\n\u{1B}[31m\u{0}") == "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;&#10;\u{FFFD}[31m\u{FFFD}")
        let result = QueryResult(columns: ["path", "line", "message"], rows: [[.text("A\u{7}.xib"), .integer(3), .text("bad </failure> text")]])
        let junit = OutputFormat.junit.render(result, context: OutputContext(report: "r", root: "/repo"))
        #expect(junit.contains("<failure type=\"warning\" message=\"/repo/A\u{FFFD}.xib:3: bad &lt;/failure&gt; text\">"))
        let checkstyle = OutputFormat.checkstyle.render(result, context: OutputContext(report: "r", root: "/repo", baseDirectory: "/repo"))
        #expect(checkstyle.contains("<file name=\"A\u{FFFD}.xib\">"))
        #expect(checkstyle.contains("<error line=\"3\" severity=\"warning\" message=\"bad &lt;/failure&gt; text\" source=\"sbdb.r\"/>"))
    }

    @Test func aReportWithoutRowsIsAPassingTestAndAnEmptyIssueList() throws {
        let empty = QueryResult(columns: ["path", "line"], rows: [])
        let junit = OutputFormat.junit.render(empty, context: OutputContext(report: "unused-nibs"))
        #expect(junit.contains("<testsuites name=\"sbdb\" tests=\"1\" failures=\"0\">"))
        #expect(!junit.contains("<failure"))
        let issues = try JSONSerialization.jsonObject(with: Data(OutputFormat.codeclimate.render(empty, context: OutputContext()).utf8))
        #expect((issues as? [Any])?.isEmpty == true)
    }

    @Test func codeQualityIssuesCarryTheSARIFFingerprintAndARelativePath() throws {
        let result = QueryResult(columns: ["path", "line", "count"], rows: [[.text("App/A.xib"), .integer(9), .integer(2)]])
        let context = OutputContext(report: "unused-nibs", root: "/repo", baseDirectory: "/repo", keyColumns: ["path"])
        let issues = try #require(
            try JSONSerialization.jsonObject(with: Data(OutputFormat.codeclimate.render(result, context: context).utf8)) as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(
            issues[0]["fingerprint"] as? String
                == SARIFFormatter.fingerprint(rule: "unused-nibs", keys: ["path"], columns: result.columns, row: result.rows[0]))
        #expect((issues[0]["location"] as? [String: Any])?["path"] as? String == "App/A.xib")
        #expect(issues[0]["severity"] as? String == "minor")
    }
}
