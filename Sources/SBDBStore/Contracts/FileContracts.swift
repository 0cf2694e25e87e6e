import Diagnostics
import SBDBCore

// The `files` row of every file and the diagnostics of files, written by `FileRows`.

/// A walked file with what its row adds: the parts of its name, its hash, its status and the time.
package struct FileItem {
    package let file: WalkedFile
    package let naming: FileNaming
    package let hash: String
    package let status: String
    package let now: String
}

package enum FilesContract: DirectContract {
    package typealias Item = FileItem
    package static let table = "files"
    package static let insertSQL = makeInsertSQL()
    /// The row a later run reads again keeps its id: every column but the path is replaced.
    static let upsertSQL = insertSQL + " " + ConflictRule.replace(key: "path").sql(columns: catalog.map(\.name))! + " RETURNING id"

    /// A file's row is the file itself: it has no `file_id`.
    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.text("path", .notNull) { $0.file.relativePath }
        c.text("name", .notNull) { $0.naming.name }
        c.text("extension", .notNull) { $0.naming.fileExtension }
        c.text("kind", .notNull) { $0.file.kind.rawValue }
        c.text("lproj", .null) { $0.naming.lproj }
        c.integer("size", .notNull) { $0.file.size }
        c.integer("mtime_ns", .notNull) { $0.file.mtimeNanoseconds }
        c.text("content_hash", .notNull) { $0.hash }
        c.text("status", .notNull) { $0.status }
        c.flag("vendored", .notNull) { $0.file.vendored }
        c.text("indexed_at", .notNull) { $0.now }
    }
}

/// A problem of a file, or of the walk itself (no file).
package struct DiagnosticItem {
    package let fileID: Int64?
    package let path: String
    package let diagnostic: Diagnostic
}

package enum DiagnosticsContract: DirectContract {
    package typealias Item = DiagnosticItem
    package static let table = "diagnostics"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.integer("file_id", .null) { $0.fileID }
        c.text("path", .notNull) { $0.path }
        c.integer("line", .null) { $0.diagnostic.line }
        c.integer("col", .null) { $0.diagnostic.column }
        c.text("severity", .notNull) { $0.diagnostic.severity.rawValue }
        c.text("code", .notNull) { $0.diagnostic.code }
        c.text("message", .notNull) { $0.diagnostic.message }
    }
}
