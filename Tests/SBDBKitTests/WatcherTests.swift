import Foundation
import GRDB
@testable import SBDBStore
import SBDBTestSupport
@testable import SBDBWatch
import Testing

/// `Watcher` in-process over a temporary tree: every kind of change reaches the database, with
/// the links that depend on it, and the result always equals a fresh index.
@Suite(.serialized) struct WatcherTests {
    static let referenceState = "SELECT target_name, problem FROM includes WHERE mechanism = 'storyboard-reference'"
    static let codeLinks = "SELECT target_name, problem FROM includes WHERE mechanism = 'code' ORDER BY target_name"

    @Test func startsWithAnIncrementalIndex() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        try index(tree.path, database: tree.file(".sbdb/index.sqlite").path)
        try tree.write("App/Offline.xib", WatchTexts.xib(viewClass: "OfflineView"))
        let harness = try WatchHarness(tree: tree)
        defer { try? harness.stop() }
        guard case .ready(let summary, _)? = harness.reports.first else {
            Issue.record("no ready report")
            return
        }
        #expect(summary.added == 1)
        #expect(summary.unchanged == 3)
        #expect(summary.parsed == 1)
        #if os(Linux)
        #expect(harness.backend == "inotify")
        #endif
    }

    @Test(arguments: WatchMode.available) func storyboardAppearingAndDisappearingChangesTheLinksThatNameIt(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        harness.expectRows(Self.referenceState, ["Detail|missing-file"])
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        harness.expectRows(Self.referenceState, ["Detail|NULL"])
        harness.expectRows("SELECT custom_class FROM views WHERE custom_class = 'DetailViewController'", ["DetailViewController"])
        try FileManager.default.removeItem(at: harness.tree.file("App/Detail.storyboard"))
        harness.expectRows(Self.referenceState, ["Detail|missing-file"])
        harness.expectRows("SELECT count(*) FROM files WHERE name = 'Detail'", ["0"])
        try harness.expectEqualToFreshIndex()
    }

    @Test(arguments: WatchMode.available) func modifiedAndRenamedIBFiles(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        // Modify in place (not Xcode's way): the reference now names Settings.
        let main = try String(contentsOf: harness.tree.file("App/Main.storyboard"), encoding: .utf8)
        try Data(main.replacingOccurrences(of: "storyboardName=\"Detail\"", with: "storyboardName=\"Settings\"").utf8)
            .write(to: harness.tree.file("App/Main.storyboard"))
        harness.expectRows(Self.referenceState, ["Settings|missing-file"])
        // Rename a xib: the old path goes, the new one comes, and the code link follows the name.
        try FileManager.default.moveItem(at: harness.tree.file("App/Banner.xib"), to: harness.tree.file("App/Promo.xib"))
        harness.expectRows("SELECT path FROM files WHERE kind = 'xib' ORDER BY path", ["App/Promo.xib"])
        harness.expectRows(Self.codeLinks, ["Banner|missing-file"])
        try FileManager.default.moveItem(at: harness.tree.file("App/Promo.xib"), to: harness.tree.file("App/Banner.xib"))
        harness.expectRows(Self.codeLinks, ["Banner|NULL"])
        try harness.expectEqualToFreshIndex()
    }

    @Test(arguments: WatchMode.available) func swiftFileChangesReplaceItsClassesAndCodeLinks(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        try harness.save("App/Sources/CardView.swift", WatchTexts.swift(className: "CardView", loadsNib: "Card"))
        harness.expectRows("SELECT name FROM classes ORDER BY name", ["CardView", "HomeViewController"])
        harness.expectRows(Self.codeLinks, ["Banner|NULL", "Card|missing-file"])
        try harness.save("App/Sources/CardView.swift", WatchTexts.swift(className: "TileView", loadsNib: "Banner"))
        harness.expectRows("SELECT name FROM classes ORDER BY name", ["HomeViewController", "TileView"])
        harness.expectRows(Self.codeLinks, ["Banner|NULL", "Banner|NULL"])
        try FileManager.default.removeItem(at: harness.tree.file("App/Sources/CardView.swift"))
        harness.expectRows("SELECT name FROM classes ORDER BY name", ["HomeViewController"])
        harness.expectRows(Self.codeLinks, ["Banner|NULL"])
        try harness.expectEqualToFreshIndex()
    }

    @Test(arguments: WatchMode.available) func wholeDirectoriesComeMoveAndGo(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        // Created and filled at once: files written before the new folder's watch exists
        // are found by the walk of the folder.
        for index in 0..<5 {
            try harness.tree.write("Feature/Deep/Er/View\(index).xib", WatchTexts.xib(viewClass: "View\(index)"))
        }
        harness.expectRows("SELECT count(*) FROM files WHERE path LIKE 'Feature/Deep/Er/%'", ["5"])
        // A file added later in the new folder proves the folder is watched.
        try harness.tree.write("Feature/Deep/Late.xib", WatchTexts.xib(viewClass: "LateView"))
        harness.expectRows("SELECT path FROM files WHERE name = 'Late'", ["Feature/Deep/Late.xib"])
        try FileManager.default.moveItem(at: harness.tree.file("Feature"), to: harness.tree.file("Moved"))
        harness.expectRows("SELECT count(*) FROM files WHERE path LIKE 'Moved/%'", ["6"])
        harness.expectRows("SELECT count(*) FROM files WHERE path LIKE 'Feature/%'", ["0"])
        // The moved folder is watched under its new name.
        try harness.tree.write("Moved/Deep/Er/View9.xib", WatchTexts.xib(viewClass: "View9"))
        harness.expectRows("SELECT path FROM files WHERE name = 'View9'", ["Moved/Deep/Er/View9.xib"])
        try FileManager.default.removeItem(at: harness.tree.file("Moved"))
        harness.expectRows("SELECT count(*) FROM files WHERE path LIKE 'Moved/%'", ["0"])
        try harness.expectEqualToFreshIndex()
    }

    @Test(arguments: WatchMode.available) func skippedAndVendoredFoldersFollowTheWalkersRules(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        try harness.tree.write("node_modules/pkg/Ignored.xib", WatchTexts.xib(viewClass: "Ignored"))
        try harness.tree.write(".git/Hidden.xib", WatchTexts.xib(viewClass: "Hidden"))
        try harness.tree.write("Pods/Lib/Spinner.xib", WatchTexts.xib(viewClass: "Spinner"))
        harness.expectRows(
            "SELECT path, vendored FROM files WHERE kind = 'xib' ORDER BY path",
            [
                "App/Banner.xib|0", "Pods/Lib/Spinner.xib|1",
            ])
        try harness.expectEqualToFreshIndex()
    }

    @Test func burstsAreCoalescedIntoFewBatches() throws {
        var options = WatchHarness.defaultOptions
        options.debounce = 0.3
        let harness = try WatchHarness(options: options)
        defer { try? harness.stop() }
        for index in 0..<40 {
            try harness.save("Burst/Item\(index).xib", WatchTexts.xib(viewClass: "Item\(index)"))
        }
        harness.expectRows("SELECT count(*) FROM files WHERE path LIKE 'Burst/%'", ["40"])
        // A batch is reported after its transaction commits: the rows may be seen first.
        #expect(eventually { harness.batches.reduce(0) { $0 + $1.added } == 40 })
        let batches = harness.batches.filter { $0.added > 0 }
        #expect(batches.count <= 4, "40 saves within a debounce window took \(batches.count) batches")
    }

    @Test func changeDuringABatchIsNotOverwrittenByTheOlderRead() throws {
        let written = LockedFlag()
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
        let target = tree.file("App/Banner.xib")
        // The first time a batch has read its files, Banner.xib changes again before the
        // batch writes what it read: the database must end with the second version.
        let harness = try WatchHarness(
            tree: tree,
            beforeWrite: {
                guard written.setOnce() else { return }
                try? Data(WatchTexts.xib(viewClass: "SecondBanner").utf8).write(to: target)
            })
        defer { try? harness.stop() }
        try Data(WatchTexts.xib(viewClass: "FirstBanner").utf8).write(to: target)
        harness.expectRows(
            "SELECT custom_class FROM views v JOIN files f ON f.id = v.file_id WHERE f.path = 'App/Banner.xib'",
            [
                "SecondBanner"
            ])
        #expect(written.isSet)
        try harness.expectEqualToFreshIndex()
    }

    @Test(arguments: WatchMode.available) func aReaderNeverSeesHalfABatch(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        defer { try? harness.stop() }
        let stop = LockedFlag()
        let problems = LockedList()
        let reads = LockedList()
        let reader = Thread {
            do {
                // A reader as any tool is: a read-only connection, no writer lock.
                var configuration = Configuration()
                configuration.readonly = true
                let store = try DatabaseQueue(path: harness.database, configuration: configuration)
                while !stop.isSet {
                    // In one snapshot, the link's state always matches whether Detail exists,
                    // and every burst file has its document: files and links are one transaction.
                    let (detailFiles, resolved, files, documents) = try store.read { db in
                        (
                            try Int.fetchOne(db, sql: "SELECT count(*) FROM files WHERE name = 'Detail'") ?? -1,
                            try Int.fetchOne(db, sql: "SELECT count(*) FROM includes WHERE target_name = 'Detail' AND problem IS NULL") ?? -1,
                            try Int.fetchOne(db, sql: "SELECT count(*) FROM files WHERE path LIKE 'Burst/%'") ?? -1,
                            try Int.fetchOne(db, sql: "SELECT count(*) FROM documents d JOIN files f ON f.id = d.file_id WHERE f.path LIKE 'Burst/%'") ?? -1
                        )
                    }
                    reads.append("\(files)")
                    if detailFiles != resolved { problems.append("Detail files \(detailFiles), resolved links \(resolved)") }
                    if files != documents { problems.append("\(files) burst files but \(documents) documents") }
                }
            } catch {
                problems.append("reader failed: \(error)")
            }
            stop.setOnce()
        }
        reader.start()
        for round in 0..<6 {
            for index in 0..<30 {
                // Saved atomically, as editors do: a half-written file would fail to parse.
                try harness.save("Burst/Item\(index).xib", WatchTexts.xib(viewClass: "Round\(round)Item\(index)"))
            }
            try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
            harness.expectRows(Self.referenceState, ["Detail|NULL"])
            try FileManager.default.removeItem(at: harness.tree.file("App/Detail.storyboard"))
            harness.expectRows(Self.referenceState, ["Detail|missing-file"])
        }
        harness.expectRows("SELECT count(*) FROM views WHERE custom_class LIKE 'Round5Item%'", ["30"])
        stop.setOnce()
        while !reader.isFinished { usleep(10_000) }
        #expect(problems.items.isEmpty, "\(problems.items.prefix(5))")
        #expect(reads.items.count > 10, "the reader should have run during the bursts")
    }

    @Test func secondWriterFailsNamingTheWatch() throws {
        let harness = try WatchHarness()
        defer { try? harness.stop() }
        #expect {
            try index(harness.tree.path, database: harness.database)
        } throws: { error in
            guard case .writerBusy(_, let holder) = error as? StoreError else { return false }
            return holder.contains("sbdb watch") && holder.contains("pid \(ProcessInfo.processInfo.processIdentifier)")
        }
        #expect(throws: StoreError.self) {
            try Watcher(store: try Store(path: harness.database), root: harness.tree.path).run { _ in }
        }
    }

    @Test func watchersStartedAndStoppedInARowTearDownCleanly() throws {
        // Each harness is let go right after `stop`, while its watcher thread is still ending:
        // that thread often drops the last reference to the harness, its Watcher and its Store.
        // When it did so during the thread's teardown, this aborted the process with heap
        // corruption within a few rounds.
        for round in 0..<12 {
            var options = WatchHarness.defaultOptions
            options.polling = round % 3 == 2
            let harness = try WatchHarness(options: options)
            try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
            harness.expectRows(Self.referenceState, ["Detail|NULL"])
            try harness.stop()
        }
    }

    @Test(arguments: WatchMode.available) func stopFinishesAndLeavesTheDatabaseEqualToAFreshIndex(mode: WatchMode) throws {
        let harness = try WatchHarness(mode: mode)
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        harness.expectRows(Self.referenceState, ["Detail|NULL"])
        try harness.stop()
        #expect(try rows(harness.database, "PRAGMA integrity_check") == ["ok"])
        // The binary's lock is released with it: an index can run. (In process, the watcher's
        // Store holds the lock for as long as it lives, by design.)
        guard mode == .binary else { return }
        let summary = try index(harness.tree.path, database: harness.database)
        #expect(summary.parsed == 0)
    }
}

/// A flag shared with another thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }

    /// Sets the flag; true when this call set it.
    @discardableResult
    func setOnce() -> Bool {
        lock.withLock {
            defer { value = true }
            return !value
        }
    }
}

/// Lines shared with another thread.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    var items: [String] { lock.withLock { values } }
    func append(_ value: String) { lock.withLock { values.append(value) } }
}
