import ArgumentParser
import SBDBCore

/// The `sbdb` root command.
public struct SBDBCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sbdb",
        abstract: "Index a repository's storyboards, xibs, Info.plists and the code that loads them into SQLite, and query them.",
        discussion: """
            Examples:
              sbdb index                     index . into .sbdb/index.sqlite
              sbdb index ~/src/App --strict  exit 3 when a file cannot be read
              sbdb watch                     index, then follow changes
              sbdb query --list              the reports, built-in and yours
              sbdb query scene-counts        run one
              sbdb query --sql "SELECT custom_class, count(*) FROM views
                                GROUP BY 1 ORDER BY 2 DESC"
              sbdb report                    every report as Markdown, HTML, JSON
              sbdb check                     new findings as Xcode warnings (Run Script)
              sbdb schema                    every table, view and column
              sbdb shell                     the database in sqlite3, read-only

            Exit codes: 0 success, 1 error, 3 files could not be read (index --strict),
            4 a gated report has rows (--fail-on, --fail-on-rows), 5 new rows since a
            baseline (report --fail-on-new), 64 usage error.
            """,
        version: SBDBVersion.current,
        subcommands: [
            IndexCommand.self, WatchCommand.self, QueryCommand.self, ReportCommand.self, ExplainCommand.self,
            CheckCommand.self, GraphCommand.self, SchemaCommand.self, ShellCommand.self, ConfigCommand.self, BaselineCommand.self,
        ])

    public init() {}
}

/// Exit statuses beyond ArgumentParser's 0, 1 and 64.
enum SBDBExit {
    /// `index --strict` found files it could not read.
    static let unreadableFiles = ExitCode(3)
    /// A report named by `--fail-on` (or `query --fail-on-rows`) has rows.
    static let rowsFound = ExitCode(4)
    /// `report --fail-on-new`: a report has rows its baseline did not.
    static let newRowsFound = ExitCode(5)
}
