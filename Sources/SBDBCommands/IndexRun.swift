import Foundation
import SBDBKit

/// One incremental index run with the command-line conventions: configuration warnings,
/// progress on a terminal, diagnostics and a summary line on stderr.
struct IndexRun {
    var root: String
    var databasePath: String
    var configuration: SBDBConfiguration
    var excludes: [String] = []
    var jobs: Int?
    var quiet = false
    /// Print the wall time of each phase (`--timings`).
    var timings = false

    /// Loads the configuration of `root` (or `configPath`), warning about unknown keys.
    static func configuration(root: String, path configPath: String?, quiet: Bool) throws -> SBDBConfiguration {
        let configuration = try SBDBConfiguration.load(root: root, path: configPath)
        if !quiet, let source = configuration.source {
            for key in configuration.unknownKeys {
                Terminal.err("\(source): warning: unknown key '\(key)' is ignored")
            }
        }
        return configuration
    }

    func run() throws -> IndexSummary {
        let opening = DispatchTime.now().uptimeNanoseconds
        let store = try Store(path: databasePath)
        let opened = Double(DispatchTime.now().uptimeNanoseconds - opening) / 1e9
        if let upgrade = store.upgrade {
            Terminal.err("note: upgraded '\(store.path)' from schema \(upgrade.from) to \(upgrade.to); every file is read again")
        }
        var options = IndexOptions()
        options.configuration = configuration
        options.excludes = excludes
        if let jobs { options.jobs = jobs }
        let showProgress = !quiet && Terminal.stderrIsTerminal
        let summary = try Indexer(store: store, root: root, options: options).run { progress in
            if showProgress { Terminal.status("indexing \(progress.done)/\(progress.total) \(progress.path)") }
        }
        if showProgress { Terminal.clearStatus() }
        if !quiet {
            for diagnostic in summary.diagnostics { Terminal.err(diagnostic.compilerStyle) }
            Terminal.err(summary.line)
        }
        if timings {
            Terminal.err("timings: open \(String(format: "%.1f", opened * 1000)) ms, \(summary.phasesLine)")
        }
        return summary
    }
}
