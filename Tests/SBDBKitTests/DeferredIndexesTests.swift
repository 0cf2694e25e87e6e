import Foundation
import GRDB
@testable import SBDBIndexing
@testable import SBDBReports
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// A first index of a large tree builds the content tables' indexes at its end; whatever
/// happens, every index of the schema is there once a writer has run, and readers in between
/// get the same rows.
@Suite struct DeferredIndexesTests {
    static func indexes(_ database: String) throws -> [String] {
        try DatabaseQueue(path: database).read { db in
            try String.fetchAll(db, sql: "SELECT name || ' ' || coalesce(sql, '') FROM sqlite_master WHERE type = 'index' ORDER BY name")
        }
    }

    /// The schema's indexes, from a database that only ran the migrations.
    static func schemaIndexes() throws -> [String] {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("schema.sqlite").path
        _ = try Store(path: path)
        return try indexes(path)
    }

    static func tree(files: Int) throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory()
        for index in 0..<files {
            try tree.write(
                "App/View\(index).xib",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects><view id="v\(index)-aa-bbb" customClass="Card\(index % 7)View"/></objects>
                </document>
                """)
        }
        return tree
    }

    /// The build runs with a larger page cache, and the connection gets its own size back.
    @Test func restoreBuildsWithALargerCacheAndPutsTheOldSizeBack() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "PRAGMA cache_size = -1234")
            try DeferredIndexes.dropForLater(db)
            let statements = LockedValue<[String]>([])
            db.trace { event in statements.update { $0.append("\(event)") } }
            #expect(try DeferredIndexes.restore(db) > 60)
            db.trace(options: [], nil)
            let traced = statements.value
            let enlarge = traced.firstIndex(of: "PRAGMA cache_size = -\(DeferredIndexes.buildCacheKiB)")
            let firstBuild = traced.firstIndex { $0.hasPrefix("CREATE INDEX") }
            #expect(enlarge != nil && firstBuild != nil && enlarge! < firstBuild!)
            #expect(try Int.fetchOne(db, sql: "PRAGMA cache_size") == -1234)
        }
        #expect(try Self.indexes(path) == Self.schemaIndexes())
    }

    /// A full link rebuild writes `includes` and `include_depths` without their indexes and
    /// builds them after; when the rebuild fails, the rollback brings them back.
    @Test func indexesDroppedAroundALinkRebuildComeBack() throws {
        struct Stop: Error {}
        let scratch = try TemporaryDirectory()
        let path = scratch.file("index.sqlite").path
        _ = try Store(path: path)
        let queue = try DatabaseQueue(path: path)
        let count = "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('includes', 'include_depths')"
        let before = try queue.read { try Int.fetchOne($0, sql: count) } ?? 0
        #expect(before > 5)
        #expect(throws: Stop.self) {
            try queue.write { db in
                try DeferredIndexes.withoutIndexes(on: ["includes", "include_depths"], db) { () throws -> Void in
                    let inside = try Int.fetchOne(db, sql: count)
                    #expect(inside == 0)
                    throw Stop()
                }
            }
        }
        #expect(try Self.indexes(path) == Self.schemaIndexes())
        try queue.write { db in
            try DeferredIndexes.withoutIndexes(on: ["includes", "include_depths"], db) { () throws -> Void in
                let inside = try Int.fetchOne(db, sql: count)
                #expect(inside == 0)
            }
        }
        #expect(try Self.indexes(path) == Self.schemaIndexes())
    }

    @Test func aLargeFirstIndexEndsWithEveryIndexOfTheSchema() throws {
        let tree = try Self.tree(files: Indexer.deferIndexesFrom)
        let database = tree.file(".sbdb/index.sqlite").path
        let summary = try index(tree.path, database: database)
        #expect(summary.added == Indexer.deferIndexesFrom)
        #expect(try Self.indexes(database) == Self.schemaIndexes())
        #expect(try rows(database, "SELECT count(*) FROM meta WHERE name = '\(DeferredIndexes.metaKey)'") == ["0"])
    }

    /// A run that died between dropping the indexes and building them: readers see every row,
    /// and the next writer to open the database builds the indexes before anything else.
    @Test func indexesLeftUnbuiltAreBuiltByTheNextWriter() throws {
        let tree = try Self.tree(files: 30)
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        let report = try QueryRunner(databasePath: database).run(sql: "SELECT custom_class, count(*) FROM views GROUP BY 1 ORDER BY 1")
        try DatabaseQueue(path: database).write { try DeferredIndexes.dropForLater($0) }
        let left = try Self.indexes(database)
        #expect(left.count < (try Self.schemaIndexes()).count)
        #expect(!left.contains { $0.hasPrefix("views_file ") })
        #expect(try QueryRunner(databasePath: database).run(sql: "SELECT custom_class, count(*) FROM views GROUP BY 1 ORDER BY 1") == report)
        _ = try Store(path: database)
        #expect(try Self.indexes(database) == Self.schemaIndexes())
        #expect(try rows(database, "SELECT count(*) FROM meta WHERE name = '\(DeferredIndexes.metaKey)'") == ["0"])
    }

    /// Small first indexes and later runs keep their indexes all along.
    @Test func smallAndIncrementalRunsDropNothing() throws {
        let tree = try Self.tree(files: 20)
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        #expect(try Self.indexes(database) == Self.schemaIndexes())
        try tree.write("App/Extra.xib", try String(contentsOf: tree.file("App/View1.xib"), encoding: .utf8))
        try index(tree.path, database: database)
        #expect(try Self.indexes(database) == Self.schemaIndexes())
    }
}
