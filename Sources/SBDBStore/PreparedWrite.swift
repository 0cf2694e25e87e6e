import GRDB
import GRDBSQLite

/// A cached INSERT or UPDATE whose values are bound by position straight through SQLite's C
/// API. On the indexing hot path GRDB's `StatementArguments` cost several times SQLite's own
/// work, so rows are written as `bind(…)`, `bind(…)`, `run()`.
///
/// Most columns of a row are NULL (12 of a view's 20), so a NULL costs nothing here: every
/// parameter is NULL when a row starts, and `run` sets back to NULL only the parameters its
/// row bound. The statement is left as `sqlite3_clear_bindings` would leave it, so two writes
/// that share a cached statement cannot see each other's values.
public struct PreparedWrite {
    @usableFromInline let statement: Statement
    @usableFromInline let db: Database
    @usableFromInline var position: Int32 = 0
    /// Bit `n - 1` is set when parameter `n` holds a value from this row.
    @usableFromInline var bound: UInt64 = 0
    /// More than 64 parameters do not fit the mask; such statements clear all of them per row.
    @usableFromInline let tracked: Bool

    public init(_ db: Database, _ sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
        // The cached statement may hold values from its last user: every parameter starts NULL.
        sqlite3_clear_bindings(statement.sqliteStatement)
        tracked = sqlite3_bind_parameter_count(statement.sqliteStatement) <= 64
    }

    @inlinable @inline(__always) public mutating func bind(_ value: String?) {
        position += 1
        guard let value else { return }
        note(position)
        let handle = statement.sqliteStatement
        let position = self.position
        var text = value
        // Native strings are UTF-8 already: SQLite copies the bytes in place, with no C string
        // made first. An empty string has no buffer; it must still bind '' and not NULL.
        text.withUTF8 { bytes in
            let start = UnsafeRawPointer(bytes.baseAddress ?? SQLiteParameters.emptyText.utf8Start).assumingMemoryBound(to: CChar.self)
            _ = sqlite3_bind_text(handle, position, start, Int32(bytes.count), transient)
        }
    }

    @inlinable @inline(__always) public mutating func bind(_ value: Int64?) {
        position += 1
        guard let value else { return }
        note(position)
        sqlite3_bind_int64(statement.sqliteStatement, position, value)
    }

    @inlinable @inline(__always) public mutating func bind(_ value: Int?) { bind(value.map(Int64.init)) }

    mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

    /// The row id of the row `run` inserted last on this connection.
    public var insertedRowID: Int64 { sqlite3_last_insert_rowid(db.sqliteConnection) }

    @inlinable @inline(__always) mutating func note(_ position: Int32) {
        if tracked { bound |= 1 << UInt64(position - 1) }
    }

    /// Steps the statement once and makes it ready for the next row.
    public mutating func run() throws {
        let handle = statement.sqliteStatement
        position = 0
        let code = sqlite3_step(handle)
        if code != SQLITE_DONE && code != SQLITE_ROW {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
            bound = 0
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(handle)
        guard tracked else {
            sqlite3_clear_bindings(handle)
            return
        }
        SQLiteParameters.setNull(handle, bound)
        bound = 0
    }
}

/// What `PreparedWrite` and `EncodedRows` share about binding parameters by hand.
public enum SQLiteParameters {
    /// Zero-length text needs a non-NULL pointer: `sqlite3_bind_text` binds NULL for a NULL pointer.
    public static let emptyText: StaticString = ""

    /// Sets the parameters of `mask` (bit n - 1 for parameter n) to NULL.
    @inlinable public static func setNull(_ handle: SQLiteStatement, _ mask: UInt64) {
        var mask = mask
        while mask != 0 {
            sqlite3_bind_null(handle, Int32(mask.trailingZeroBitCount + 1))
            mask &= mask - 1
        }
    }
}

/// SQLite copies transient values before `bind` returns, so Swift's temporary buffers are safe.
@usableFromInline let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
