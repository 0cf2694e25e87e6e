import ProjectParsing
import SBDBStore

// The targets of projects and packages, with their files, dependencies and settings
// (`Schema/0013-targets.sql`), written by `ProjectRows`.

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
