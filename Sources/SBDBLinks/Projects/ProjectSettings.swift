import GRDB
import ProjectParsing
import SBDBStore

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
        let baseRows = try RowReader.Query(db, sql: "SELECT file_id, target_id, configuration, path FROM base_configurations")
        let b = (
            fileID: try baseRows.column("file_id"),
            targetID: try baseRows.column("target_id"),
            configuration: try baseRows.column("configuration"),
            path: try baseRows.column("path")
        )
        try baseRows.forEach { row in
            if let target = row.int64OrNil(b.targetID) {
                bases[target, default: [:]][row.text(b.configuration)] = row.text(b.path)
            } else {
                projectBases[row.int64(b.fileID), default: [:]][row.text(b.configuration)] = row.text(b.path)
            }
        }
        guard !bases.isEmpty || !projectBases.isEmpty else { return }
        var xcconfigs: [String: [ProjectModel.BuildSetting]] = [:]
        let xcconfigRows = try RowReader.Query(
            db,
            sql: """
                SELECT f.path, s.key, s.condition, s.value, s.line FROM build_settings s JOIN files f ON f.id = s.file_id
                WHERE f.kind = 'xcconfig' ORDER BY s.file_id, s.rowid
                """)
        let x = (
            path: try xcconfigRows.column("path"),
            key: try xcconfigRows.column("key"),
            condition: try xcconfigRows.column("condition"),
            value: try xcconfigRows.column("value"),
            line: try xcconfigRows.column("line")
        )
        try xcconfigRows.forEach { row in
            xcconfigs[row.text(x.path), default: []].append(
                .init(
                    configuration: nil, key: row.text(x.key), condition: row.textOrNil(x.condition), value: row.text(x.value),
                    line: Int(row.int64(x.line))))
        }
        let projectFiles = Set(projectBases.keys)
        var targets: [TargetRow] = []
        let targetRows = try RowReader.Query(
            db,
            sql: """
                SELECT t.id, t.file_id, p.path, t.name, t.product_name, t.bundle_identifier, t.info_plist, t.module_name, t.platform
                FROM targets t JOIN files p ON p.id = t.file_id WHERE p.kind = 'pbxproj'
                """)
        let t = (
            id: try targetRows.column("id"),
            fileID: try targetRows.column("file_id"),
            path: try targetRows.column("path"),
            name: try targetRows.column("name"),
            productName: try targetRows.column("product_name"),
            bundleIdentifier: try targetRows.column("bundle_identifier"),
            infoPlist: try targetRows.column("info_plist"),
            moduleName: try targetRows.column("module_name"),
            platform: try targetRows.column("platform")
        )
        try targetRows.forEach { row in
            let target = TargetRow(
                id: row.int64(t.id), projectFile: row.int64(t.fileID), projectPath: row.text(t.path), name: row.text(t.name),
                productName: row.textOrNil(t.productName),
                described: [
                    row.textOrNil(t.bundleIdentifier), row.textOrNil(t.infoPlist), row.textOrNil(t.moduleName),
                    row.textOrNil(t.platform),
                ])
            if bases[target.id] != nil || projectFiles.contains(target.projectFile) { targets.append(target) }
        }
        var settings: [Int64: [Int64?: [ProjectModel.BuildSetting]]] = [:]  // project file → target (nil: project) → settings
        let wanted = Set(targets.map(\.projectFile))
        let settingRows = try RowReader.Query(
            db,
            sql: """
                SELECT file_id, target_id, configuration, key, condition, value FROM build_settings
                WHERE file_id IN (\(FileFilter.list(wanted)))
                """)
        let s = (
            fileID: try settingRows.column("file_id"),
            targetID: try settingRows.column("target_id"),
            configuration: try settingRows.column("configuration"),
            key: try settingRows.column("key"),
            condition: try settingRows.column("condition"),
            value: try settingRows.column("value")
        )
        try settingRows.forEach { row in
            settings[row.int64(s.fileID), default: [:]][row.int64OrNil(s.targetID), default: []].append(
                .init(
                    configuration: row.textOrNil(s.configuration), key: row.text(s.key), condition: row.textOrNil(s.condition),
                    value: row.text(s.value), line: 0))
        }
        var update = try PreparedWrite(
            db,
            """
            UPDATE targets SET bundle_identifier = ?, info_plist = ?, module_name = ?, platform = ? WHERE id = ?
            """)
        for row in targets {
            let projectSettings = settings[row.projectFile]?[nil] ?? []
            let targetSettings = settings[row.projectFile]?[row.id] ?? []
            let chosen = BuildVariables.chosenConfiguration(
                targetSettings.map(\.configuration) + projectSettings.map(\.configuration)
                    + (bases[row.id] ?? [:]).keys.sorted().map { $0 })
            let layers = [
                XcconfigReader.chain(projectBases[row.projectFile]?[chosen ?? ""], xcconfigs),
                projectSettings.filter { $0.configuration == chosen },
                XcconfigReader.chain(bases[row.id]?[chosen ?? ""], xcconfigs),
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
}
