import ArgumentParser
import Foundation
import SBDBKit

/// `sbdb index`: bring the database in line with the repository.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Index (or re-index what changed in) a repository's IB files and Info.plists.",
        discussion: """
            Only files whose size or modification time changed are read again, and only those whose
            content changed are parsed. A file that cannot be read becomes a diagnostic (see the
            diagnostics table); its earlier rows are kept until a good version replaces them.

            Examples:
              sbdb index
              sbdb index path/to/App --exclude 'Tests/**' --exclude '*Legacy*'
              sbdb index --db /tmp/app.sqlite --strict
            """)

    @Argument(help: "The repository root.", completion: .directory)
    var path: String = "."

    @Option(name: .customLong("db"), help: ArgumentHelp("The database file. Default: PATH/.sbdb/index.sqlite.", valueName: "file"))
    var database: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Skip paths matching this glob (relative path or file name); repeatable. .git, .build*, DerivedData, node_modules and .sbdb are always skipped.",
        valueName: "glob"))
    var excludes: [String] = []

    @Option(help: ArgumentHelp("The configuration file. Default: PATH/.sbdb.yml when it exists.", valueName: "file"))
    var config: String?

    @Flag(help: "Exit with status 3 when any file could not be read.")
    var strict = false

    @Option(help: "Parallel readers (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(path)' is not a folder. Pass the repository root to index.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
    }

    func run() throws {
        let root = absolute(path)
        let store = try Store(path: database.map(absolute) ?? Store.defaultPath(forRoot: root))
        if let upgrade = store.upgrade {
            Terminal.err("note: upgraded '\(store.path)' from schema \(upgrade.from) to \(upgrade.to); every file is read again")
        }
        var options = IndexOptions()
        options.configuration = try SBDBConfiguration.load(root: root, path: config.map(absolute))
        if !quiet, let source = options.configuration.source {
            for key in options.configuration.unknownKeys {
                Terminal.err("\(source): warning: unknown key '\(key)' is ignored")
            }
        }
        options.excludes = excludes
        if let jobs { options.jobs = jobs }
        let showProgress = !quiet && Terminal.stderrIsTerminal
        let summary = try Indexer(store: store, root: root, options: options).run { progress in
            if showProgress { Terminal.status("indexing \(progress.done)/\(progress.total) \(progress.path)") }
        }
        if showProgress { Terminal.clearStatus() }
        if !quiet {
            for diagnostic in summary.diagnostics { Terminal.err(diagnostic.compilerStyle) }
            Terminal.err(summary.line)
        }
        if strict, summary.failedInDatabase > 0 {
            Terminal.err("error: \(summary.failedInDatabase) file(s) could not be read; see 'sbdb query --sql \"SELECT * FROM diagnostics\"'.")
            throw SBDBExit.unreadableFiles
        }
    }
}
