import Foundation
import GRDB
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// Every built-in report runs, says what it returns, and returns it; the schema documents
/// every table and column the database really has.
@Suite struct ReportTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Mini")
    }

    @Test(arguments: ReportCatalog.builtIn.map(\.name))
    func reportRunsAndMatchesItsHeader(name: String) throws {
        let report = try #require(ReportCatalog.report(named: name))
        #expect(!report.summary.isEmpty, "Queries/\(name).sql needs a '-- summary:' line")
        let sample = Dictionary(uniqueKeysWithValues: report.parameters.map { ($0.name, $0.defaultValue ?? "Main") })
        let result = try QueryRunner(databasePath: database)
            .run(sql: report.sql, arguments: try report.arguments(sample), origin: "report \(name)")
        #expect(result.columns == report.columns, "the '-- columns:' header of Queries/\(name).sql is out of date")
        #expect(report.sql.uppercased().contains("ORDER BY"), "Queries/\(name).sql needs an ORDER BY for stable output")
    }

    /// Reports that scan large tables read them through migration 0005's partial indexes, and
    /// the index run counts failed files from one: checked in SQLite's plan, not by timing.
    @Test(arguments: [
        ("custom-classes", "views_custom_class_uses"),
        ("designable-reuse", "classes_designable"),
        ("outlet-mismatches", "code_outlets_member"),
        ("outlet-mismatches", "outlets_owner_member"),
        ("outlet-mismatches", "outlets_action_destination"),
        ("outlet-mismatches", "classes_superclass"),
    ])
    func largeReportsUseTheirIndexes(name: String, index: String) throws {
        let report = try #require(ReportCatalog.report(named: name))
        let plan = try QueryRunner(databasePath: database).run(sql: "EXPLAIN QUERY PLAN " + report.sql)
        let details = plan.rows.map { $0.last?.text ?? "" }
        #expect(details.contains { $0.contains(index) }, "plan of \(name): \(details)")
    }

    /// Migration 0008's indexes hold only the views with a class or a scene, and still serve
    /// lookups by class (the link extractor's `IN`) and joins by scene.
    @Test(arguments: [
        ("SELECT id FROM views v WHERE v.custom_class IN ('CardView', 'Spinner')", "views_custom_class (custom_class=?)"),
        ("SELECT id FROM views WHERE custom_class = 'CardView'", "views_custom_class (custom_class=?)"),
        ("SELECT v.id FROM scenes s JOIN views v ON v.scene_id = s.id WHERE s.file_id = 1", "views_scene (scene_id=?)"),
    ])
    func partialIndexesServeLookups(sql: String, index: String) throws {
        let plan = try QueryRunner(databasePath: database).run(sql: "EXPLAIN QUERY PLAN " + sql)
        let details = plan.rows.map { $0.last?.text ?? "" }
        #expect(details.contains { $0.contains(index) }, "plan of \(sql): \(details)")
        let partial = try QueryRunner(databasePath: database).run(
            sql: "SELECT count(*) FROM sqlite_master WHERE name IN ('views_custom_class', 'views_scene') AND sql LIKE '%WHERE%IS NOT NULL'")
        #expect(partial.rows == [[.integer(2)]])
    }

    /// A link rebuild asks class_superclasses for one class's superclass thousands of times: both
    /// halves of the view find it through an index (migration 0015), never by scanning classes.
    @Test func oneClassSuperclassIsLookedUpByIndex() throws {
        let plan = try QueryRunner(databasePath: database)
            .run(sql: "EXPLAIN QUERY PLAN SELECT superclass FROM class_superclasses WHERE name = 'CardView'")
        let details = plan.rows.map { $0.last?.text ?? "" }
        #expect(details.filter { $0.contains("USING INDEX classes_name (name=?)") }.count == 2, "plan: \(details)")
        #expect(details.contains { $0.contains("USING PRIMARY KEY (name=?)") }, "plan: \(details)")
        #expect(!details.contains { $0 == "SCAN classes" || $0 == "SCAN c" || $0.contains("LIST SUBQUERY") }, "plan: \(details)")
    }

    @Test func failedFilesAreCountedFromTheirIndex() throws {
        let plan = try QueryRunner(databasePath: database)
            .run(sql: "EXPLAIN QUERY PLAN SELECT count(*) FROM files WHERE status = 'failed'")
        #expect(plan.rows.contains { $0.last?.text.contains("files_failed") == true })
    }

    @Test func inclusionDepthStartsFromTheDepthRows() throws {
        let report = try #require(ReportCatalog.report(named: "inclusion-depth"))
        let plan = try QueryRunner(databasePath: database).run(sql: "EXPLAIN QUERY PLAN " + report.sql)
        let details = plan.rows.map { $0.last?.text ?? "" }
        #expect(details.first?.hasPrefix("SCAN d") == true, "plan: \(details)")
    }

    @Test func sceneCountsLargestFirst() throws {
        let result = try QueryRunner(databasePath: database).run(sql: ReportCatalog.report(named: "scene-counts")!.sql)
        #expect(result.rows.map { Array($0.prefix(4)) } == [[.text("Main"), .text("App/Base.lproj/Main.storyboard"), .integer(3), .integer(11)]])
    }

    @Test func customClassesCountUsesAndFiles() throws {
        let result = try QueryRunner(databasePath: database).run(sql: ReportCatalog.report(named: "custom-classes")!.sql)
        #expect(
            result.rows == [
                [.text("CardView"), .integer(2), .integer(2), .text("placeholder, view")],
                [.text("CatalogViewController"), .integer(1), .integer(1), .text("viewController")],
                [.text("Spinner"), .integer(1), .integer(1), .text("view")],
            ])
    }

    @Test func parametersAreDeclaredBoundAndChecked() throws {
        let report = try #require(ReportCatalog.report(named: "nib-usage"))
        #expect(report.parameters.map(\.name) == ["name"])
        #expect(throws: QueryError.missingParameter(report: "nib-usage", parameter: "name")) { try report.arguments([:]) }
        #expect(throws: QueryError.unknownParameter(report: "nib-usage", parameter: "nmae", known: ["name"])) {
            try report.arguments(["name": "x", "nmae": "y"])
        }
        // An injection attempt is a value, never SQL.
        let result = try QueryRunner(databasePath: database)
            .run(sql: report.sql, arguments: try report.arguments(["name": "x' OR 1=1 --"]))
        #expect(result.rows.isEmpty)
        #expect(try count(database, "files") == 5)
    }

    @Test func schemaDocumentsEveryTableAndColumn() throws {
        let actual = try DatabaseQueue(path: database).read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                    ORDER BY name
                    """
            ).map { table in (table, try db.columns(in: table).map(\.name)) }
        }
        let documented = Dictionary(uniqueKeysWithValues: SchemaCatalog.tables.map { ($0.name, $0) })
        for (table, columns) in actual {
            let doc = try #require(documented[table], "table \(table) has no '-- table' comment in Schema/")
            #expect(!doc.summary.isEmpty)
            #expect(doc.columns.map(\.name) == columns, "columns of \(table) and their comments differ")
            for column in doc.columns { #expect(!column.meaning.isEmpty, "\(table).\(column.name) has no meaning") }
        }
        #expect(Set(documented.keys) == Set(actual.map(\.0)))
    }
}
