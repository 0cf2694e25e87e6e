import Foundation
import SBDBTestSupport
import Testing

/// A file that crashes or stalls sbdb while it is read (issue 37): the run that meets it dies
/// or stops, but it names the file in a journal beside the database, and every later run skips
/// that file, with a diagnostic, until its content changes. A hostile file never makes a
/// repository unindexable. `SBDB_TEST_READ_FAULT` stands in for a parser's fault.
@Suite struct ReadGuardTests {
    let tree: TemporaryDirectory
    var database: String { tree.file(".sbdb/index.sqlite").path }

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        try tree.write("App/Hostile File.swift", "let nib = UINib(nibName: \"Card\", bundle: nil)\n")
    }

    private func diagnostics() throws -> String {
        try runSBDB(["query", "--db", database, "--format", "tsv", "--sql", "SELECT path, code FROM diagnostics WHERE path LIKE 'App/Hostile%' ORDER BY path"])
            .stdout
    }

    @Test func aFileThatCrashedARunIsSkippedUntilItChanges() throws {
        let crashed = try runSBDB(["index", tree.path, "-q"], environment: ["SBDB_TEST_READ_FAULT": "crash:Hostile", "SWIFT_BACKTRACE": "enable=no"])
        #expect(crashed.status != 0)
        let journal = try String(contentsOfFile: database + "-quarantine", encoding: .utf8)
        // SIGSEGV, or SIGBUS where the system reports a bad address so.
        #expect((journal.hasPrefix("11\t") || journal.hasPrefix("10\t")) && journal.hasSuffix("\tApp/Hostile File.swift\n"), "\(journal)")

        // The file still crashes sbdb, but it is never read again while its content is the same.
        let next = try runSBDB(["index", tree.path], environment: ["SBDB_TEST_READ_FAULT": "crash:Hostile", "SWIFT_BACKTRACE": "enable=no"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("App/Hostile File.swift: error: not read: sbdb crashed while reading it (signal "))
        #expect(try diagnostics() == "path\tcode\nApp/Hostile File.swift\tread-quarantined\n")
        #expect(try runSBDB(["query", "unused-nibs", "--db", database, "--format", "tsv"]).status == 0)

        // Changed, it is read again.
        try tree.write("App/Hostile File.swift", "let nib = UINib(nibName: \"Other\", bundle: nil)\n")
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
        #expect(try diagnostics() == "path\tcode\n")
    }

    @Test func aReadPastItsBudgetStopsTheRunAndIsSkippedNextTime() throws {
        let environment = ["SBDB_TEST_READ_FAULT": "stall:Hostile", "SBDB_READ_TIMEOUT": "0.5"]
        let stalled = try runSBDB(["index", tree.path, "-q"], environment: environment)
        #expect(stalled.status == 1)
        #expect(stalled.stderr.contains("reading 'App/Hostile File.swift' took more than 0.5 s, so sbdb stopped"), "\(stalled.stderr)")
        let next = try runSBDB(["index", tree.path, "-q"], environment: environment)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try diagnostics() == "path\tcode\nApp/Hostile File.swift\tread-quarantined\n")
    }

    /// A file nested right up to `SwiftNesting`'s limits is read, on the workers' own large
    /// stacks, without a crash or a diagnostic.
    @Test func aFileAtTheNestingLimitsIsRead() throws {
        let closures = "let c = " + String(repeating: "{ ", count: 190) + String(repeating: "}", count: 190) + "\n"
        let squares = "let s = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12) + "\n"
        let generics = "let g: " + String(repeating: "A<", count: 90) + "B" + String(repeating: ">", count: 90) + "? = nil\n"
        try tree.write("App/Deep.swift", closures + squares + generics + "let nib = UINib(nibName: \"Card\", bundle: nil)\n")
        let run = try runSBDB(["index", tree.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("Deep.swift"), "\(run.stderr)")
        let loads = try runSBDB([
            "query", "--db", database, "--format", "tsv", "--sql",
            "SELECT count(*) FROM code_references r JOIN files f ON f.id = r.file_id WHERE f.path = 'App/Deep.swift'",
        ])
        #expect(loads.stdout == "count(*)\n1\n", "\(loads.stdout)")
    }
}
