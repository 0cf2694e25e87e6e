import Foundation
import SBDBTestSupport
import Testing

/// One query's time and memory, its output included (issue 37): an endless recursive CTE held
/// 2.6 GB after 10 s, `sbdb query --sql` had no time limit at all, and a huge value was rendered
/// outside any limit. Each now stops with an error that names the limit and how to raise it.
@Suite struct QueryBudgetTests {
    let fixture: IndexedFixture
    var tree: TemporaryDirectory { fixture.tree }
    var database: String { fixture.database }

    init() throws {
        fixture = try IndexedFixture()
    }

    static let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "

    @Test func aQueryThatKeepsGrowingStopsAtTheMemoryLimit() throws {
        let run = try runSBDB(["query", "--db", database, "--memory-limit", "150", "--sql", Self.endless + "SELECT group_concat(x) FROM c"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("stopped when the query's memory passed 150 MB"), "\(run.stderr)")
        #expect(run.stderr.contains("--memory-limit"))
    }

    @Test func aQueryThatNeverEndsStopsAtTheTimeLimit() throws {
        let run = try runSBDB(["query", "--db", database, "--query-timeout", "0.5", "--sql", Self.endless + "SELECT count(*) FROM c"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("stopped after 0.5 s, the time limit of one query"), "\(run.stderr)")
    }

    @Test func renderingIsInsideTheBudget() throws {
        // Ten values of 40 MB each: rendering them as a table passes the limit, and the run says so.
        let run = try runSBDB([
            "query", "--db", database, "--memory-limit", "120", "--format", "table", "--output", tree.file("out.txt").path,
            "--sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10) SELECT hex(zeroblob(20000000)) FROM n",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("stopped when the query's memory passed 120 MB"), "\(run.stderr)")
    }

    @Test func aReportPastItsLimitFailsAloneInTheBundle() throws {
        try FileManager.default.createDirectory(atPath: tree.file("queries").path, withIntermediateDirectories: true)
        try tree.write("queries/endless.sql", "-- summary: never ends\n" + Self.endless + "SELECT count(*) AS n FROM c\n")
        let run = try runSBDB([
            "report", "--db", database, "--no-index", "--output", tree.file("out").path, "-q",
            "--queries-dir", tree.file("queries").path, "--query-timeout", "0.5", "--only", "endless,unused-nibs",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("stopped after 0.5 s"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.file("out/unused-nibs.json").path))
    }
}
