import ArgumentParser
import Foundation
import SBDBCore
import SBDBReporting
import SBDBReports

/// `sbdb baseline write`: the findings a team accepts today, committed, so that gates fail only
/// on new ones.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Write the findings of today as a baseline, so that gates fail only on new ones.",
        subcommands: [Write.self])

    struct Write: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "write",
            abstract: "Write every finding report's rows to a baseline file to commit.",
            discussion: """
                The file holds each finding report's decided rows (undecided ones never gate),
                as JSON with sorted keys: commit it, and pass it as --baseline to 'sbdb query'
                (with --fail-on-rows), 'sbdb report' (with --fail-on-new), the pre-commit hook
                and the GitHub Action. Rows are matched by each report's key (its '-- key:'
                header), never by their order.

                Examples:
                  sbdb index && sbdb baseline write
                  sbdb query broken-includes --baseline .sbdb/baseline.json --fail-on-rows
                  sbdb report --baseline .sbdb/baseline.json --fail-on-new
                """)

        @Argument(help: ArgumentHelp("The file to write. Default: .sbdb/baseline.json in the indexed repository.", valueName: "file"))
        var file: String?

        @Option(
            help: ArgumentHelp("Only these reports (comma-separated). Default: every finding report that is on.", valueName: "report,…"),
            completion: .list(ReportCatalog.builtIn.map(\.name)))
        var only: String?

        @OptionGroup var reports: ReportOptions
        @OptionGroup var limits: QueryLimitOptions
        @OptionGroup var database: DatabaseOptions

        func run() throws {
            let databasePath = try database.resolvedForReading()
            guard let root = try indexedRoot(ofDatabase: databasePath) else {
                throw CommandError("The database '\(databasePath)' has not indexed a repository yet. Run 'sbdb index PATH' first.")
            }
            let defaults = try SBDBConfiguration.load(root: root).reports
            let catalog = try reports.catalog(root: root)
            let selected = try selectReports(only: only, defaults: defaults, catalog: catalog).filter { only != nil || $0.isFinding }
            let parameters = defaults.parameters.merging(reports.arguments) { _, flag in flag }
            let outcomes = try ReportOutcome.run(
                selected, databasePath: databasePath, parameters: parameters, timeout: limits.queryTimeout, memoryLimit: limits.megabytes)
            if let failed = outcomes.first(where: \.failed) {
                throw CommandError("\(failed.report.name): \(failed.skipped ?? "failed"); no baseline written.")
            }
            let path = file.map(absolute) ?? BaselineFile.path(inRepository: root)
            let destination = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try BaselineFile.data(outcomes).write(to: destination, options: .atomic)
            let counted = outcomes.filter { $0.result != nil }
            Terminal.err("wrote \(path): \(counted.map(\.rowCount).reduce(0, +)) row(s) of \(counted.count) report(s)")
        }
    }
}
