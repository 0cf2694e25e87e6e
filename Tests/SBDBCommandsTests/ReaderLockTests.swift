import Foundation
import GRDB
import SBDBReports
import SBDBTestSupport
import Testing

/// A report reads the database beside connections it already holds. On Linux and macOS,
/// closing any descriptor of a file drops every POSIX lock the process holds on that file, so a
/// reader that opened the database file itself (to read its header) took away the shared locks
/// of its own open connections; a writer closing then took itself for the last connection and
/// removed `-wal` and `-shm` under them, and the reports that followed read "database disk
/// image is malformed".
@Suite struct ReaderLockTests {
    @Test func aQueryKeepsTheLocksOfTheConnectionsBesideIt() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let database = tree.file("index.sqlite").path
        #expect(try runSBDB(["index", tree.path, "--db", database, "-q"]).status == 0)
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: database, configuration: configuration)
        try reader.read { db in
            // An open WAL connection holds a shared lock on the database file.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM files") ?? 0 > 0)
            // Queries of this process, as a report runs them one after another.
            for _ in 0..<2 {
                let rows = try QueryRunner(databasePath: database).run(sql: "SELECT count(*) FROM files").rows
                #expect(rows.count == 1)
            }
            // Another process writes and closes: it must see this process's connection.
            let xib = try #require(
                FileManager.default.enumerator(atPath: tree.path)?
                    .compactMap { $0 as? String }.first { $0.hasSuffix(".xib") })
            try tree.bumpModificationTime(xib, seconds: 5)
            let run = try runSBDB(["index", tree.path, "--db", database, "-q"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                FileManager.default.fileExists(atPath: database + "-wal"),
                "the writer removed -wal while this process still had the database open")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM files") ?? 0 > 0)
        }
    }
}
