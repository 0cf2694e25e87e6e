import Foundation
import SBDBTestSupport
import Testing

/// The files other tools run sbdb from (`action.yml` through its script, `.pre-commit-hooks.yaml`,
/// the hook script):
/// every sbdb command they write exists and takes every option they pass (issue 23). A renamed
/// flag fails here, not on a user's runner.
@Suite struct IntegrationFilesTests {
    /// `sbdb SUBCOMMAND … --option …` runs in a file's text: a command that starts a line or
    /// follows `|` or `&&`, spelled `sbdb` or `"$sbdb"` (the hook script's variable).
    static func invocations(in text: String) -> [(subcommand: String, options: [String])] {
        text.split(separator: "\n").compactMap { line in
            var command = line.trimmingCharacters(in: .whitespaces)
            for separator in ["| ", "&& "] {
                if let range = command.range(of: separator, options: .backwards) { command = String(command[range.upperBound...]) }
            }
            guard let prefix = ["sbdb ", "\"$sbdb\" "].first(where: command.hasPrefix) else { return nil }
            let words = command.dropFirst(prefix.count).split(separator: " ").map(String.init)
            guard let subcommand = words.first, subcommand.allSatisfy({ $0.isLetter }) else { return nil }
            return (subcommand, words.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) })
        }
    }

    @Test(arguments: ["Scripts/github-action.sh", "Scripts/pre-commit.sh"])
    func everySbdbCommandAndOptionExists(file: String) throws {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let runs = Self.invocations(in: text)
        #expect(!runs.isEmpty)
        let commands = try runSBDB(["--help"]).stdout.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        for run in runs {
            #expect(commands.contains("\n  \(run.subcommand) "), "\(file): sbdb \(run.subcommand) is no command")
            let help = try runSBDB([run.subcommand, "--help"])
            for option in run.options {
                #expect(help.stdout.contains(option), "\(file): sbdb \(run.subcommand) takes no \(option)")
            }
        }
    }

    /// The Action's steps are the script `.ci/run` runs end to end (Scripts/test-github-action.sh).
    @Test func theActionRunsItsScript() throws {
        let action = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(action.contains("Scripts/github-action.sh"))
        #expect(!action.contains("hashFiles("))  // it reads the workspace only, never the action's folder
        let ci = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("Scripts/test-github-action.sh"))
    }

    @Test func thePreCommitHookRunsTheScriptOnTheFilesSbdbReads() throws {
        let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(text.contains("entry: Scripts/pre-commit.sh"))
        #expect(FileManager.default.isExecutableFile(atPath: Fixtures.packageRoot.appendingPathComponent("Scripts/pre-commit.sh").path))
        for kind in ["storyboard", "xib", "swift", "strings", "xcstrings", "pbxproj", "Contents"] {
            #expect(text.contains(kind), "the hook's files pattern leaves out \(kind)")
        }
    }
}
