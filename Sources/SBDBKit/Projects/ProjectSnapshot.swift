import GRDB

/// The project model as links depend on it: which targets build each file, and each target's
/// identity (type, Info.plist, bundle identifier, platform, module, dependencies). Taken before a
/// run rewrites its first project file and again after, it says what a project change moved, so
/// that only the links it touches are made again. Targets are keyed by project file and name, since
/// their row ids change whenever their project is read again.
struct ProjectSnapshot: Sendable, Equatable {
    private(set) var membership: [Int64: Set<String>] = [:]
    private(set) var targets: [String: String] = [:]

    static func read(_ db: Database) throws -> ProjectSnapshot {
        var snapshot = ProjectSnapshot()
        var keys: [Int64: String] = [:]
        try RowReader.forEach(db, sql: """
            SELECT t.id, t.file_id || '/' || t.name,
                   coalesce(t.product_type, '') || '|' || coalesce(t.product_name, '') || '|' || coalesce(t.bundle_identifier, '')
                   || '|' || coalesce(t.info_plist, '') || '|' || coalesce(t.platform, '') || '|' || coalesce(t.module_name, '')
                   || '|' || coalesce((SELECT group_concat(d, ',') FROM (SELECT kind || ':' || name AS d FROM target_dependencies
                                                                          WHERE target_id = t.id ORDER BY 1)), '')
            FROM targets t
            """) { row in
            keys[row.int64(0)] = row.text(1)
            snapshot.targets[row.text(1)] = row.text(2)
        }
        try RowReader.forEach(db, sql: "SELECT file_id, target_id FROM file_targets") { row in
            if let key = keys[row.int64(1)] { snapshot.membership[row.int64(0), default: []].insert(key) }
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
