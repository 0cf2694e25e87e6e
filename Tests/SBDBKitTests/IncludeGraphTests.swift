import Foundation
import SBDBReports
import SBDBTestSupport
import Testing

/// The include graph as `sbdb graph` and the report page draw it: one edge per link, however many
/// places make it, and test code's links left out when asked.
@Suite struct IncludeGraphTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        tree = try TemporaryDirectory()
        let xib = try String(contentsOf: Fixtures.url("Repos/BoundNames/App/Orphan.xib"), encoding: .utf8)
        try tree.write("App/Card.xib", xib)
        try tree.write("AppTests/Fixture.xib", xib)
        try tree.write(
            "App/Loader.swift",
            """
            import UIKit
            final class Loader {
                func first() -> UINib { UINib(nibName: "Card", bundle: nil) }
                func second() -> UINib { UINib(nibName: "Card", bundle: nil) }
            }
            """)
        try tree.write(
            "AppTests/LoaderTests.swift",
            """
            import UIKit
            final class LoaderTests {
                func fixture() -> UINib { UINib(nibName: "Fixture", bundle: nil) }
                func card() -> UINib { UINib(nibName: "Card", bundle: nil) }
            }
            """)
        database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
    }

    func edges(_ graph: IncludeGraph) -> [String] {
        graph.edges.map { "\($0.from) -> \($0.to): \($0.label)" }
    }

    @Test func aLinkMadeInSeveralPlacesIsOneEdge() throws {
        let graph = try IncludeGraph.load(databasePath: database)
        #expect(
            edges(graph) == [
                "App/Loader.swift -> App/Card.xib: code ×2",
                "AppTests/LoaderTests.swift -> AppTests/Fixture.xib: code",
                "AppTests/LoaderTests.swift -> App/Card.xib: code",
            ])
    }

    @Test func testCodesLinksAreLeftOutWhenAsked() throws {
        let graph = try IncludeGraph.load(databasePath: database, excludingTests: true)
        #expect(edges(graph) == ["App/Loader.swift -> App/Card.xib: code ×2"])
        #expect(graph.nodes.map(\.key) == ["App/Loader.swift", "App/Card.xib"])
    }
}
