import ArgumentParser
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports

/// `sbdb explain NAME`: why sbdb thinks a storyboard or nib is used (or not).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show every piece of evidence that a storyboard or nib is used, with file and line.",
        discussion: """
            Runs the nib-usage report for one name.

            Examples:
              sbdb explain RatingView
              sbdb explain Main --format json
            """)

    @Argument(help: "The storyboard or nib, by name (no extension).")
    var name: String

    @Option(help: ArgumentHelp(OutputFormat.helpList, valueName: "format"), completion: .list(OutputFormat.allCases.map(\.rawValue)))
    var format: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        _ = try OutputTarget(format: format, output: nil)
    }

    func run() throws {
        let report = ReportCatalog.report(named: "nib-usage")!
        var runner = QueryRunner(databasePath: try database.resolvedForReading())
        runner.note = { Terminal.err($0) }
        let result = try runner.run(sql: report.sql, arguments: try report.arguments(["name": name]), origin: "report nib-usage")
        if result.rows.isEmpty {
            let files = try runner.run(
                sql: "SELECT path FROM files WHERE kind IN ('storyboard', 'xib') AND lower(name) = lower(:name) ORDER BY path",
                arguments: ["name": name], origin: "explain").rows.map(\.[0].text)
            if files.isEmpty {
                Terminal.err("No storyboard or xib is named '\(name)', and nothing links to that name: check the spelling, or run 'sbdb index' if the file is new.")
            } else {
                Terminal.err("Nothing links to '\(name)' (\(files.joined(separator: ", "))): no IB link, code reference, convention or entry point names it.")
            }
        }
        let target = try OutputTarget(format: format, output: nil)
        let root = try target.locatesRows ? runner.indexedRoot() : nil
        try target.write(result, context: target.context(report: report.name, summary: report.summary, root: root, keys: report.keyColumns, messages: report.messages))
    }
}
