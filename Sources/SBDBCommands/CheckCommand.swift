import ArgumentParser
import Foundation
import SBDBReporting
import SBDBReports

/// `sbdb check`: index what changed, then print the gating reports' findings as compiler-style
/// warnings, only the new ones when the repository commits a baseline. One step for an Xcode
/// Run Script phase, the build-tool plugins and the pre-commit hook.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Index what changed, then print the gating reports' findings as compiler warnings (only new ones when a baseline is committed).",
        discussion: """
            The gates are --gates, else reports.fail_on of .sbdb.yml, else
            broken-includes and outlet-mismatches. When ROOT/.sbdb/baseline.json exists
            (written by 'sbdb baseline write' and committed), only findings new since it
            are printed: a team adopts sbdb on an app with old findings without fixing
            them all first. Rows sbdb cannot decide are never printed.

            Output is Xcode's 'path:line:col: warning: …' (each report's severity decides
            warning or error), or --format github for GitHub annotations.

            Examples:
              sbdb check                                 in an Xcode Run Script phase
              sbdb check --fail                          exit 4 on a new finding (CI)
              git diff --cached --name-only | sbdb check --only-from - --fail
              sbdb check --gates broken-includes,missing-resources --no-baseline

            Exit codes: 0 no new finding (or no --fail), 1 error, 4 --fail and a gate has
            new findings, 64 usage error.
            """)

    @OptionGroup var repository: RepositoryOptions

    @Option(
        help: ArgumentHelp(
            "The reports that gate (comma-separated). Default: reports.fail_on of .sbdb.yml, else broken-includes,outlet-mismatches.", valueName: "report,…"),
        completion: .list(ReportCatalog.builtIn.map(\.name)))
    var gates: String?

    @Option(help: ArgumentHelp("The baseline to compare with. Default: PATH/.sbdb/baseline.json when it exists.", valueName: "file"))
    var baseline: String?

    @Flag(help: "Print every finding, even when a baseline exists.")
    var noBaseline = false

    @Option(help: ArgumentHelp("How findings are printed: xcode (default) or github.", valueName: "format"), completion: .list(["xcode", "github"]))
    var format: String = "xcode"

    @Flag(help: "Exit with status 4 when a gate has a (new) finding.")
    var fail = false

    @Option(help: ArgumentHelp("Re-read only the paths listed in this file, one per line ('-' for stdin), as index --only-from.", valueName: "file"))
    var onlyFrom: String?

    @Flag(name: .shortAndLong, help: "Print nothing on stderr but errors.")
    var quiet = false

    @OptionGroup var reports: ReportOptions
    @OptionGroup var limits: QueryLimitOptions

    static let defaultGates = ["broken-includes", "outlet-mismatches"]

    func validate() throws {
        try repository.validateRoot("check")
        guard ["xcode", "github"].contains(format) else {
            throw ValidationError("Unknown format '\(format)' for check. Use xcode or github; 'sbdb query' writes every other format.")
        }
        if noBaseline && baseline != nil { throw ValidationError("Pass --baseline or --no-baseline, not both.") }
    }

    func run() throws {
        let root = repository.root
        let configuration = try IndexRun.configuration(root: root, path: repository.configPath, quiet: quiet)
        var paths: [String]?
        if let onlyFrom {
            paths = try IndexRun.relativePaths(try PathList.read(onlyFrom), root: root)
        }
        _ = try IndexRun(
            root: root, databasePath: repository.databasePath, configuration: configuration,
            excludes: repository.excludes, quiet: true, paths: paths
        ).run()

        let catalog = try reports.catalog(root: root)
        let configured = configuration.reports.failOn.isEmpty ? Self.defaultGates : configuration.reports.failOn
        let selected = try reportNames(gates, default: configured, catalog: catalog, option: "--gates").map { try catalog.require($0).decided() }
        let parameters = configuration.reports.parameters.merging(reports.arguments) { _, flag in flag }
        let baselinePath = noBaseline ? nil : baseline.map(absolute) ?? existingDefaultBaseline(root: root)
        let before = try baselinePath.map { try BaselineComparison.loadBaseline($0, reports: selected, parameters: parameters) }

        let target = try OutputTarget(format: format, output: nil)
        let runner = QueryRunner(
            databasePath: repository.databasePath, writable: false, timeout: limits.queryTimeout, memoryLimit: limits.megabytes)
        var total = 0
        for report in selected {
            var result = try runner.run(report, parameters: parameters)
            if let before { result = BaselineComparison.onlyNew(result, report: report, baseline: before) }
            if !result.rows.isEmpty { try target.write(result, context: target.context(for: report, root: root)) }
            total += result.rows.count
        }
        if !quiet {
            let since = baselinePath.map { " new since \(($0 as NSString).lastPathComponent)" } ?? ""
            Terminal.err("sbdb check: \(total) finding(s)\(since) in \(selected.map(\.name).joined(separator: ", "))")
        }
        if fail, total > 0 { throw SBDBExit.rowsFound }
    }

    private func existingDefaultBaseline(root: String) -> String? {
        let path = BaselineFile.path(inRepository: root)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
