import Foundation
import GRDB
@testable import SBDBIndexing
@testable import SBDBReports
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// The database file under stress: foreign files, old and new schemas, a full disk, a
/// missing folder, readers during writes.
@Suite struct StoreReliabilityTests {
    @Test func anotherProgramsDatabaseIsNotEvenSwitchedToWAL() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("other.sqlite").path
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x')") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.foreignDatabase(path: path, applicationID: 0)) { try Store(path: path) }
        #expect(throws: StoreError.foreignDatabase(path: path, applicationID: 0)) {
            try QueryRunner(databasePath: path).run(sql: "SELECT * FROM notes")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test func anotherProgramsApplicationIDIsNamed() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.file("other.sqlite").path
        try DatabaseQueue(path: path).write { try $0.execute(sql: "PRAGMA application_id = 42; CREATE TABLE t (x)") }
        #expect(throws: StoreError.foreignDatabase(path: path, applicationID: 42)) { try Store(path: path) }
        let message = StoreError.foreignDatabase(path: path, applicationID: 42).localizedDescription
        #expect(message.contains("--db") && message.contains("application_id 42"))
    }

    /// A database as the sbdb that shipped `upTo` wrote it, holding one file row.
    static func olderDatabase(at path: String, upTo migration: String) throws {
        let queue = try DatabaseQueue(path: path)
        try Store.migrator.migrate(queue, upTo: migration)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO files (path, name, extension, kind, size, mtime_ns, content_hash, status, indexed_at)
                    VALUES ('App/Base.lproj/Main.storyboard', 'Main', 'storyboard', 'storyboard', 1, 1, 'old', 'ok', 't');
                    INSERT INTO meta (name, value) VALUES ('parser_version', '2')
                    """)
        }
    }

    @Test func anOlderSchemaIsUpgradedAndEveryFileReadAgain() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        try FileManager.default.createDirectory(atPath: tree.file(".sbdb").path, withIntermediateDirectories: true)
        let migrations = EmbeddedSQL.migrations.map(\.name)
        try Self.olderDatabase(at: path, upTo: migrations[0])
        #expect(throws: StoreError.olderSchema(path: path, schema: migrations[0])) {
            try QueryRunner(databasePath: path).run(sql: "SELECT 1")
        }
        do {
            let store = try Store(path: path)
            #expect(store.upgrade == SchemaUpgrade(from: migrations[0], to: migrations.last!))
            let summary = try Indexer(store: store, root: tree.path).run()
            #expect(summary.parsed == 4)
        }
        let fresh = try TemporaryDirectory()
        try index(tree.path, database: fresh.file("fresh.sqlite").path)
        #expect(try DatabaseDump.lines(path) == DatabaseDump.lines(fresh.file("fresh.sqlite").path))
        #expect(try Store(path: path).upgrade == nil)
    }

    @Test func aFolderThatIsAFileIsAClearError() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("plain", "x")
        let path = scratch.file("plain/index.sqlite").path
        do {
            _ = try Store(path: path)
            Issue.record("opened a database under a file")
        } catch {
            #expect(error.localizedDescription.contains("is a file, not a folder"), "\(error.localizedDescription)")
        }
        #expect(try String(contentsOfFile: scratch.file("plain").path, encoding: .utf8) == "x")
        let proc = "/proc/sbdb-cannot-be-here/index.sqlite"
        #expect(throws: StoreError.self) { try Store(path: proc) }
        do { _ = try Store(path: proc) } catch { #expect(error.localizedDescription.contains("cannot create the folder")) }
    }

    @Test func aFullDiskStopsTheRunAndKeepsTheDatabaseWhole() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: path)
        let before = try DatabaseDump.lines(path)
        let pages = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA page_count") ?? 0 }
        // A big new storyboard that cannot fit in the pages left.
        let main = try String(contentsOf: tree.file("App/Base.lproj/Main.storyboard"), encoding: .utf8)
        for copy in 0..<40 { try tree.write("App/Copies/Copy\(copy).storyboard", main) }
        do {
            let full = try Store(
                path: path,
                prepare: { db in
                    _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages + 2)")
                })
            var options = IndexOptions()
            options.batchSize = 1_000
            do {
                _ = try Indexer(store: full, root: tree.path, options: options).run()
                Issue.record("the index fitted in \(pages + 2) pages")
            } catch let error as StoreError {
                guard case .failed(_, let code, _) = error else { throw error }
                #expect(ResultCode(rawValue: code).primaryResultCode == .SQLITE_FULL)
                #expect(error.localizedDescription.contains("is full"))
                #expect(error.localizedDescription.contains("Free some space"))
            }
        }
        #expect(try rows(path, "PRAGMA integrity_check") == ["ok"])
        #expect(try DatabaseDump.lines(path) == before)
        try index(tree.path, database: path)
        #expect(try count(path, "files") == 45)
    }

    @Test func aRunThatDiesBeforeItsLastTransactionIsFinishedByTheNext() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        let path = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: path)
        let main = "App/Base.lproj/Main.storyboard"
        let text = try String(contentsOf: tree.file(main), encoding: .utf8)
        try tree.write(main, text.replacingOccurrences(of: "storyboardName=\"Checkout\"", with: "storyboardName=\"Payment\""))
        try tree.bumpModificationTime(main)
        // Every batch commits, then the last transaction (removals, links, meta) fails, as if killed.
        let trap = "SELECT RAISE(ABORT, 'killed') WHERE NEW.name = 'last_indexed_at'"
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TRIGGER die_i BEFORE INSERT ON meta BEGIN \(trap); END")
            try db.execute(sql: "CREATE TRIGGER die_u BEFORE UPDATE ON meta BEGIN \(trap); END")
        }
        #expect(throws: StoreError.self) { try index(tree.path, database: path) }
        #expect(try rows(path, "SELECT count(*) FROM includes WHERE target_name = 'Payment'") == ["0"])
        try DatabaseQueue(path: path).write { try $0.execute(sql: "DROP TRIGGER die_i; DROP TRIGGER die_u") }
        try index(tree.path, database: path)
        #expect(try rows(path, "SELECT count(*) FROM includes WHERE target_name = 'Payment'") == ["1"])
        let fresh = try TemporaryDirectory()
        try index(tree.path, database: fresh.file("fresh.sqlite").path)
        #expect(try DatabaseDump.lines(path) == DatabaseDump.lines(fresh.file("fresh.sqlite").path))
    }

    @Test func readersDuringABatchSeeEachFileOldOrNewNeverAMix() throws {
        let tree = try TemporaryDirectory()
        let path = tree.file(".sbdb/index.sqlite").path
        let fileCount = 120
        func storyboard(_ index: Int, scenes: Int) -> String {
            let body = (0..<scenes).map { scene in
                "<scene sceneID=\"S\(index)-\(scene)\"><objects><viewController id=\"VC\(index)-\(scene)\" sceneMemberID=\"viewController\"/></objects></scene>"
            }
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">
                <scenes>\(body.joined(separator: "\n"))</scenes></document>

                """
        }
        for index in 0..<fileCount { try tree.write("S\(index).storyboard", storyboard(index, scenes: 2)) }
        try SBDBKitTests.index(tree.path, database: path)
        let oldHashes = Set(try rows(path, "SELECT content_hash FROM files"))
        for index in 0..<fileCount {
            try tree.write("S\(index).storyboard", storyboard(index, scenes: 3))
            try tree.bumpModificationTime("S\(index).storyboard")
        }
        let store = try Store(path: path)
        var options = IndexOptions()
        options.batchSize = 4
        let stop = LockedValue(false)
        let reads = LockedValue(0)
        let problems = LockedValue<[String]>([])
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            defer { finished.signal() }
            do {
                var config = Configuration()
                config.readonly = true
                let queue = try DatabaseQueue(path: path, configuration: config)
                while !stop.value {
                    try queue.read { db in
                        // One snapshot: each file's scene count must match the content its hash names.
                        for row in try Row.fetchAll(
                            db,
                            sql: """
                                SELECT f.content_hash, count(s.id) FROM files f LEFT JOIN scenes s ON s.file_id = f.id GROUP BY f.id
                                """)
                        {
                            let hash: String = row[0]
                            let scenes: Int = row[1]
                            if scenes != (oldHashes.contains(hash) ? 2 : 3) {
                                problems.update { $0.append("hash \(hash) with \(scenes) scenes") }
                            }
                        }
                    }
                    reads.update { $0 += 1 }
                }
            } catch {
                problems.update { $0.append("reader failed: \(error)") }
            }
        }
        reader.start()
        while reads.value == 0, problems.value.isEmpty { usleep(1_000) }
        let summary = try Indexer(store: store, root: tree.path, options: options).run()
        stop.update { $0 = true }
        finished.wait()
        #expect(summary.changed == fileCount)
        #expect(problems.value.isEmpty, "\(problems.value.prefix(5))")
        #expect(reads.value > 0)
        #expect(try rows(path, "SELECT count(*) FROM scenes") == ["\(fileCount * 3)"])
    }
}
