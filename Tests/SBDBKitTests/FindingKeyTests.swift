import Foundation
@testable import SBDBKit
import Testing

/// A report names the columns that identify its findings (`-- key:`); SARIF results carry a
/// fingerprint made of them, so code scanning keeps a finding's identity across runs (issue 23).
@Suite struct FindingKeyTests {
    @Test func theKeyHeaderIsReadAndChecked() {
        let report = Report(name: "r", text: "-- summary: s\n-- columns: path, line, count\n-- key: path\nSELECT 1", origin: "x.sql")
        #expect(report.keyColumns == ["path"])
        #expect(report.headerProblems.isEmpty)
        let wrong = Report(name: "r", text: "-- summary: s\n-- columns: path, line\n-- key: file\nSELECT 1", origin: "x.sql")
        #expect(wrong.headerProblems.map(\.line) == [3])
        #expect(wrong.headerProblems.first?.problem.contains("'file'") == true)
    }

    @Test func everyFindingReportDeclaresItsKey() throws {
        for name in ["unused-nibs", "unused-storyboards", "broken-includes", "outlet-mismatches",
                     "unknown-custom-classes", "designable-reuse", "not-in-target", "dynamic-loads"] {
            let report = try #require(ReportCatalog.report(named: name))
            #expect(!report.keyColumns.isEmpty, "\(name) has no -- key:")
            #expect(report.headerProblems.isEmpty, "\(name): \(report.headerProblems)")
        }
    }

    @Test func aFingerprintIgnoresTheLineAndWhatIsNotKey() {
        let columns = ["path", "line", "count"]
        func print(_ row: [QueryValue], keys: [String] = ["path"], rule: String = "unused-nibs") -> String {
            SARIFFormatter.fingerprint(rule: rule, keys: keys, columns: columns, row: row)
        }
        let base = print([.text("A.xib"), .integer(3), .integer(1)])
        #expect(base.count == 16)
        #expect(print([.text("A.xib"), .integer(40), .integer(7)]) == base)
        #expect(print([.text("B.xib"), .integer(3), .integer(1)]) != base)
        #expect(print([.text("A.xib"), .integer(3), .integer(1)], rule: "other") != base)
        // Without a declared key every column but the line counts.
        let unkeyed = print([.text("A.xib"), .integer(3), .integer(1)], keys: [])
        #expect(print([.text("A.xib"), .integer(9), .integer(1)], keys: []) == unkeyed)
        #expect(print([.text("A.xib"), .integer(3), .integer(2)], keys: []) != unkeyed)
    }

    @Test func sarifResultsCarryTheFingerprint() throws {
        let result = QueryResult(columns: ["path", "line"], rows: [[.text("A.xib"), .integer(3)]])
        let log = OutputFormat.sarif.render(result, context: OutputContext(report: "unused-nibs", keyColumns: ["path"]))
        let expected = SARIFFormatter.fingerprint(rule: "unused-nibs", keys: ["path"], columns: result.columns, row: result.rows[0])
        #expect(log.contains("\"sbdbFindingKey/v1\" : \"\(expected)\"") || log.contains("\"sbdbFindingKey/v1\": \"\(expected)\""))
    }
}
