import GRDB
import GRDBSQLite

/// A cached INSERT or UPDATE whose values are bound by position straight through SQLite's C
/// API. On the indexing hot path GRDB's `StatementArguments` cost several times SQLite's own
/// work, so rows are written as `bind(…)`, `bind(…)`, `run()`.
struct PreparedWrite {
    private let statement: Statement
    private let db: Database
    private var position: Int32 = 0

    init(_ db: Database, _ sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
        // Every parameter starts NULL (and `run` clears them again), so `bind(nil)` has nothing to do.
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    mutating func bind(_ value: String?) {
        position += 1
        guard let value else { return }
        let count = value.utf8.count
        sqlite3_bind_text(statement.sqliteStatement, position, value, Int32(count), transient)
    }

    mutating func bind(_ value: Int64?) {
        position += 1
        guard let value else { return }
        sqlite3_bind_int64(statement.sqliteStatement, position, value)
    }

    mutating func bind(_ value: Int?) { bind(value.map(Int64.init)) }

    mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

    /// Steps the statement once and makes it ready for the next row.
    mutating func run() throws {
        let handle = statement.sqliteStatement
        position = 0
        let code = sqlite3_step(handle)
        if code != SQLITE_DONE && code != SQLITE_ROW {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }
}

/// SQLite copies transient values before `bind` returns, so Swift's temporary C strings are safe.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
