import GRDB
import GRDBSQLite
import SBDBStore

/// The rows of one file, encoded by a parse worker so that the writer thread, the critical
/// path of an index run, only binds and steps.
///
/// A row is a header slot (its statement and how many values follow) and one slot per
/// non-NULL value, with its parameter position: an integer, text in `text` (bound where it
/// lies, with no copy, as SQLite's `SQLITE_STATIC`), the file's id, or the row id of an
/// earlier row of the same file that the writer recorded (a parent view, a scene).
///
/// Walking a parsed document, reading its optionals and retaining its strings on the writer
/// was as much work there as SQLite's own; encoded, the writer's side is a loop over slots.
struct EncodedRows: Sendable {
    fileprivate enum Tag: UInt8 {
        /// `count` values follow; `payload` is the statement; `position` is 1 when the row's id is
        /// recorded; `parameters` is how many parameters the row bound, NULL ones included.
        case row
        case integer
        /// `payload` is the offset in `text`, `count` the length in bytes.
        case text
        case fileID
        /// `payload` is the index of a recorded row.
        case reference
    }

    fileprivate struct Slot {
        var tag: Tag
        var position: UInt8
        /// Of a row header; it lies in what would be padding.
        var parameters: UInt8 = 0
        var count: UInt32
        var payload: Int64
    }

    fileprivate var slots: [Slot] = []
    fileprivate var text: [UInt8] = []
    /// How many rows record their id (references run from 0 to this minus 1).
    private(set) var recordedRows = 0
    /// The header of the row being encoded.
    private var open: Int?

    // MARK: - Encoding (parse workers)

    /// Starts a row of `statement`; with `recording`, its row id becomes reference number
    /// `recordedRows` (the value before this call) for later rows of the file.
    mutating func begin(_ statement: RowStatement, recording: Bool = false) {
        precondition(open == nil, "a row is still open")
        open = slots.count
        slots.append(Slot(tag: .row, position: recording ? 1 : 0, count: 0, payload: Int64(statement.rawValue)))
        if recording { recordedRows += 1 }
        position = 0
    }

    private var position: UInt8 = 0

    @inline(__always) mutating func bind(_ value: String?) {
        position += 1
        guard var value else { return }
        value.withUTF8 { bytes in
            slots.append(Slot(tag: .text, position: position, count: UInt32(bytes.count), payload: Int64(text.count)))
            text.append(contentsOf: bytes)
        }
    }

    @inline(__always) mutating func bind(_ value: Int64?) {
        position += 1
        guard let value else { return }
        slots.append(Slot(tag: .integer, position: position, count: 0, payload: value))
    }

    mutating func bind(_ value: Int?) { bind(value.map(Int64.init)) }

    mutating func bind(_ value: Bool) { bind(Int64(value ? 1 : 0)) }

    mutating func bind(_ value: Bool?) { bind(value.map { Int64($0 ? 1 : 0) }) }

    mutating func bindFileID() {
        position += 1
        slots.append(Slot(tag: .fileID, position: position, count: 0, payload: 0))
    }

    /// The row id of recorded row `index` (see `begin`), or NULL.
    mutating func bind(reference index: Int?) {
        position += 1
        guard let index else { return }
        precondition(index >= 0 && index < recordedRows, "reference to a row not recorded yet")
        slots.append(Slot(tag: .reference, position: position, count: 0, payload: Int64(index)))
    }

    mutating func end() {
        guard let header = open else { preconditionFailure("no row is open") }
        precondition(position <= 64, "more parameters than the writer's masks hold")
        slots[header].count = UInt32(slots.count - header - 1)
        slots[header].parameters = position
        open = nil
    }

    /// Each row's statement and how many parameters it bound, NULL ones included, in order;
    /// for the contract test, which holds them against the statements' parameter counts.
    var rowShapes: [(statement: RowStatement, parameters: Int)] {
        slots.compactMap { slot in
            slot.tag == .row ? (RowStatement(rawValue: Int(slot.payload))!, Int(slot.parameters)) : nil
        }
    }

    // MARK: - Writing (the writer thread)

    /// Inserts the rows for the file `fileID`, in order, in the caller's transaction; a
    /// transaction that writes many files passes one `statements` to all of them.
    func write(_ db: Database, fileID: Int64, statements: RowStatements? = nil) throws {
        precondition(open == nil, "a row is still open")
        let statements = statements ?? RowStatements(db)
        // Parameters each statement holds from its last row (bit n - 1 for parameter n). A row
        // binds only its values and nulls what the row before left; when the write ends, every
        // parameter is NULL again, so none keeps pointing into `text`, which goes away with
        // these rows, and the next user of the statement finds none set.
        var bound = [UInt64](repeating: 0, count: RowStatement.allCases.count)
        defer {
            for (kind, mask) in bound.enumerated() where mask != 0 {
                if let handle = statements.handle(kind) { SQLiteParameters.setNull(handle, mask) }
            }
        }
        var recorded: [Int64] = []
        recorded.reserveCapacity(recordedRows)
        try slots.withUnsafeBufferPointer { slots in
            try text.withUnsafeBufferPointer { text in
                // A non-NULL pointer for empty text: a NULL one would bind NULL, not ''.
                let base = text.baseAddress.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(SQLiteParameters.emptyText.utf8Start)
                var index = 0
                while index < slots.count {
                    let header = slots[index]
                    let kind = Int(header.payload)
                    let statement = try statements.statement(kind)
                    let handle = statement.sqliteStatement
                    let values = slots[(index + 1)..<(index + 1 + Int(header.count))]
                    index += 1 + Int(header.count)
                    var mask: UInt64 = 0
                    for value in values {
                        let position = Int32(value.position)
                        mask |= 1 << UInt64(position - 1)
                        switch value.tag {
                        case .integer: sqlite3_bind_int64(handle, position, value.payload)
                        case .fileID: sqlite3_bind_int64(handle, position, fileID)
                        case .reference: sqlite3_bind_int64(handle, position, recorded[Int(value.payload)])
                        case .text:
                            let start = (base + Int(value.payload)).assumingMemoryBound(to: CChar.self)
                            sqlite3_bind_text(handle, position, start, Int32(value.count), nil)
                        case .row: preconditionFailure("a row header among values")
                        }
                    }
                    // What the statement's last row bound and this one does not is NULL again.
                    SQLiteParameters.setNull(handle, bound[kind] & ~mask)
                    bound[kind] = mask
                    let code = sqlite3_step(handle)
                    let failure =
                        code == SQLITE_DONE || code == SQLITE_ROW
                        ? nil : String(cString: sqlite3_errmsg(db.sqliteConnection))
                    sqlite3_reset(handle)
                    if let failure {
                        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: failure, sql: statement.sql)
                    }
                    if header.position == 1 { recorded.append(sqlite3_last_insert_rowid(db.sqliteConnection)) }
                }
            }
        }
    }
}

/// The statements of `RowStatement` on one connection, each looked up in GRDB's cache (which
/// hashes its SQL) once per transaction rather than once per file.
final class RowStatements {
    private let db: Database
    private var statements = [Statement?](repeating: nil, count: RowStatement.allCases.count)

    init(_ db: Database) { self.db = db }

    /// The handle of statement `index` if it was looked up.
    fileprivate func handle(_ index: Int) -> SQLiteStatement? { statements[index]?.sqliteStatement }

    fileprivate func statement(_ index: Int) throws -> Statement {
        if let statement = statements[index] { return statement }
        let statement = try db.cachedStatement(sql: RowStatement.allCases[index].sql)
        // A cached statement may hold values from another user: all start NULL.
        sqlite3_clear_bindings(statement.sqliteStatement)
        statements[index] = statement
        return statement
    }
}
