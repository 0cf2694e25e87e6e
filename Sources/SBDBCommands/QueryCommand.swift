import ArgumentParser
import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReporting
import SBDBReports

/// `sbdb query`: canned reports and raw SQL.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run a canned report or your own SQL against the index (read-only).",
        discussion: """
            Examples:
              sbdb query --list
              sbdb query scene-counts
              sbdb query custom-classes --format csv > classes.csv
              sbdb query broken-includes --output broken.sarif
              sbdb query outlet-mismatches --format xcode
              sbdb query unused-nibs --undecided
              sbdb query broken-includes --baseline .sbdb/baseline.json --fail-on-rows
              sbdb query --sql "SELECT path, line, message FROM diagnostics"
              sbdb query --sql "SELECT * FROM views WHERE custom_class = :class" \\
                --param class=RatingView

            Output is an aligned table on a terminal and TSV in a pipe, unless --format
            (or the extension of --output: .txt .csv .tsv .json .jsonl .md .html .sarif
            .checkstyle.xml .codequality.json .junit.xml) says otherwise. xcode, github,
            sarif, checkstyle, codeclimate and junit read each row's place from columns
            named path (or file, source_path, …), line and col. With --baseline, only the
            rows new since it are written (and --fail-on-rows gates on them). Queries run
            on a read-only connection; --write allows statements that change the database.
            """)

    @Argument(help: "The report to run (see --list).", completion: .list(ReportCatalog.builtIn.map(\.name)))
    var name: String?

    @Option(help: ArgumentHelp("SQL to run instead of a report.", valueName: "sql"))
    var sql: String?

    @Flag(help: "List the reports (built-in and your own) with their summaries; --format json describes them fully.")
    var list = false

    @Option(help: ArgumentHelp(OutputFormat.helpList, valueName: "format"), completion: .list(OutputFormat.allCases.map(\.rawValue)))
    var format: String?

    @Option(help: ArgumentHelp("Write to this file instead of stdout; its extension chooses the format.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Only rows new since this baseline (a file of 'sbdb baseline write', a report bundle, or a database), matched by the report's key.",
            valueName: "path"))
    var baseline: String?

    @OptionGroup var reports: ReportOptions

    @Flag(help: "Allow statements that change the database.")
    var write = false

    @Flag(help: "Exit with status 4 when the result has any row (for CI gates).")
    var failOnRows = false

    @Flag(help: "List only the rows sbdb cannot decide (a report with an undecided column), with the reason.")
    var undecided = false

    @OptionGroup var limits: QueryLimitOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let modes = [name != nil, sql != nil, list].filter { $0 }.count
        if modes == 0 { throw ValidationError("Name a report, pass --sql, or pass --list.") }
        if modes > 1 { throw ValidationError("Pass only one of a report name, --sql and --list.") }
        if undecided && name == nil { throw ValidationError("--undecided lists a report's undecided rows: name the report too.") }
        if baseline != nil && name == nil { throw ValidationError("--baseline compares a report's rows by its key: name the report too.") }
        _ = try OutputTarget(format: format, output: output)
    }

    func run() throws {
        // The database is optional for --list: without one, only the --queries-dir reports join the built-in ones.
        let databasePath = list ? try? database.resolvedForReading() : try database.resolvedForReading()
        let root = try databasePath.flatMap(indexedRoot(ofDatabase:))
        // The root's .sbdb.yml may set a format and parameter values; flags win. A malformed one is
        // refused as index, report and config refuse it.
        let defaults = try root.map { try SBDBConfiguration.load(root: $0).reports } ?? SBDBConfiguration.ReportDefaults()
        let target = try OutputTarget(format: format, output: output, configured: defaults.format)
        let catalog = try reports.catalog(root: root)
        if list {
            if target.format == .json {
                try target.write(text: ReportDescription.json(catalog.reports))
            } else {
                try target.write(ReportDescription.result(catalog.reports), context: target.context())
            }
            return
        }
        var runner = QueryRunner(
            databasePath: databasePath ?? "", writable: write, timeout: limits.queryTimeout, memoryLimit: limits.megabytes)
        runner.note = { Terminal.err($0) }
        var report: Report?
        var parameters = reports.arguments
        var undecidedCount: Int?
        var streamsDecided: Report?
        if let name {
            let chosen = try catalog.require(name)
            if undecided && !chosen.hasUndecidedRows {
                throw ValidationError("The report '\(name)' has no undecided rows (no '\(Report.undecidedColumn)' column); run it without --undecided.")
            }
            report = undecided ? chosen.undecidedOnly() : chosen.decided()
            let declared = report!.parameters
            let configured = defaults.parameters.filter { key, _ in declared.contains { $0.name == key } }
            parameters = configured.merging(reports.arguments) { _, flag in flag }
            // Streamed, one run gives the decided rows and the undecided count; otherwise the
            // count is a query of its own.
            if !undecided, chosen.hasUndecidedRows, baseline == nil, target.format.boundsRows {
                streamsDecided = chosen
            } else if !undecided, let count = chosen.undecidedCountSQL {
                undecidedCount = try runner.run(sql: count, arguments: try chosen.arguments(parameters), origin: "report \(name)")
                    .rows.first?.first.flatMap { Int($0.text) }
            }
        }
        let rows: Int
        if let full = streamsDecided, let report {
            let context = target.context(for: report, root: root)
            let counts = try target.withByteSink { sink in
                try runner.streamDecided(full, parameters: parameters, format: target.format, context: context, to: sink)
            }
            rows = counts.rows
            undecidedCount = counts.undecided
        } else if let baseline, let report {
            // Only what is new: the report's rows the baseline's do not account for, by its key.
            let before = try BaselineComparison.loadBaseline(absolute(baseline), reports: [report], parameters: parameters)
            let result = BaselineComparison.onlyNew(try runner.run(report, parameters: parameters), report: report, baseline: before)
            try target.write(result, context: target.context(for: report, root: root))
            rows = result.rows.count
        } else if target.format.boundsRows {
            // Rows go out as SQLite steps, to stdout or the file (table, Markdown and HTML laid out
            // from the first 10,000): a large report never sits in memory.
            let context = target.context(for: report, root: root)
            rows = try target.withByteSink { sink in
                if let report {
                    return try runner.stream(report, parameters: parameters, format: target.format, context: context, to: sink)
                }
                return try runner.stream(
                    sql: sql ?? "", arguments: parameters, origin: "--sql", format: target.format, context: context, to: sink)
            }
        } else {
            let result =
                try report.map { try runner.run($0, parameters: parameters) }
                ?? runner.run(sql: sql ?? "", arguments: parameters, origin: "--sql")
            try target.write(result, context: target.context(for: report, root: root))
            rows = result.rows.count
        }
        if let undecidedCount, undecidedCount > 0 {
            Terminal.err("\(undecidedCount) more undecided: --undecided to list")
        }
        if failOnRows, rows > 0 {
            Terminal.err("\(rows) row(s) found; failing as --fail-on-rows asks.")
            throw SBDBExit.rowsFound
        }
    }
}
