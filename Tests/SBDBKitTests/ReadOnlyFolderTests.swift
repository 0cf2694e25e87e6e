import Foundation
@testable import SBDBReports
import SBDBTestSupport
import Testing

/// A database in a folder sbdb cannot write to (a read-only mount, an artifact) is still
/// queried: WAL needs its `-shm` file, so the file is read as immutable, with a note (issue 22,
/// item 14). A read-only folder is made with a read-only bind mount, which needs root on Linux;
/// elsewhere the test says it cannot run and checks only the URI.
@Suite(.serialized) struct ReadOnlyFolderTests {
    @Test func theImmutableURIEscapesWhatURIsGiveMeaningTo() {
        #expect(QueryRunner.immutableURI("/a b/c%d?e#f.sqlite") == "file:/a%20b/c%25d%3Fe%23f.sqlite?immutable=1&mode=ro")
    }

    @Test func aDatabaseInAReadOnlyFolderIsQueriedAsAnImmutableFile() throws {
        let source = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let database = source.file(".sbdb/index.sqlite").path
        try index(source.path, database: database)
        let mountPoint = try TemporaryDirectory()
        guard Self.run("/bin/mount", ["--bind", source.path, mountPoint.path]) else {
            print("ReadOnlyFolderTests: cannot bind-mount here (not Linux, or not root); the read-only folder case is not exercised")
            return
        }
        defer { _ = Self.run("/bin/umount", [mountPoint.path]) }
        guard Self.run("/bin/mount", ["-o", "remount,bind,ro", mountPoint.path]) else {
            print("ReadOnlyFolderTests: cannot remount read-only here; the read-only folder case is not exercised")
            return
        }
        let notes = LockedValue<[String]>([])
        var runner = QueryRunner(databasePath: mountPoint.file(".sbdb/index.sqlite").path)
        runner.note = { note in notes.update { $0.append(note) } }
        let result = try runner.run(sql: "SELECT name FROM files WHERE kind = 'storyboard'")
        #expect(result.rows == [[.text("Main")]])
        #expect(notes.value.count == 1)
        #expect(notes.value.first?.contains("read as an immutable file") == true)
        // A write is still refused, and an ordinary folder needs no note.
        #expect(throws: (any Error).self) { try QueryRunner(databasePath: mountPoint.file(".sbdb/index.sqlite").path, writable: true).run(sql: "DELETE FROM files") }
        var plain = QueryRunner(databasePath: database)
        plain.note = { note in notes.update { $0.append(note) } }
        _ = try plain.run(sql: "SELECT 1")
        #expect(notes.value.count == 1)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
