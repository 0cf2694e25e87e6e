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
        guard let mountPoint = try ReadOnlyMount(of: source.path, test: "ReadOnlyFolderTests") else { return }
        let notes = LockedValue<[String]>([])
        var runner = QueryRunner(databasePath: mountPoint.file(".sbdb/index.sqlite").path)
        runner.note = { note in notes.update { $0.append(note) } }
        let result = try runner.run(sql: "SELECT name FROM files WHERE kind = 'storyboard'")
        #expect(result.rows == [[.text("Main")]])
        #expect(notes.value.count == 1)
        #expect(notes.value.first?.contains("read as an immutable file") == true)
        // A write is still refused, and an ordinary folder needs no note.
        #expect(throws: (any Error).self) {
            try QueryRunner(databasePath: mountPoint.file(".sbdb/index.sqlite").path, writable: true).run(sql: "DELETE FROM files")
        }
        var plain = QueryRunner(databasePath: database)
        plain.note = { note in notes.update { $0.append(note) } }
        _ = try plain.run(sql: "SELECT 1")
        #expect(notes.value.count == 1)
    }
}
