import Foundation
import GRDB
import SourceParsing
import SBDBCore
import SBDBStore

/// Rebuilds `includes` and `include_depths` from the IB tables, plist entries and code facts.
///
/// Links are derived data: a storyboard appearing or disappearing changes the state of every
/// link that names it, wherever that link lives. The first index (and any run after the link
/// rules, the configuration or the parser changed) rebuilds the whole graph; later runs update
/// it from the files the run wrote (`update`), at a cost that follows the change. Depths are
/// recomputed from the whole `includes` table, in memory, when the graph may have changed.
package enum IncludeRebuilder {
    /// Bump when extraction or resolution changes, so existing databases are rebuilt.
    static let version = "3"

    /// Above this many files to re-extract, one full rebuild is cheaper than the lists of ids.
    static let incrementalLimit = 5_000

    package static func fingerprint(_ configuration: SBDBConfiguration) -> String {
        version + "|" + configuration.linkFingerprint
    }

    /// Deletes every link and extracts, resolves and inserts them all again.
    /// `membershipIsCurrent`: `file_targets` was just derived (a project change found it had to
    /// rebuild), so it is not derived again.
    package static func rebuild(_ db: Database, configuration: SBDBConfiguration, membershipIsCurrent: Bool = false) throws {
        try db.execute(sql: "DELETE FROM include_depths")
        try db.execute(sql: "DELETE FROM includes")
        if !membershipIsCurrent { try ProjectMembership.update(db, files: nil) }
        try CodeLinks.resolveConstants(db)
        var resolver = try LinkResolver(db)
        let candidates =
            try LinkExtractor(db: db, configuration: configuration).candidates()
            + CodeLinks(db: db, nibExists: resolver.nibExists).candidates()
        try resolver.loadSourcePaths(db, files: Set(candidates.map(\.sourceFileID)))
        try resolver.loadBundleClasses(db, names: Set(candidates.compactMap(\.bundleClass)))
        // Every row of the two tables is written anew: their indexes are built once from the
        // rows, as a first index does for the content tables, instead of kept up to date row
        // by row (seven per link).
        try DeferredIndexes.withoutIndexes(on: ["includes", "include_depths"], db) {
            try insert(db, candidates, resolver: resolver)
            try writeDepths(db, resolver: resolver)
        }
    }

    /// Brings links up to date after the files at `changed` (path → kind) were added, rewritten
    /// or removed, when the links were up to date before them.
    ///
    /// What can change, and what is redone:
    /// - a changed file's own links: its rows are deleted and extracted again;
    /// - links naming an IB file that appeared, changed (scenes, initial view controller) or
    ///   disappeared, or naming another file whose name differs only in case (the near-miss
    ///   note): their source files are extracted again;
    /// - implicit nibs (`init(nibName: nil)`) exist only when the nib does: source files whose
    ///   classes are named after a changed xib are extracted again;
    /// - code links depend on names other source files declare (constants, a type's conventions
    ///   and own storyboard): `replaced.declaredNames` holds those the changed source files declared
    ///   before the run (`CodeLinks.declaredNames`); with the ones they declare now, the references
    ///   to them are resolved again and the files using them extracted again.
    ///
    /// Depths are a function of the logical IB files, the edges read from `includes` and the IB
    /// files using each class whose code links. They are recomputed only when one of those may have
    /// moved: an IB file came or went, a rewritten IB file uses other classes, a changed source file
    /// declares other names, or the re-extracted link rows differ from those they replace. Most
    /// edits move none, and then no run reads the whole graph.
    package static func update(
        _ db: Database, configuration: SBDBConfiguration, changed: [String: FileKind], replaced: ReplacedFacts
    ) throws -> LinkWork {
        let changedFiles = try fileIDs(db, paths: Array(changed.keys))
        // Targets decide which file a name resolves to and which files are built. A changed
        // project, .xcconfig or package re-derives membership for every file; when a target's
        // identity or dependencies, or the settings compilation conditions read, moved, every link
        // is made again, else only the links of the files that changed targets and of those naming them.
        var moved = Set<Int64>()
        if changed.contains(where: { $0.value.isProject || ProjectMembership.isManifest($0.key) }) {
            guard let before = replaced.projectsBefore else {
                try rebuild(db, configuration: configuration)
                return .rebuilt
            }
            try ProjectMembership.update(db, files: nil)
            let after = try ProjectSnapshot.read(db)
            guard after.targets == before.targets, after.conditions == before.conditions else {
                try rebuild(db, configuration: configuration, membershipIsCurrent: true)
                return .rebuilt
            }
            moved = after.moved(since: before)
        } else {
            // A rewritten file keeps its id and its targets, which follow from its path and the
            // projects alone: only new files are looked up (reading every project path costs a
            // tenth of a one-file run).
            try ProjectMembership.update(db, files: try fileIDs(db, paths: changed.keys.filter(replaced.added.contains)))
        }
        var files = changedFiles.union(moved)
        // A changed path without a row now was removed: the graph may have lost edges; a file
        // that changed targets may have become (or stopped being) an entry point's or unbuilt.
        var graphMayHaveChanged = replaced.graphMayHaveChanged || changedFiles.count < changed.count || !moved.isEmpty
        let sourcesChanged = changed.values.contains(where: \.isSource)
        if sourcesChanged {
            let sources = try fileIDs(db, paths: changed.filter(\.value.isSource).map(\.key))
            // A macro that came, went or changed may flip any call's compilation condition.
            guard try ReplacedFacts.macros(db, files: sources) == replaced.macros else {
                try rebuild(db, configuration: configuration)
                return .rebuilt
            }
            var declared = Set<String>()
            for file in sources { declared.formUnion(try CodeLinks.declaredNames(db, fileID: file)) }
            if declared != replaced.declaredNames { graphMayHaveChanged = true }
            let names = declared.union(replaced.declaredNames)
            try CodeLinks.resolveConstants(db, names: names, files: sources)
            files.formUnion(try CodeLinks.filesUsing(db, names: names))
        }
        var changedNames = Set(
            changed.filter(\.value.isInterfaceBuilder).keys.map {
                FileNaming(relativePath: $0).name.lowercased()
            })
        // An IB file that changed targets changes what its name resolves to wherever it is named.
        if !moved.isEmpty {
            let query = try RowReader.Query(
                db,
                sql: """
                    SELECT path FROM files WHERE id IN (\(FileFilter.list(moved))) AND kind IN ('storyboard', 'xib')
                    """)
            let path = try query.column("path")
            try query.forEach { row in changedNames.insert(FileNaming(relativePath: row.text(path)).name.lowercased()) }
        }
        if !changedNames.isEmpty {
            files.formUnion(try filesNaming(db, changedNames))
            // Loads named by an inspectable property read what IB files set for it (`keyPath=`).
            files.formUnion(
                try Int64.fetchAll(
                    db,
                    sql: """
                        SELECT DISTINCT file_id FROM code_references WHERE value_kind = 'constant' AND value GLOB '*#inspectable'
                        """))
            // Loads named after a class skip a nib that is missing when the class is another
            // module's, and conformances likewise: a nib of that name coming or going redoes them.
            // UIKit looks for `XView` for a class `XViewController`: both names count.
            let exact = Set(
                changed.filter(\.value.isInterfaceBuilder).keys.flatMap {
                    let name = FileNaming(relativePath: $0).name
                    return [name, name + "Controller"]
                })
            files.formUnion(
                try Int64.fetchAll(
                    db,
                    sql: """
                        SELECT file_id FROM code_references WHERE value IN (SELECT value FROM json_each(?1)) AND value_kind = 'class-name'
                        UNION SELECT file_id FROM classes WHERE name IN (SELECT value FROM json_each(?1))
                        UNION SELECT file_id FROM views WHERE custom_class IN (SELECT value FROM json_each(?1)) AND element GLOB '*Controller'
                        """, arguments: [try CodeLinks.jsonList(exact)]))
        }
        guard files.count <= incrementalLimit else {
            try rebuild(db, configuration: configuration)
            return .rebuilt
        }
        // The changed files' edges as they were before this run rewrote them; the others' as they are.
        let edgesBefore =
            graphMayHaveChanged
            ? [] : (replaced.edges + (try edgeRows(db, files: files.subtracting(changedFiles)))).sorted()
        if !files.isEmpty {
            try db.execute(sql: "DELETE FROM includes WHERE source_file_id IN (\(FileFilter.list(files)))")
        }
        var candidates = try LinkExtractor(db: db, configuration: configuration, files: files).candidates()
        candidates += try CodeLinks(db: db, nibExists: { try LinkResolver.nibExists(db, $0) }, files: files).candidates()
        // Only the files the candidates name are looked up, not the whole name index.
        var resolver = try LinkResolver(db, names: Set(candidates.compactMap { $0.name.map(LinkResolver.lookupName) }))
        try resolver.loadSourcePaths(db, files: Set(candidates.map(\.sourceFileID)))
        try resolver.loadBundleClasses(db, names: Set(candidates.compactMap(\.bundleClass)))
        try insert(db, candidates, resolver: resolver)
        let edgesAfter = graphMayHaveChanged ? [] : try edgeRows(db, files: files).sorted()
        if graphMayHaveChanged || edgesAfter != edgesBefore {
            try writeDepths(db, resolver: LinkResolver(db))
        }
        return .updated(files: files.count)
    }

    /// The files whose links name an IB file called one of `names` (lowercased): links with that
    /// target name (written with or without its extension, in any case, for the near-miss note)
    /// and implicit nibs of classes named after it. SQLite's `lower()` folds ASCII only, so rows
    /// with other characters are all read; Swift's folding decides (indexes of migration 0006).
    private static func filesNaming(_ db: Database, _ names: Set<String>) throws -> Set<Int64> {
        var files = Set<Int64>()
        let written = try CodeLinks.jsonList(Set(names.flatMap { [$0, $0 + ".storyboard", $0 + ".xib", $0 + ".nib"] }))
        let named = try RowReader.Query(
            db,
            sql: """
                SELECT source_file_id, target_name FROM includes WHERE lower(target_name) IN (SELECT value FROM json_each(?))
                UNION ALL
                SELECT source_file_id, target_name FROM includes WHERE target_name GLOB '*[^ -~]*'
                """, arguments: [written])
        let n = (sourceFileID: try named.column("source_file_id"), targetName: try named.column("target_name"))
        try named.forEach { row in
            if names.contains(LinkResolver.lookupName(row.text(n.targetName)).lowercased()) { files.insert(row.int64(n.sourceFileID)) }
        }
        let classes = try CodeLinks.jsonList(Set(names.flatMap { [$0, $0 + "controller"] }))
        let implicit = try RowReader.Query(
            db,
            sql: """
                SELECT file_id, resolved_value FROM code_references
                WHERE api = ?1 AND lower(resolved_value) IN (SELECT value FROM json_each(?2))
                UNION ALL
                SELECT file_id, resolved_value FROM code_references WHERE resolved_value GLOB '*[^ -~]*' AND +api = ?1
                """, arguments: [CodeReference.implicitNibAPI, classes])
        let i = (fileID: try implicit.column("file_id"), resolvedValue: try implicit.column("resolved_value"))
        try implicit.forEach { row in
            let className = row.text(i.resolvedValue)
            let stripped = className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : className
            if names.contains(className.lowercased()) || names.contains(stripped.lowercased()) { files.insert(row.int64(i.fileID)) }
        }
        // Identifiers that load a nib named after them only when it exists (migration 0010's index).
        let identified = try RowReader.Query(
            db,
            sql: """
                SELECT file_id, resolved_value FROM code_references
                WHERE api IN ('makeItem(withIdentifier:for:)', 'makeSupplementaryView(ofKind:withIdentifier:for:)')
                  AND lower(resolved_value) IN (SELECT value FROM json_each(?1))
                """, arguments: [try CodeLinks.jsonList(names)])
        let d = (fileID: try identified.column("file_id"), resolvedValue: try identified.column("resolved_value"))
        try identified.forEach { row in
            files.insert(row.int64(d.fileID))
        }
        return files
    }

    /// What `writeDepths` reads of the links of `files`, one string per edge.
    static func edgeRows(_ db: Database, files: Set<Int64>) throws -> [String] {
        guard !files.isEmpty else { return [] }
        return try String.fetchAll(
            db,
            sql: """
                SELECT source_file_id || ' ' || target_file_id || ' ' || mechanism || ' ' || coalesce(source_class, '-')
                FROM includes WHERE target_file_id IS NOT NULL AND source_file_id IN (\(FileFilter.list(files)))
                """)
    }

    private static func fileIDs(_ db: Database, paths: [String]) throws -> Set<Int64> {
        var ids = Set<Int64>()
        let statement = try db.cachedStatement(sql: "SELECT id FROM files WHERE path = ?")
        for path in paths {
            if let id = try Int64.fetchOne(statement, arguments: [path]) { ids.insert(id) }
        }
        return ids
    }

    private static func insert(_ db: Database, _ candidates: [LinkCandidate], resolver: LinkResolver) throws {
        var insert = try ContractWrite<IncludesContract>(db, fileID: nil)
        for candidate in candidates {
            for link in resolver.resolveAll(candidate) { try insert.insert(IncludeItem(candidate: candidate, link: link)) }
        }
    }
}
