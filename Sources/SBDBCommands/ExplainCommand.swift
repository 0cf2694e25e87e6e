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
                arguments: ["name": name], origin: "explain"
            ).rows.map(\.[0].text)
            if files.isEmpty {
                Terminal.err(
                    "No storyboard or xib is named '\(name)', and nothing links to that name: check the spelling, or run 'sbdb index' if the file is new.")
            } else {
                Terminal.err("Nothing links to '\(name)' (\(files.joined(separator: ", "))): no IB link, code reference, convention or entry point names it.")
            }
        }
        let target = try OutputTarget(format: format, output: nil)
        // On a terminal, without --format: one block per piece of evidence, the detail in full.
        if format == nil, target.format == .table, Terminal.stdoutIsTerminal {
            Terminal.out(Self.blocks(result, width: Terminal.width ?? 100))
            return
        }
        let root = try target.locatesRows ? runner.indexedRoot() : nil
        try target.write(result, context: target.context(for: report, root: root))
    }

    /// The evidence for a terminal: the file once, then a numbered block per link (mechanism,
    /// source and place, problem), its detail wrapped to the width beneath.
    static func blocks(_ result: QueryResult, width: Int) -> String {
        func cell(_ row: [QueryValue], _ name: String) -> String {
            guard let index = result.columns.firstIndex(of: name) else { return "" }
            return row[index] == .null ? "" : row[index].text
        }
        guard let first = result.rows.first else { return "" }
        var out = ""
        let targets = Set(result.rows.map { cell($0, "target_path") })
        if targets.count == 1 {
            let path = cell(first, "target_path")
            out += "\(cell(first, "target"))\(path.isEmpty ? "" : " (\(path))") is named by \(result.rows.count) link\(result.rows.count == 1 ? "" : "s"):\n"
        }
        for (number, row) in result.rows.enumerated() {
            let line = cell(row, "line")
            let place = cell(row, "source_path") + (line.isEmpty ? "" : ":" + line)
            var head = "\n  \(number + 1). \(cell(row, "mechanism")) from \(cell(row, "source"))"
            if !place.isEmpty { head += " (\(place))" }
            if targets.count > 1 { head += " to \(cell(row, "target_path"))" }
            let problem = cell(row, "problem")
            if !problem.isEmpty { head += ": \(problem)" }
            out += head + "\n"
            for text in wrap(cell(row, "detail"), width: max(30, width - 7)) { out += "     \(text)\n" }
        }
        return out
    }

    /// Words of `text` in lines of at most `width` characters (a longer word on a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
