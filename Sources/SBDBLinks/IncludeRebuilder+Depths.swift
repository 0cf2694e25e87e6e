import GRDB
import SBDBCore
import SBDBStore
import SourceParsing

/// The depths of the include graph (`include_depths`), with code as the place links start from
/// and the classes the app reaches (`LiveTypes`).
extension IncludeRebuilder {
    /// Depths over the IB files, with code as the place links start from (issue 18): a code link
    /// starts in every IB file that uses its class; a class no IB file uses, or that code creates
    /// (`Foo()`, `Foo.self`), or code outside any class, runs from the app's code, an entry point
    /// like the Info.plist's; code of test folders (`…Tests/`) runs from the tests, which are no
    /// entry point, so a file only tests load has no depth.
    static func writeDepths(_ db: Database, resolver: LinkResolver) throws {
        var edges: [(Int64, Int64)] = []
        var entries: Set<Int64> = [appCode]
        var coded: [(sourceClass: String, target: Int64, origin: Int64, source: Int64)] = []
        // Code that no target builds runs nowhere, and an Info.plist that no target uses starts
        // nothing; code that only test targets build runs only in tests.
        let unbuilt = Set(try Int64.fetchAll(db, sql: "SELECT file_id FROM unbuilt_files"))
        let testOnly = Set(try Int64.fetchAll(db, sql: "SELECT file_id FROM test_files"))
        let query = try RowReader.Query(
            db,
            sql: """
                SELECT i.source_file_id, i.target_file_id, i.source_class, i.mechanism, f.path, f.kind
                FROM includes i JOIN files f ON f.id = i.source_file_id WHERE i.target_file_id IS NOT NULL
                UNION ALL
                -- Ambiguity is not absence: a link to a name several files have reaches each of them.
                SELECT i.source_file_id, t.id, i.source_class, i.mechanism, f.path, f.kind
                FROM includes i JOIN files f ON f.id = i.source_file_id
                JOIN files t ON t.kind IN ('storyboard', 'xib') AND i.target_name IN (t.name, t.name || '.' || t.extension)
                WHERE i.problem = 'ambiguous'
                """)
        let c = (
            sourceFileID: try query.column("source_file_id"),
            targetFileID: try query.column("target_file_id"),
            sourceClass: try query.column("source_class"),
            mechanism: try query.column("mechanism"),
            path: try query.column("path"),
            kind: try query.column("kind")
        )
        try query.forEach { row in
            let target = resolver.representativeOf[row.int64(c.targetFileID)] ?? row.int64(c.targetFileID)
            let isCode = row.text(c.kind) == FileKind.swift.rawValue || row.text(c.kind) == FileKind.objc.rawValue
            let source = row.int64(c.sourceFileID)
            let origin =
                unbuilt.contains(source)
                ? unbuiltCode
                : isTestPath(row.text(c.path)) || testOnly.contains(source) ? testCode : appCode
            if isCode, let sourceClass = row.textOrNil(c.sourceClass) {
                coded.append((sourceClass, target, origin, source))
            } else if isCode {
                edges.append((origin, target))
            } else if let source = resolver.representativeOf[row.int64(c.sourceFileID)] {
                edges.append((source, target))
            } else if row.text(c.mechanism) == "info-plist", !unbuilt.contains(source) {
                entries.insert(target)
            }
        }
        // Loads from code of a class no IB file uses, or that code creates: they run from code, as
        // far as something reaches the class (`LiveTypes`).
        var fromCode: [(sourceClass: String, target: Int64, origin: Int64)] = []
        if !coded.isEmpty {
            // (A nib whose File's Owner is the class that loads it does not include itself.)
            let classes = Set(coded.map(\.sourceClass))
            let users = try classUsers(db, classes: classes, resolver: resolver)
            let created = try createdByCode(db, classes: classes)
            // Only code of an app whose entry point the repository holds is decided (`LiveTypes`).
            let decided = try LiveTypes.decidableFiles(db, among: Set(coded.map(\.source)), unbuilt: unbuilt)
            for (sourceClass, target, origin, source) in coded {
                let ibUsers = (users[sourceClass] ?? []).filter { $0 != target }
                edges += ibUsers.map { ($0, target) }
                guard ibUsers.isEmpty || created.contains(sourceClass) else { continue }
                if decided.contains(source) {
                    fromCode.append((sourceClass, target, origin))
                } else {
                    edges.append((origin, target))
                }
            }
        }
        let files = resolver.logicalFiles
        guard !fromCode.isEmpty else {
            return try writeDepths(db, files: files, nodes: depthNodes(files: files, edges: edges, entries: entries))
        }
        // From below: every class in question starts unreached, and each round adds those that the
        // files and classes reached so far reach, until none is added. (Starting from above would
        // let a class justify itself: a nib it loads creates a view whose code mentions it.)
        var reach: [String: LiveTypes.Reach] = [:]
        var live = LiveTypes(
            db, representativeOf: resolver.representativeOf, unbuilt: unbuilt, testFiles: testOnly.union(try testPathFiles(db)))
        while true {
            let nodes = depthNodes(
                files: files,
                edges: edges
                    + fromCode.compactMap { load in
                        switch reach[load.sourceClass] ?? .none {
                        case .app: (load.origin, load.target)
                        case .tests: (load.origin == appCode ? testCode : load.origin, load.target)
                        case .none: nil
                        }
                    },
                entries: entries)
            var reached: Set<Int64> = []
            for (index, node) in nodes.enumerated() where index < files.count && node.depth != nil {
                reached.insert(files[index].representative)
            }
            live.reachedFiles = reached
            var grew = false
            for sourceClass in Set(fromCode.map(\.sourceClass)) where reach[sourceClass] != .app {
                let now = try live.reach(of: sourceClass)
                if now != (reach[sourceClass] ?? .none) {
                    reach[sourceClass] = now
                    grew = true
                }
            }
            if !grew { return try writeDepths(db, files: files, nodes: nodes) }
        }
    }

    /// The source files in a test folder (`isTestPath`).
    private static func testPathFiles(_ db: Database) throws -> Set<Int64> {
        var found: Set<Int64> = []
        let query = try RowReader.Query(db, sql: "SELECT id, path FROM files WHERE kind IN ('swift', 'objc', 'plist')")
        let c = (id: try query.column("id"), path: try query.column("path"))
        try query.forEach { row in
            if isTestPath(row.text(c.path)) { found.insert(row.int64(c.id)) }
        }
        return found
    }

    /// The nodes that stand for code in the depth graph: the app's (an entry point) and the tests'.
    static let appCode: Int64 = -1
    static let testCode: Int64 = -2
    /// Code that no target builds: not an entry point.
    static let unbuiltCode: Int64 = -3

    /// Whether a path is in a test folder: a component named `Tests`, `…Tests`, `…UITests`, `…Specs`.
    static func isTestPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Specs") || $0 == "Test" }
    }

    /// The classes among `classes` that code creates or hands on (`Foo()`, `[[Foo alloc] init]`,
    /// `Foo.self`): whatever IB files use them, their code also runs from code.
    private static func createdByCode(_ db: Database, classes: Set<String>) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT value FROM code_references
                    WHERE api = ? AND value_kind = 'class-name' AND value IN (SELECT value FROM json_each(?))
                    """, arguments: [CodeReference.implicitNibAPI, try CodeLinks.jsonList(classes)]))
    }

    /// The IB files (representatives) whose objects or File's Owner use each of `classes`
    /// that a Swift or Objective-C file declares.
    private static func classUsers(
        _ db: Database, classes: Set<String>, resolver: LinkResolver
    ) throws -> [String: Set<Int64>] {
        var users: [String: Set<Int64>] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT DISTINCT v.custom_class, v.file_id FROM views v
                WHERE v.custom_class IN (SELECT value FROM json_each(?)) AND v.custom_class IN (SELECT name FROM classes)
                """, arguments: [try CodeLinks.jsonList(classes)])
        while let row = try rows.next() {
            let file: Int64 = row[1]
            users[row[0], default: []].insert(resolver.representativeOf[file] ?? file)
        }
        return users
    }

    /// The depth of every logical file (in `files`' order) and of the code nodes after them.
    private static func depthNodes(
        files: [LinkResolver.LogicalFile], edges: [(Int64, Int64)], entries: Set<Int64>
    ) -> [IncludeDepths.Node] {
        var position: [Int64: Int] = [:]
        for (index, file) in files.enumerated() { position[file.representative] = index }
        // The code nodes come last, named as a chain shows them (`code > Detail`); they get no row.
        position[appCode] = files.count
        position[testCode] = files.count + 1
        position[unbuiltCode] = files.count + 2
        let names = files.map(\.name) + ["code", "tests", "unbuilt code"]
        return IncludeDepths.compute(
            names: names,
            edges: edges.compactMap { edge in position[edge.0].flatMap { from in position[edge.1].map { (from, $0) } } },
            entries: Set(entries.compactMap { position[$0] }), tests: files.count + 1)
    }

    private static func writeDepths(_ db: Database, files: [LinkResolver.LogicalFile], nodes: [IncludeDepths.Node]) throws {
        // Rows are compared with what is stored and only differences written: one changed file
        // moves few depths, and rewriting every row cost more than computing them all.
        var stored: [Int64: IncludeDepths.Node] = [:]
        let query = try RowReader.Query(db, sql: "SELECT file_id, depth, max_depth, in_cycle, chain, by_tests FROM include_depths")
        let c = (
            fileID: try query.column("file_id"),
            depth: try query.column("depth"),
            maxDepth: try query.column("max_depth"),
            inCycle: try query.column("in_cycle"),
            chain: try query.column("chain"),
            byTests: try query.column("by_tests")
        )
        try query.forEach { row in
            stored[row.int64(c.fileID)] = IncludeDepths.Node(
                depth: row.int64OrNil(c.depth).map(Int.init), maxDepth: row.int64OrNil(c.maxDepth).map(Int.init),
                inCycle: row.int64(c.inCycle) != 0, chain: row.textOrNil(c.chain), byTests: row.int64(c.byTests) != 0)
        }
        var upsert = try ContractWrite<IncludeDepthsContract>(db, fileID: nil)
        for (index, node) in nodes.enumerated() where index < files.count {
            let file = files[index].representative
            if stored.removeValue(forKey: file) == node { continue }
            try upsert.insert(IncludeDepthItem(file: file, node: node))
        }
        var delete = try PreparedWrite(db, "DELETE FROM include_depths WHERE file_id = ?")
        for file in stored.keys {
            delete.bind(file)
            try delete.run()
        }
    }
}
