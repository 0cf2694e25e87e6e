import Foundation
import SBDBTestSupport
import Testing

/// `sbdb report`, `query --fail-on-rows`, user reports, `shell` and `config` through the built
/// binary: files, streams and exit codes.
@Suite struct ReportingCommandTests {
    let fixture: IndexedFixture
    var tree: TemporaryDirectory { fixture.tree }
    var database: String { fixture.database }

    init() throws {
        fixture = try IndexedFixture()
    }

    @Test func reportWritesTheBundleAndListsCountsOnStdout() throws {
        let run = try runSBDB(["report", "--db", database, "--output", tree.file("out").path, "--only", "broken-includes,unused-nibs"])
        #expect(run.status == 0)
        #expect(run.stdout == "broken-includes\t1\nunused-nibs\t3\n")
        #expect(run.stderr.contains("5 files: 0 added, 0 changed, 0 removed, 5 unchanged, 0 failed in "))
        #expect(run.stderr.contains("wrote \(tree.file("out").path)/index.html, index.md and 2 report(s)"))
        for file in ["index.md", "index.html", "bundle.json", "broken-includes.json", "unused-nibs.json", "include-graph.mmd"] {
            #expect(FileManager.default.fileExists(atPath: tree.file("out/\(file)").path), "\(file) is missing")
        }
    }

    /// `--history DIR`: each report's count over earlier bundles, as an inline chart (issue 23).
    @Test func historyDrawsEachReportsTrend() throws {
        for run in ["hist/monday", "hist/tuesday"] {
            #expect(try runSBDB(["report", "--db", database, "--output", tree.file(run).path, "-q", "--only", "broken-includes,unused-nibs"]).status == 0)
        }
        let run = try runSBDB([
            "report", "--db", database, "--output", tree.file("out").path, "-q",
            "--only", "broken-includes,unused-nibs", "--history", tree.file("hist").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: tree.file("out/index.html"), encoding: .utf8)
        #expect(html.contains("<h2>Trend</h2>"))
        #expect(html.contains("<tr><td>broken-includes</td><td><svg class=\"trend\""))
        #expect(html.contains("<polyline"))
        #expect(html.contains("<td>1 → 1 → 1</td>"))
        let markdown = try String(contentsOf: tree.file("out/index.md"), encoding: .utf8)
        #expect(markdown.contains("| unused-nibs | 3 → 3 → 3 |"))
        let absent = try runSBDB(["report", "--db", database, "--output", tree.file("out").path, "-q", "--history", tree.file("nowhere").path])
        #expect(absent.status == 1)
        #expect(absent.stderr.contains("The history folder"))
    }

    /// The resource reports are in the bundle like the others; accessibility-gaps, off by
    /// default, only when .sbdb.yml enables it (issue 20).
    @Test func theBundleHoldsTheResourceReportsAndAccessibilityGapsWhenEnabled() throws {
        let plain = try runSBDB(["report", "--db", database, "--output", tree.file("out").path, "-q"], in: tree.path)
        #expect(plain.status == 0)
        let names = plain.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(["missing-resources", "unused-assets", "localization-gaps"].allSatisfy(names.contains))
        #expect(!names.contains("accessibility-gaps"))
        try tree.write(".sbdb.yml", "reports:\n  enable: [accessibility-gaps]\n")
        let enabled = try runSBDB(["report", "--db", database, "--output", tree.file("out").path, "-q"], in: tree.path)
        #expect(enabled.stdout.contains("accessibility-gaps\t"))
        let html = try String(contentsOf: tree.file("out/index.html"), encoding: .utf8)
        #expect(html.contains("accessibility-gaps") && html.contains("missing-resources"))
        #expect(FileManager.default.fileExists(atPath: tree.file("out/accessibility-gaps.json").path))
    }

    /// A user report that never ends is stopped after --query-timeout, one that writes is
    /// refused; each is named, and the rest of the bundle is written (issue 22, item 4).
    @Test func aReportThatNeverEndsOrWritesFailsAloneAndTheBundleIsWritten() throws {
        try tree.write(
            ".sbdb/queries/forever.sql",
            """
            -- summary: Counts for ever.
            -- columns: n
            WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT max(n) AS n FROM c

            """)
        try tree.write(".sbdb/queries/wipe.sql", "-- summary: Writes.\n-- columns: n\nDELETE FROM files\n")
        let run = try runSBDB([
            "report", "--db", database, "--output", tree.file("out").path, "--no-index", "--query-timeout", "1",
            "--only", "forever,wipe,unused-nibs",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Error: forever: failed: "))
        #expect(run.stderr.contains("stopped after 1.0 s"))
        #expect(run.stderr.contains("Error: wipe: failed: "))
        #expect(run.stdout.contains("unused-nibs\t3\n"))
        for file in ["index.md", "index.html", "bundle.json", "unused-nibs.json"] {
            #expect(FileManager.default.fileExists(atPath: tree.file("out/\(file)").path), "\(file) is missing")
        }
        #expect(try String(contentsOf: tree.file("out/index.md"), encoding: .utf8).contains("forever"))
        let count = try runSBDB(["query", "--db", database, "--sql", "SELECT count(*) AS n FROM files", "--format", "csv"])
        #expect(count.stdout == "n\n5\n")
    }

    @Test func reportReindexesWhatChangedFirst() throws {
        try tree.write("App/Late.xib", try String(contentsOf: Fixtures.url("Repos/Mini/App/Views/Card View.xib"), encoding: .utf8))
        let run = try runSBDB(["report", "--db", database, "--output", tree.file("out").path, "--only", "unused-nibs"])
        #expect(run.stdout == "unused-nibs\t4\n")
        #expect(run.stderr.contains("6 files: 1 added, 0 changed, 0 removed, 5 unchanged, 0 failed in "))
        let stale = try runSBDB(["report", "--db", database, "--no-index", "-q", "--output", tree.file("out").path, "--only", "unused-nibs"])
        #expect(stale.stderr.isEmpty)
    }

    @Test func failOnGatesOnRowsWithStatusFour() throws {
        let out = tree.file("out").path
        #expect(try runSBDB(["report", "--db", database, "-q", "--output", out, "--fail-on", "unused-storyboards"]).status == 0)
        let failing = try runSBDB(["report", "--db", database, "-q", "--output", out, "--fail-on", "unused-storyboards,broken-includes"])
        #expect(failing.status == 4)
        #expect(failing.stderr.contains("Rows in: broken-includes (1); failing as --fail-on asks."))
        #expect(try runSBDB(["query", "broken-includes", "--db", database, "--fail-on-rows"]).status == 4)
        #expect(try runSBDB(["query", "unused-storyboards", "--db", database, "--fail-on-rows"]).status == 0)
    }

    @Test func failOnNewComparesWithTheBaselineWithStatusFive() throws {
        let before = tree.file("before").path
        #expect(try runSBDB(["report", "--db", database, "-q", "--output", before]).status == 0)
        let same = try runSBDB(["report", "--db", database, "-q", "--output", tree.file("same").path, "--baseline", before, "--fail-on-new"])
        #expect(same.stdout.contains("unused-nibs\t3\t+0 new, -0 fixed\n"))
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix("Since the baseline: no changes.\n"))
        try tree.write("App/Late.xib", try String(contentsOf: Fixtures.url("Repos/Mini/App/Views/Card View.xib"), encoding: .utf8))
        let worse = try runSBDB([
            "report", "--db", database, "-q", "--output", tree.file("worse").path, "--baseline", before,
            "--fail-on-new", "--only", "broken-includes,unused-nibs",
        ])
        #expect(worse.status == 5)
        #expect(worse.stdout == "broken-includes\t1\t+0 new, -0 fixed\nunused-nibs\t4\t+1 new, -0 fixed\nSince the baseline: 1 new in unused-nibs.\n")
        #expect(worse.stderr.contains("New rows since the baseline in: unused-nibs; failing as --fail-on-new asks."))
        // Restricted to other reports, the new unused nib does not fail the run.
        let scoped = try runSBDB([
            "report", "--db", database, "-q", "--output", tree.file("scoped").path, "--baseline", before,
            "--fail-on-new", "--fail-on", "broken-includes",
        ])
        #expect(scoped.status == 0)
        // An inventory (here the depths, which list the new nib too) grows with the app: without
        // report names, only findings gate (issue 23, item 6).
        let inventory = try runSBDB([
            "report", "--db", database, "-q", "--output", tree.file("inventory").path, "--baseline", before,
            "--fail-on-new", "--only", "inclusion-depth",
        ])
        #expect(inventory.status == 0, "\(inventory.stderr)")
        #expect(inventory.stdout.contains("inclusion-depth\t") && inventory.stdout.contains("+1 new"))
    }

    /// `sbdb baseline write`: a file to commit; `query --baseline` gives only the rows new since
    /// it, and `--fail-on-rows` gates on them (issue 38, item 3).
    @Test func aCommittedBaselineGatesOnlyNewFindings() throws {
        let written = try runSBDB(["baseline", "write", "--db", database])
        #expect(written.status == 0, "\(written.stderr)")
        let file = tree.file(".sbdb/baseline.json").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"sbdb_baseline\" : 1"))
        #expect(text.contains("\"unused-nibs\" : ["))
        #expect(!text.contains("\"scene-counts\""))  // inventories never gate
        let none = try runSBDB(["query", "unused-nibs", "--db", database, "--baseline", file, "--fail-on-rows", "--format", "tsv"])
        #expect(none.status == 0)
        #expect(none.stdout == "nib\tpath\towner_class\troot_classes\tvendored\tstatus\n")
        try tree.write("App/Late.xib", try String(contentsOf: Fixtures.url("Repos/Mini/App/Views/Card View.xib"), encoding: .utf8))
        #expect(try runSBDB(["index", tree.path, "--db", database, "-q"]).status == 0)
        let new = try runSBDB(["query", "unused-nibs", "--db", database, "--baseline", file, "--fail-on-rows", "--format", "tsv"])
        #expect(new.status == 4)
        #expect(new.stdout == "nib\tpath\towner_class\troot_classes\tvendored\tstatus\nLate\tApp/Late.xib\tCardView\t\t0\tunreferenced\n")
        // The same file gates a report run.
        let report = try runSBDB(["report", "--db", database, "-q", "--output", tree.file("out").path, "--baseline", file, "--fail-on-new"])
        #expect(report.status == 5)
        #expect(report.stdout.contains("unused-nibs\t4\t+1 new, -0 fixed\n"))
        #expect(report.stdout.contains("scene-counts\t1\tnot in baseline\n"))
        // index.md, which teams post to chat, opens with the new findings as sentences.
        let markdown = try String(contentsOf: tree.file("out/index.md"), encoding: .utf8)
        #expect(markdown.contains("## New findings\n\n- Nothing loads Late.xib: no link, code or naming convention names it (`App/Late.xib`)\n"))
    }

    /// In a fresh checkout, `sbdb report` indexes the current folder first; its SARIF log holds
    /// only finding reports, each result with a location (issue 38, item 4).
    @Test func reportInAFreshCheckoutIndexesFirstAndItsSARIFHoldsFindings() throws {
        let checkout = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let run = try runSBDB(["report", "-q", "--output", checkout.file("out").path], in: checkout.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: checkout.file(".sbdb/index.sqlite").path))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: checkout.file("out/sbdb.sarif"))) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(!results.isEmpty)
        let rules = Set(results.compactMap { $0["ruleId"] as? String })
        #expect(rules.isDisjoint(with: ["include-graph", "inclusion-depth", "scene-counts", "custom-classes", "targets"]))
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false })
        // With --no-index there is nothing to report on.
        let bare = try TemporaryDirectory()
        let refused = try runSBDB(["report", "-q", "--no-index"], in: bare.path)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("No sbdb database found"))
    }

    @Test func usageErrorsExitWith64() throws {
        let noBaseline = try runSBDB(["report", "--db", database, "--fail-on-new"])
        #expect(noBaseline.status == 64)
        #expect(noBaseline.stderr.contains("--fail-on-new compares with a baseline: pass --baseline PATH too."))
        let unknown = try runSBDB(["report", "--db", database, "-q", "--output", tree.file("out").path, "--only", "unused-nib"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--only: there is no report named 'unused-nib'."))
        #expect(try runSBDB(["query", "--sql", "SELECT 1", "--db", database, "--param", "novalue"]).status == 64)
    }

    @Test func userReportsAppearInTheListAndRun() throws {
        try tree.write(
            ".sbdb/queries/storyboards.sql", "-- summary: Storyboard paths.\n-- columns: path\nSELECT path FROM files WHERE kind = 'storyboard' ORDER BY path\n"
        )
        let list = try runSBDB(["query", "--list", "--db", database, "--format", "json"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("\"origin\" : \"\(tree.file(".sbdb/queries/storyboards.sql").path)\""))
        let run = try runSBDB(["query", "storyboards", "--db", database, "--format", "csv"])
        #expect(run.stdout == "path\nApp/Base.lproj/Main.storyboard\n")
        try tree.write("extra/broken.sql", "-- summary: Broken.\nSELECT\n  nothing_here FROM files\n")
        let broken = try runSBDB(["query", "broken", "--db", database, "--queries-dir", tree.file("extra").path])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("\(tree.file("extra/broken.sql").path):3: no such column: nothing_here"))
        let missing = try runSBDB(["query", "--list", "--db", database, "--queries-dir", tree.file("absent").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("The queries folder '\(tree.file("absent").path)' does not exist."))
    }

    @Test func configDefaultsApplyAndFlagsWin() throws {
        try tree.write(".sbdb.yml", "reports:\n  format: csv\n  only: [unused-storyboards]\n  output: nightly\n")
        #expect(try runSBDB(["query", "--sql", "SELECT 1 AS one", "--db", database]).stdout == "one\n1\n")
        #expect(try runSBDB(["query", "--sql", "SELECT 1 AS one", "--db", database, "--format", "tsv"]).stdout == "one\n1\n")
        #expect(try runSBDB(["query", "--sql", "SELECT 1 AS one, 2 AS two", "--db", database, "--format", "jsonl"]).stdout == "{\"one\":1,\"two\":2}\n")
        let report = try runSBDB(["report", "--db", database, "-q"], in: tree.path)
        #expect(report.stdout == "unused-storyboards\t0\n")
        #expect(FileManager.default.fileExists(atPath: tree.file("nightly/unused-storyboards.json").path))
        let config = try runSBDB(["config", tree.path])
        #expect(config.status == 0)
        #expect(config.stdout.contains("reports:\n  enable: []\n  fail_on: []\n  format: csv\n  only:\n  - unused-storyboards\n  output: nightly\n"))
        #expect(config.stderr == "# read from \(tree.file(".sbdb.yml").path)\n")
    }

    @Test func schemaDocumentsTheViews() throws {
        let markdown = try runSBDB(["schema", "--format", "markdown"]).stdout
        #expect(markdown.contains("\n## `include_edges` (view)\n\nevery link of includes with the source and target named instead of numbered\n"))
        #expect(markdown.contains("| `target_path` |  | the resolved file, relative to the root |"))
        #expect(try runSBDB(["schema"]).stdout.contains("view_details (view): every object of views"))
    }

    @Test func shellOpensSQLiteReadOnlyUnlessAskedToWrite() throws {
        // A stand-in sqlite3 that prints the arguments it was given.
        try tree.write("bin/sqlite3", "#!/bin/sh\nprintf '%s\\n' \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.file("bin/sqlite3").path)
        let path = ["PATH": tree.file("bin").path + ":/usr/bin:/bin"]
        let readOnly = try runSBDB(["shell", "--db", database], environment: path)
        #expect(readOnly.status == 0)
        #expect(readOnly.stdout == "-readonly\n\(database)\n")
        let writable = try runSBDB(["shell", "--db", database, "--write", "--", "-box", "SELECT 1"], environment: path)
        #expect(writable.stdout == "\(database)\n-box\nSELECT 1\n")
        let none = try runSBDB(["shell", "--db", database], environment: ["PATH": tree.file("empty").path])
        #expect(none.status == 1)
        #expect(none.stderr.contains("The sqlite3 program is not installed."))
    }
}
