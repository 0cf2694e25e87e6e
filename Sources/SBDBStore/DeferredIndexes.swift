import Foundation
import GRDB

/// A first index writes its rows before the secondary indexes of the content tables exist and
/// builds those at its end: SQLite builds an index from sorted rows far faster than it keeps
/// one up to date row by row, whose random keys miss the page cache more as the repository
/// grows (docs/performance.md has the figures).
///
/// The indexes' SQL waits in `meta` until they are built again, in the run's last transaction;
/// a run that dies before it leaves the key behind, and the next writer to open the database
/// builds them first (`Store.init`). Readers in between see every row, only without indexes.
package enum DeferredIndexes {
    static let metaKey = "deferred_indexes"

    /// Tables whose indexes stay: written or looked up row by row while files are written.
    static let kept: Set<String> = ["meta", "diagnostics", "grdb_migrations"]

    /// Drops the secondary indexes of the content tables, keeping their SQL in `meta`.
    package static func dropForLater(_ db: Database) throws {
        guard try MetaRows.get(db, metaKey) == nil else { return }
        let statements = try dropIndexes(db) { !kept.contains($0) }
        guard !statements.isEmpty else { return }
        try MetaRows.set(db, metaKey, String(decoding: try JSONEncoder().encode(statements), as: UTF8.self))
    }

    /// Runs `body` with the secondary indexes of `tables` dropped, and builds them again after
    /// it, in the caller's transaction: should `body` fail, rolling back brings them back.
    package static func withoutIndexes<T>(on tables: Set<String>, _ db: Database, _ body: () throws -> T) throws -> T {
        let statements = try dropIndexes(db) { tables.contains($0) }
        let result = try body()
        for statement in statements { try db.execute(sql: statement) }
        return result
    }

    /// Drops the secondary indexes of the tables `chosen` picks (by name) and returns the SQL
    /// that builds them again.
    private static func dropIndexes(_ db: Database, of chosen: (String) -> Bool) throws -> [String] {
        let indexes = try Row.fetchAll(
            db,
            sql: """
                SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name
                """
        ).filter { chosen($0["tbl_name"]) }
        for index in indexes {
            try db.execute(sql: "DROP INDEX \((index["name"] as String).quotedDatabaseIdentifier)")
        }
        return indexes.map { $0["sql"] }
    }

    /// SQLite's page cache while the indexes are built, in KiB. Each build scans its table
    /// through the cache and sorts in memory up to the cache's size, spilling to temporary
    /// files past it; with the default 2 MB, a large first index read its tables back from
    /// the OS once per index (docs/performance.md).
    static let buildCacheKiB = 32_768

    /// Builds the indexes `dropForLater` dropped, if any wait; returns how many.
    @discardableResult
    package static func restore(_ db: Database) throws -> Int {
        guard let stored = try MetaRows.get(db, metaKey) else { return 0 }
        let statements = try JSONDecoder().decode([String].self, from: Data(stored.utf8))
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2_000
        try db.execute(sql: "PRAGMA cache_size = -\(buildCacheKiB)")
        // Back to the connection's own size, which also frees the pages past it.
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        for statement in statements { try db.execute(sql: statement) }
        try db.execute(sql: "DELETE FROM meta WHERE name = ?", arguments: [metaKey])
        return statements.count
    }
}
