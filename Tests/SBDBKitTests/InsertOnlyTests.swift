import Foundation
import GRDB
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// Batches of new files are written with SQLite's foreign-key checks off (`Store.insertOnly`):
/// the checks are off for that transaction alone, and the rows they skip checking are sound.
@Suite struct InsertOnlyTests {
    static func foreignKeys(_ db: Database) throws -> Int { try Int.fetchOne(db, sql: "PRAGMA foreign_keys") ?? -1 }

    static let orphanView = "INSERT INTO views (file_id, element, depth, constraint_count, line) VALUES (424242, 'view', 0, 0, 1)"

    @Test func checksAreOffInsideAndBackOnAfter() throws {
        let scratch = try TemporaryDirectory()
        let store = try Store(path: scratch.file("index.sqlite").path)
        #expect(try store.write { try Self.foreignKeys($0) } == 1)
        #expect(try store.insertOnly { try Self.foreignKeys($0) } == 0)
        #expect(try store.write { try Self.foreignKeys($0) } == 1)
        // Proof that the pragma is what decides: a row without its file passes only inside.
        #expect(throws: StoreError.self) { try store.write { try $0.execute(sql: Self.orphanView) } }
        try store.insertOnly { try $0.execute(sql: Self.orphanView) }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM views") } == 1)
    }

    @Test func aFailedBatchRollsBackAndTurnsTheChecksBackOn() throws {
        struct Stop: Error {}
        let scratch = try TemporaryDirectory()
        let store = try Store(path: scratch.file("index.sqlite").path)
        #expect(throws: Stop.self) {
            try store.insertOnly { db in
                try db.execute(sql: Self.orphanView)
                throw Stop()
            }
        }
        #expect(try store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM views") } == 0)
        #expect(try store.write { try Self.foreignKeys($0) } == 1)
    }

    /// A first index writes every batch unchecked; edits then mix new, changed and removed files.
    @Test func everyRowStillHasItsParents() throws {
        let (tree, database) = try indexedCopy(of: "Repos/Mini")
        #expect(try rows(database, "PRAGMA foreign_key_check") == [])
        #expect(try count(database, "views") > 0)
        let xib = try FileManager.default.subpathsOfDirectory(atPath: tree.path).first { $0.hasSuffix(".xib") }
        let original = try #require(xib)
        let text = try String(contentsOf: tree.file(original), encoding: .utf8)
        try tree.write("Copies/Copy.xib", text)
        try tree.write(original, text + "<!-- edited -->\n")
        try tree.bumpModificationTime(original)
        try index(tree.path, database: database)
        #expect(try rows(database, "PRAGMA foreign_key_check") == [])
        try FileManager.default.removeItem(at: tree.file(original))
        try index(tree.path, database: database)
        #expect(try rows(database, "PRAGMA foreign_key_check") == [])
        #expect(try rows(database, "SELECT count(*) FROM files WHERE path = 'Copies/Copy.xib'") == ["1"])
    }
}
