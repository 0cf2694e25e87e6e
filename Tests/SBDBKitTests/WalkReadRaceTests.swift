#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import SBDBIndexing
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// Files that change between the walk and the read.
@Suite struct WalkReadRaceTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        database = tree.file(".sbdb/index.sqlite").path
    }

    /// Indexes the tree, then indexes it again with `change` run between the walk and the reads.
    func indexWithChange(_ change: @escaping @Sendable () throws -> Void) throws {
        try index(tree.path, database: database)
        try tree.bumpModificationTime(Self.target)
        _ = try Indexer(store: try Store(path: database), root: tree.path, options: IndexOptions(), afterWalk: change).run()
    }

    func freshDump() throws -> [String] {
        let scratch = try TemporaryDirectory()
        try index(tree.path, database: scratch.file("fresh.sqlite").path)
        return try DatabaseDump.lines(scratch.file("fresh.sqlite").path)
    }

    static let target = "App/Base.lproj/Main.storyboard"

    @Test func aFileDeletedAfterTheWalkIsSkipped() throws {
        let url = tree.file(Self.target)
        try indexWithChange { try FileManager.default.removeItem(at: url) }
        #expect(try rows(database, "SELECT count(*) FROM files WHERE path = '\(Self.target)'") == ["0"])
        try index(tree.path, database: database)
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test(
        "A file replaced after the walk by something that is not a regular file is skipped",
        arguments: [
            "folder", "symlink out of the root", "named pipe",
        ])
    func aFileReplacedByATrapIsSkipped(_ replacement: String) throws {
        let path = tree.file(Self.target).path
        try indexWithChange {
            try FileManager.default.removeItem(atPath: path)
            switch replacement {
            case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "symlink out of the root": symlink("/etc/passwd", path)
            default: mkfifo(path, 0o644)  // opening it for reading without O_NONBLOCK would wait forever
            }
        }
        #expect(try rows(database, "SELECT count(*) FROM files WHERE path = '\(Self.target)'") == ["0"])
        let dump = try DatabaseDump.lines(database).joined(separator: "\n")
        #expect(!dump.contains("root:x:0:0"))
        try index(tree.path, database: database)
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test func aFileRewrittenAfterTheWalkIsReadAgainNextRun() throws {
        let original = try String(contentsOf: tree.file(Self.target), encoding: .utf8)
        let tree = self.tree
        try indexWithChange {
            try tree.write(
                Self.target,
                original.replacingOccurrences(
                    of: "</scenes>",
                    with: """
                        <scene sceneID="new-Sc-1"><objects><viewController id="new-VC-1" sceneMemberID="viewController"/></objects></scene>
                        </scenes>
                        """))
            try tree.bumpModificationTime(Self.target, seconds: 60)
        }
        // The new content went in under the walk's size and mtime, so the next run sees a change.
        try index(tree.path, database: database)
        #expect(try DatabaseDump.lines(database) == freshDump())
        #expect(try rows(database, "SELECT count(*) FROM scenes WHERE ib_scene_id = 'new-Sc-1'") == ["1"])
    }
}
