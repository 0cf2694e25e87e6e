import Foundation
import SBDBTestSupport
import Testing

/// `sbdb watch` as a user runs it: the built binary in the background, stopped by a signal or
/// killed outright.
@Suite(.serialized) struct WatchCommandTests {
    let tree: TemporaryDirectory
    var database: String { tree.file(".sbdb/index.sqlite").path }

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Watch"))
    }

    #if os(Linux)
    static let isLinux = true
    #else
    static let isLinux = false
    #endif

    func query(_ sql: String) throws -> ProcessOutput {
        try runSBDB(["query", "--db", database, "--sql", sql, "--format", "csv"])
    }

    /// Waits until `sql` (run by `sbdb query`, as any reader would) prints `expected`.
    func expectQuery(_ sql: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var last = ""
        let reached = eventually {
            let run = try query(sql)
            last = run.stdout + run.stderr
            return run.status == 0 && run.stdout == expected
        }
        #expect(reached, "\(sql) printed \(last)", sourceLocation: sourceLocation)
    }

    func write(_ relative: String, _ text: String) throws {
        let target = tree.file(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = target.appendingPathExtension("tmp~")
        try Data(text.utf8).write(to: temporary)
        _ = rename(temporary.path, target.path)
    }

    static func xib(_ viewClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view contentMode="scaleToFill" id="vw0-\(viewClass)" customClass="\(viewClass)"/></objects>
        </document>
        """
    }

    @Test func watchesUntilSIGTERMAndExitsZero() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--debounce", "50"])
        #expect(eventually { watch.stderr.contains("watching \(tree.path) with ") })
        #expect(watch.stderr.contains("3 files: 3 added, 0 changed, 0 removed, 0 unchanged, 0 failed in "))
        try write("App/Card.xib", Self.xib("CardView"))
        expectQuery("SELECT path FROM files WHERE name = 'Card'", "path\nApp/Card.xib\n")
        #expect(eventually { watch.stderr.contains("4 files: 1 added") || watch.stderr.contains("1 files: 1 added") })
        // One writer: an index on the same database asks the watch (WatchSyncTests), and names it.
        let index = try runSBDB(["index", tree.path])
        #expect(index.status == 0)
        #expect(index.stderr.contains("sbdb watch, pid \(watch.pid) keeps"))
        watch.send(SIGTERM)
        #expect(watch.wait() == 0)
        #expect(try query("PRAGMA integrity_check").stdout == "integrity_check\nok\n")
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
    }

    /// A database deleted (or replaced) while watching: the watch stops with an error instead of
    /// writing on to an unlinked file that nobody can read (issue 37).
    @Test func aDeletedDatabaseStopsTheWatchWithAnError() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--debounce", "50"])
        #expect(eventually { watch.stderr.contains("watching \(tree.path) with ") })
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        #expect(watch.wait() == 1)
        #expect(watch.stderr.contains("was deleted or replaced while sbdb watch was writing it"), "\(watch.stderr)")
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
    }

    /// A file whose name is not UTF-8, made while watching, is said as `sbdb index` says it
    /// (a walk diagnostic), not passed over in silence (issue 37). Linux only: APFS refuses
    /// such names.
    @Test(.enabled(if: Self.isLinux, "APFS refuses names that are not UTF-8"))
    func aNameThatIsNotUTF8IsSaidWhileWatching() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--debounce", "50"])
        defer {
            watch.send(SIGTERM)
            _ = watch.wait()
        }
        #expect(eventually { watch.stderr.contains("watching \(tree.path) with ") })
        let name = Array(tree.file("App").path.utf8) + Array("/Bad\u{7F}".utf8) + [0xFF, 0xFE] + Array(".xib".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        expectQuery("SELECT path FROM diagnostics WHERE code = 'non-utf8-name'", "path\nApp/Bad\\x7F\\xFF\\xFE.xib\n")
    }

    @Test func quietPrintsNothingAndSIGINTStopsIt() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--quiet"])
        expectQuery("SELECT count(*) AS n FROM files", "n\n3\n")
        try write("App/Card.xib", Self.xib("CardView"))
        expectQuery("SELECT count(*) AS n FROM files", "n\n4\n")
        watch.send(SIGINT)
        #expect(watch.wait() == 0)
        #expect(watch.stderr.isEmpty, "\(watch.stderr)")
    }

    @Test func aKilledWatchLeavesAConsistentDatabaseThatTheNextRunCompletes() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--debounce", "0", "-q"])
        expectQuery("SELECT count(*) AS n FROM files", "n\n3\n")
        // Kill it in the middle of a burst, with batches being written.
        for index in 0..<200 {
            try write("Burst/Item\(index).xib", Self.xib("Item\(index)"))
            if index == 120 { watch.send(SIGKILL) }
        }
        _ = watch.wait()
        #expect(try query("PRAGMA integrity_check").stdout == "integrity_check\nok\n")
        let counts = try query(
            "SELECT (SELECT count(*) FROM files WHERE path LIKE 'Burst/%') = (SELECT count(*) FROM documents d JOIN files f ON f.id = d.file_id WHERE f.path LIKE 'Burst/%') AS whole"
        )
        #expect(counts.stdout == "whole\n1\n")
        // Changed while nothing watched: the next watch starts with an incremental index.
        try FileManager.default.removeItem(at: tree.file("App/Banner.xib"))
        let next = try BackgroundSBDB(["watch", tree.path, "-q"])
        expectQuery("SELECT count(*) AS n FROM files", "n\n202\n")
        next.send(SIGTERM)
        #expect(next.wait() == 0)
        let scratch = try TemporaryDirectory()
        let fresh = scratch.file("fresh.sqlite").path
        #expect(try runSBDB(["index", tree.path, "--db", fresh, "-q"]).status == 0)
        #expect(try DatabaseDump.lines(database) == DatabaseDump.lines(fresh))
    }

    @Test func pollingSeesNewChangedAndDeletedFilesAndFolders() throws {
        let watch = try BackgroundSBDB(["watch", tree.path, "--poll", "--poll-interval", "0.1", "--debounce", "20"])
        #expect(eventually { watch.stderr.contains("with polling; Ctrl-C to stop") })
        try write("Feature/Sub/Card.xib", Self.xib("CardView"))
        expectQuery("SELECT path FROM files WHERE name = 'Card'", "path\nFeature/Sub/Card.xib\n")
        try write("Feature/Sub/Card.xib", Self.xib("TileView"))
        expectQuery("SELECT custom_class FROM views WHERE custom_class IN ('CardView', 'TileView')", "custom_class\nTileView\n")
        try FileManager.default.removeItem(at: tree.file("Feature"))
        try FileManager.default.removeItem(at: tree.file("App/Banner.xib"))
        expectQuery("SELECT target_name, problem FROM includes WHERE mechanism = 'code'", "target_name,problem\nBanner,missing-file\n")
        expectQuery("SELECT count(*) AS n FROM files", "n\n2\n")
        watch.send(SIGTERM)
        #expect(watch.wait() == 0)
    }

    @Test func badOptionsAreUsageErrors() throws {
        let run = try runSBDB(["watch", tree.path, "--debounce=-5"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--debounce must be between 0 and 60000 ms, not -5."))
        let missing = try runSBDB(["watch", tree.file("nowhere").path])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("is not a folder"))
    }
}
