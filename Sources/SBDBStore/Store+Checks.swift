import CSQLiteTuning
import Foundation
import GRDB

/// The checks a store or a reader makes before it trusts a file: that it is an SQLite database,
/// sbdb's and not another program's, and not a newer sbdb's.
extension Store {
    /// Whether the file at `path` is an SQLite database whose header carries sbdb's
    /// `application_id` (big-endian at offset 68). A database another sbdb is still creating
    /// may not say so yet; the full checks then run.
    static func headerSaysSBDB(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 72), head.count == 72,
            Array(head.prefix(16)) == sqliteHeader
        else { return false }
        let id = head.suffix(4).reduce(0) { $0 << 8 | Int($1) }
        return id == applicationID
    }

    /// Refuses a file that is not an SQLite database, or is another program's. An sbdb database
    /// says so in its header, and then (the common case) no connection is opened to check it:
    /// returns true.
    static func refuseForeign(at path: String) throws -> Bool {
        if headerSaysSBDB(at: path) { return true }
        try refuseForeignFile(at: path)
        try refuseForeignDatabase(at: path)
        return false
    }

    /// Never let SQLite near a file that is not already an SQLite database (or empty).
    static func refuseForeignFile(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        if !head.isEmpty, Array(head) != sqliteHeader {
            throw StoreError.notSQLite(path: path)
        }
    }

    /// Refuses another program's SQLite database before WAL mode (which rewrites the file
    /// header and adds `-wal` and `-shm` files) is switched on: a read-only connection reads its
    /// `application_id` and tables. (Not the header bytes: in WAL mode a new sbdb database's
    /// header may still sit in the `-wal` file while another sbdb creates it.)
    static func refuseForeignDatabase(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        let header = Array((try? handle.read(upToCount: 16)) ?? Data())
        try? handle.close()
        guard header == sqliteHeader else { return }
        var config = Configuration()
        config.readonly = true
        guard
            let (id, tables) = try? DatabaseQueue(path: path, configuration: config).read({ db in
                (try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try userTableCount(db))
            })
        else { return }  // unreadable here: the open that follows says why
        if id != applicationID, tables > 0 { throw StoreError.foreignDatabase(path: path, applicationID: id) }
    }

    /// Tables other than SQLite's and GRDB's own: a database that another sbdb is creating
    /// holds only `grdb_migrations` until its first migration commits.
    static func userTableCount(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: """
                SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                """) ?? 0
    }

    static func checkIdentity(_ pool: DatabasePool, path: String) throws {
        do {
            try pool.writeWithoutTransaction { try checkIdentity($0, path: path) }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
    }

    /// Refuses, on a connection that is already open, a file that is not an SQLite database or
    /// is another program's. Readers check this way rather than by reading the file's header
    /// themselves: on Linux and macOS, closing any descriptor of a file drops every POSIX lock
    /// the process holds on it, so a header read beside open connections (a report runs
    /// several) would take their shared locks away, and a writer closing at that moment would
    /// take itself for the last connection and remove `-wal` and `-shm` under them. SQLite's
    /// own opens and closes keep those locks.
    package static func checkIdentity(_ db: Database, path: String) throws {
        let id: Int
        let tables: Int
        do {
            id = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            tables = try userTableCount(db)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StoreError.notSQLite(path: path)
        }
        if id != applicationID, tables > 0 {
            throw StoreError.foreignDatabase(path: path, applicationID: id)
        }
    }

    /// `refuseNewerSchema` on a read-only connection, which writes nothing (an unreadable file
    /// is left to the opening that follows, which says why).
    static func refuseNewerSchemaReadingOnly(at path: String) throws {
        // A database this sbdb migrated says so in its header (`schemaStamp`): no schema to parse.
        if sbdb_user_version(path) == schemaStamp { return }
        var config = Configuration()
        config.readonly = true
        let unknown = (try? DatabaseQueue(path: path, configuration: config).read(unknownMigrations)) ?? []
        if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
    }
}
