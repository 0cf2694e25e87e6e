import Foundation
import SBDBTestSupport
import Testing

/// Every reading command works on a database in a folder sbdb cannot write to (issue 37:
/// `report --no-index`, `graph` and `shell` said "attempt to write a readonly database" where
/// `query` and `explain` worked), and a newer sbdb's database is named as such by each.
/// The read-only folder is a read-only bind mount, which needs root on Linux; elsewhere the
/// test says it cannot run.
@Suite(.serialized) struct ReadOnlyCommandsTests {
    @Test func readingCommandsWorkInAReadOnlyFolder() throws {
        let source = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        #expect(try runSBDB(["index", source.path, "-q"]).status == 0)
        guard let mountPoint = try ReadOnlyMount(of: source.path, test: "ReadOnlyCommandsTests") else { return }
        let out = try TemporaryDirectory()
        let report = try runSBDB(["report", "--no-index", "-q", "--output", out.file("bundle").path, "--only", "unused-nibs"], in: mountPoint.path)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout == "unused-nibs\t3\n")
        let graph = try runSBDB(["graph"], in: mountPoint.path)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.hasPrefix("digraph includes {"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") {
            let shell = try runSBDB(["shell", "--", "SELECT count(*) FROM files"], in: mountPoint.path)
            #expect(shell.status == 0, "\(shell.stderr)")
            #expect(shell.stdout == "5\n")
            #expect(shell.stderr.contains("reads it as an immutable file"))
        }
    }

    @Test func aNewerSBDBsDatabaseIsNamedByEveryReadingCommand() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
        let database = tree.file(".sbdb/index.sqlite").path
        #expect(try runSBDB(["query", "--db", database, "--write", "--sql", "INSERT INTO grdb_migrations VALUES ('9999-future')"]).status == 0)
        for arguments in [
            ["report", "--no-index", "-q", "--output", tree.file("out").path], ["report", "-q", "--output", tree.file("out").path],
            ["graph"], ["query", "unused-nibs"], ["index", "."],
        ] {
            let run = try runSBDB(arguments, in: tree.path)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr.contains("was written by a newer sbdb (unknown migrations: 9999-future)"), "\(arguments): \(run.stderr)")
        }
    }
}
