import Foundation
import GRDB

/// Rebuilds `includes` and `include_depths` from the IB tables and plist entries.
///
/// Links are derived data: a storyboard appearing or disappearing changes the state of every
/// link that names it, wherever that link lives. So after any change the whole graph is
/// rebuilt in the indexer's last transaction, at a cost that follows the number of links.
enum IncludeRebuilder {
    /// Bump when extraction or resolution changes, so existing databases are rebuilt.
    static let version = "2"

    static func fingerprint(_ configuration: SBDBConfiguration) -> String {
        version + "|" + configuration.linkFingerprint
    }

    static func rebuild(_ db: Database, configuration: SBDBConfiguration) throws {
        try db.execute(sql: "DELETE FROM include_depths")
        try db.execute(sql: "DELETE FROM includes")
        try CodeLinks.resolveConstants(db)
        let resolver = try LinkResolver(db)
        let candidates = try LinkExtractor(db: db, configuration: configuration).candidates()
            + CodeLinks(db: db, nibExists: resolver.nibExists).candidates()
        let classUsers = try classUsers(db, resolver: resolver)
        var insert = try PreparedWrite(db, """
            INSERT INTO includes (source_file_id, source_scene_id, source_view_id, line, mechanism, target_kind,
                target_name, target_identifier, target_bundle, defaults_to_initial, target_file_id, target_scene_id,
                problem, detail, source_class, resolution)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var edges: [(Int64, Int64)] = []
        var entries = Set<Int64>()
        for candidate in candidates {
            let link = resolver.resolve(candidate)
            insert.bind(candidate.sourceFileID)
            insert.bind(candidate.sourceSceneID)
            insert.bind(candidate.sourceViewID)
            insert.bind(candidate.line)
            insert.bind(candidate.mechanism)
            insert.bind(candidate.targetKind.rawValue)
            insert.bind(candidate.name)
            insert.bind(candidate.identifier)
            insert.bind(candidate.bundle)
            insert.bind(candidate.defaultsToInitial)
            insert.bind(link.targetFileID)
            insert.bind(link.targetSceneID)
            insert.bind(link.problem?.rawValue)
            insert.bind(link.detail)
            insert.bind(candidate.sourceClass)
            insert.bind(candidate.resolution)
            try insert.run()
            // A link whose file exists reaches that file, even when its scene is wrong.
            guard let target = link.targetFileID else { continue }
            if let sourceClass = candidate.sourceClass {
                // Code runs where its class is used: every IB file with that customClass.
                // (A nib whose File's Owner is the class that loads it does not include itself.)
                edges += (classUsers[sourceClass] ?? []).filter { $0 != target }.map { ($0, target) }
            } else if let source = resolver.representativeOf[candidate.sourceFileID] {
                edges.append((source, target))
            } else if candidate.mechanism == "info-plist" {
                entries.insert(target)
            }
        }
        try writeDepths(db, files: resolver.logicalFiles, edges: edges, entries: entries)
    }

    /// The IB files (representatives) whose objects or File's Owner use each class.
    private static func classUsers(_ db: Database, resolver: LinkResolver) throws -> [String: Set<Int64>] {
        var users: [String: Set<Int64>] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT DISTINCT v.custom_class, v.file_id FROM views v
            WHERE v.custom_class IN (SELECT name FROM classes)
            """) {
            let file: Int64 = row[1]
            users[row[0], default: []].insert(resolver.representativeOf[file] ?? file)
        }
        return users
    }

    private static func writeDepths(
        _ db: Database, files: [LinkResolver.LogicalFile], edges: [(Int64, Int64)], entries: Set<Int64>
    ) throws {
        var position: [Int64: Int] = [:]
        for (index, file) in files.enumerated() { position[file.representative] = index }
        let names = files.map { FileNaming(relativePath: $0.path).name }
        let nodes = IncludeDepths.compute(
            names: names,
            edges: edges.compactMap { edge in position[edge.0].flatMap { from in position[edge.1].map { (from, $0) } } },
            entries: Set(entries.compactMap { position[$0] }))
        var insert = try PreparedWrite(db, """
            INSERT INTO include_depths (file_id, depth, max_depth, in_cycle, chain) VALUES (?, ?, ?, ?, ?)
            """)
        for (index, node) in nodes.enumerated() {
            insert.bind(files[index].representative)
            insert.bind(node.depth)
            insert.bind(node.maxDepth)
            insert.bind(node.inCycle)
            insert.bind(node.chain)
            try insert.run()
        }
    }
}
