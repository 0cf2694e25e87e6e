import Foundation
import GRDB
@testable import SBDBIndexing
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// A full run, `--only` and a watcher's batch go through one pipeline (`Indexer.run(_:)`): the
/// same stages, with the scope choosing the policy.
@Suite struct IndexPipelineTests {
    @Test func theScopeChoosesThePolicy() {
        #expect(IndexScope.of(["App/A.xib", "./App//B.xib/"]) == .paths(["App/A.xib", "App/B.xib"]))
        #expect(IndexScope.of(["App/A.xib", "."]) == .whole)
        #expect(IndexScope.whole.roots == [""])
        var options = IndexOptions()
        options.batchSize = 16
        #expect(
            RunPolicy(scope: .whole, options: options)
                == RunPolicy(
                    trustsSizeAndMtime: true, batchSize: 16, deferIndexesFrom: Indexer.deferIndexesFrom, insertsNewFilesUnchecked: true))
        #expect(
            RunPolicy(scope: .paths(["App"]), options: options)
                == RunPolicy(
                    trustsSizeAndMtime: false, batchSize: nil, deferIndexesFrom: nil, insertsNewFilesUnchecked: false))
    }

    @Test func everyScopeRunsTheSameStages() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        let database = tree.file(".sbdb/index.sqlite").path
        let whole = try index(tree.path, database: database)
        #expect(whole.phases.map(\.name) == ["walk", "load", "read+write", "bookkeeping", "links", "commit"])
        try tree.write("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        let paths = try Indexer(store: try Store(path: database), root: tree.path).run(paths: ["App/Detail.storyboard"])
        // One transaction: every file read before it, then the files, removals and links in it.
        #expect(paths.phases.map(\.name) == ["walk", "load", "read", "write", "bookkeeping", "links", "commit"])
        #expect(paths.added == 1)
        #expect(paths.seen == 1)
    }

    @Test func aPathRunOnADatabaseOfAnotherParserRunsWhole() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        let database = tree.file(".sbdb/index.sqlite").path
        let first = try index(tree.path, database: database)
        try DatabaseQueue(path: database).write { try $0.execute(sql: "UPDATE meta SET value = 'old' WHERE name = 'parser_version'") }
        let summary = try Indexer(store: try Store(path: database), root: tree.path).run(paths: ["App/Banner.xib"])
        // Reading one path would leave the rest parsed by the old parser: every file is read.
        #expect(summary.seen == first.seen)
        #expect(summary.parsed == first.seen)
        #expect(summary.links == .rebuilt)
        #expect(summary.phases.map(\.name).contains("read+write"))
        #expect(try rows(database, "SELECT value FROM meta WHERE name = 'parser_version'") == [Indexer.parserVersion])
    }
}
