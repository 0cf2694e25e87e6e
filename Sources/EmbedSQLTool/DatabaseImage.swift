import CSQLiteTuning
import Foundation

/// One embedded SQL file.
struct SQLFile {
    let name: String
    let sql: String
}

/// The image of a new sbdb database, built once at build time so that a first index starts
/// from a file instead of running every migration and loading the framework model (most of
/// the time a new database took to open). The image is what `Store` would make itself: the
/// migrations applied and recorded as GRDB records them, the framework model loaded, and the
/// content tables' secondary indexes left for the first index to build after its rows
/// (`DeferredIndexes`: their SQL waits in meta 'deferred_indexes').
///
/// Encoded as runs (a varint count of zero bytes, a varint count of literal bytes, the
/// literal bytes), since most pages of an empty database are zeros, then base64.
enum DatabaseImage {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Tables whose indexes a first index keeps (as `DeferredIndexes.kept`).
    static let keptIndexTables: Set<String> = ["meta", "diagnostics", "grdb_migrations"]

    /// The page size of new databases.
    static let pageSize = 4096

    static func build(
        migrations: [SQLFile], load: [SQLFile], model: [SQLFile], version: String, scratch: String
    ) throws -> String {
        try? FileManager.default.removeItem(atPath: scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var handle: OpaquePointer?
        guard sqlite3_open_v2(scratch, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK,
            let db = handle
        else {
            throw Failure(description: "cannot create \(scratch)")
        }
        defer { sqlite3_close(db) }
        func execute(_ sql: String, _ what: String) throws {
            var message: UnsafeMutablePointer<CChar>?
            guard sqlite3_exec(db, sql, nil, nil, &message) == SQLITE_OK else {
                let reason = message.map { String(cString: $0) } ?? "unknown error"
                sqlite3_free(message)
                throw Failure(description: "\(what): \(reason)")
            }
        }
        // No file beside the scratch one, not even VACUUM's temporary copy: the build tool may
        // write only its own work folder (SwiftPM's plugin sandbox on macOS).
        try execute(
            "PRAGMA page_size = \(pageSize); PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY",
            "settings")
        // As GRDB's DatabaseMigrator records what it applied.
        try execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)", "grdb_migrations")
        try execute("BEGIN", "begin")
        for migration in migrations {
            try execute(migration.sql, "migration \(migration.name)")
            try execute("INSERT INTO grdb_migrations (identifier) VALUES (\(quoted(migration.name)))", migration.name)
        }
        let scripts = load.prefix(1) + model + load.dropFirst()
        for script in scripts { try execute(script.sql, "framework model \(script.name)") }
        try execute(setMeta("framework_model", version), "framework model version")
        let indexes = try rows(
            db,
            """
            SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name
            """
        ).filter { !keptIndexTables.contains($0[1]) }
        for index in indexes { try execute("DROP INDEX \(identifier(index[0]))", "drop \(index[0])") }
        let waiting = String(decoding: try JSONEncoder().encode(indexes.map { $0[2] }), as: UTF8.self)
        try execute(setMeta("deferred_indexes", waiting), "deferred indexes")
        try execute("COMMIT", "commit")
        try execute("VACUUM", "vacuum")
        sqlite3_close(db)
        handle = nil
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: scratch)))
        return Data(squeeze(bytes)).base64EncodedString()
    }

    /// The framework model's identity: FNV-1a over its files' names and text.
    static func frameworkModelVersion(load: [SQLFile], model: [SQLFile]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in load + model {
            for byte in "\(file.name)\n\(file.sql)\n".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// Zero runs and literal runs (see the type's comment).
    static func squeeze(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        func varint(_ value: Int) {
            var value = value
            while value >= 0x80 {
                out.append(UInt8(value & 0x7f) | 0x80)
                value >>= 7
            }
            out.append(UInt8(value))
        }
        var index = 0
        while index < bytes.count {
            var zeros = index
            while zeros < bytes.count, bytes[zeros] == 0 { zeros += 1 }
            // A literal run ends at eight zeros in a row (a shorter gap costs less kept literal).
            var end = zeros
            var gap = 0
            while end < bytes.count, gap < 8 {
                gap = bytes[end] == 0 ? gap + 1 : 0
                end += 1
            }
            if gap == 8 { end -= 8 }
            varint(zeros - index)
            varint(end - zeros)
            out += bytes[zeros..<end]
            index = end
        }
        return out
    }

    private static func rows(_ db: OpaquePointer, _ sql: String) throws -> [[String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
        defer { sqlite3_finalize(statement) }
        var result: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            result.append(
                (0..<sqlite3_column_count(statement)).map {
                    sqlite3_column_text(statement, $0).map { String(cString: $0) } ?? ""
                })
        }
        return result
    }

    private static func setMeta(_ name: String, _ value: String) -> String {
        "INSERT INTO meta (name, value) VALUES (\(quoted(name)), \(quoted(value))) "
            + "ON CONFLICT(name) DO UPDATE SET value = excluded.value"
    }

    private static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    private static func identifier(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}
