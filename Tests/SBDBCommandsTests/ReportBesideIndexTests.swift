#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SBDBTestSupport
import Testing

/// `sbdb report --no-index` while `sbdb index` writes the same database (issue 37): 9 of 12
/// trials once failed with "database disk image is malformed", because the report's own reads
/// of the file dropped its locks. Now every report reads, some are killed part way, and the
/// database and every bundle stay whole.
@Suite(.serialized, .timeLimit(.minutes(10))) struct ReportBesideIndexTests {
    static let files = ["bundle.json", "index.html", "index.md", "sbdb.sarif", "unused-nibs.json"]

    @Test func reportsBesideAWritingIndexNeverSeeAMalformedDatabase() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.corpus ?? Fixtures.url("Repos"))
        let database = tree.file(".sbdb/index.sqlite").path
        let out = try TemporaryDirectory()
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
        let nibs = (FileManager.default.enumerator(atPath: tree.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".xib") }
        var random = SystemRandomNumberGenerator()
        for round in 0..<12 {
            // Every round gives the index something to write.
            for nib in nibs.prefix(60) { try tree.bumpModificationTime(nib, seconds: Double(round + 1)) }
            let index = try launchSBDB(["index", tree.path, "-q"])
            let bundle = out.file("bundle").path
            let report = ["report", "--db", database, "--no-index", "-q", "--output", bundle, "--only", "unused-nibs,broken-includes"]
            if round % 2 == 0 {
                let run = try runSBDB(report)
                #expect(run.status == 0, "round \(round): \(run.stderr)")
                #expect(!run.stderr.contains("malformed"), "round \(round): \(run.stderr)")
            } else {
                // Killed at a random point: the bundle folder holds the last whole bundle or this one.
                let killed = try launchSBDB(report)
                usleep(UInt32.random(in: 5_000...150_000, using: &random))
                kill(killed.processIdentifier, SIGKILL)
                killed.waitUntilExit()
            }
            index.waitUntilExit()
            #expect(index.terminationStatus == 0, "round \(round)")
            if FileManager.default.fileExists(atPath: bundle) {
                let written = Set(try FileManager.default.contentsOfDirectory(atPath: bundle))
                #expect(written.isSuperset(of: ["bundle.json", "index.html", "index.md", "sbdb.sarif"]), "round \(round): \(written.sorted())")
                let manifest = try Data(contentsOf: URL(fileURLWithPath: bundle + "/bundle.json"))
                #expect((try? JSONSerialization.jsonObject(with: manifest)) != nil, "round \(round): bundle.json is not whole")
            }
        }
        let check = try runSBDB(["query", "--db", database, "--format", "tsv", "--sql", "PRAGMA integrity_check"])
        #expect(check.stdout == "integrity_check\nok\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.count <= 1, "only the last killed run's folder may be left: \(leftovers)")
    }
}
