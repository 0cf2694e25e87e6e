import Foundation
import GRDB
@testable import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// The database file: identity checks, refusals, and discovery.
@Suite struct StoreTests {
    @Test func aTextFileIsRefusedAndLeftUntouched() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("notes.txt", "my notes\n")
        let path = scratch.file("notes.txt").path
        #expect(throws: StoreError.notSQLite(path: path)) { try Store(path: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes\n")
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("other.sqlite").path
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x')") }
        #expect(throws: StoreError.foreignDatabase(path: path, applicationID: 0)) { try Store(path: path) }
        let tables = try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        #expect(tables == ["notes"])
    }

    @Test func aDatabaseFromANewerSBDBIsRefused() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        try DatabaseQueue(path: path).write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('9999-future')") }
        #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["9999-future"])) { try Store(path: path) }
    }

    /// Refused before any write: not even the indexes a run of the newer sbdb left to build again
    /// are built (issue 22, item 13).
    @Test func aDatabaseFromANewerSBDBIsRefusedBeforeAnyWrite() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        let waiting = #"["CREATE INDEX future_index ON files(name)"]"#
        // A newer sbdb stamps its own count of migrations in the header; so does one with no
        // stamp at all: both take the full check.
        for stamp in [Store.schemaStamp + 1, 0] {
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "INSERT OR IGNORE INTO grdb_migrations VALUES ('9999-future')")
                try db.execute(sql: "INSERT OR REPLACE INTO meta (name, value) VALUES ('deferred_indexes', ?)", arguments: [waiting])
                try db.execute(sql: "PRAGMA user_version = \(stamp)")
            }
            let version = try rows(path, "PRAGMA schema_version")
            #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["9999-future"])) { try Store(path: path) }
            // Not even the table GRDB creates and drops when it opens a pool (issue 37).
            #expect(try rows(path, "PRAGMA schema_version") == version)
            #expect(try rows(path, "SELECT value FROM meta WHERE name = 'deferred_indexes'") == [waiting])
            #expect(try rows(path, "SELECT count(*) FROM sqlite_master WHERE name = 'future_index'") == ["0"])
        }
    }

    /// A database this sbdb opened says so in its header, where the next open reads it without
    /// parsing the schema.
    @Test func anOpenedDatabaseIsStampedWithItsSchema() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        #expect(try rows(path, "PRAGMA user_version") == ["\(Store.schemaStamp)"])
        #expect(Store.schemaStamp == Int32(EmbeddedSQL.migrations.count))
    }

    /// A first index, written aside from the image, is stamped too: the run after it skips the
    /// check that parses the schema on a connection of its own.
    @Test func aFirstIndexIsStampedWithItsSchema() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        let store = try Store(path: path, creation: .aside)
        #expect(store.isBuilding)
        try Indexer(store: store, root: tree.path, options: IndexOptions()).run()
        #expect(try rows(path, "PRAGMA user_version") == ["\(Store.schemaStamp)"])
    }

    @Test func reopeningKeepsTheData() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: path)
        _ = try Store(path: path)
        #expect(try count(path, "files") == 5)
        #expect(try rows(path, "PRAGMA journal_mode") == ["wal"])
        #expect(try rows(path, "PRAGMA application_id") == [String(Store.applicationID)])
    }

    @Test func discoveryWalksUpLikeGit() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: path)
        let found = try Store.discover(from: tree.file("App/Base.lproj").path)
        #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath() == URL(fileURLWithPath: path).resolvingSymlinksInPath())
        let empty = try TemporaryDirectory()
        #expect(throws: StoreError.self) { try Store.discover(from: empty.path) }
    }
}
