import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        #expect(
            xcode.stdout == """
                \(root)/ShopApp/Account.storyboard:127: warning: Account opens the scene 'missingScene' of Settings \
                (rb-storyboard-link), but Settings has no scene with that identifier [broken-includes]
                \(root)/ShopApp/Base.lproj/Main.storyboard:149: warning: Main links to 'Wishlist' (storyboard-reference), \
                but no storyboard or nib of that name exists [broken-includes]

                """)
        let github = try runSBDB(
            ["query", "broken-includes", "--db", db, "--format", "github"], in: elsewhere.path,
            environment: ["GITHUB_WORKSPACE": tree.path])
        #expect(github.stdout.hasPrefix("::warning file=ShopApp/Account.storyboard,line=127,title=broken-includes::Account opens the scene"))
        #expect(github.stdout.split(separator: "\n").count == 2)
        // explain takes the same formats: its evidence becomes clickable in Xcode.
        let explain = try runSBDB(["explain", "Settings", "--db", db, "--format", "xcode"], in: elsewhere.path)
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("\n\(root)/ShopApp/Account.storyboard:127: warning: target: Settings; "))
        #expect(explain.stdout.hasSuffix("; problem: missing-scene [nib-usage]\n"))
    }

    @Test func explainSaysWhetherTheNameMatchesAFileAtAll() throws {
        let db = tree.file(".sbdb/index.sqlite").path
        let typo = try runSBDB(["explain", "Setings", "--db", db])
        #expect(typo.status == 0)
        #expect(typo.stderr.contains("No storyboard or xib is named 'Setings'"))
        try tree.write("ShopApp/Lonely.xib", try String(contentsOf: tree.file("ShopApp/Base.lproj/Main.storyboard"), encoding: .utf8))
        _ = try runSBDB(["index", tree.path, "-q"])
        let lonely = try runSBDB(["explain", "lonely", "--db", db])
        #expect(lonely.stderr.contains("Nothing links to 'lonely' (ShopApp/Lonely.xib)"))
    }

    /// `query` refuses a malformed `.sbdb.yml` as `index` does (issue 22, item 12).
    @Test func queryRefusesAMalformedConfigurationAsIndexDoes() throws {
        try tree.write(".sbdb.yml", "reports: [unclosed\n")
        let query = try runSBDB(["query", "scene-counts"], in: tree.path)
        let index = try runSBDB(["index", tree.path, "-q"])
        #expect(index.status != 0)
        #expect(query.status == index.status)
        #expect(query.stderr.contains(".sbdb.yml"))
        #expect(query.stdout.isEmpty)
    }

    @Test func githubPathsAreRelativeToTheCurrentFolderOutsideAWorkflow() throws {
        let run = try runSBDB(
            ["query", "broken-includes", "--format", "github"], in: tree.file("ShopApp").path,
            environment: ["GITHUB_WORKSPACE": ""])
        #expect(run.stdout.hasPrefix("::warning file=Account.storyboard,line=127,title=broken-includes::"))
        #expect(run.stdout.contains("::warning file=Base.lproj/Main.storyboard,line=149,title=broken-includes::"))
    }

    /// `--output` writes through a named pipe and follows a symbolic link; it never replaces
    /// either with a regular file (issue 22, item 2; as root, `/dev/null` was replaced).
    @Test func outputWritesThroughPipesAndLinksWithoutReplacingThem() throws {
        let out = try TemporaryDirectory()
        let fifo = out.file("pipe.csv").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that does not wait for a writer, so the pipe can be opened for writing.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let piped = try runSBDB(["query", "scene-counts", "--output", fifo, "--format", "csv"], in: tree.path)
        #expect(piped.status == 0, "\(piped.stderr)")
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer[0..<max(count, 0)], as: UTF8.self).hasPrefix("storyboard,"))
        #expect((try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType) != .typeRegular)

        try "old".write(toFile: out.file("real.csv").path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out.file("link.csv").path, withDestinationPath: "real.csv")
        let linked = try runSBDB(["query", "scene-counts", "--output", out.file("link.csv").path], in: tree.path)
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.file("link.csv").path) == "real.csv")
        #expect(try String(contentsOfFile: out.file("real.csv").path, encoding: .utf8).hasPrefix("storyboard,"))
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
        #expect(try String(contentsOf: tree.file("out/unused.md"), encoding: .utf8).hasPrefix("| storyboard | path | status |\n| --- | --- | --- |\n"))
        // An explicit --format wins over the extension.
        _ = try runSBDB(["query", "unused-storyboards", "--output", "out/unused.md", "--format", "csv"], in: tree.path)
        #expect(try String(contentsOf: tree.file("out/unused.md"), encoding: .utf8).hasPrefix("storyboard,path,status\n"))
    }

    /// `--output` streams too (issue 22, item 10): the file holds what stdout gives, written
    /// through a temporary file renamed over it, so a query that fails leaves the old file whole.
    @Test func outputFilesAreStreamedAndReplacedWhole() throws {
        let out = try TemporaryDirectory()
        let sql = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 20000) SELECT x AS id, 'row ' || x AS label FROM n"
        for (format, name) in [("json", "rows.json"), ("markdown", "rows.md"), ("table", "rows.txt")] {
            let piped = try runSBDB(["query", "--sql", sql, "--format", format], in: tree.path)
            let written = try runSBDB(["query", "--sql", sql, "--output", out.file(name).path], in: tree.path)
            #expect(written.status == 0, "\(written.stderr)")
            #expect(try String(contentsOf: out.file(name), encoding: .utf8) == piped.stdout)
        }
        let failed = try runSBDB(["query", "--sql", "SELECT x FROM no_such_table", "--output", out.file("rows.json").path], in: tree.path)
        #expect(failed.status != 0)
        #expect(try String(contentsOf: out.file("rows.json"), encoding: .utf8).hasPrefix("[\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["rows.json", "rows.md", "rows.txt"])
    }

    @Test func unknownExtensionsAndFormatsAreUsageErrors() throws {
        let unknown = try runSBDB(["query", "broken-includes", "--output", "broken.xyz"], in: tree.path)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Cannot tell the format of 'broken.xyz' from its name. Name the file with one of .txt, .csv"))
        #expect(!FileManager.default.fileExists(atPath: tree.file("broken.xyz").path))
        let format = try runSBDB(["query", "broken-includes", "--format", "yaml"], in: tree.path)
        #expect(format.status == 64)
        #expect(
            format.stderr.contains(
                "Unknown format 'yaml'. Use one of: table, csv, tsv, json, jsonl, markdown, html, xcode, github, sarif, checkstyle, codeclimate, junit."))
    }
}

/// The table is cut to the terminal's width only on a terminal: run under `script`, which gives
/// the binary a pseudo-terminal (no size of its own, so `COLUMNS` decides).
@Suite struct TerminalTableTests {
    static let long = "App/Features/Checkout/Base.lproj/CheckoutConfirmation.storyboard"

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "/usr/bin/script is missing, so no terminal can be given to sbdb; skipped"))
    func aTerminalGetsAFittedTableAPipeAndAFileTheWholeText() throws {
        let tree = try TemporaryDirectory()
        _ = try runSBDB(["index", tree.path, "-q"])
        let query = ["query", "--sql", "SELECT '\(Self.long)' AS path, 42 AS scenes"]
        let terminal = try Self.inTerminal(Fixtures.sbdbExecutable.path, query, in: tree.path)
        let lines = terminal.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines.last == "App/Features/Checkout/Base.lpro…      42", "\(lines)")

        let pipe = try runSBDB(query + ["--format", "table"], in: tree.path)
        #expect(pipe.stdout.contains(Self.long + "      42"))
        _ = try Self.inTerminal(Fixtures.sbdbExecutable.path, query + ["--output", "wide.txt"], in: tree.path)
        #expect(try String(contentsOf: tree.file("wide.txt"), encoding: .utf8).contains(Self.long + "      42"))
    }

    /// Runs the command on a pseudo-terminal 40 columns wide and returns what it printed.
    static func inTerminal(_ executable: String, _ arguments: [String], in directory: String) throws -> String {
        let command = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        #if os(macOS)
        process.arguments = ["-q", "/dev/null", "/bin/sh", "-c", command]
        #else
        process.arguments = ["-qec", command, "/dev/null"]
        #endif
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "40"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
