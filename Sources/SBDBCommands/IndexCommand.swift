import ArgumentParser
import Foundation
import SBDBKit

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

            Examples:
              sbdb index
              sbdb index path/to/App --exclude 'Tests/**' --exclude '*Legacy*'
              sbdb index --db /tmp/app.sqlite --strict
            """)

    @OptionGroup var repository: RepositoryOptions

    @Flag(help: "Exit with status 3 when any file could not be read.")
    var strict = false

    @Option(help: "Parallel readers (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print the wall time of each phase (open, walk, load, read+write, links, …) on stderr.")
    var timings = false

    func validate() throws {
        try repository.validateRoot("index")
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    func run() throws {
        let summary = try IndexRun(
            root: repository.root,
            databasePath: repository.databasePath,
            configuration: try IndexRun.configuration(root: repository.root, path: repository.configPath, quiet: quiet),
            excludes: repository.excludes, jobs: jobs, quiet: quiet, timings: timings
        ).run()
        if strict, summary.failedInDatabase > 0 {
            Terminal.err("error: \(summary.failedInDatabase) file(s) could not be read; see 'sbdb query --sql \"SELECT * FROM diagnostics\"'.")
            throw SBDBExit.unreadableFiles
        }
    }
}
