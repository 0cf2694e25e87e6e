import Foundation
import GRDB
import Diagnostics
import SBDBCore

/// What the database remembers of a file, to decide whether to read it again.
package struct StoredFile: Sendable {
    package let id: Int64
    package let size: Int64
    package let mtimeNanoseconds: Int64
    package let contentHash: String
    package let status: String
}

/// A walk matched against the stored files: what to read, how many files did not move, and
/// which stored files the walk no longer found (path → row).
package struct StoredComparison {
    package var pending: [(file: WalkedFile, stored: StoredFile?)] = []
    package var unchanged = 0
    package var removed: [String: StoredFile] = [:]
}

/// The `files` table and everything hanging off a file row.
package enum FileRows {
    /// Matches a walk against the stored files in one merge of two sorted lists: `walked` in
    /// UTF-8 byte order (`RepositoryWalker` sorts it so) and the `files` rows in `ORDER BY path`,
    /// which SQLite's BINARY collation gives in the same order. No path of an unchanged file is
    /// copied out of SQLite, so a no-op run costs one comparison of bytes per file.
    /// `forced` says which files are read again whatever their size and mtime say.
    package static func compare(
        _ db: Database, walked: [WalkedFile], forced: (WalkedFile) -> Bool
    ) throws -> StoredComparison {
        var result = StoredComparison()
        var next = 0
        let files = try RowReader.Query(db, sql: "SELECT id, path, size, mtime_ns, content_hash, status FROM files ORDER BY path")
        let c = (
            id: try files.column("id"), path: try files.column("path"), size: try files.column("size"),
            mtime: try files.column("mtime_ns"), hash: try files.column("content_hash"), status: try files.column("status")
        )
        func store(_ row: RowReader.Row) -> StoredFile {
            StoredFile(
                id: row.int64(c.id), size: row.int64(c.size), mtimeNanoseconds: row.int64(c.mtime),
                contentHash: row.text(c.hash), status: row.text(c.status))
        }
        try files.forEach { row in
            let path = row.bytes(c.path)
            while next < walked.count {
                let order = ByteOrder.compare(walked[next].relativePath, path)
                if order > 0 { break }
                let file = walked[next]
                next += 1
                if order < 0 {
                    result.pending.append((file, nil))
                } else if !forced(file), row.int64(c.size) == file.size, row.int64(c.mtime) == file.mtimeNanoseconds {
                    result.unchanged += 1
                    return
                } else {
                    result.pending.append((file, store(row)))
                    return
                }
            }
            result.removed[row.text(c.path)] = store(row)
        }
        result.pending += walked[next...].map { ($0, nil) }
        return result
    }

    /// The stored files at `path` or below it (a folder). Not `LIKE` (`_` and `%` are common in
    /// file names): a range of the path index, as every path below `p` sorts by bytes from
    /// `p/` up to `p0` ('0' follows '/'), so a run over a few paths reads only their rows.
    package static func load(_ db: Database, under path: String) throws -> [String: StoredFile] {
        var result: [String: StoredFile] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, path, size, mtime_ns, content_hash, status FROM files
                WHERE path = ?1 OR (path >= ?1 || '/' AND path < ?1 || '0')
                """, arguments: [path])
        while let row = try rows.next() {
            result[row[1]] = StoredFile(id: row[0], size: row[2], mtimeNanoseconds: row[3], contentHash: row[4], status: row[5])
        }
        return result
    }

    /// Inserts or updates the file row and returns its id, which stays stable across updates.
    package static func upsert(_ db: Database, file: WalkedFile, hash: String, status: String, now: String) throws -> Int64 {
        let item = FileItem(file: file, naming: FileNaming(relativePath: file.relativePath), hash: hash, status: status, now: now)
        return try Int64.fetchOne(db.cachedStatement(sql: FilesContract.upsertSQL), arguments: FilesContract.arguments(item))!
    }

    /// Inserts the row of a file new to the database and returns its id. A first index writes
    /// thousands of these on the writer thread, where the upsert's `RETURNING` through GRDB's
    /// cursor costs several times this plain INSERT bound through SQLite (docs/performance.md).
    package static func insertNew(_ db: Database, file: WalkedFile, hash: String, status: String, now: String) throws -> Int64 {
        var row = try ContractWrite<FilesContract>(db, fileID: nil)
        try row.insert(FileItem(file: file, naming: FileNaming(relativePath: file.relativePath), hash: hash, status: status, now: now))
        return row.insertedRowID
    }

    /// Records a new size and mtime for a file whose content did not change.
    package static func touch(_ db: Database, id: Int64, file: WalkedFile) throws {
        try db.cachedStatement(sql: "UPDATE files SET size = ?, mtime_ns = ?, vendored = ? WHERE id = ?")
            .execute(arguments: [file.size, file.mtimeNanoseconds, file.vendored, id])
    }

    /// Deletes a file's rows from `tables` (its kinds' content tables, children before parents).
    package static func deleteContent(_ db: Database, fileID: Int64, tables: [String]) throws {
        for table in tables {
            try db.cachedStatement(sql: "DELETE FROM \(table) WHERE file_id = ?").execute(arguments: [fileID])
        }
    }

    package static func deleteDiagnostics(_ db: Database, fileID: Int64) throws {
        try db.cachedStatement(sql: "DELETE FROM diagnostics WHERE file_id = ?").execute(arguments: [fileID])
    }

    /// Deletes a file's row, its diagnostics and its rows in `contentTables`.
    package static func delete(_ db: Database, fileID: Int64, contentTables tables: [String]) throws {
        try deleteContent(db, fileID: fileID, tables: tables)
        try deleteDiagnostics(db, fileID: fileID)
        try db.cachedStatement(sql: "DELETE FROM files WHERE id = ?").execute(arguments: [fileID])
    }

    package static func insertDiagnostic(_ db: Database, fileID: Int64?, path: String, _ d: Diagnostic) throws {
        try db.cachedStatement(sql: DiagnosticsContract.insertSQL)
            .execute(arguments: DiagnosticsContract.arguments(DiagnosticItem(fileID: fileID, path: path, diagnostic: d)))
    }
}

/// The `meta` table.
package enum MetaRows {
    package static func get(_ db: Database, _ name: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE name = ?", arguments: [name])
    }

    package static func set(_ db: Database, _ name: String, _ value: String) throws {
        try db.execute(
            sql: "INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            arguments: [name, value])
    }
}
