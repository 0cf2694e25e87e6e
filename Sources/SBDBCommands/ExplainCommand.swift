import ArgumentParser
import SBDBKit

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

    @Option(help: ArgumentHelp("table, csv, tsv, json, jsonl, markdown, html, xcode, github or sarif.", valueName: "format"))
    var format: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        _ = try OutputTarget(format: format, output: nil)
    }

    func run() throws {
        let report = ReportCatalog.report(named: "nib-usage")!
        let runner = QueryRunner(databasePath: try database.resolvedForReading())
        let result = try runner.run(sql: report.sql, arguments: try report.arguments(["name": name]), origin: "report nib-usage")
        if result.rows.isEmpty {
            Terminal.err("Nothing links to '\(name)': no IB link, code reference, convention or entry point names it.")
        }
        let target = try OutputTarget(format: format, output: nil)
        let root = try target.locatesRows ? runner.indexedRoot() : nil
        try target.write(result, context: target.context(report: report.name, summary: report.summary, root: root))
    }
}
