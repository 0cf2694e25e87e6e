import Foundation
import GRDB

/// The sbdb database: opening, identity checks, migrations, and connections.
///
/// The database is a rebuildable cache of the repository. It runs in WAL mode so readers
/// (`sbdb query`, the `sqlite3` shell, editors) work while the indexer writes.
public final class Store: Sendable {
    /// `PRAGMA application_id` of sbdb databases: "SBDB" in ASCII.
    public static let applicationID = 0x5342_4442

    public let path: String
    let pool: DatabasePool

    /// Opens (creating when missing) the database at `path` for indexing.
    public init(path: String) throws {
        self.path = path
        try Self.refuseForeignFile(at: path)
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        var config = Configuration()
        config.busyMode = .timeout(30)
        config.prepareDatabase { db in
            // WAL with synchronous=NORMAL keeps every commit atomic across crashes.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            pool = try DatabasePool(path: path, configuration: config)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        try Self.checkIdentity(pool, path: path)
        try Self.migrate(pool, path: path)
    }

    /// Reads from the latest committed state.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    /// Runs `body` in one write transaction.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.write(body)
    }

    // MARK: - Opening checks

    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Never let SQLite near a file that is not already an SQLite database (or empty).
    static func refuseForeignFile(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        if !head.isEmpty, Array(head) != sqliteHeader {
            throw StoreError.notSQLite(path: path)
        }
    }

    private static func checkIdentity(_ pool: DatabasePool, path: String) throws {
        do {
            try pool.read { db in
                let id = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
                if id != applicationID, tables > 0 {
                    throw StoreError.foreignDatabase(path: path, applicationID: id)
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in EmbeddedSQL.migrations {
            migrator.registerMigration(migration.name) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    private static func migrate(_ pool: DatabasePool, path: String) throws {
        let migrator = Self.migrator
        let (superseded, applied) = try pool.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.appliedIdentifiers(db))
        }
        if superseded {
            let known = Set(EmbeddedSQL.migrations.map(\.name))
            throw StoreError.newerSchema(path: path, unknownMigrations: applied.filter { !known.contains($0) }.sorted())
        }
        do {
            try migrator.migrate(pool)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return error.localizedDescription
    }
}

extension Store {
    /// The default database of a repository root.
    public static func defaultPath(forRoot root: String) -> String {
        (root as NSString).appendingPathComponent(".sbdb/index.sqlite")
    }

    /// Finds `.sbdb/index.sqlite` in `directory` or the nearest folder above it, as git finds `.git`.
    public static func discover(from directory: String) throws -> String {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".sbdb/index.sqlite").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        throw StoreError.noDatabaseFound(searchedFrom: directory)
    }
}
