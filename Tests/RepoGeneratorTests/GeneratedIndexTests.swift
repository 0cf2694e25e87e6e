import Foundation
import GRDB
import RepoGenerator
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
@testable import SourceParsing
@testable import SwiftSourceParsing
import Testing

/// sbdb indexes a generated repository into exactly the links the generator planted: every
/// mechanism, the broken ones as broken, the orphan xibs as unused.
@Suite struct GeneratedIndexTests {
    let tree: TemporaryDirectory
    let repository: GeneratedRepository
    let database: String

    init() throws {
        tree = try TemporaryDirectory()
        repository = try RepoGenerator(shape: .tiny, seed: 1).write(to: tree.url)
        database = tree.file(".sbdb/index.sqlite").path
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
    }

    private func lines(_ sql: String) throws -> [String] {
        try DatabaseQueue(path: database).read { db in
            try String.fetchAll(db, sql: sql)
        }
    }

    /// The generated Swift is mostly function bodies without a link: they are blanked before
    /// parsing, and the facts of every file are the same as without blanking.
    @Test func blankingBodiesChangesNoFactOfAnyGeneratedSwiftFile() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: tree.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        var blanked = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: tree.file(file)))
            if SwiftBodyBlanker(bytes).blanked() != nil { blanked += 1 }
            #expect(SwiftScanner.scan(bytes) == SwiftScanner.scan(bytes, blankingBodies: false), "\(file)")
        }
        #expect(blanked * 2 > files.count, "only \(blanked) of \(files.count) files had a body blanked")
    }

    @Test func everyPlantedLinkIsFoundAndNothingElse() throws {
        let found = try lines(
            """
            SELECT sf.path || '|' || i.mechanism || '|' || coalesce(i.target_name, 'NULL') || '|'
                   || coalesce(i.target_identifier, 'NULL') || '|' || coalesce(i.problem, 'NULL')
            FROM includes i JOIN files sf ON sf.id = i.source_file_id
            """
        ).sorted()
        #expect(found == repository.plan.links.map(\.description))
    }

    @Test func brokenIncludesListsExactlyThePlantedBrokenLinks() throws {
        let report = try #require(ReportCatalog.report(named: "broken-includes"))
        let result = try QueryRunner(databasePath: database).run(sql: report.sql)
        let broken = result.rows.map { row in "\(row[1].text)|\(row[3].text)|\(row[4].text)|\(row[6].text)" }.sorted()
        let planted = repository.plan.links.filter { $0.problem != nil }
            .map { "\($0.source)|\($0.mechanism)|\($0.target)|\($0.problem!)" }.sorted()
        #expect(broken == planted)
        #expect(planted.count == 2)
    }

    @Test func unusedNibsListsExactlyTheOrphans() throws {
        let report = try #require(ReportCatalog.report(named: "unused-nibs"))
        let result = try QueryRunner(databasePath: database).run(sql: report.sql)
        #expect(result.rows.map { $0[1].text } == repository.plan.unusedNibs)
        #expect(!repository.plan.unusedNibs.isEmpty)
    }

    @Test func everyGeneratedFileIsIndexedWithoutDiagnostics() throws {
        #expect(try lines("SELECT path FROM files WHERE status <> 'ok'").isEmpty)
        #expect(try lines("SELECT message FROM diagnostics").isEmpty)
        #expect(try lines("SELECT path FROM files").count == repository.totalFiles)
    }
}
