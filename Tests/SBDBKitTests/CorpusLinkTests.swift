import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// The link mechanism each seed repository of the corpus is known for is found and resolved
/// (skipped when ../shared/corpus is absent).
@Suite(.enabled(if: Fixtures.corpus != nil, Comment(rawValue: Fixtures.corpusMissing)))
struct CorpusLinkTests {
    let scratch: TemporaryDirectory
    let database: String

    init() throws {
        scratch = try TemporaryDirectory()
        database = scratch.file("corpus.sqlite").path
        try index(try #require(Fixtures.corpus).path, database: database)
    }

    func linkCounts(_ repository: String, _ mechanism: String) throws -> (all: Int, resolved: Int) {
        let counts = try rows(
            database,
            """
            SELECT count(*), sum(i.problem IS NULL AND i.target_file_id IS NOT NULL) FROM includes i JOIN files f ON f.id = i.source_file_id
            WHERE f.path LIKE '\(repository)/%' AND i.mechanism = '\(mechanism)'
            """)[0].split(separator: "|").compactMap { Int($0) }
        return (counts[0], counts[1])
    }

    func chain(_ path: String) throws -> String? {
        try rows(database, "SELECT d.chain FROM include_depths d JOIN files f ON f.id = d.file_id WHERE f.path = '\(path)'").first
    }

    @Test(arguments: [
        ("mleiv__IBIncludedStoryboard", "ib-included-storyboard", 2),
        ("mleiv__IBIncludedStoryboard", "ib-included-nib", 2),
        ("mleiv__IBIncludedThing", "ib-included-thing", 8),
        ("levigroker__GRKStoryboardProxy", "grk-storyboard-proxy", 4),
        ("ilyapuchka__StoryboardsSegregation", "runtime-attributes", 4),
        ("rob-brown__RBStoryboardLink", "rb-storyboard-link", 5),
        ("briancroom__CrossStoryboardSegues", "cross-storyboard-segue", 3),
        ("benradler__TwoView", "legacy-nib-name", 1),
    ])
    func seedRepositoryMechanismIsFoundAndResolved(repository: String, mechanism: String, expected: Int) throws {
        let counts = try linkCounts(repository, mechanism)
        #expect(counts.all == expected, "\(repository): \(mechanism)")
        #expect(counts.resolved == expected, "\(repository): every \(mechanism) link resolves")
    }

    @Test func chainsNestAsTheDocumentationDescribes() throws {
        let included = "mleiv__IBIncludedStoryboard/IBIncludedStoryboardDemo/IBIncludedStoryboardDemo"
        #expect(try chain("\(included)/nibs/Nibs.storyboard") == "Main > Second > Nibs")
        #expect(try chain("\(included)/nibs/nib/Nib.xib") == "Main > Second > Nibs > Nib")
        let thing = "mleiv__IBIncludedThing/IBIncludedThingDemo/IBIncludedThingDemo"
        #expect(try chain("\(thing)/Fifth/Base.lproj/Fifth.xib") == "Flow1 > Flow2 > Fourth > Fifth")
        #expect(try chain("\(thing)/Sixth/Base.lproj/Sixth.xib") == "Flow1 > Flow2 > Fourth > Sixth")
        let segregation = "ilyapuchka__StoryboardsSegregation/Storyboards"
        #expect(try chain("\(segregation)/EmbedStoryboard.storyboard") == "Main > FirstStoryboard > EmbedStoryboard")
    }

    @Test func everyStoryboardReferenceIsExactlyOneLink() throws {
        #expect(
            try rows(
                database,
                """
                SELECT count(*) FROM storyboard_references r
                WHERE (SELECT count(*) FROM includes i WHERE i.source_view_id = r.view_id AND i.mechanism = 'storyboard-reference') <> 1
                """) == ["0"])
        #expect(
            try rows(database, "SELECT count(*) FROM includes WHERE mechanism = 'storyboard-reference'")
                == rows(database, "SELECT count(*) FROM storyboard_references"))
    }

    @Test func launchScreensMayBeXibs() throws {
        #expect(
            try rows(
                database,
                """
                SELECT t.path FROM includes i JOIN files f ON f.id = i.source_file_id JOIN files t ON t.id = i.target_file_id
                WHERE f.path = 'levigroker__GRKStoryboardProxy/GRKStoryboardProxyTestApp/GRKStoryboardProxyTestApp/Info.plist'
                  AND i.target_name = 'LaunchScreen'
                """) == ["levigroker__GRKStoryboardProxy/GRKStoryboardProxyTestApp/GRKStoryboardProxyTestApp/Base.lproj/LaunchScreen.xib"])
    }

    @Test func externalBundlesAreNotBroken() throws {
        #expect(
            try rows(
                database,
                """
                SELECT i.target_name, i.problem FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path LIKE 'LoopKit__Loop/%' AND i.mechanism = 'storyboard-reference' ORDER BY i.line
                """) == ["InsulinKit|external-bundle", "OverrideSelectionViewController|external-bundle"])
    }

    @Test(arguments: ReportCatalog.builtIn.map(\.name))
    func everyReportRunsOnTheCorpus(name: String) throws {
        let report = try #require(ReportCatalog.report(named: name))
        let sample = Dictionary(uniqueKeysWithValues: report.parameters.map { ($0.name, $0.defaultValue ?? "Main") })
        let result = try QueryRunner(databasePath: database).run(sql: report.sql, arguments: try report.arguments(sample))
        #expect(result.columns == report.columns)
    }
}
