import Foundation
import SBDBTestSupport
import Testing

/// `sbdb check`: index what changed, then the gating reports' findings as compiler warnings,
/// only the new ones when a baseline is committed; the one step of the Run Script phase, the
/// build-tool plugin and the pre-commit hook (issue 38).
@Suite struct CheckCommandTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
    }

    @Test func indexesFirstAndPrintsTheDefaultGatesAsXcodeWarnings() throws {
        let run = try runSBDB(["check", tree.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.file(".sbdb/index.sqlite").path))
        let lines = run.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.contains(": warning: ") || $0.contains(": error: ") })
        #expect(run.stdout.contains("App/Base.lproj/Main.storyboard:"))
        #expect(run.stderr.contains("sbdb check: \(lines.count) finding(s) in broken-includes, outlet-mismatches"))
    }

    @Test func failExitsWithFourOnAFinding() throws {
        let run = try runSBDB(["check", tree.path, "--fail", "-q"])
        #expect(run.status == 4)
        #expect(run.stderr.isEmpty)
    }

    @Test func aCommittedBaselineLeavesOnlyNewFindings() throws {
        #expect(try runSBDB(["index", tree.path, "-q"]).status == 0)
        #expect(try runSBDB(["baseline", "write", "--db", tree.file(".sbdb/index.sqlite").path]).status == 0)
        let known = try runSBDB(["check", tree.path, "--fail"])
        #expect(known.status == 0, "\(known.stderr)")
        #expect(known.stdout.isEmpty)
        #expect(known.stderr.contains("sbdb check: 0 finding(s) new since baseline.json"))

        let main = tree.file("App/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: main, encoding: .utf8)
        try tree.write(
            "App/Base.lproj/Main.storyboard",
            text.replacingOccurrences(
                of: "</scenes>",
                with:
                    "<scene sceneID=\"late\"><objects><viewControllerPlaceholder storyboardName=\"Gone\" id=\"late-p\" sceneMemberID=\"viewController\"/></objects></scene></scenes>"
            ))
        let new = try runSBDB(["check", tree.path, "--fail"])
        #expect(new.status == 4)
        #expect(new.stdout.split(separator: "\n").count == 1)
        #expect(new.stdout.contains("Gone"))
        // --no-baseline prints every finding again.
        let all = try runSBDB(["check", tree.path, "--no-baseline"])
        #expect(all.stdout.split(separator: "\n").count > 1)
    }

    @Test func gatesComeFromTheOptionThenTheConfiguration() throws {
        let none = try runSBDB(["check", tree.path, "--gates", "designable-reuse", "--fail"])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
        try tree.write(".sbdb.yml", "reports:\n  fail_on: [designable-reuse]\n")
        let configured = try runSBDB(["check", tree.path, "--fail"])
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(configured.stderr.contains("in designable-reuse"))
    }

    @Test func githubFormatWritesAnnotations() throws {
        let run = try runSBDB(["check", tree.path, "--format", "github"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") })
    }

    @Test func mistakesAreUsageErrorsThatSayHowToFixThem() throws {
        let gate = try runSBDB(["check", tree.path, "--gates", "broken-include"])
        #expect(gate.status == 64)
        #expect(gate.stderr.contains("Did you mean 'broken-includes'?"))
        let format = try runSBDB(["check", tree.path, "--format", "csv"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("Use xcode or github"))
        let both = try runSBDB(["check", tree.path, "--baseline", "b.json", "--no-baseline"])
        #expect(both.status == 64)
    }
}
