import ArgumentParser
import Foundation
import SBDBCommands
import SBDBTestSupport
import Testing

/// The built binary, end to end: output streams and exit codes.
@Suite struct EndToEndTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
    }

    @Test func indexReportsOnStderrAndKeepsStdoutClean() throws {
        let run = try runSBDB(["index", tree.path])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("App/Broken.xib:5:1: error: not well-formed XML: Premature end of data in tag view line 4 [malformed-xml]"))
        #expect(run.stderr.contains("5 files: 5 added, 0 changed, 0 removed, 0 unchanged, 1 failed in "))
        #expect(FileManager.default.fileExists(atPath: tree.file(".sbdb/index.sqlite").path))
        let again = try runSBDB(["index", tree.path])
        #expect(again.stderr.contains("5 files: 0 added, 0 changed, 0 removed, 5 unchanged, 0 failed in "))
    }

    /// `--timings` names every phase on stderr, with `--quiet` too, and nothing reaches stdout; a
    /// first index ends by publishing the database it wrote aside. A second line gives the work by
    /// kind of file.
    @Test func timingsNameEveryPhaseOnStderr() throws {
        let phases = ["open", "walk", "load", "read+write", "bookkeeping", "links", "commit"]
        for (run, expected) in [(1, phases + ["publish"]), (2, phases)] {
            if run == 2 { try tree.write("App/Extra.swift", "final class Extra {}\n") }
            let index = try runSBDB(["index", tree.path, "--quiet", "--timings"])
            #expect(index.status == 0)
            #expect(index.stdout.isEmpty)
            let line = try #require(index.stderr.split(separator: "\n").first { $0.hasPrefix("timings: ") })
            let named = line.dropFirst("timings: ".count).split(separator: ", ").map { $0.split(separator: " ") }
            #expect(named.map { String($0[0]) } == expected, "run \(run)")
            #expect(named.allSatisfy { $0.count == 3 && Double($0[1]) != nil && $0[2] == "ms" })
            let kinds = try #require(index.stderr.split(separator: "\n").first { $0.hasPrefix("timings by kind: ") })
            let entries = kinds.dropFirst("timings by kind: ".count).split(separator: "; ")
            if run == 1 {
                #expect(Set(entries.compactMap { $0.split(separator: " ").first.map(String.init) }) == ["xib", "storyboard", "plist"])
            } else {
                #expect(entries.count == 1)
                #expect(entries.first?.hasPrefix("swift 1 file, read+parse ") == true, "\(kinds)")
            }
            #expect(entries.allSatisfy { $0.contains(" ms, write ") && $0.hasSuffix(" ms") })
            #expect(!index.stderr.contains("5 files:"))
        }
    }

    /// While a first index writes its database beside the path, a query (found by discovery or
    /// named with --db) says so instead of asking for an index.
    @Test func aQueryDuringAFirstIndexSaysItIsBeingWritten() throws {
        try tree.write(".sbdb/index.sqlite.building", "")
        for arguments in [["query", "unused-nibs"], ["query", "unused-nibs", "--db", tree.file(".sbdb/index.sqlite").path]] {
            let run = try runSBDB(arguments, in: tree.path)
            #expect(run.status != 0)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.contains(
                    "index.sqlite': its first index is still being written (beside it, as 'index.sqlite.building'); query again when 'sbdb index' ends"),
                "\(run.stderr)")
        }
    }

    /// `--only` re-reads the paths it names and nothing else, even files that changed too;
    /// `--only-from` reads them from a file; absolute paths inside the root count, outside do not.
    @Test func onlyRereadsTheNamedPathsAndNothingElse() throws {
        // On a database never indexed, --only indexes everything first.
        let first = try runSBDB(["index", tree.path, "--only", "App/Views"])
        #expect(first.stderr.contains("5 files: 5 added"))
        let main = "App/Base.lproj/Main.storyboard"
        for path in [main, "App/Views/Card View.xib"] {
            let text = try String(contentsOf: tree.file(path), encoding: .utf8)
            try tree.write(path, text + "<!-- edited -->\n")
            try tree.bumpModificationTime(path)
        }
        let one = try runSBDB(["index", tree.path, "--only", tree.file("App/Views/Card View.xib").path])
        #expect(one.status == 0)
        #expect(one.stderr.contains("1 files: 0 added, 1 changed, 0 removed, 0 unchanged"))
        try tree.write("paths.txt", "\(main)\n\nApp/Gone.xib\n")
        let listed = try runSBDB(["index", tree.path, "--only-from", tree.file("paths.txt").path])
        #expect(listed.stderr.contains("1 files: 0 added, 1 changed, 0 removed, 0 unchanged"))
        let again = try runSBDB(["index", tree.path])
        #expect(again.stderr.contains("5 files: 0 added, 0 changed, 0 removed, 5 unchanged"))
        let outside = try runSBDB(["index", tree.path, "--only", "/tmp"])
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("'/tmp' is outside the repository"))
        // Climbing out with `..` is outside too; climbing back in is not.
        let climbing = try runSBDB(["index", tree.path, "--only", "App/../../outside"])
        #expect(climbing.status == 64)
        #expect(climbing.stderr.contains("'App/../../outside' is outside the repository"))
        let back = try runSBDB(["index", tree.path, "--only", "App/../App/Views/Card View.xib"])
        #expect(back.status == 0)
        #expect(back.stderr.contains("1 files: 0 added, 0 changed, 0 removed, 1 unchanged"))
        let unreadable = try runSBDB(["index", tree.path, "--only-from", tree.file("missing.txt").path])
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr.contains("Cannot read the path list"))
    }

    @Test func strictFailsWithStatusThreeWhileAnyFileIsUnreadable() throws {
        #expect(try runSBDB(["index", tree.path, "--strict", "--quiet"]).status == 3)
        try FileManager.default.removeItem(at: tree.file("App/Broken.xib"))
        #expect(try runSBDB(["index", tree.path, "--strict", "--quiet"]).status == 0)
        // A xib whose name is not UTF-8 cannot be indexed: strict sees it, on every run.
        let name = tree.path + "/App/Caf\u{E9}.xib"
        var bytes = Array(name.utf8).dropLast(6) + [0xE9] + Array(".xib".utf8) + [0]
        let created = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(created >= 0)
        if created >= 0 { close(created) }
        for _ in 0..<2 {
            let run = try runSBDB(["index", tree.path, "--strict"])
            #expect(run.status == 3)
            #expect(run.stderr.contains("App/Caf\\xE9.xib: warning: the file's name is not valid UTF-8"))
        }
    }

    @Test func queryFindsTheDatabaseFromASubfolder() throws {
        _ = try runSBDB(["index", tree.path, "-q"])
        let run = try runSBDB(["query", "scene-counts", "--format", "csv"], in: tree.file("App/Views").path)
        #expect(run.status == 0)
        let size = try FileManager.default.attributesOfItem(atPath: tree.file("App/Base.lproj/Main.storyboard").path)[.size] as! Int
        #expect(run.stdout == "storyboard,path,scenes,views,bytes\nMain,App/Base.lproj/Main.storyboard,3,11,\(size)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func rawSQLInEveryFormat() throws {
        _ = try runSBDB(["index", tree.path, "-q"])
        let db = tree.file(".sbdb/index.sqlite").path
        let sql = "SELECT name, kind FROM files WHERE kind = 'storyboard'"
        #expect(try runSBDB(["query", "--db", db, "--sql", sql, "--format", "json"]).stdout == "[\n  {\"name\":\"Main\",\"kind\":\"storyboard\"}\n]\n")
        #expect(try runSBDB(["query", "--db", db, "--sql", sql, "--format", "jsonl"]).stdout == "{\"name\":\"Main\",\"kind\":\"storyboard\"}\n")
        #expect(try runSBDB(["query", "--db", db, "--sql", sql, "--format", "table"]).stdout == "name  kind\n----  ----------\nMain  storyboard\n")
        // In a pipe the default is TSV.
        #expect(try runSBDB(["query", "--db", db, "--sql", sql]).stdout == "name\tkind\nMain\tstoryboard\n")
    }

    @Test func listDescribesTheReports() throws {
        let run = try runSBDB(["query", "--list"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("scene-counts\tScenes, views and bytes per storyboard"))
        #expect(run.stdout.contains("custom-classes\t"))
    }

    @Test func errorsSayWhatAndExitNonZero() throws {
        _ = try runSBDB(["index", tree.path, "-q"])
        let db = tree.file(".sbdb/index.sqlite").path
        let write = try runSBDB(["query", "--db", db, "--sql", "DELETE FROM files"])
        #expect(write.status == 1)
        #expect(write.stderr.hasPrefix("Error: DELETE statements are refused"))
        let unknown = try runSBDB(["query", "--db", db, "no-such-report"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Known reports: accessibility-gaps, broken-includes, custom-classes, designable-reuse"))
        let nothing = try runSBDB(["query"])
        #expect(nothing.status == 64)
        let notFolder = try runSBDB(["index", tree.file("App/Info.plist").path])
        #expect(notFolder.status == 64)
        #expect(notFolder.stderr.contains("is not a folder"))
        let empty = try TemporaryDirectory()
        let missing = try runSBDB(["query", "scene-counts"], in: empty.path)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("No sbdb database found"))
        try empty.write("notes.txt", "hello\n")
        let foreign = try runSBDB(["index", tree.path, "--db", empty.file("notes.txt").path])
        #expect(foreign.status == 1)
        #expect(foreign.stderr.contains("is not an SQLite database"))
        #expect(try String(contentsOf: empty.file("notes.txt"), encoding: .utf8) == "hello\n")
    }

    /// A mistyped report or option name gets the closest known one; shells complete report names
    /// and formats.
    @Test func aMistypedNameGetsDidYouMeanAndNamesComplete() throws {
        _ = try runSBDB(["index", tree.path, "-q"])
        let db = tree.file(".sbdb/index.sqlite").path
        let report = try runSBDB(["query", "--db", db, "unused-nib"])
        #expect(report.status == 1)
        #expect(report.stderr.contains("There is no report named 'unused-nib'. Did you mean 'unused-nibs'?"))
        let only = try runSBDB(["report", "--db", db, "--no-index", "--only", "brokn-includes", "--output", tree.file("out").path])
        #expect(only.status == 64)
        #expect(only.stderr.contains("Did you mean 'broken-includes'?"))
        let option = try runSBDB(["graph", "--db", db, "--exlude-tests"])
        #expect(option.status == 64)
        #expect(option.stderr.contains("Did you mean '--exclude-tests'?"))
        let completion = try runSBDB(["--generate-completion-script", "bash"])
        #expect(completion.stdout.contains("unused-nibs"))
        #expect(completion.stdout.contains("codeclimate"))
    }

    /// ArgumentParser wraps help at 80 columns: a discussion line past it leaves its last words
    /// alone on the next line. Every command's and subcommand's discussion is written to fit.
    @Test func noHelpLineIsWrapped() {
        var commands: [any ParsableCommand.Type] = [SBDBCommand.self]
        var checked = 0
        while let command = commands.popLast() {
            commands += command.configuration.subcommands
            for line in command.configuration.discussion.split(separator: "\n") {
                #expect(line.count <= 80, "\(command.configuration.commandName ?? "sbdb"): \(line)")
            }
            checked += 1
        }
        #expect(checked >= 12)
    }

    @Test func helpHasExamplesAndSchemaHasMeanings() throws {
        let help = try runSBDB(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        let schema = try runSBDB(["schema"])
        #expect(schema.stdout.contains("files: every file sbdb indexed"))
        #expect(schema.stdout.contains("  path "))
        let markdown = try runSBDB(["schema", "--format", "markdown"])
        #expect(markdown.stdout.contains("| `custom_class` |"))
    }
}
