import IBParsing
import ProjectParsing
import Diagnostics
import SBDBCore

// The `files` row of every file, and the tables of property lists and of projects and
// packages (`Schema/0002-includes.sql`, `Schema/0013-targets.sql`), written by `FileRows`.

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

package enum PlistEntriesContract: DirectContract {
    package typealias Item = PlistEntry
    package static let table = "plist_entries"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("setting", .notNull) { $0.key }
        c.text("value", .notNull) { $0.value }
        c.text("configuration", .null) { $0.configuration }
        c.integer("line", .null) { $0.line }
    }
}

package enum TargetsContract: DirectContract {
    package typealias Item = ProjectModel.Target
    package static let table = "targets"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("name", .notNull) { $0.name }
        c.text("product_type", .null) { $0.productType }
        c.text("product_name", .null) { $0.productName }
        c.text("bundle_identifier", .null) { $0.bundleIdentifier }
        c.text("module_name", .null) { $0.moduleName }
        c.text("info_plist", .null) { $0.infoPlist }
        c.text("platform", .null) { $0.platform }
        c.integer("line", .null) { $0.line }
    }
}

/// A row of a target's: the target's row id and the value.
package struct TargetItem<Value> {
    package let target: Int64?
    package let value: Value
}

package enum TargetFilesContract: DirectContract {
    package typealias Item = TargetItem<ProjectModel.TargetFile>
    package static let table = "target_files"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .notNull) { $0.target }
        c.text("path", .notNull) { $0.value.path }
        c.text("role", .notNull) { $0.value.role }
        c.flag("is_folder", .notNull) { $0.value.isFolder }
    }
}

package enum TargetDependenciesContract: DirectContract {
    package typealias Item = TargetItem<ProjectModel.Dependency>
    package static let table = "target_dependencies"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .notNull) { $0.target }
        c.text("kind", .notNull) { $0.value.kind }
        c.text("name", .notNull) { $0.value.name }
    }
}

/// Settings of the project itself have no target.
package enum BuildSettingsContract: DirectContract {
    package typealias Item = TargetItem<ProjectModel.BuildSetting>
    package static let table = "build_settings"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .null) { $0.target }
        c.text("configuration", .null) { $0.value.configuration }
        c.text("key", .notNull) { $0.value.key }
        c.text("condition", .null) { $0.value.condition }
        c.text("value", .notNull) { $0.value.value }
        c.integer("line", .null) { $0.value.line }
    }
}

package enum BaseConfigurationsContract: DirectContract {
    package typealias Item = TargetItem<(configuration: String, path: String)>
    package static let table = "base_configurations"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .null) { $0.target }
        c.text("configuration", .notNull) { $0.value.configuration }
        c.text("path", .notNull) { $0.value.path }
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
