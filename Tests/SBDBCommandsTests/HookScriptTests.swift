import Foundation
import SBDBTestSupport
import Testing

/// `Scripts/pre-commit.sh`, the pre-commit framework's entry (`.pre-commit-hooks.yaml`), run as
/// the framework runs it: from the repository root with the staged files as arguments (issue 23).
@Suite struct HookScriptTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        _ = try runSBDB(["index", tree.path, "-q"])
    }

    private func hook(_ files: [String], gates: String? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Fixtures.packageRoot.appendingPathComponent("Scripts/pre-commit.sh").path] + files
        process.currentDirectoryURL = URL(fileURLWithPath: tree.path)
        var environment = ProcessInfo.processInfo.environment
        environment["SBDB"] = Fixtures.sbdbExecutable.path
        environment["SBDB_GATES"] = gates
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func aGateWithRowsFailsTheCommitWithXcodeWarnings() throws {
        let run = try hook(["App/Base.lproj/Main.storyboard"])
        #expect(run.status == 4)
        #expect(run.stdout.contains(": warning: "))
        #expect(run.stdout.contains("App/Base.lproj/Main.storyboard:"))
    }

    @Test func emptyGatesLetTheCommitThrough() throws {
        let run = try hook(["App/Views/Card View.xib"], gates: "unused-storyboards,designable-reuse")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// With a committed baseline, the rows it already has let the commit through; a new one fails it.
    @Test func aCommittedBaselineLetsKnownFindingsThrough() throws {
        #expect(try runSBDB(["baseline", "write", "--db", tree.file(".sbdb/index.sqlite").path]).status == 0)
        let known = try hook(["App/Base.lproj/Main.storyboard"])
        #expect(known.status == 0, "\(known.stderr)")
        #expect(known.stdout.isEmpty)
        try tree.write("App/Late.xib", try String(contentsOf: Fixtures.url("Repos/Mini/App/Views/Card View.xib"), encoding: .utf8))
        let new = try hook(["App/Late.xib"], gates: "unused-nibs")
        #expect(new.status == 4)
        #expect(new.stdout.contains("App/Late.xib"))
    }
}
