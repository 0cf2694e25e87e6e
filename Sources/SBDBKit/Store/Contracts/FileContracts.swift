import IBParsing
import ProjectParsing

// The `files` row of every file, and the tables of property lists and of projects and
// packages (`Schema/0002-includes.sql`, `Schema/0013-targets.sql`), written by `FileRows`.

/// A walked file with what its row adds: the parts of its name, its hash, its status and the time.
struct FileItem {
    let file: WalkedFile
    let naming: FileNaming
    let hash: String
    let status: String
    let now: String
}

enum FilesContract: DirectContract {
    typealias Item = FileItem
    static let table = "files"
    static let insertSQL = makeInsertSQL()
    /// The row a later run reads again keeps its id: every column but the path is replaced.
    static let upsertSQL = insertSQL + " " + ConflictRule.replace(key: "path").sql(columns: catalog.map(\.name))! + " RETURNING id"

    /// A file's row is the file itself: it has no `file_id`.
    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
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

enum PlistEntriesContract: DirectContract {
    typealias Item = PlistEntry
    static let table = "plist_entries"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("setting", .notNull) { $0.key }
        c.text("value", .notNull) { $0.value }
        c.text("configuration", .null) { $0.configuration }
        c.integer("line", .null) { $0.line }
    }
}

enum TargetsContract: DirectContract {
    typealias Item = ProjectModel.Target
    static let table = "targets"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
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
struct TargetItem<Value> {
    let target: Int64?
    let value: Value
}

enum TargetFilesContract: DirectContract {
    typealias Item = TargetItem<ProjectModel.TargetFile>
    static let table = "target_files"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .notNull) { $0.target }
        c.text("path", .notNull) { $0.value.path }
        c.text("role", .notNull) { $0.value.role }
        c.flag("is_folder", .notNull) { $0.value.isFolder }
    }
}

enum TargetDependenciesContract: DirectContract {
    typealias Item = TargetItem<ProjectModel.Dependency>
    static let table = "target_dependencies"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .notNull) { $0.target }
        c.text("kind", .notNull) { $0.value.kind }
        c.text("name", .notNull) { $0.value.name }
    }
}

/// Settings of the project itself have no target.
enum BuildSettingsContract: DirectContract {
    typealias Item = TargetItem<ProjectModel.BuildSetting>
    static let table = "build_settings"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .null) { $0.target }
        c.text("configuration", .null) { $0.value.configuration }
        c.text("key", .notNull) { $0.value.key }
        c.text("condition", .null) { $0.value.condition }
        c.text("value", .notNull) { $0.value.value }
        c.integer("line", .null) { $0.value.line }
    }
}

enum BaseConfigurationsContract: DirectContract {
    typealias Item = TargetItem<(configuration: String, path: String)>
    static let table = "base_configurations"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("target_id", .null) { $0.target }
        c.text("configuration", .notNull) { $0.value.configuration }
        c.text("path", .notNull) { $0.value.path }
    }
}

/// A problem of a file, or of the walk itself (no file).
struct DiagnosticItem {
    let fileID: Int64?
    let path: String
    let diagnostic: IBDiagnostic
}

enum DiagnosticsContract: DirectContract {
    typealias Item = DiagnosticItem
    static let table = "diagnostics"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.integer("file_id", .null) { $0.fileID }
        c.text("path", .notNull) { $0.path }
        c.integer("line", .null) { $0.diagnostic.line }
        c.integer("col", .null) { $0.diagnostic.column }
        c.text("severity", .notNull) { $0.diagnostic.severity.rawValue }
        c.text("code", .notNull) { $0.diagnostic.code }
        c.text("message", .notNull) { $0.diagnostic.message }
    }
}
