import Foundation
import GRDB
@testable import SBDBIndexing
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// A new database comes from the image the build made (every migration and the framework model,
/// `Sources/EmbedSQLTool/DatabaseImage.swift`), and a first index writes it beside its path and
/// moves it there whole (`Store.Creation.aside`).
@Suite struct DatabaseImageTests {
    /// Everything a database's schema and data model are, for comparison (not the root pages).
    static func shape(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            var lines = try Row.fetchAll(
                db,
                sql: """
                    SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name
                    """
            ).map { "\($0["type"] as String) \($0["name"] as String) \($0["tbl_name"] as String): \($0["sql"] as String? ?? "")" }
            lines += try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier").map { "migration \($0)" }
            lines += try Row.fetchAll(db, sql: "SELECT name, value FROM meta WHERE name NOT IN ('last_indexed_at') ORDER BY name")
                .map { "meta \($0["name"] as String) = \($0["value"] as String? ?? "NULL")" }
            for table in ["framework_classes", "framework_members", "system_resources"] {
                lines += try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2, 3").map { "\(table): \($0)" }
            }
            lines.append("application_id \(try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0)")
            return lines
        }
    }

    @Test func aNewDatabaseEqualsOneMigratedStepByStep() throws {
        let scratch = try TemporaryDirectory()
        let fromImage = scratch.file("image.sqlite").path
        _ = try Store(path: fromImage)
        let stepByStep = scratch.file("steps.sqlite").path
        let queue = try DatabaseQueue(path: stepByStep)
        try Store.migrator.migrate(queue)
        try queue.write(FrameworkModel.load)
        try queue.close()

        let image = try Self.shape(fromImage)
        let steps = try Self.shape(stepByStep)
        #expect(image == steps)
        #expect(image.contains { $0.hasPrefix("index views_custom_class views:") }, "the indexes are built")
        #expect(image.filter { $0.hasPrefix("framework_members: ") }.count > 500)
        #expect(!image.contains { $0.hasPrefix("meta deferred_indexes") })
        #expect(try DatabaseQueue(path: fromImage).read { try Int.fetchOne($0, sql: "PRAGMA page_size") } == 4096)
    }

    /// The build keeps the indexes of the tables `DeferredIndexes.kept` names in the image and
    /// leaves every other secondary index waiting, as a large first index would drop them.
    @Test func theImageDefersTheIndexesAFirstIndexWouldDrop() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("image.sqlite").path
        try DatabaseImage.write(to: path)
        let (waiting, kept) = try DatabaseQueue(path: path).read { db in
            (
                try String.fetchOne(db, sql: "SELECT value FROM meta WHERE name = ?", arguments: [DeferredIndexes.metaKey]) ?? "",
                try String.fetchAll(db, sql: "SELECT DISTINCT tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
            )
        }
        #expect(Set(kept).isSubset(of: DeferredIndexes.kept))
        #expect(waiting.contains("CREATE INDEX views_custom_class"))
    }

    @Test func aFirstIndexIsWrittenAsideAndAppearsWhole() throws {
        let root = Fixtures.url("Repos/Mini").path
        let scratch = try TemporaryDirectory()
        let inPlace = scratch.file("in-place.sqlite").path
        _ = try Indexer(store: try Store(path: inPlace), root: root).run()

        let path = scratch.file("aside.sqlite").path
        let store = try Store(path: path, creation: .aside)
        #expect(store.isBuilding)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(FileManager.default.fileExists(atPath: path + ".building"))
        _ = try Indexer(store: store, root: root).run()
        #expect(!store.isBuilding)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: path + ".building"))
        #expect(try DatabaseDump.lines(path) == DatabaseDump.lines(inPlace))
        #expect(try Self.shape(path) == Self.shape(inPlace))
        let mode = try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        // The store goes on in place, as `sbdb watch` does after its first index.
        _ = try Indexer(store: store, root: root).run()
        #expect(try DatabaseDump.lines(path) == DatabaseDump.lines(inPlace))
    }

    @Test func aFirstIndexThatStopsLeavesNothing() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        do {
            let store = try Store(path: path, creation: .aside)
            try store.write { try $0.execute(sql: "INSERT INTO meta (name, value) VALUES ('half', 'written')") }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: path + ".building"))
    }

    @Test func anExistingDatabaseOpensInPlace() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        let store = try Store(path: path, creation: .aside)
        #expect(!store.isBuilding)
        #expect(!FileManager.default.fileExists(atPath: path + ".building"))
    }

    /// An empty file (`touch index.sqlite`) is no database yet; a `-wal` left by a database deleted
    /// by hand belongs to none and must not be replayed into the new one.
    @Test func anEmptyFileAndAStrayWALMakeANewDatabase() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        try scratch.write("index.sqlite", "")
        try scratch.write("index.sqlite-wal", "stray")
        _ = try Store(path: path)
        #expect(try Self.shape(path).contains { $0.hasPrefix("table views views:") })
    }

    /// Deleting a parent row looks up its children by each foreign key: every such column is the
    /// start of an index (or the child's row id), or replacing a file would scan whole tables
    /// per deleted view (migration 0015 added two that were missing).
    @Test func everyForeignKeyFindsItsRowsByIndex() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        let unindexed = try DatabaseQueue(path: path).read { db in
            var missing: [String] = []
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
                let keyed = try Row.fetchAll(db, sql: "SELECT name, pk FROM pragma_table_info(?)", arguments: [table])
                let rowid = keyed.filter { ($0["pk"] as Int) > 0 }.map { $0["name"] as String }
                var leading = Set<String>(rowid.count == 1 ? rowid : [])
                for index in try String.fetchAll(db, sql: "SELECT name FROM pragma_index_list(?)", arguments: [table]) {
                    if let first = try String.fetchOne(db, sql: "SELECT name FROM pragma_index_info(?) WHERE seqno = 0", arguments: [index]) {
                        leading.insert(first)
                    }
                }
                for column in try String.fetchAll(db, sql: "SELECT \"from\" FROM pragma_foreign_key_list(?)", arguments: [table])
                where !leading.contains(column) {
                    missing.append("\(table).\(column)")
                }
            }
            return missing
        }
        #expect(unindexed == [])
    }

    @Test func theImageExpandsZeroRunsAndRefusesATruncatedOne() {
        #expect(DatabaseImage.expand([2, 3, 1, 2, 3, 0, 1, 9]) == [0, 0, 1, 2, 3, 9])
        #expect(DatabaseImage.expand([0x81, 0x01, 0]) == Array(repeating: 0, count: 129))
        #expect(DatabaseImage.expand([0, 5, 1, 2]) == [])
        #expect(DatabaseImage.expand([5]) == [])
        let image = DatabaseImage.bytes()
        #expect(image.count.isMultiple(of: 4096))
        #expect(Array(image.prefix(16)) == Array("SQLite format 3\0".utf8))
    }
}
