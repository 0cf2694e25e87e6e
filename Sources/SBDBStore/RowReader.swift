import Foundation
import GRDB
import GRDBSQLite

/// The reading twin of `PreparedWrite`: steps a statement straight through SQLite's C API and
/// hands each row to a closure. Loading the whole name index or a large report through GRDB's
/// `Row` costs more per row than SQLite's own work.
package struct RowReader {
    /// One row; valid only inside the closure that receives it.
    package struct Row {
        fileprivate let handle: OpaquePointer

        package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

        package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

        package func int64OrNil(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

        package func text(_ column: Int32) -> String { textOrNil(column) ?? "" }

        package func textOrNil(_ column: Int32) -> String? {
            guard let text = sqlite3_column_text(handle, column) else { return nil }
            let length = Int(sqlite3_column_bytes(handle, column))
            return String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
        }

        /// The column's bytes, valid until the next step.
        package func bytes(_ column: Int32) -> UnsafeRawBufferPointer {
            // The pointer first, then its length (SQLite's documented order).
            let start = sqlite3_column_blob(handle, column)
            return UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column)))
        }

        package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

        package func data(_ column: Int32) -> Data {
            let length = Int(sqlite3_column_bytes(handle, column))
            return sqlite3_column_blob(handle, column).map { Data(bytes: $0, count: length) } ?? Data()
        }

        package func type(_ column: Int32) -> Int32 { sqlite3_column_type(handle, column) }

        package func isNull(_ column: Column) -> Bool { isNull(column.index) }

        package func int64(_ column: Column) -> Int64 { int64(column.index) }

        package func int64OrNil(_ column: Column) -> Int64? { int64OrNil(column.index) }

        package func text(_ column: Column) -> String { text(column.index) }

        package func textOrNil(_ column: Column) -> String? { textOrNil(column.index) }

        package func bytes(_ column: Column) -> UnsafeRawBufferPointer { bytes(column.index) }
    }

    /// A result column of a `Query`, found by its name once, when the statement is prepared;
    /// reading it in a row is then an index, as fast as a position and not tied to one.
    package struct Column {
        fileprivate let index: Int32
    }

    /// A prepared SELECT whose columns are read by name: `column("path")` before the rows,
    /// `row.text(path)` in them.
    package struct Query {
        package let statement: Statement
        private let db: Database

        package init(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws {
            self.db = db
            statement = try db.makeStatement(sql: sql)
            if !arguments.isEmpty { try statement.setArguments(arguments) }
        }

        /// The result column named `name` (its name or `AS` alias in the SELECT).
        package func column(_ name: String) throws -> Column {
            let handle = statement.sqliteStatement
            for index in 0..<sqlite3_column_count(handle) where String(cString: sqlite3_column_name(handle, index)) == name {
                return Column(index: index)
            }
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "no result column \(name)", sql: statement.sql)
        }

        /// Calls `body` for every row.
        package func forEach(_ body: (Row) throws -> Void) throws {
            try RowReader.forEach(statement, db, body)
        }
    }

    /// Runs `statement` (its arguments already set) and calls `body` for every row.
    package static func forEach(_ statement: Statement, _ db: Database, _ body: (Row) throws -> Void) throws {
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }, sql: statement.sql)
            }
            try body(Row(handle: handle))
        }
    }

    /// Runs `sql` with `arguments` and calls `body` for every row.
    package static func forEach(
        _ db: Database, sql: String, arguments: StatementArguments = StatementArguments(), _ body: (Row) throws -> Void
    ) throws {
        let statement = try db.makeStatement(sql: sql)
        if !arguments.isEmpty { try statement.setArguments(arguments) }
        try forEach(statement, db, body)
    }
}
