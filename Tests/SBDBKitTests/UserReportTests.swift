import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// A team's own reports: discovery, headers, errors that name the file and line, and
/// parameters that are bound, never spliced.
@Suite struct UserReportTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Mini")
    }

    @Test func reportsInAFolderJoinTheBuiltInOnes() throws {
        try tree.write(
            ".sbdb/queries/xibs-by-folder.sql",
            """
            -- summary: Xibs per folder.
            -- columns: folder, xibs
            SELECT rtrim(path, replace(path, '/', '')) AS folder, count(*) AS xibs
            FROM files WHERE kind = 'xib' GROUP BY 1 ORDER BY 1
            """)
        try tree.write(".sbdb/queries/notes.txt", "not a report")
        let catalog = try ReportCatalog(directories: [ReportCatalog.userDirectory(forRoot: tree.path)])
        #expect(catalog.reports.count == ReportCatalog.builtIn.count + 1)
        let report = try catalog.require("xibs-by-folder")
        #expect(report.isUserReport)
        #expect(report.origin == tree.file(".sbdb/queries/xibs-by-folder.sql").path)
        let result = try QueryRunner(databasePath: database).run(report)
        #expect(result.columns == report.columns)
        #expect(result.rows.map { $0.map(\.text) } == [["App/", "1"], ["App/Views/", "1"], ["Pods/Lib/", "1"]])
    }

    @Test func aUserReportWithABuiltInNameReplacesItWithAWarning() throws {
        try tree.write("mine/unused-nibs.sql", "-- summary: Ours.\nSELECT 1 AS one")
        let catalog = try ReportCatalog(directories: [tree.file("mine").path])
        #expect(catalog.reports.count == ReportCatalog.builtIn.count)
        #expect(try catalog.require("unused-nibs").summary == "Ours.")
        #expect(catalog.warnings == ["\(tree.file("mine/unused-nibs.sql").path): replaces the report 'unused-nibs' from built-in"])
    }

    @Test func aSQLErrorNamesTheFileAndTheLine() throws {
        try tree.write(
            "q/bad.sql",
            """
            -- summary: Broken on purpose.
            SELECT path,
                   no_such_column
            FROM files
            """)
        let report = try ReportCatalog(directories: [tree.file("q").path]).require("bad")
        #expect(throws: QueryError.invalidSQL(message: "no such column: no_such_column", origin: tree.file("q/bad.sql").path, line: 3)) {
            try QueryRunner(databasePath: database).run(report)
        }
        let error = try #require(throws: QueryError.self) { try QueryRunner(databasePath: database).run(report) }
        #expect(error.localizedDescription == "\(tree.file("q/bad.sql").path):3: no such column: no_such_column")
    }

    @Test func aBadHeaderNamesTheFileAndTheLine() throws {
        try tree.write("q/header.sql", "-- summary: Bad parameter.\n-- param: na-me x\nSELECT :name")
        #expect(
            throws: QueryError.invalidReport(
                path: tree.file("q/header.sql").path, line: 2,
                problem: "'-- param:' needs a name made of letters, digits and _, then an optional default")
        ) {
            try ReportCatalog(directories: [tree.file("q").path])
        }
        try FileManager.default.removeItem(at: tree.file("q/header.sql"))
        try tree.write("q/empty.sql", "-- summary: Nothing.\n\n-- just comments\n")
        #expect(throws: QueryError.invalidReport(path: tree.file("q/empty.sql").path, line: 1, problem: "the file holds no SQL statement after its header")) {
            try ReportCatalog(directories: [tree.file("q").path])
        }
    }

    @Test func aMissingFolderIsAnErrorOnlyWhenAskedFor() throws {
        let missing = tree.file("nowhere").path
        #expect(try ReportCatalog(directories: [missing]).reports.count == ReportCatalog.builtIn.count)
        #expect(throws: ReportCatalogError.noSuchFolder(path: missing)) {
            try ReportCatalog(directories: [missing], required: [missing])
        }
    }

    @Test func parametersAreBoundNeverSpliced() throws {
        try tree.write(
            "q/by-name.sql",
            """
            -- summary: Files with one name.
            -- param: name Main
            SELECT path FROM files WHERE name = :name ORDER BY path
            """)
        let report = try ReportCatalog(directories: [tree.file("q").path]).require("by-name")
        let runner = QueryRunner(databasePath: database)
        #expect(try runner.run(report).rows == [[.text("App/Base.lproj/Main.storyboard")]])
        #expect(try runner.run(report, parameters: ["name": "Card View"]).rows == [[.text("App/Views/Card View.xib")]])
        let injection = "x' OR '1'='1"
        #expect(try runner.run(report, parameters: ["name": injection]).rows.isEmpty)
        #expect(try runner.run(report, parameters: ["name": "Main'; DROP TABLE files; --"]).rows.isEmpty)
        #expect(try count(database, "files") == 5)
        #expect(throws: QueryError.unknownParameter(report: "by-name", parameter: "nam", known: ["name"])) {
            try runner.run(report, parameters: ["nam": "Main"])
        }
    }

    @Test func theListDescribesEveryReportForTools() throws {
        try tree.write(
            "q/by-name.sql",
            "-- summary: Files with one name.\n-- columns: path\n-- param: name Main\n-- param: kind\nSELECT path FROM files WHERE name = :name AND kind = :kind"
        )
        let catalog = try ReportCatalog(directories: [tree.file("q").path])
        let decoded = try JSONDecoder().decode([ReportDescription].self, from: Data(ReportDescription.json(catalog.reports).utf8))
        #expect(decoded.map(\.name) == catalog.reports.map(\.name))
        let mine = try #require(decoded.last)
        #expect(mine == ReportDescription(try catalog.require("by-name")))
        #expect(mine.parameters == [.init(name: "name", default: "Main"), .init(name: "kind", default: nil)])
        #expect(mine.columns == ["path"])
        #expect(mine.origin == tree.file("q/by-name.sql").path)
        let table = ReportDescription.result(catalog.reports)
        #expect(table.rows.last == [.text("by-name"), .text("Files with one name."), .text("name=Main kind"), .text(mine.origin), .text("finding")])
    }

    @Test func viewsNameWhatTablesNumber() throws {
        #expect(
            try rows(database, "SELECT source, source_kind, mechanism, target_name, target, problem FROM include_edges ORDER BY id") == [
                "Main|storyboard|storyboard-reference|Checkout|NULL|missing-file",
                "Info|plist|info-plist|Main|Main|NULL",
            ])
        #expect(
            try rows(database, "SELECT path, element, custom_class, parent_element FROM view_details WHERE custom_class = 'CardView' ORDER BY path") == [
                "App/Base.lproj/Main.storyboard|view|CardView|view",
                "App/Views/Card View.xib|placeholder|CardView|NULL",
            ])
        #expect(try count(database, "outlet_details") == count(database, "outlets"))
    }
}
