import Foundation
import SBDBTestSupport
import Testing

/// Rows sbdb cannot decide (a report's `undecided` column): out of the default output and of
/// gates, counted in a footer on stderr, listed with their reason by `--undecided`, and kept
/// apart in the nightly bundle.
@Suite struct UndecidedRowsTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory()
        try tree.write("App/CardCell.xib", IBTexts.tableCellXib)
        try tree.write("App/CardCell.swift", "import UIKit\nclass CardCell: UITableViewCell {}\n")
        try tree.write("App/Loader.swift", "import UIKit\nfunc load() { _ = UINib(nibName: UserDefaults.standard.string(forKey: \"nib\")!, bundle: nil) }\n")
        let index = try runSBDB(["index", tree.path, "-q"])
        try #require(index.status == 0, "\(index.stderr)")
    }

    @Test func theDefaultOutputLeavesUndecidedRowsOutAndCountsThemOnStderr() throws {
        let run = try runSBDB(["query", "unused-nibs", "--format", "tsv"], in: tree.path)
        #expect(run.status == 0)
        #expect(run.stdout == "nib\tpath\towner_class\troot_classes\tvendored\tstatus\n")
        #expect(run.stderr.contains("1 more undecided: --undecided to list"))
    }

    @Test func undecidedListsTheRowsWithTheirReason() throws {
        let run = try runSBDB(["query", "unused-nibs", "--undecided", "--format", "tsv"], in: tree.path)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "nib\tpath\towner_class\troot_classes\tvendored\tstatus\tundecided")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("CardCell\tApp/CardCell.xib\t") == true)
        #expect(lines.last?.contains("App/Loader.swift:2 UserDefaults.standard.string(forKey: \"nib\")!") == true)
        #expect(!run.stderr.contains("more undecided"))
    }

    @Test func gatesIgnoreUndecidedRows() throws {
        let run = try runSBDB(["query", "unused-nibs", "--fail-on-rows"], in: tree.path)
        #expect(run.status == 0)
    }

    @Test func undecidedNeedsAReportThatHasThem() throws {
        let run = try runSBDB(["query", "scene-counts", "--undecided"], in: tree.path)
        #expect(run.status == 64)
        #expect(run.stderr.contains("has no undecided rows"))
        let sql = try runSBDB(["query", "--sql", "SELECT 1", "--undecided"], in: tree.path)
        #expect(sql.status == 64)
    }

    @Test func theNightlyBundleKeepsUndecidedRowsApart() throws {
        let out = tree.file("bundle").path
        let run = try runSBDB(["report", "--no-index", "--output", out, "--only", "unused-nibs"], in: tree.path)
        #expect(run.status == 0, "\(run.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("unused-nibs.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["row_count"] as? Int == 0)
        #expect(object["undecided_count"] as? Int == 1)
        let rows = try #require(object["undecided"] as? [[String: Any]])
        #expect((rows.first?["undecided"] as? String)?.contains("App/Loader.swift:2") == true)
    }
}
