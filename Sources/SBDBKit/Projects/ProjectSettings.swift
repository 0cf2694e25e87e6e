import GRDB
import ProjectParsing

/// Completes what a target's own project file cannot say: the settings its configurations
/// inherit from `.xcconfig` files (and the files those include), read when links are made
/// because they live in other files. A target whose Info.plist, bundle identifier, module name
/// or platform comes from an `.xcconfig` has them filled in `targets`.
enum ProjectSettings {
    private struct TargetRow {
        var id: Int64, projectFile: Int64, projectPath: String, name: String, productName: String?
        var described: [String?]
    }

    static func describeTargets(_ db: Database) throws {
        var bases: [Int64: [String: String]] = [:]  // target id (0: the project's own, keyed by file) → configuration → path
        var projectBases: [Int64: [String: String]] = [:]
        try RowReader.forEach(db, sql: "SELECT file_id, target_id, configuration, path FROM base_configurations") { row in
            if let target = row.int64OrNil(1) {
                bases[target, default: [:]][row.text(2)] = row.text(3)
            } else {
                projectBases[row.int64(0), default: [:]][row.text(2)] = row.text(3)
            }
        }
        guard !bases.isEmpty || !projectBases.isEmpty else { return }
        var xcconfigs: [String: [ProjectModel.BuildSetting]] = [:]
        try RowReader.forEach(db, sql: """
            SELECT f.path, s.key, s.condition, s.value, s.line FROM build_settings s JOIN files f ON f.id = s.file_id
            WHERE f.kind = 'xcconfig' ORDER BY s.file_id, s.rowid
            """) { row in
            xcconfigs[row.text(0), default: []].append(.init(
                configuration: nil, key: row.text(1), condition: row.textOrNil(2), value: row.text(3), line: Int(row.int64(4))))
        }
        let projectFiles = Set(projectBases.keys)
        var targets: [TargetRow] = []
        try RowReader.forEach(db, sql: """
            SELECT t.id, t.file_id, p.path, t.name, t.product_name, t.bundle_identifier, t.info_plist, t.module_name, t.platform
            FROM targets t JOIN files p ON p.id = t.file_id WHERE p.kind = 'pbxproj'
            """) { row in
            let target = TargetRow(
                id: row.int64(0), projectFile: row.int64(1), projectPath: row.text(2), name: row.text(3), productName: row.textOrNil(4),
                described: [row.textOrNil(5), row.textOrNil(6), row.textOrNil(7), row.textOrNil(8)])
            if bases[target.id] != nil || projectFiles.contains(target.projectFile) { targets.append(target) }
        }
        var settings: [Int64: [Int64?: [ProjectModel.BuildSetting]]] = [:]  // project file → target (nil: project) → settings
        let wanted = Set(targets.map(\.projectFile))
        try RowReader.forEach(db, sql: """
            SELECT file_id, target_id, configuration, key, condition, value FROM build_settings
            WHERE file_id IN (\(FileFilter.list(wanted)))
            """) { row in
            settings[row.int64(0), default: [:]][row.int64OrNil(1), default: []].append(.init(
                configuration: row.textOrNil(2), key: row.text(3), condition: row.textOrNil(4), value: row.text(5), line: 0))
        }
        var update = try PreparedWrite(db, """
            UPDATE targets SET bundle_identifier = ?, info_plist = ?, module_name = ?, platform = ? WHERE id = ?
            """)
        for row in targets {
            let projectSettings = settings[row.projectFile]?[nil] ?? []
            let targetSettings = settings[row.projectFile]?[row.id] ?? []
            let chosen = BuildVariables.chosenConfiguration(
                targetSettings.map(\.configuration) + projectSettings.map(\.configuration)
                    + (bases[row.id] ?? [:]).keys.sorted().map { $0 })
            let layers = [
                chain(projectBases[row.projectFile]?[chosen ?? ""], xcconfigs),
                projectSettings.filter { $0.configuration == chosen },
                chain(bases[row.id]?[chosen ?? ""], xcconfigs),
                targetSettings.filter { $0.configuration == chosen },
            ]
            var target = ProjectModel.Target(name: row.name, productName: row.productName, line: 0)
            let projectFolder = RepositoryPath.folder(RepositoryPath.folder(row.projectPath))
            BuildVariables.describe(&target, layers: layers, base: projectFolder)
            let described = [target.bundleIdentifier, target.infoPlist, target.moduleName, target.platform]
            guard described != row.described else { continue }
            for value in described { update.bind(value) }
            update.bind(row.id)
            try update.run()
        }
    }

    /// An .xcconfig's settings with each `#include` replaced by the included file's, in order.
    private static func chain(
        _ path: String?, _ files: [String: [ProjectModel.BuildSetting]], depth: Int = 0
    ) -> [ProjectModel.BuildSetting] {
        guard let path, depth < 16, let settings = files[path] else { return [] }
        return settings.flatMap { setting in
            setting.key == XcconfigReader.includeKey ? chain(setting.value, files, depth: depth + 1) : [setting]
        }
    }
}
