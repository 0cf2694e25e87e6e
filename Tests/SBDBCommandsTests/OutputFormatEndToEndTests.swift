import Foundation
import SBDBTestSupport
import Testing

/// `sbdb query --format` and `--output` through the built binary, on the example app's two broken links.
@Suite struct OutputFormatEndToEndTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.packageRoot.appendingPathComponent("Examples/ShopApp"))
        let run = try runSBDB(["index", tree.path, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func xcodeAndGitHubNameTheFilesOfTheIndexedRoot() throws {
        let elsewhere = try TemporaryDirectory()
        let db = tree.file(".sbdb/index.sqlite").path
        // Paths come without symlinks (macOS's temporary folder is one).
        let root = URL(fileURLWithPath: tree.path).resolvingSymlinksInPath().path
        let xcode = try runSBDB(["query", "broken-includes", "--db", db, "--format", "xcode"], in: elsewhere.path)
        #expect(xcode.status == 0)
        #expect(xcode.stdout == """
            \(root)/ShopApp/Account.storyboard:127: warning: source: Account; mechanism: rb-storyboard-link; \
            target: Settings; identifier: missingScene; problem: missing-scene [broken-includes]
            \(root)/ShopApp/Base.lproj/Main.storyboard:149: warning: source: Main; mechanism: storyboard-reference; \
            target: Wishlist; problem: missing-file [broken-includes]

            """)
        let github = try runSBDB(["query", "broken-includes", "--db", db, "--format", "github"], in: elsewhere.path,
                                 environment: ["GITHUB_WORKSPACE": tree.path])
        #expect(github.stdout.hasPrefix("::warning file=ShopApp/Account.storyboard,line=127,title=broken-includes::source: Account;"))
        #expect(github.stdout.split(separator: "\n").count == 2)
        // explain takes the same formats: its evidence becomes clickable in Xcode.
        let explain = try runSBDB(["explain", "Settings", "--db", db, "--format", "xcode"], in: elsewhere.path)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("\n\(root)/ShopApp/Account.storyboard:127: warning: target: Settings; "))
        #expect(explain.stdout.hasSuffix("; problem: missing-scene [nib-usage]\n"))
    }

    @Test func githubPathsAreRelativeToTheCurrentFolderOutsideAWorkflow() throws {
        let run = try runSBDB(["query", "broken-includes", "--format", "github"], in: tree.file("ShopApp").path,
                              environment: ["GITHUB_WORKSPACE": ""])
        #expect(run.stdout.hasPrefix("::warning file=Account.storyboard,line=127,title=broken-includes::"))
        #expect(run.stdout.contains("::warning file=Base.lproj/Main.storyboard,line=149,title=broken-includes::"))
    }

    @Test func outputWritesTheFileInTheFormatOfItsExtension() throws {
        let sarif = try runSBDB(["query", "broken-includes", "--output", "out/broken.sarif"], in: tree.path)
        #expect(sarif.status == 1)
        #expect(sarif.stderr.hasPrefix("Error: Cannot write '/") && sarif.stderr.contains("/out/broken.sarif': "))
        #expect(sarif.stderr.contains("/out' does not exist. Create it first, or choose another --output."))
        try FileManager.default.createDirectory(at: tree.file("out"), withIntermediateDirectories: true)
        let written = try runSBDB(["query", "broken-includes", "--output", "out/broken.sarif"], in: tree.path)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: tree.file("out/broken.sarif"))) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
        #expect(log?["version"] as? String == "2.1.0")
        #expect(results?.count == 2)

        let markdown = try runSBDB(["query", "unused-storyboards", "--output", "out/unused.md"], in: tree.path)
        #expect(markdown.status == 0)
        #expect(try String(contentsOf: tree.file("out/unused.md"), encoding: .utf8).hasPrefix("| storyboard | path |\n| --- | --- |\n"))
        // An explicit --format wins over the extension.
        _ = try runSBDB(["query", "unused-storyboards", "--output", "out/unused.md", "--format", "csv"], in: tree.path)
        #expect(try String(contentsOf: tree.file("out/unused.md"), encoding: .utf8).hasPrefix("storyboard,path\n"))
    }

    @Test func unknownExtensionsAndFormatsAreUsageErrors() throws {
        let unknown = try runSBDB(["query", "broken-includes", "--output", "broken.xyz"], in: tree.path)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Cannot tell the format of 'broken.xyz' from its name. Name the file with one of .txt, .csv"))
        #expect(!FileManager.default.fileExists(atPath: tree.file("broken.xyz").path))
        let format = try runSBDB(["query", "broken-includes", "--format", "yaml"], in: tree.path)
        #expect(format.status == 64)
        #expect(format.stderr.contains("Unknown format 'yaml'. Use one of: table, csv, tsv, json, jsonl, markdown, html, xcode, github, sarif."))
    }
}
