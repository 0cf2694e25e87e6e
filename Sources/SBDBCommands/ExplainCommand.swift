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

    @Option(help: ArgumentHelp("table, csv, tsv, json or jsonl.", valueName: "format"))
    var format: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let format, OutputFormat(rawValue: format) == nil {
            throw ValidationError("Unknown format '\(format)'. Use one of: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
    }

    func run() throws {
        let report = ReportCatalog.report(named: "nib-usage")!
        let result = try QueryRunner(databasePath: try database.resolvedForReading())
            .run(sql: report.sql, arguments: try report.arguments(["name": name]), origin: "report nib-usage")
        if result.rows.isEmpty {
            Terminal.err("Nothing links to '\(name)': no IB link, code reference, convention or entry point names it.")
        }
        let output = format.flatMap(OutputFormat.init) ?? (Terminal.stdoutIsTerminal ? .table : .tsv)
        Terminal.out(output.render(result, width: output == .table ? Terminal.width : nil))
    }
}
