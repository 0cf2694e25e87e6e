import Foundation
import GRDB
import GRDBSQLite
import SBDBCore
import SBDBStore

/// Runs user SQL and reports against an sbdb database.
///
/// By default the connection is opened read-only, `PRAGMA query_only` is on, and only
/// statements that read are accepted; `writable: true` lifts all three.
public struct QueryRunner: Sendable {
    /// PRAGMAs that only read; any other PRAGMA (or any assignment) is refused.
    static let readOnlyPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
        "foreign_key_check", "integrity_check", "quick_check", "user_version", "application_id", "schema_version",
        "page_count", "page_size", "freelist_count", "compile_options", "function_list", "pragma_list",
        "collation_list", "database_list", "journal_mode", "encoding",
    ]
    static let readKeywords: Set<String> = ["SELECT", "WITH", "VALUES", "EXPLAIN"]

    public let databasePath: String
    public let writable: Bool
    /// Seconds one query may run, rendering included, before it is stopped
    /// (`QueryError.timedOut`); nil for no limit.
    public var timeout: Double?
    /// Megabytes of resident memory past which a query is stopped (`QueryError.outOfMemory`);
    /// nil for no limit.
    public var memoryLimit: Int?
    /// Told when the database is read in an unusual way (immutable, in a read-only folder).
    public var note: @Sendable (String) -> Void = { _ in }

    public init(
        databasePath: String, writable: Bool = false, timeout: Double? = QueryBudget.defaultSeconds,
        memoryLimit: Int? = QueryBudget.defaultMegabytes
    ) {
        self.databasePath = databasePath
        self.writable = writable
        self.timeout = timeout
        self.memoryLimit = memoryLimit
    }

    public func run(sql: String, arguments: [String: String] = [:], origin: String = "query") throws -> QueryResult {
        try withStatement(sql: sql, arguments: arguments, origin: origin) { statement, db, check in
            var rows: [[QueryValue]] = []
            try Self.forEachRow(of: statement, db) {
                rows.append($0)
                try check()
            }
            return QueryResult(columns: statement.columnNames, rows: rows)
        }
    }

    /// Runs a report with `parameters` over its defaults; errors name the report's file and line.
    public func run(_ report: Report, parameters: [String: String] = [:]) throws -> QueryResult {
        try run(
            sql: report.sql, arguments: try report.arguments(parameters),
            origin: report.isUserReport ? report.origin : "report \(report.name)")
    }

    /// Runs `sql` and writes its result as CSV or TSV (`format`) while SQLite steps, through
    /// `write` in chunks, without holding the rows: the same bytes `format.render` gives for the
    /// whole result. Returns the number of rows.
    public func stream(
        sql: String, arguments: [String: String] = [:], origin: String = "query", format: OutputFormat,
        context: OutputContext = OutputContext(), to write: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Int {
        try streamRows(sql: sql, arguments: arguments, origin: origin, format: format, context: context, dropping: nil, to: write).rows
    }

    /// `stream` for a report with an `undecided` column: its decided rows go out without the
    /// column, and its undecided rows are only counted, so one run gives what `Report.decided()`
    /// writes and what `Report.undecidedCountSQL` counts. Returns both numbers.
    public func streamDecided(
        _ report: Report, parameters: [String: String] = [:], format: OutputFormat, context: OutputContext = OutputContext(),
        to write: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (rows: Int, undecided: Int) {
        try streamRows(
            sql: report.sql, arguments: try report.arguments(parameters),
            origin: report.isUserReport ? report.origin : "report \(report.name)", format: format, context: context,
            dropping: Report.undecidedColumn, to: write)
    }

    /// The rows of `sql` written as they are stepped; with `dropping`, rows where that column is
    /// not NULL are counted instead of written, and the column is left out of the rest.
    private func streamRows(
        sql: String, arguments: [String: String], origin: String, format: OutputFormat, context: OutputContext,
        dropping: String?, to write: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (rows: Int, undecided: Int) {
        precondition(format.boundsRows, "\(format) does not stream")
        return try withStatement(sql: sql, arguments: arguments, origin: origin) { statement, db, check in
            let names = statement.columnNames
            let drop = dropping.flatMap { names.firstIndex(of: $0) }
            var columns = names
            if let drop { columns.remove(at: drop) }
            var undecided = 0
            // Each row to write, as values, with the dropped column's rows counted and its value removed.
            func eachRow(_ body: ([QueryValue]) throws -> Void) throws {
                try Self.forEachRow(of: statement, db) { values in
                    guard let drop else { return try body(values) }
                    guard values[drop] == .null else {
                        undecided += 1
                        return
                    }
                    var kept = values
                    kept.remove(at: drop)
                    try body(kept)
                }
            }
            // The writer lives only inside this call, so `write` never outlives it.
            let rows = try withoutActuallyEscaping(write) { write -> Int in
                if FindingStreamWriter.formats.contains(format) {
                    var writer = FindingStreamWriter(format: format, context: context, columns: columns, write: write)
                    try eachRow {
                        try writer.row($0)
                        try check()
                    }
                    try writer.finish()
                    return writer.count
                }
                if LaidOutStreamWriter.formats.contains(format) {
                    var writer = LaidOutStreamWriter(format: format, context: context, columns: columns, write: write)
                    try eachRow {
                        try writer.row($0)
                        try check()
                    }
                    try writer.finish()
                    return writer.count
                }
                if format == .json || format == .jsonl {
                    var writer = JSONStreamWriter(lines: format == .jsonl, columns: columns, write: write)
                    var count = 0
                    try eachRow { values in
                        try writer.row(values)
                        count += 1
                        try check()
                    }
                    try writer.finish()
                    return count
                }
                var writer = DelimitedStreamWriter(separator: format == .csv ? "," : "\t", write: write)
                try writer.header(columns)
                var count = 0
                let skipped = drop.map(Int32.init) ?? -1
                try RowReader.forEach(statement, db) { row in
                    if skipped >= 0, !row.isNull(skipped) {
                        undecided += 1
                        return
                    }
                    try writer.row(row, columns: Int32(statement.columnCount), skipping: skipped)
                    count += 1
                    try check()
                }
                try writer.flush()
                return count
            }
            return (rows, undecided)
        }
    }

    /// `stream` for a report with `parameters` over its defaults.
    public func stream(
        _ report: Report, parameters: [String: String] = [:], format: OutputFormat,
        context: OutputContext = OutputContext(), to write: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Int {
        try stream(
            sql: report.sql, arguments: try report.arguments(parameters),
            origin: report.isUserReport ? report.origin : "report \(report.name)", format: format, context: context, to: write)
    }

    /// Opens the database as this runner's settings say, prepares `sql` and hands the statement,
    /// its arguments bound, to `body` inside one read (or write) transaction.
    /// What runs on a prepared statement: the statement, its connection, and the budget's check
    /// to call before each row.
    private typealias Body<T> = (Statement, Database, () throws -> Void) throws -> T

    private func withStatement<T>(
        sql: String, arguments: [String: String], origin: String, _ body: Body<T>
    ) throws -> T {
        Store.tuneSQLite()
        guard FileManager.default.fileExists(atPath: databasePath) else {
            if Store.isBeingBuilt(databasePath) {
                throw StoreError.cannotOpen(
                    path: databasePath,
                    reason: """
                        its first index is still being written (beside it, as '\((databasePath as NSString).lastPathComponent).building'); \
                        query again when 'sbdb index' ends, or run it if none is running
                        """)
            }
            throw StoreError.cannotOpen(path: databasePath, reason: "no such file; run 'sbdb index' first")
        }
        do {
            return try withStatement(at: databasePath, sql: sql, arguments: arguments, origin: origin, body)
        } catch  where !writable && Self.cannotOpen(error) {
            // WAL needs the `-shm` file beside the database: in a read-only folder (a mounted
            // image, a CI artifact) read the file alone, as it is, without locks.
            let result = try withStatement(at: Self.immutableURI(databasePath), sql: sql, arguments: arguments, origin: origin, body)
            note("note: \(databasePath) is in a folder sbdb cannot write to; it was read as an immutable file (changes since its last checkpoint are not seen)")
            return result
        }
    }

    /// Whether an error says the database file could not be opened (or its `-shm` created).
    public static func cannotOpen(_ error: any Error) -> Bool {
        if case StoreError.cannotOpen = error { return true }
        if let error = error as? DatabaseError {
            return error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_READONLY
        }
        return false
    }

    /// `file:/abs/path?immutable=1&mode=ro`, with the path's special characters percent-encoded.
    public static func immutableURI(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        let encoded = absolute.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
        return "file:" + encoded + "?immutable=1&mode=ro"
    }

    private func withStatement<T>(
        at path: String, sql: String, arguments: [String: String], origin: String, _ body: Body<T>
    ) throws -> T {
        let databasePath = self.databasePath
        var config = Configuration()
        config.readonly = !writable
        config.busyMode = .timeout(10)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: config)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StoreError.notSQLite(path: databasePath)
        } catch {
            throw StoreError.cannotOpen(path: databasePath, reason: Store.describe(error))
        }
        // A query past its time or memory is interrupted (SQLite stops at its next step, the
        // row loops at their next row).
        let budget = QueryBudget(seconds: timeout, megabytes: memoryLimit) { queue.interrupt() }
        budget.start()
        defer { budget.stop() }
        let check = { try budget.check(origin: origin) }
        let run: (Database) throws -> T = { db in
            try Store.checkIdentity(db, path: databasePath)
            try Store.checkSchema(db, path: databasePath)
            if !writable { try db.execute(sql: "PRAGMA query_only = 1") }
            let statement = try prepare(db, sql: sql, arguments: arguments, origin: origin)
            do {
                return try body(statement, db, check)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && budget.exceeded != nil {
                throw budget.error(budget.exceeded!, origin: origin)
            } catch let error as DatabaseError {
                throw QueryError.invalidSQL(message: error.message ?? "\(error.resultCode)", origin: origin)
            }
        }
        return writable ? try queue.write(run) : try queue.read(run)
    }

    private func prepare(_ db: Database, sql: String, arguments: [String: String], origin: String) throws -> Statement {
        let statement: Statement
        // GRDB's authorizer records every column a statement reads, for its observation of
        // changes, which a query never uses: on a report's CTEs and views that was a third of
        // the run. A read-only run's connection is its own and closes with it, so it compiles
        // without one.
        if !writable, let connection = db.sqliteConnection { sqlite3_set_authorizer(connection, nil, nil) }
        do {
            statement = try db.makeStatement(sql: sql)
        } catch let error as DatabaseError {
            if error.resultCode == .SQLITE_MISUSE {
                throw QueryError.invalidSQL(message: "only one SQL statement can run at a time; split the others off", origin: origin)
            }
            throw QueryError.invalidSQL(
                message: error.message ?? "\(error.resultCode)", origin: origin, line: Self.errorLine(db, sql: sql))
        }
        try Self.checkFunctions(sql)
        if !writable { try Self.checkReadOnly(statement, sql: sql) }
        var values: [String: (any DatabaseValueConvertible)?] = [:]
        for (name, value) in arguments { values[name] = value }
        do {
            if !values.isEmpty { try statement.setArguments(StatementArguments(values)) }
        } catch let error as DatabaseError {
            throw QueryError.invalidSQL(message: error.message ?? "\(error.resultCode)", origin: origin)
        }
        return statement
    }

    /// Each row of `statement` as values, one at a time.
    static func forEachRow(of statement: Statement, _ db: Database, _ body: ([QueryValue]) throws -> Void) throws {
        let count = sqlite3_column_count(statement.sqliteStatement)
        try RowReader.forEach(statement, db) { row in
            var values: [QueryValue] = []
            values.reserveCapacity(Int(count))
            for column in 0..<count {
                switch row.type(column) {
                case SQLITE_NULL: values.append(.null)
                case SQLITE_INTEGER: values.append(.integer(row.int64(column)))
                case SQLITE_FLOAT: values.append(.real(row.double(column)))
                case SQLITE_BLOB: values.append(.blob(row.data(column)))
                default: values.append(.text(row.text(column)))
                }
            }
            try body(values)
        }
    }

    /// The line of `sql` SQLite's last error points at, when it points anywhere.
    static func errorLine(_ db: Database, sql: String) -> Int? {
        guard let connection = db.sqliteConnection else { return nil }
        let offset = Int(sqlite3_error_offset(connection))
        guard offset >= 0 else { return nil }
        return 1 + sql.utf8.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Functions that read or write memory or files, whatever the statement: `fts3_tokenizer`
    /// hands out and takes raw pointers where the system SQLite enables it, and the others load
    /// code or touch files. Refused by name as a word anywhere in the text (an identifier cannot be
    /// spelled otherwise; a string literal holding the word is refused too, which is rare and safe).
    static let deniedFunctions = ["fts3_tokenizer", "load_extension", "readfile", "writefile", "edit"]

    /// Refuses `sql` when it names one of `deniedFunctions` as a whole word, read-only or not
    /// (`edit(` is refused, a column or path holding "EditFileViewController" is not).
    static func checkFunctions(_ sql: String) throws {
        let lowered = Array(sql.lowercased().utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        for function in deniedFunctions {
            let word = Array(function.utf8)
            var start = 0
            while start + word.count <= lowered.count {
                if lowered[start..<(start + word.count)].elementsEqual(word),
                    start == 0 || !isWordByte(lowered[start - 1]),
                    start + word.count == lowered.count || !isWordByte(lowered[start + word.count])
                {
                    throw QueryError.functionRefused(name: function)
                }
                start += 1
            }
        }
    }

    static func checkReadOnly(_ statement: Statement, sql: String) throws {
        let words = leadingWords(sql, count: 2)
        let keyword = words.first?.uppercased() ?? ""
        if keyword == "PRAGMA" {
            let pragma = (words.count > 1 ? words[1] : "").lowercased()
            let name = pragma.split(separator: ".").last.map(String.init) ?? pragma
            guard readOnlyPragmas.contains(name.components(separatedBy: "(")[0]), !sql.contains("=") else {
                throw QueryError.statementRefused(keyword: "PRAGMA \(name)")
            }
        } else if !readKeywords.contains(keyword) {
            throw QueryError.statementRefused(keyword: keyword.isEmpty ? "Empty" : keyword)
        }
        guard statement.isReadonly else { throw QueryError.writeRefused(sql: sql) }
    }

    /// The first words of `sql`, skipping whitespace and comments.
    static func leadingWords(_ sql: String, count: Int) -> [String] {
        var text = Substring(sql)
        var words: [String] = []
        while words.count < count, !text.isEmpty {
            if text.first!.isWhitespace {
                text = text.drop(while: \.isWhitespace)
            } else if text.hasPrefix("--") {
                text = text.drop(while: { $0 != "\n" })
            } else if text.hasPrefix("/*") {
                if let end = text.range(of: "*/") { text = text[end.upperBound...] } else { text = "" }
            } else {
                let word = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                if word.isEmpty { break }
                words.append(String(word))
                text = text.dropFirst(word.count)
            }
        }
        return words
    }
}
