import Foundation
@testable import SBDBCore
@testable import SBDBReporting
@testable import SBDBReports
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
        for name in [
            "unused-nibs", "unused-storyboards", "broken-includes", "outlet-mismatches",
            "unknown-custom-classes", "designable-reuse", "not-in-target", "dynamic-loads",
        ] {
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

    /// Baselines match rows by key (issue 23, item 6): a storyboard whose byte count changed is a
    /// changed row, not one new and one fixed; a report without a key compares whole rows.
    @Test func baselinesMatchRowsByKey() {
        let keyed = Report(
            name: "scene-counts",
            text: """
                -- summary: s
                -- columns: storyboard, path, bytes
                -- key: path
                -- kind: inventory
                SELECT 1
                """, origin: "built-in")
        let now = QueryResult(
            columns: ["storyboard", "path", "bytes"],
            rows: [
                [.text("Main"), .text("App/Main.storyboard"), .integer(2_048)],
                [.text("New"), .text("App/New.storyboard"), .integer(10)],
            ])
        let before: [[String: String]] = [
            ["storyboard": "Main", "path": "App/Main.storyboard", "bytes": "1024"],
            ["storyboard": "Old", "path": "App/Old.storyboard", "bytes": "5"],
        ]
        let outcome = ReportOutcome(report: keyed, result: now, skipped: nil, elapsedMilliseconds: 0)
        let change = BaselineComparison(current: [outcome], baseline: ["scene-counts": before], source: "b").changes[0]
        #expect(change.newRows.map { $0["path"] } == ["App/New.storyboard"])
        #expect(change.fixedRows.map { $0["path"] } == ["App/Old.storyboard"])
        #expect(change.changedRows == [.init(before: before[0], now: ["storyboard": "Main", "path": "App/Main.storyboard", "bytes": "2048"])])
        #expect(keyed.isFinding == false)

        let unkeyed = Report(name: "scene-counts", text: "-- summary: s\n-- columns: storyboard, path, bytes\nSELECT 1", origin: "x.sql")
        let whole = BaselineComparison(
            current: [ReportOutcome(report: unkeyed, result: now, skipped: nil, elapsedMilliseconds: 0)],
            baseline: ["scene-counts": before], source: "b"
        ).changes[0]
        #expect(whole.newRows.count == 2)
        #expect(whole.changedRows.isEmpty)
        #expect(unkeyed.isFinding)
        #expect(Report(name: "r", text: "-- kind: audit\nSELECT 1", origin: "x.sql").headerProblems.map(\.line) == [1])
    }

    /// Rows with one key pair one to one, whole matches first: a second row with a key the
    /// baseline has once is new, whichever order the rows come in, and nothing is "changed".
    @Test func rowsWithOneKeyPairDeterministically() throws {
        let report = Report(
            name: "dynamic-loads",
            text: """
                -- summary: s
                -- columns: path, argument, line
                -- key: path, argument
                -- kind: finding
                SELECT 1
                """, origin: "built-in")
        let before: [[String: String]] = [["path": "A.swift", "argument": "name", "line": "51"]]
        for order in [[177, 51], [51, 177]] {
            let now = QueryResult(columns: ["path", "argument", "line"], rows: order.map { [.text("A.swift"), .text("name"), .integer(Int64($0))] })
            let change = BaselineComparison(
                current: [ReportOutcome(report: report, result: now, skipped: nil, elapsedMilliseconds: 0)],
                baseline: ["dynamic-loads": before], source: "b"
            ).changes[0]
            #expect(change.newRows.map { $0["line"] } == ["177"])
            #expect(change.changedRows.isEmpty && change.fixedRows.isEmpty)
            #expect(
                BaselineComparison.newRowIndexes(of: now, report: report, baseline: ["dynamic-loads": before])
                    == [order.firstIndex(of: 177)!])
        }
    }
}
