import ArgumentParser
import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReporting
import SBDBReports
import SBDBStore

/// `sbdb report`: the nightly bundle.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Re-index incrementally, run every report, and write a bundle for people and dashboards.",
        discussion: """
            The page's first screen says what needs attention: the findings new since
            the baseline, each a sentence linked to its file and line (--link
            'https://github.com/ORG/REPO/blob/{commit}/{path}#L{line}' for GitHub,
            'vscode://file/{abspath}:{line}' for VS Code), then every finding report,
            then the inventories.

            In a checkout with no database yet, the current folder is indexed first
            (into .sbdb/index.sqlite, or --db).

            The bundle holds index.md and index.html (counts per report, the largest
            offenders, the include graph as SVG when Graphviz is installed, as Mermaid
            otherwise), bundle.json, and one REPORT.json per report with the time, sbdb
            version, git commit and elapsed time. A report that needs a parameter
            without a default is skipped unless --param gives it.

            With --baseline (an earlier bundle folder, its bundle.json, or an sbdb
            database) the bundle and stdout say what is new and what was fixed per
            report.

            Examples:
              sbdb report --output build/sbdb-report
              sbdb report --only unused-nibs,broken-includes --fail-on broken-includes
              sbdb report --baseline last-night/ --fail-on-new
              sbdb report --history /srv/sbdb/history --output /srv/sbdb/history/today

            Exit codes: 0 success, 1 error, 4 a --fail-on report has rows, 5
            --fail-on-new and a report has rows its baseline did not, 64 usage error.
            """)

    @Option(help: ArgumentHelp("The bundle folder. Default: reports.output of .sbdb.yml, else sbdb-report.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Only these reports (comma-separated).", valueName: "report,…"), completion: .list(ReportCatalog.builtIn.map(\.name)))
    var only: String?

    @Option(help: ArgumentHelp("An earlier bundle folder, its bundle.json, or an sbdb database to compare with.", valueName: "path"))
    var baseline: String?

    @Option(
        help: ArgumentHelp("Exit with status 4 when any of these reports has rows (comma-separated).", valueName: "report,…"),
        completion: .list(ReportCatalog.builtIn.map(\.name)))
    var failOn: String?

    @Option(
        help: ArgumentHelp(
            "How the page links a finding to its file: {path} (from the root), {abspath}, {line}, {commit}. Default: file://{abspath}.",
            valueName: "pattern"))
    var link: String?

    @Option(
        help: ArgumentHelp(
            "A folder of earlier bundles (each with its bundle.json): the page shows each report's count over them as a trend.", valueName: "dir"))
    var history: String?

    @Flag(help: "With --baseline: exit with status 5 when a report (of --fail-on if given, else a finding report) has new rows; changed rows are not new.")
    var failOnNew = false

    @Flag(help: "Do not re-index first; report on the database as it is.")
    var noIndex = false

    @Option(help: ArgumentHelp("The configuration file. Default: ROOT/.sbdb.yml when it exists.", valueName: "file"))
    var config: String?

    @OptionGroup var reports: ReportOptions

    /// A report past its limits fails alone; the others still run.
    @OptionGroup var limits: QueryLimitOptions

    @Flag(name: .shortAndLong, help: "Print nothing on stderr but errors.")
    var quiet = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if failOnNew, baseline == nil {
            throw ValidationError("--fail-on-new compares with a baseline: pass --baseline PATH too.")
        }
    }

    func run() throws {
        let started = DispatchTime.now()
        let (databasePath, root) = try databaseAndRoot()
        let configuration = try IndexRun.configuration(root: root, path: config.map(absolute), quiet: quiet)
        var indexLine: String?
        if !noIndex {
            indexLine = try IndexRun(root: root, databasePath: databasePath, configuration: configuration, quiet: quiet).run().line
        }
        let catalog = try reports.catalog(root: root)
        let defaults = configuration.reports
        let selected = try selectedReports(catalog, defaults: defaults)
        let gates = try names(failOn, default: defaults.failOn, catalog: catalog, option: "--fail-on")
        let parameters = defaults.parameters.merging(reports.arguments) { _, flag in flag }

        var bundle = ReportBundle(
            root: root,
            outcomes: try ReportOutcome.run(
                selected, databasePath: databasePath, parameters: parameters, timeout: limits.queryTimeout,
                memoryLimit: limits.megabytes))
        bundle.indexLine = indexLine
        bundle.gitCommit = ReportBundle.gitCommit(at: root)
        bundle.linkPattern = link
        // The page's graph is the app's: test code's links left out.
        bundle.attach(try IncludeGraph.load(databasePath: databasePath, excludingTests: true))
        if let baseline {
            let rows = try BaselineComparison.loadBaseline(absolute(baseline), reports: selected, parameters: parameters)
            bundle.comparison = BaselineComparison(current: bundle.outcomes, baseline: rows, source: baseline)
        }
        if let history { bundle.history = try ReportHistory.load(absolute(history)) }
        bundle.elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let folder = output.map(absolute) ?? defaults.output.map { resolve($0, against: root) } ?? absolute("sbdb-report")
        try bundle.write(to: folder)

        for outcome in bundle.outcomes {
            var line = "\(outcome.report.name)\t" + (outcome.skipped.map { "skipped (\($0))" } ?? "\(outcome.rowCount)")
            if let change = bundle.comparison?.changes.first(where: { $0.report == outcome.report.name }) {
                let changed = change.changedRows.isEmpty ? "" : ", ~\(change.changedRows.count) changed"
                line += change.inBaseline ? "\t+\(change.newRows.count) new, -\(change.fixedRows.count) fixed\(changed)" : "\tnot in baseline"
            }
            Terminal.out(line + "\n")
        }
        if let comparison = bundle.comparison { Terminal.out("Since the baseline: \(comparison.sentence).\n") }
        if !quiet { Terminal.err("wrote \(folder)/index.html, index.md and \(bundle.outcomes.count) report(s)") }
        // A report stopped or refused fails the run, after the rest of the bundle is written.
        let failed = bundle.outcomes.filter(\.failed)
        for outcome in failed { Terminal.err("Error: \(outcome.report.name): \(outcome.skipped ?? "failed")") }
        if !failed.isEmpty { throw ExitCode.failure }

        try gate(bundle, gates: gates)
    }

    /// The database and the repository it indexes. In a fresh checkout (no database found, or one
    /// that has indexed nothing yet) the current folder is indexed first, into
    /// `.sbdb/index.sqlite` there or the `--db` file, as `sbdb index` would: the report re-indexes
    /// anyway. With `--no-index` there is nothing to report on, and that is an error.
    private func databaseAndRoot() throws -> (database: String, root: String) {
        let here = FileManager.default.currentDirectoryPath
        let databasePath: String
        do {
            databasePath = try database.resolvedForReading()
        } catch StoreError.noDatabaseFound where !noIndex {
            return (URL(fileURLWithPath: here).appendingPathComponent(".sbdb/index.sqlite").path, here)
        }
        if let root = try indexedRoot(ofDatabase: databasePath) { return (databasePath, root) }
        if noIndex {
            throw CommandError("The database '\(databasePath)' has not indexed a repository yet. Run 'sbdb index PATH' first, or drop --no-index.")
        }
        return (databasePath, here)
    }

    private func gate(_ bundle: ReportBundle, gates: [String]) throws {
        if failOnNew, let comparison = bundle.comparison {
            // Without names, only findings gate: an inventory (scene counts, the include graph)
            // grows with the app.
            let findings = Set(bundle.outcomes.filter(\.report.isFinding).map(\.report.name))
            let failing = comparison.changes.filter {
                !$0.newRows.isEmpty && (gates.isEmpty ? findings.contains($0.report) : gates.contains($0.report))
            }
            if !failing.isEmpty {
                Terminal.err("New rows since the baseline in: \(failing.map(\.report).joined(separator: ", ")); failing as --fail-on-new asks.")
                throw SBDBExit.newRowsFound
            }
            return
        }
        let failing = bundle.outcomes.filter { gates.contains($0.report.name) && $0.rowCount > 0 }
        if !failing.isEmpty {
            Terminal.err("Rows in: \(failing.map { "\($0.report.name) (\($0.rowCount))" }.joined(separator: ", ")); failing as --fail-on asks.")
            throw SBDBExit.rowsFound
        }
    }

    private func selectedReports(_ catalog: ReportCatalog, defaults: SBDBConfiguration.ReportDefaults) throws -> [Report] {
        try selectReports(only: only, defaults: defaults, catalog: catalog)
    }

    private func names(_ list: String?, default configured: [String], catalog: ReportCatalog, option: String) throws -> [String] {
        try reportNames(list, default: configured, catalog: catalog, option: option)
    }

    private func resolve(_ path: String, against root: String) -> String {
        path.hasPrefix("/") || path.hasPrefix("~") ? absolute(path) : (root as NSString).appendingPathComponent(path)
    }
}
