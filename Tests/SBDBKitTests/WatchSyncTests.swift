import Foundation
@testable import SBDBStore
import SBDBTestSupport
@testable import SBDBWatch
import SBDBIndexing
import Testing

/// `sbdb index` while `sbdb watch` keeps the same database: the index asks the watch over its
/// local socket instead of failing on the writer lock or walking the tree; the watch makes sure
/// it has every change made before (a cookie file), indexes what is pending at once, without
/// waiting for quiet, and answers with that batch.
@Suite(.serialized) struct WatchSyncTests {
    /// A debounce and longest delay no test waits out (the binary's longest debounce is 60 s):
    /// an answer within the test's minute proves the batch did not wait for quiet.
    static var patientOptions: WatchOptions {
        var options = WatchHarness.defaultOptions
        options.debounce = 60
        options.maxDelay = 600
        return options
    }

    @Test func aSyncIndexesWhatChangedAtOnceAndSaysWhat() throws {
        let harness = try WatchHarness(options: Self.patientOptions)
        defer { try? harness.stop() }
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        let answer = try Self.sync(harness.watcher!)
        #expect(answer.summary?.added == 1)
        #expect(answer.summary?.seen == 1)
        // The rows are there when the answer comes, not after the debounce.
        #expect(try rows(harness.database, WatcherTests.referenceState) == ["Detail|NULL"])
        // Nothing changed since: an answer with nothing done, and the cookie files are gone.
        #expect(try Self.sync(harness.watcher!).summary?.seen == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: harness.tree.path).filter { $0.hasPrefix(Watcher.cookiePrefix) }
        #expect(left.isEmpty)
    }

    @Test func aPollingWatchComparesTheWholeTreeForASync() throws {
        var options = Self.patientOptions
        options.polling = true
        options.pollInterval = 600
        let harness = try WatchHarness(options: options)
        defer { try? harness.stop() }
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        let answer = try Self.sync(harness.watcher!)
        #expect(answer.summary?.added == 1)
        #expect(try rows(harness.database, WatcherTests.referenceState) == ["Detail|NULL"])
    }

    @Test func theIndexCommandAsksARunningWatch() throws {
        let harness = try WatchHarness(mode: .binary, options: Self.patientOptions)
        defer { try? harness.stop() }
        try harness.save("App/Detail.storyboard", WatchTexts.storyboard(scene: "Detail"))
        let run = try runSBDB(["index", harness.tree.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("sbdb watch, pid "), "\(run.stderr)")
        // Its batch, or (on a loaded machine, after the watch's longest delay) the batch before it.
        #expect(
            run.stderr.contains("its batch: 1 files: 1 added") || run.stderr.contains("nothing had changed since its last batch"),
            "\(run.stderr)")
        #expect(try rows(harness.database, WatcherTests.referenceState) == ["Detail|NULL"])
        // The socket is the watch's user's only.
        let socket = try #require(WatchSocket.path(forDatabase: harness.database))
        let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func noWatchListeningIsNoAnswer() throws {
        let tree = try TemporaryDirectory()
        try tree.write("index.sqlite", "")
        #expect(WatchSocket.sync(databasePath: tree.file("index.sqlite").path) == nil)
        #expect(WatchSocket.sync(databasePath: tree.file("missing.sqlite").path) == nil)
    }

    @Test func answersTravelAsOneLine() throws {
        var counts = IndexSummary()
        (counts.seen, counts.added, counts.changed, counts.removed, counts.failed) = (3, 1, 1, 1, 1)
        (counts.failedInDatabase, counts.elapsedSeconds) = (2, 0.25)
        #expect(SyncAnswer(line: SyncAnswer(summary: counts).line) == SyncAnswer(summary: counts))
        #expect(SyncAnswer(line: SyncAnswer(error: "disk full\nreally").line) == SyncAnswer(error: "disk full really"))
        #expect(SyncAnswer(line: "ok 1 2") == nil)
        #expect(SyncAnswer(line: "hello") == nil)
    }

    @Test func aServerAnswersEachClientAndRemovesItsSocket() throws {
        let tree = try TemporaryDirectory()
        try tree.write("index.sqlite", "")
        let database = tree.file("index.sqlite").path
        let path = try #require(WatchSocket.path(forDatabase: database))
        var seven = IndexSummary()
        seven.seen = 7
        let answer = SyncAnswer(summary: seven)
        let server = try WatchSocket.Server(path: path) { request in
            request == WatchSocket.syncRequest ? answer.line : SyncAnswer(error: "unknown").line
        }
        #expect(WatchSocket.sync(databasePath: database) == answer)
        #expect(WatchSocket.sync(databasePath: database) == answer)
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(WatchSocket.sync(databasePath: database) == nil)
    }

    /// `watcher.sync()` on another thread, waited for at most a minute.
    static func sync(_ watcher: Watcher) throws -> SyncAnswer {
        let box = AnswerBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.set(watcher.sync())
            done.signal()
        }
        guard done.wait(timeout: .now() + 60) == .success, let answer = box.value else {
            throw WatchTestError("the watch did not answer a sync within 60 s")
        }
        return answer
    }
}

private final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SyncAnswer?
    var value: SyncAnswer? { lock.withLock { stored } }
    func set(_ answer: SyncAnswer) { lock.withLock { stored = answer } }
}
