import ArgumentParser
import Foundation
import SBDBLinks
import SBDBIndexing

/// `sbdb index`: bring the database in line with the repository.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Index (or re-index what changed in) a repository's IB files, Info.plists and Swift and Objective-C sources.",
        discussion: """
            Only files whose size or modification time changed are read again, and only
            those whose content changed are parsed. A file that cannot be read becomes a
            diagnostic (see the diagnostics table); its earlier rows are kept until a
            good version replaces them.

            --only (or --only-from) re-reads just the files and folders it names, whatever
            their size and mtime say, and updates the links they touch: a cost that follows
            the change, not the repository, for a pre-commit hook that knows what changed.

            While 'sbdb watch' keeps the same database, index asks it instead of
            walking the tree: the watch indexes every change made until then, at once,
            and says what.

            Examples:
              sbdb index
              sbdb index path/to/App --exclude 'Tests/**' --exclude '*Legacy*'
              sbdb index --db /tmp/app.sqlite --strict
              git diff --cached --name-only | sbdb index --only-from -
            """)

    @OptionGroup var repository: RepositoryOptions

    @Flag(help: "Exit with status 3 when any file could not be read.")
    var strict = false

    @Option(help: "Parallel readers (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Re-read only this file or folder (relative to PATH, or absolute inside it); repeatable.", valueName: "path"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Re-read only the paths listed in this file, one per line ('-' for stdin).", valueName: "file"))
    var onlyFrom: String?

    @Flag(help: "Print the wall time of each phase (open, walk, load, read+write, links, …) on stderr.")
    var timings = false

    func validate() throws {
        try repository.validateRoot("index")
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    func run() throws {
        var paths: [String]?
        if !only.isEmpty || onlyFrom != nil {
            paths = try IndexRun.relativePaths(only + (try onlyFrom.map(PathList.read) ?? []), root: repository.root)
        }
        let summary = try IndexRun(
            root: repository.root,
            databasePath: repository.databasePath,
            configuration: try IndexRun.configuration(root: repository.root, path: repository.configPath, quiet: quiet),
            excludes: repository.excludes, jobs: jobs, quiet: quiet, timings: timings, paths: paths
        ).run()
        // Files whose names are not UTF-8 cannot be indexed at all: unread, like a broken file.
        let unnamed = summary.diagnostics.filter { $0.diagnostic.code == RepositoryWalker.nonUTF8NameCode }.count
        if strict, summary.failedInDatabase + unnamed > 0 {
            Terminal.err("error: \(summary.failedInDatabase + unnamed) file(s) could not be read; see 'sbdb query --sql \"SELECT * FROM diagnostics\"'.")
            throw SBDBExit.unreadableFiles
        }
    }
}
