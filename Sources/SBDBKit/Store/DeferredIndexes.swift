import Foundation
import GRDB

/// A first index writes its rows before the secondary indexes of the content tables exist and
/// builds those at its end: SQLite builds an index from sorted rows far faster than it keeps
/// one up to date row by row, whose random keys miss the page cache more as the repository
/// grows (16x IB files: 6.7 s of writing without, 3.2 s with the indexes deferred).
///
/// The indexes' SQL waits in `meta` until they are built again, in the run's last transaction;
/// a run that dies before it leaves the key behind, and the next writer to open the database
/// builds them first (`Store.init`). Readers in between see every row, only without indexes.
enum DeferredIndexes {
    static let metaKey = "deferred_indexes"

    /// Tables whose indexes stay: written or looked up row by row while files are written.
    static let kept: Set<String> = ["files", "meta", "diagnostics", "grdb_migrations"]

    /// Drops the secondary indexes of the content tables, keeping their SQL in `meta`.
    static func dropForLater(_ db: Database) throws {
        guard try MetaRows.get(db, metaKey) == nil else { return }
        let indexes = try Row.fetchAll(db, sql: """
            SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name
            """).filter { !kept.contains($0["tbl_name"]) }
        guard !indexes.isEmpty else { return }
        let statements: [String] = indexes.map { $0["sql"] }
        try MetaRows.set(db, metaKey, String(decoding: try JSONEncoder().encode(statements), as: UTF8.self))
        for index in indexes {
            try db.execute(sql: "DROP INDEX \((index["name"] as String).quotedDatabaseIdentifier)")
        }
    }

    /// Runs `body` with the secondary indexes of `tables` dropped, and builds them again after
    /// it, in the caller's transaction: should `body` fail, rolling back brings them back.
    static func withoutIndexes<T>(on tables: Set<String>, _ db: Database, _ body: () throws -> T) throws -> T {
        let indexes = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_master
            WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (SELECT value FROM json_each(?)) ORDER BY name
            """, arguments: [String(decoding: try JSONEncoder().encode(tables.sorted()), as: UTF8.self)])
        for index in indexes {
            try db.execute(sql: "DROP INDEX \((index["name"] as String).quotedDatabaseIdentifier)")
        }
        let result = try body()
        for index in indexes { try db.execute(sql: index["sql"]) }
        return result
    }

    /// Builds the indexes `dropForLater` dropped, if any wait; returns how many.
    @discardableResult
    static func restore(_ db: Database) throws -> Int {
        guard let stored = try MetaRows.get(db, metaKey) else { return 0 }
        let statements = try JSONDecoder().decode([String].self, from: Data(stored.utf8))
        for statement in statements { try db.execute(sql: statement) }
        try db.execute(sql: "DELETE FROM meta WHERE name = ?", arguments: [metaKey])
        return statements.count
    }
}
