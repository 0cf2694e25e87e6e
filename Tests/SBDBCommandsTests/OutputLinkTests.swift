import Foundation
import SBDBTestSupport
import Testing

/// `--output` through a symbolic link (issue 37): the link is followed, never replaced by the
/// file or folder sbdb writes.
@Suite struct OutputLinkTests {
    let fixture: IndexedFixture
    var tree: TemporaryDirectory { fixture.tree }
    var database: String { fixture.database }

    init() throws {
        fixture = try IndexedFixture()
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test func aLinkToAFileNotMadeYetMakesTheFile() throws {
        let link = tree.file("d.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.csv")
        let run = try runSBDB(["query", "scene-counts", "--db", database, "--output", link])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(isLink(link))
        #expect(try String(contentsOfFile: tree.file("missing.csv").path, encoding: .utf8).hasPrefix("storyboard,"))
    }

    @Test func aLinkToAFileIsWrittenThroughAndStays() throws {
        let link = tree.file("latest.csv").path
        try "old".write(toFile: tree.file("real.csv").path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: tree.file("real.csv").path)
        #expect(try runSBDB(["query", "scene-counts", "--db", database, "--output", link]).status == 0)
        #expect(isLink(link))
        #expect(try String(contentsOfFile: tree.file("real.csv").path, encoding: .utf8).hasPrefix("storyboard,"))
    }

    #if os(Linux)
    @Test func aLinkToThisProcesssStdoutWritesToStdout() throws {
        let link = tree.file("out.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let run = try runSBDB(["query", "scene-counts", "--db", database, "--output", link])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("storyboard,"))
        #expect(isLink(link))
    }
    #endif

    @Test func aFolderIsNoOutputFile() throws {
        try FileManager.default.createDirectory(atPath: tree.file("folder.csv").path, withIntermediateDirectories: true)
        let run = try runSBDB(["query", "scene-counts", "--db", database, "--output", tree.file("folder.csv").path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("it is a folder"))
    }

    @Test func aReportIntoALinkToAFolderKeepsTheLink() throws {
        let real = tree.file("bundles/today").path
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        let link = tree.file("latest").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        for _ in 0..<2 {  // a new folder, then a bundle replaced
            let run = try runSBDB(["report", "--db", database, "--output", link, "-q", "--only", "unused-nibs"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(isLink(link))
            #expect(FileManager.default.fileExists(atPath: real + "/unused-nibs.json"))
        }
        let dangling = tree.file("nowhere-link").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: tree.file("no/such").path)
        let refused = try runSBDB(["report", "--db", database, "--output", dangling, "-q", "--only", "unused-nibs"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("does not exist"))
    }

    @Test func aFolderWithTheUsersFilesKeepsThemAndGetsTheBundle() throws {
        let folder = tree.file("shared").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let run = try runSBDB(["report", "--db", database, "--output", folder, "-q", "--only", "unused-nibs"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "mine")
        #expect(FileManager.default.fileExists(atPath: folder + "/unused-nibs.json"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tree.path).filter { $0.contains(".sbdb-new-") }
        #expect(leftovers.isEmpty)
    }
}
