import GRDB
import SBDBStore
import SBDBCore
import SBDBLinks

/// The include graph as drawn: files as nodes (localised copies as one), links as edges,
/// unresolved targets as their own dashed nodes.
public struct IncludeGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public var key: String
        public var label: String
        public var kind: String
        /// Set for links whose target was not found.
        public var missing: Bool

        public init(key: String, label: String, kind: String, missing: Bool) {
            self.key = key
            self.label = label
            self.kind = kind
            self.missing = missing
        }
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var label: String
        public var broken: Bool
        public var inCycle: Bool

        public init(from: String, to: String, label: String, broken: Bool, inCycle: Bool) {
            self.from = from
            self.to = to
            self.label = label
            self.broken = broken
            self.inCycle = inCycle
        }
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []

    public init(nodes: [Node] = [], edges: [Edge] = []) {
        self.nodes = nodes
        self.edges = edges
    }

    /// Reads the graph from a database; `from` keeps what that file (by name) reaches, within `depth` links.
    /// `excludingTests` leaves out links from or to test code: files only test targets build, and
    /// files in a test folder (…Tests, …Specs, Test), as unused-nibs' test-only status reads them.
    public static func load(
        databasePath: String, from start: String? = nil, depth: Int? = nil,
        excludingTests: Bool = false
    ) throws -> IncludeGraph {
        func load(_ location: String) throws -> IncludeGraph {
            try DatabaseQueue(path: location, configuration: readOnly()).read { db in
                // A database another sbdb wrote (newer or older) is refused as `query` refuses it.
                try Store.checkIdentity(db, path: databasePath)
                try Store.checkSchema(db, path: databasePath)
                return try read(db, excludingTests: excludingTests)
            }
        }
        var graph: IncludeGraph
        do {
            graph = try load(databasePath)
        } catch  where QueryRunner.cannotOpen(error) {
            // In a folder sbdb cannot write to, WAL has no `-shm`: read the file as it is (as `query` does).
            graph = try load(QueryRunner.immutableURI(databasePath))
        }
        if let start { graph = graph.reachable(fromName: start, depth: depth) }
        graph.markCycles()
        return graph
    }

    private static func readOnly() -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }

    /// Files of test code, by id: built only by test targets, or in a test folder.
    private static func testFiles(_ db: Database) throws -> Set<Int64> {
        Set(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM test_files
                    UNION SELECT id FROM files
                    WHERE '/' || path GLOB '*Tests/*' OR '/' || path GLOB '*Specs/*' OR '/' || path GLOB '*/Test/*'
                    """))
    }

    private static func read(_ db: Database, excludingTests: Bool) throws -> IncludeGraph {
        let resolver = try LinkResolver(db)
        let tests = excludingTests ? try testFiles(db) : []
        var graph = IncludeGraph()
        var known = Set<String>()
        // One edge per source, target and label: a file that loads another from three places is one link.
        var edgeIndex: [String: Int] = [:]
        var edgeCounts: [Int] = []
        func node(_ key: String, _ label: String, _ kind: String, missing: Bool = false) {
            if known.insert(key).inserted { graph.nodes.append(Node(key: key, label: label, kind: kind, missing: missing)) }
        }
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT i.source_file_id, sf.path, sf.kind, i.mechanism, i.target_file_id, tf.path, tf.kind,
                       i.target_name, i.target_kind, i.problem, i.target_identifier, i.detail
                FROM includes i JOIN files sf ON sf.id = i.source_file_id LEFT JOIN files tf ON tf.id = i.target_file_id
                ORDER BY sf.path, i.line
                """)
        {
            if excludingTests, tests.contains(row[0]) || (row[4] as Int64?).map(tests.contains) == true { continue }
            let sourceID: Int64 = resolver.representativeOf[row[0]] ?? row[0]
            let sourcePath: String = row[1]
            // Node keys are paths (of the representative copy), so output is stable across databases.
            let from = resolver.path(of: sourceID) ?? sourcePath
            node(from, Self.fileName(from), row[2])
            let to: String
            if let targetPath: String = row[5] {
                to = targetPath
                node(to, Self.fileName(targetPath), row[6])
            } else {
                let name: String = row[7] ?? "(unconfigured)"
                to = "missing: \(row[8] as String) \(name)"
                node(to, name, row[8], missing: true)
            }
            var label: String = row[3]
            if label == "info-plist", let setting: String = row[11] { label += " " + setting }
            if let identifier: String = row[10] { label += " #\(identifier)" }
            let problem: String? = row[9]
            if let problem { label += ": \(problem)" }
            let edgeKey = "\(from)\u{0}\(to)\u{0}\(label)"
            if let existing = edgeIndex[edgeKey] {
                edgeCounts[existing] += 1
                continue
            }
            edgeIndex[edgeKey] = graph.edges.count
            edgeCounts.append(1)
            graph.edges.append(Edge(from: from, to: to, label: label, broken: problem != nil, inCycle: false))
        }
        for index in graph.edges.indices where edgeCounts[index] > 1 {
            graph.edges[index].label += " ×\(edgeCounts[index])"
        }
        return graph
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Keeps the nodes `name` (a file's logical name) reaches within `depth` links.
    func reachable(fromName name: String, depth: Int?) -> IncludeGraph {
        let starts = nodes.filter { FileNaming(relativePath: $0.label).name == name || $0.label == name }.map(\.key)
        var distance = Dictionary(uniqueKeysWithValues: starts.map { ($0, 0) })
        var queue = starts
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if let depth, distance[current]! >= depth { continue }
            for edge in edges where edge.from == current && distance[edge.to] == nil {
                distance[edge.to] = distance[current]! + 1
                queue.append(edge.to)
            }
        }
        var result = IncludeGraph()
        result.nodes = nodes.filter { distance[$0.key] != nil }
        result.edges = edges.filter { distance[$0.from] != nil && distance[$0.to] != nil && (depth == nil || distance[$0.from]! < depth!) }
        return result
    }

    /// Marks edges that lie on a cycle (both ends in one strongly connected component, or a self-link).
    mutating func markCycles() {
        var index: [String: Int] = [:]
        for (position, node) in nodes.enumerated() { index[node.key] = position }
        var successors = Array(repeating: [Int](), count: nodes.count)
        for edge in edges { successors[index[edge.from]!].append(index[edge.to]!) }
        var component = Array(repeating: 0, count: nodes.count)
        var size: [Int] = []
        for (number, members) in IncludeDepths.stronglyConnectedComponents(successors).enumerated() {
            size.append(members.count)
            for member in members { component[member] = number }
        }
        for position in edges.indices {
            let from = index[edges[position].from]!
            let to = index[edges[position].to]!
            edges[position].inCycle = from == to || (component[from] == component[to] && size[component[from]] > 1)
        }
    }
}
