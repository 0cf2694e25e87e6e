import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// One repository of `Tests/Fixtures/Links`, copied to a temporary folder (so tests may change it)
/// and indexed with the repository's own `.sbdb.yml`, if it has one.
struct LinkFixture {
    /// Every column of `includes` that says what a link is and where it leads; the target scene is its
    /// storyboard identifier, or `#` and the controller's IB id when it has none (an initial VC).
    static let includeColumns = """
        SELECT sf.path, i.line, i.mechanism, i.target_kind, i.target_name, i.target_identifier, i.target_bundle,
               i.defaults_to_initial, tf.path, coalesce(ts.storyboard_identifier, '#' || ts.controller_ib_id), i.problem
        FROM includes i
        JOIN files sf ON sf.id = i.source_file_id
        LEFT JOIN files tf ON tf.id = i.target_file_id
        LEFT JOIN scenes ts ON ts.id = i.target_scene_id
        """
    static let order = "ORDER BY sf.path, i.line, i.mechanism, i.target_name, i.target_identifier"

    let tree: TemporaryDirectory
    let database: String

    init(_ name: String) throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Links/\(name)"))
        database = tree.file(".sbdb/index.sqlite").path
        try reindex()
    }

    /// Brings the index in line with the tree again, after a test changed it.
    @discardableResult
    func reindex() throws -> IndexSummary {
        try index(tree.path, database: database, configuration: try SBDBConfiguration.load(root: tree.path))
    }

    /// The `includes` rows (see ``includeColumns``), in natural-key order.
    func includes(where condition: String = "1") throws -> [String] {
        try rows(database, "\(Self.includeColumns) WHERE \(condition) \(Self.order)")
    }

    /// Source path, line and `detail` of every link.
    func details(where condition: String = "1") throws -> [String] {
        try rows(
            database,
            """
            SELECT sf.path, i.line, i.detail FROM includes i JOIN files sf ON sf.id = i.source_file_id
            WHERE \(condition) \(Self.order)
            """)
    }

    /// `include_depths` by path: depth, max_depth, in_cycle, chain.
    func depths() throws -> [String] {
        try rows(
            database,
            """
            SELECT f.path, d.depth, d.max_depth, d.in_cycle, d.chain FROM include_depths d JOIN files f ON f.id = d.file_id
            ORDER BY f.path
            """)
    }

    /// A canned report as `sbdb query NAME` runs it: the header, then one `|`-joined line per row.
    func report(_ name: String) throws -> [String] {
        let report = try #require(ReportCatalog.report(named: name), "no report named \(name)")
        let result = try QueryRunner(databasePath: database).run(sql: report.decided().sql, origin: "report \(name)")
        return [result.columns.joined(separator: "|")]
            + result.rows.map { row in
                row.map { $0 == .null ? "NULL" : $0.text }.joined(separator: "|")
            }
    }
}
