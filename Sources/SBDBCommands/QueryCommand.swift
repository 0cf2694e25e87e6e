import ArgumentParser
import Foundation
import SBDBKit

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
              sbdb query --sql "SELECT path, line, message FROM diagnostics"
              sbdb query --sql "SELECT * FROM views WHERE custom_class = :class" --param class=RatingView

            Output is an aligned table on a terminal and TSV in a pipe, unless --format (or the extension
            of --output: .txt .csv .tsv .json .jsonl .md .html .sarif) says otherwise. xcode, github and
            sarif read each row's place from columns named path (or file, source_path, …), line and col.
            Queries run on a read-only connection; --write allows statements that change the database.
            """)

    @Argument(help: "The report to run (see --list).")
    var name: String?

    @Option(help: ArgumentHelp("SQL to run instead of a report.", valueName: "sql"))
    var sql: String?

    @Flag(help: "List the canned reports with their summaries.")
    var list = false

    @Option(help: ArgumentHelp("table, csv, tsv, json, jsonl, markdown, html, xcode, github or sarif.", valueName: "format"))
    var format: String?

    @Option(help: ArgumentHelp("Write to this file instead of stdout; its extension chooses the format.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("Bind :name in the SQL to value; repeatable.", valueName: "name=value"))
    var parameters: [String] = []

    @Flag(help: "Allow statements that change the database.")
    var write = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let modes = [name != nil, sql != nil, list].filter { $0 }.count
        if modes == 0 { throw ValidationError("Name a report, pass --sql, or pass --list.") }
        if modes > 1 { throw ValidationError("Pass only one of a report name, --sql and --list.") }
        _ = try OutputTarget(format: format, output: output)
        for parameter in parameters where !parameter.contains("=") {
            throw ValidationError("--param takes name=value, not '\(parameter)'.")
        }
    }

    func run() throws {
        let target = try OutputTarget(format: format, output: output)
        if list {
            let rows = ReportCatalog.builtIn.map { [QueryValue.text($0.name), .text($0.summary)] }
            try target.write(QueryResult(columns: ["report", "summary"], rows: rows), context: target.context())
            return
        }
        var arguments: [String: String] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            arguments[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        let statement: String
        let origin: String
        if let name {
            guard let report = ReportCatalog.report(named: name) else {
                throw QueryError.unknownReport(name: name, known: ReportCatalog.builtIn.map(\.name))
            }
            statement = report.sql
            origin = "report \(name)"
            arguments = try report.arguments(arguments)
        } else {
            statement = sql ?? ""
            origin = "--sql"
        }
        let runner = QueryRunner(databasePath: try database.resolvedForReading(), writable: write)
        let result = try runner.run(sql: statement, arguments: arguments, origin: origin)
        let report = name.flatMap(ReportCatalog.report(named:))
        let root = try target.locatesRows ? runner.indexedRoot() : nil
        try target.write(result, context: target.context(report: report?.name, summary: report?.summary, root: root))
    }
}
