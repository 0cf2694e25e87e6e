import GRDB
import ProjectParsing
import SBDBStore

extension TargetDefinitions {
    /// Every target's definitions, by target id; a target whose settings sbdb cannot follow has
    /// none. Also: every name some build setting of the repository defines, in any target,
    /// configuration or `.xcconfig` (a macro nothing of the repository defines may come from the
    /// SDK or a dependency, and is never taken for undefined).
    static func readAll(_ db: Database) throws -> (targets: [Int64: TargetDefinitions], named: Set<String>) {
        let keys = swiftKeys + cKeys
        let keyList = (keys + [XcconfigReader.includeKey] + unreadPackageKeys.sorted()).map { "'\($0)'" }.joined(separator: ", ")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT b.file_id, b.target_id, b.configuration, b.key, b.condition, b.value, f.kind, f.path
                FROM build_settings b JOIN files f ON f.id = b.file_id
                WHERE b.key IN (\(keyList)) ORDER BY b.file_id, b.line
                """)
        // Per project file: its own rows and each target's; per .xcconfig path: its settings in order.
        var projectRows: [Int64: [Row]] = [:]
        var targetRows: [Int64: [Row]] = [:]
        var configFiles: [String: [ProjectModel.BuildSetting]] = [:]
        var named = Set<String>()
        for row in rows {
            let key: String = row[3]
            if keys.contains(key) {
                named.formUnion(parse(row[5], key: key, inherited: Defined()).names.keys)
            }
            if (row[6] as String) == "xcconfig" {
                configFiles[row[7], default: []].append(
                    .init(configuration: nil, key: key, condition: row[4], value: row[5], line: 0))
            } else if let target = row[1] as Int64? {
                targetRows[target, default: []].append(row)
            } else {
                projectRows[row[0], default: []].append(row)
            }
        }
        let existing = Set(try String.fetchAll(db, sql: "SELECT path FROM files WHERE kind = 'xcconfig'"))
        // Project file → target (nil: the project's own) → configuration → .xcconfig path.
        var bases: [Int64: [Int64?: [String: String]]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT file_id, target_id, configuration, path FROM base_configurations") {
            bases[row[0], default: [:]][row[1] as Int64?, default: [:]][row[2]] = row[3]
        }
        var result: [Int64: TargetDefinitions] = [:]
        for target in try Row.fetchAll(db, sql: "SELECT id, file_id, product_type FROM targets") {
            let id: Int64 = target[0]
            let own = targetRows[id] ?? []
            if ((target[2] as String?) ?? "").hasPrefix("swiftpm.") {
                if let definitions = package(own) { result[id] = definitions }
                continue
            }
            let project = projectRows[target[1]] ?? []
            let projectBases = bases[target[1]]?[nil] ?? [:]
            let targetBases = bases[target[1]]?[id] ?? [:]
            var names = Set((own + project).compactMap { $0[2] as String? }).union(projectBases.keys).union(targetBases.keys)
            if names.isEmpty { names = [""] }
            var configurations: [String: (swift: Defined, c: Defined)] = [:]
            for configuration in names {
                // The four levels, lowest first; nil for a level whose .xcconfig is not all here.
                func config(_ path: String?) -> [Assignment]? {
                    guard let path else { return [] }
                    return XcconfigReader.completeChain(path, configFiles, existing: existing).map {
                        assignments($0, in: configuration)
                    }
                }
                func settings(_ rows: [Row]) -> [Assignment] {
                    rows.filter { ($0[2] as String?) == configuration }.map {
                        Assignment(key: $0[3], condition: $0[4], value: $0[5])
                    }
                }
                guard let projectConfig = config(projectBases[configuration]), let targetConfig = config(targetBases[configuration])
                else { break }
                let levels = [projectConfig, settings(project), targetConfig, settings(own)]
                var both = (swift: Defined(), c: Defined())
                for key in keys {
                    var defined = Defined()
                    for level in levels {
                        let assignments = level.filter { $0.key == key }
                        if !assignments.isEmpty { defined = apply(assignments, key: key, over: defined) }
                    }
                    if swiftKeys.contains(key) { both.swift.formUnion(defined) } else { both.c.formUnion(defined) }
                }
                configurations[configuration] = both
            }
            if configurations.count == names.count { result[id] = TargetDefinitions(configurations: configurations) }
        }
        return (result, named)
    }

    /// An `.xcconfig`'s settings (`XcconfigReader.completeChain`) as one configuration reads
    /// them: `KEY[config=X]` only in configuration X, and then as no condition.
    private static func assignments(_ settings: [ProjectModel.BuildSetting], in configuration: String) -> [Assignment] {
        settings.compactMap { setting in
            var condition = setting.condition
            if let written = condition, let range = written.range(of: "config=") {
                let named = written[range.upperBound...].prefix { $0 != "]" && $0 != "," }
                guard named == configuration || named == "*" else { return nil }
                let rest = written.replacingOccurrences(of: "[config=\(named)]", with: "")
                condition = rest.isEmpty ? nil : rest
            }
            return Assignment(key: setting.key, condition: condition, value: setting.value)
        }
    }

    /// A package target's definitions: its manifest's settings for Debug and Release, with what
    /// SwiftPM adds; nil when the manifest computes them.
    private static func package(_ rows: [Row]) -> TargetDefinitions? {
        guard !rows.contains(where: { unreadPackageKeys.contains($0[3]) }) else { return nil }
        var configurations: [String: (swift: Defined, c: Defined)] = [:]
        for configuration in ["Debug", "Release"] {
            var both = (swift: Defined(), c: Defined())
            both.swift.names["SWIFT_PACKAGE"] = "1"
            both.c.names["SWIFT_PACKAGE"] = "1"
            if configuration == "Debug" {
                both.swift.names["DEBUG"] = "1"
                both.c.names["DEBUG"] = "1"
            }
            for row in rows where (row[2] as String?).map({ $0 == configuration }) ?? true {
                let key: String = row[3]
                var defined = parse(row[5], key: key, inherited: Defined())
                if row[4] as String? != nil {
                    defined.maybe.formUnion(defined.names.keys)
                    defined.names = [:]
                }
                if swiftKeys.contains(key) { both.swift.formUnion(defined) } else { both.c.formUnion(defined) }
            }
            configurations[configuration] = both
        }
        return TargetDefinitions(configurations: configurations)
    }
}
