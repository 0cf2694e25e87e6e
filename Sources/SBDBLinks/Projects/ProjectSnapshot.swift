import GRDB
import SBDBConditions
import SBDBStore

/// The project model as links depend on it: which targets build each file, and each target's
/// identity (type, Info.plist, bundle identifier, platform, module, dependencies). Taken before a
/// run rewrites its first project file and again after, it says what a project change moved, so
/// that only the links it touches are made again. Targets are keyed by project file and name, since
/// their row ids change whenever their project is read again.
struct ProjectSnapshot: Sendable, Equatable {
    private(set) var membership: [Int64: Set<String>] = [:]
    private(set) var targets: [String: String] = [:]
    /// The settings compilation conditions read (`TargetDefinitions`, `CompiledCode`), as one
    /// text: when it moves, every call's condition is evaluated again.
    private(set) var conditions = ""

    static func read(_ db: Database) throws -> ProjectSnapshot {
        var snapshot = ProjectSnapshot()
        var keys: [Int64: String] = [:]
        let targets = try RowReader.Query(
            db,
            sql: """
                SELECT t.id, t.file_id || '/' || t.name AS key,
                       coalesce(t.product_type, '') || '|' || coalesce(t.product_name, '') || '|' || coalesce(t.bundle_identifier, '')
                       || '|' || coalesce(t.info_plist, '') || '|' || coalesce(t.platform, '') || '|' || coalesce(t.module_name, '')
                       || '|' || coalesce((SELECT group_concat(d, ',') FROM (SELECT kind || ':' || name AS d FROM target_dependencies
                                                                              WHERE target_id = t.id ORDER BY 1)), '') AS description
                FROM targets t
                """)
        let t = (id: try targets.column("id"), key: try targets.column("key"), description: try targets.column("description"))
        try targets.forEach { row in
            keys[row.int64(t.id)] = row.text(t.key)
            snapshot.targets[row.text(t.key)] = row.text(t.description)
        }
        let settingKeys =
            (TargetDefinitions.swiftKeys + TargetDefinitions.cKeys + ["#include", "SUPPORTED_PLATFORMS"]
            + TargetDefinitions.unreadPackageKeys.sorted()).map { "'\($0)'" }.joined(separator: ", ")
        snapshot.conditions =
            try String.fetchOne(
                db,
                sql: """
                    SELECT group_concat(x, char(10)) FROM (
                        SELECT f.path || '|' || coalesce(t.name, '') || '|' || coalesce(b.configuration, '') || '|' || b.key || '|'
                               || coalesce(b.condition, '') || '|' || b.value AS x
                        FROM build_settings b JOIN files f ON f.id = b.file_id LEFT JOIN targets t ON t.id = b.target_id
                        WHERE b.key IN (\(settingKeys))
                        UNION ALL
                        SELECT f.path || '|' || coalesce(t.name, '') || '|' || c.configuration || '|' || c.path
                        FROM base_configurations c JOIN files f ON f.id = c.file_id LEFT JOIN targets t ON t.id = c.target_id
                        ORDER BY 1)
                    """) ?? ""
        let members = try RowReader.Query(db, sql: "SELECT file_id, target_id FROM file_targets")
        let m = (fileID: try members.column("file_id"), targetID: try members.column("target_id"))
        try members.forEach { row in
            if let key = keys[row.int64(m.targetID)] { snapshot.membership[row.int64(m.fileID), default: []].insert(key) }
        }
        return snapshot
    }

    /// The files whose targets differ between `before` and this snapshot.
    func moved(since before: ProjectSnapshot) -> Set<Int64> {
        var moved = Set<Int64>()
        for (file, targets) in membership where before.membership[file] != targets { moved.insert(file) }
        for file in before.membership.keys where membership[file] == nil { moved.insert(file) }
        return moved
    }
}
