import Foundation
@testable import SBDBCore
@testable import SBDBIndexing
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// The pieces under the watcher: path batches in the indexer, the walker's rules for one
/// subtree, polling, and the fall back to polling when inotify runs out of watches.
@Suite(.serialized) struct WatchBackendTests {
    @Test func outermostPathsNormaliseAndDropNestedOnes() {
        #expect(IndexScope.outermost(["App/A.xib", "./App//B.xib/", "App", "Other/C.xib", "Apple/D.xib"]) == ["App", "Apple/D.xib", "Other/C.xib"])
        #expect(IndexScope.outermost(["App/A.xib", "."]) == [""])
        #expect(IndexScope.outermost([String]()) == [])
    }

    @Test func subtreeWalkFollowsTheFullWalksRules() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let walker = RepositoryWalker(root: tree.path, excludes: ["App/Views"])
        #expect(walker.walk(subpath: "Pods").files.map(\.relativePath) == ["Pods/Lib/Spinner.xib"])
        #expect(walker.walk(subpath: "Pods/Lib/Spinner.xib").files.map(\.vendored) == [true])
        #expect(walker.walk(subpath: "App/Broken.xib").files.map(\.vendored) == [false])
        #expect(walker.walk(subpath: "node_modules/pkg/Ignored.xib").files.isEmpty)
        #expect(walker.walk(subpath: "App/Views/Card View.xib").files.isEmpty)
        #expect(walker.walk(subpath: "App/Missing.xib").files.isEmpty)
        let full = walker.walk().files.filter { $0.relativePath.hasPrefix("App/") }
        #expect(walker.walk(subpath: "App").files == full)
        #expect(walker.reaches("App/Base.lproj/Main.storyboard"))
        #expect(!walker.reaches("node_modules/pkg/Ignored.xib"))
        #expect(!walker.reaches("App/Views/Card View.xib"))
    }

    @Test func pathRunMatchesAFullRunAndIsOneBatch() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        try tree.write("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        try tree.write("New/Sub/Card.xib", WatchTexts.xib(viewClass: "CardView"))
        try FileManager.default.removeItem(at: tree.file("App/Banner.xib"))
        let indexer = Indexer(store: try Store(path: database), root: tree.path)
        let summary = try indexer.run(paths: ["App/Detail.storyboard", "New", "App/Banner.xib", "App/NotThere.xib"])
        #expect(summary.added == 2)
        #expect(summary.removed == 1)
        #expect(summary.parsed == 2)
        #expect(try rows(database, WatcherTests.referenceState) == ["Detail|NULL"])
        #expect(try rows(database, WatcherTests.codeLinks) == ["Banner|missing-file"])
        let scratch = try TemporaryDirectory()
        let fresh = scratch.file("fresh.sqlite").path
        try index(tree.path, database: fresh)
        #expect(try DatabaseDump.lines(database) == DatabaseDump.lines(fresh))
        // A path whose content did not change is hashed, not parsed, even when its mtime moved.
        try tree.bumpModificationTime("App/Detail.storyboard")
        let again = try indexer.run(paths: ["App/Detail.storyboard"])
        #expect(again.parsed == 0)
        #expect(again.unchanged == 1)
    }

    #if os(Linux)
    @Test func sameSizeAndMtimeChangeIsStillReadByAPathRun() throws {
        // File systems with coarse timestamps can keep size and mtime across a save; the
        // watcher knows the file changed, so the content decides.
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        let path = tree.file("App/Banner.xib").path
        var before = stat()
        #expect(stat(path, &before) == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "BannerView", with: "BannerVieW").utf8).write(to: tree.file("App/Banner.xib"))
        let times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        #expect(try index(tree.path, database: database).parsed == 0)  // the full walk trusts size and mtime
        let summary = try Indexer(store: try Store(path: database), root: tree.path).run(paths: ["App/Banner.xib"])
        #expect(summary.changed == 1)
        #expect(try rows(database, "SELECT custom_class FROM views WHERE custom_class LIKE 'Banner%'") == ["BannerVieW"])
    }
    #endif

    @Test func pollingSeesCreatesChangesAndDeletes() throws {
        var options = WatchHarness.defaultOptions
        options.polling = true
        let harness = try WatchHarness(options: options)
        defer { try? harness.stop() }
        #expect(harness.backend == "polling")
        // Saves here are atomic (write, then rename), as editors save.
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        harness.expectRows(WatcherTests.referenceState, ["Detail|NULL"])
        try harness.save("Feature/Card.xib", WatchTexts.xib(viewClass: "CardView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Card'", ["Feature/Card.xib"])
        try FileManager.default.removeItem(at: harness.tree.file("Feature"))
        try FileManager.default.removeItem(at: harness.tree.file("App/Detail.storyboard"))
        harness.expectRows(WatcherTests.referenceState, ["Detail|missing-file"])
        harness.expectRows("SELECT count(*) FROM files WHERE name = 'Card'", ["0"])
        try harness.expectEqualToFreshIndex()
    }

    #if os(Linux)
    @Test func outOfWatchesAtStartSaysHowToFixItAndPolls() throws {
        var options = WatchHarness.defaultOptions
        options.inotifyWatchLimit = 1  // the tree has App and App/Sources
        let harness = try WatchHarness(options: options)
        defer { try? harness.stop() }
        #expect(harness.backend == "polling")
        let warning = harness.warnings.first ?? ""
        #expect(warning.contains("ran out of inotify watches"))
        #expect(warning.contains("sudo sysctl fs.inotify.max_user_watches="))
        #expect(warning.contains("Falling back to scanning every 0.2 s"))
        try harness.save("App/Sources/Deep.xib", WatchTexts.xib(viewClass: "DeepView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Deep'", ["App/Sources/Deep.xib"])
    }

    @Test func outOfWatchesForANewFolderFallsBackWithoutMissingItsFiles() throws {
        var options = WatchHarness.defaultOptions
        options.inotifyWatchLimit = 3  // root, App, App/Sources: nothing left for new folders
        let harness = try WatchHarness(options: options)
        defer { try? harness.stop() }
        #expect(harness.backend == "inotify")
        try harness.save("Feature/Card.xib", WatchTexts.xib(viewClass: "CardView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Card'", ["Feature/Card.xib"])
        #expect(eventually { harness.warnings.contains { $0.contains("ran out of inotify watches") } })
        // Now polling: a file in the unwatched folder is still seen.
        try harness.save("Feature/Sub/Tile.xib", WatchTexts.xib(viewClass: "TileView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Tile'", ["Feature/Sub/Tile.xib"])
        try harness.expectEqualToFreshIndex()
    }
    #endif

    @Test func configurationChangeReloadsAndRebuilds() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        var options = WatchHarness.defaultOptions
        let root = tree.path
        options.reloadConfiguration = { try SBDBConfiguration.load(root: root) }
        let harness = try WatchHarness(options: options, tree: tree)
        defer { try? harness.stop() }
        try harness.save("Legacy/Old.xib", WatchTexts.xib(viewClass: "OldView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Old'", ["Legacy/Old.xib"])
        try harness.save(".sbdb.yml", "exclude: [\"Legacy\"]\n")
        harness.expectRows("SELECT count(*) FROM files WHERE name = 'Old'", ["0"])
        // The excluded folder is no longer watched into the index.
        try harness.save("Legacy/Older.xib", WatchTexts.xib(viewClass: "OlderView"))
        try harness.save("App/Late.xib", WatchTexts.xib(viewClass: "LateView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Late'", ["App/Late.xib"])
        #expect(try rows(harness.database, "SELECT count(*) FROM files WHERE path LIKE 'Legacy/%'") == ["0"])
    }
}
