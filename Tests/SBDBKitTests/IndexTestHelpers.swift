import Foundation
import GRDB
import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// Indexes `root` into `database` (default: a fresh file beside the tree) and returns the summary.
@discardableResult
func index(
    _ root: String, database: String, excludes: [String] = [], configuration: SBDBConfiguration = SBDBConfiguration()
) throws -> IndexSummary {
    var options = IndexOptions()
    options.excludes = excludes
    options.configuration = configuration
    return try Indexer(store: try Store(path: database), root: root, options: options).run()
}

/// Rows of `sql` as lines of `|`-joined values, in the query's order.
func rows(_ database: String, _ sql: String) throws -> [String] {
    let queue = try DatabaseQueue(path: database)
    return try queue.read { db in
        try Row.fetchAll(db, sql: sql).map { row in
            row.databaseValues.map { $0.isNull ? "NULL" : "\($0.storage.value ?? "")" }.joined(separator: "|")
        }
    }
}

func count(_ database: String, _ table: String) throws -> Int {
    try DatabaseQueue(path: database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 }
}

extension DatabaseValue.Storage {
    var value: Any? {
        switch self {
        case .null: return nil
        case .int64(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .blob(let value): return value
        }
    }
}

/// A fresh copy of a fixture repository (`Repos/Mini`, …), indexed into its default database.
func indexedCopy(of fixture: String) throws -> (tree: TemporaryDirectory, database: String) {
    let tree = try TemporaryDirectory(copying: Fixtures.url(fixture))
    let database = tree.file(".sbdb/index.sqlite").path
    try index(tree.path, database: database)
    return (tree, database)
}

/// Expects the database an incremental run left equal, row for row, to a fresh index of `tree`.
func expectEqualsAFreshIndex(
    _ tree: TemporaryDirectory, database: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let scratch = try TemporaryDirectory()
    let fresh = scratch.file("fresh.sqlite").path
    _ = try Indexer(store: try Store(path: fresh), root: tree.path).run()
    #expect(try DatabaseDump.lines(database) == DatabaseDump.lines(fresh), sourceLocation: sourceLocation)
}

/// The rows of the built-in report `name` on `database`, cells joined with `|` (NULL as `null`).
func reportRows(_ name: String, database: String, arguments: [String: String] = [:], null: String = "") throws -> [String] {
    let report = try #require(ReportCatalog.report(named: name), "no report named \(name)")
    let result = try QueryRunner(databasePath: database).run(sql: report.decided().sql, arguments: try report.arguments(arguments))
    return result.rows.map { $0.map { $0 == .null ? null : $0.text }.joined(separator: "|") }
}
