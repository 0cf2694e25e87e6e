import Foundation
import GRDB
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// What the user sees when `--db` names the wrong file or one from another sbdb.
@Suite struct DatabaseFileTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
    }

    @Test func aTextFileIsRefusedAndKept() throws {
        try tree.write("notes.txt", "keep me\n")
        let path = tree.file("notes.txt").path
        for arguments in [["index", tree.path, "--db", path], ["query", "--db", path, "--sql", "SELECT 1"]] {
            let run = try runSBDB(arguments)
            #expect(run.status == 1)
            #expect(run.stderr.contains("is not an SQLite database, so sbdb will not touch it. Pass another path with --db."))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
    }

    @Test func anEmptyDatabaseAsksForAnIndex() throws {
        try tree.write("empty.sqlite", "")
        let run = try runSBDB(["query", "--db", tree.file("empty.sqlite").path, "--sql", "SELECT 1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("it holds no sbdb index yet; run 'sbdb index' first"), "\(run.stderr)")
    }

    @Test func anOlderDatabaseIsUpgradedWithANote() throws {
        let path = tree.file("old.sqlite").path
        let first = try #require(EmbeddedSQL.migrations.first?.name)
        try Store.migrator.migrate(try DatabaseQueue(path: path), upTo: first)
        let refused = try runSBDB(["query", "--db", path, "--sql", "SELECT 1"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("was written by an older sbdb (schema \(first)). Run 'sbdb index' to upgrade it"))
        let upgraded = try runSBDB(["index", tree.path, "--db", path])
        #expect(upgraded.status == 0)
        #expect(upgraded.stderr.contains("note: upgraded '\(path)' from schema \(first) to \(EmbeddedSQL.migrations.last!.name); every file is read again"))
        #expect(try runSBDB(["query", "--db", path, "--sql", "SELECT count(*) FROM files"]).stdout == "count(*)\n5\n")
        #expect(!(try runSBDB(["index", tree.path, "--db", path])).stderr.contains("note: upgraded"))
    }

    @Test func aNewerDatabaseIsRefused() throws {
        let path = tree.file("new.sqlite").path
        #expect(try runSBDB(["index", tree.path, "--db", path, "-q"]).status == 0)
        try DatabaseQueue(path: path).write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('9999-future')") }
        for arguments in [["index", tree.path, "--db", path], ["query", "--db", path, "--sql", "SELECT 1"]] {
            let run = try runSBDB(arguments)
            #expect(run.status == 1)
            #expect(run.stderr.contains("was written by a newer sbdb (unknown migrations: 9999-future). Upgrade sbdb"), "\(run.stderr)")
        }
    }
}
