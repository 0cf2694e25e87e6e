import ArgumentParser
import Foundation
import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBWatch

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
    /// Re-read only these paths (relative to the root), as `--only` asks; nil for the whole tree.
    var paths: [String]?

    /// `paths` relative to `root`: relative ones are read from the root, absolute ones inside the
    /// root cut to the part below it, both with `.` and `..` resolved. A path outside the root,
    /// absolute or climbing out with `..`, is a usage error.
    static func relativePaths(_ paths: [String], root: String) throws -> [String] {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        return try paths.map { path in
            let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
            // A plain relative path stays as written (it may name a file that is gone).
            if !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
                return path
            }
            let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
            if standard == base { return "." }
            guard standard.hasPrefix(base == "/" ? "/" : base + "/") else {
                throw ValidationError("'\(path)' is outside the repository '\(base)'. Pass paths inside it, or relative to it.")
            }
            return String(standard.dropFirst(base == "/" ? 1 : base.count + 1))
        }
    }

    /// Loads the configuration of `root` (or `configPath`), warning about unknown keys.
    static func configuration(root: String, path configPath: String?, quiet: Bool) throws -> SBDBConfiguration {
        let configuration = try SBDBConfiguration.load(root: root, path: configPath)
        if !quiet, let source = configuration.source {
            for key in configuration.unknownKeys {
                Terminal.err("\(source): warning: unknown key '\(printable(key))' is ignored")
            }
        }
        return configuration
    }

    func run() throws -> IndexSummary {
        let opening = DispatchTime.now().uptimeNanoseconds
        let store: Store
        do {
            store = try Store(path: databasePath, creation: .aside)
        } catch StoreError.writerBusy(let path, let holder) where holder.hasPrefix("sbdb watch") {
            // A watch keeps this database current: it indexes what changed, at once, and says what.
            guard let answer = WatchSocket.sync(databasePath: databasePath) else { throw StoreError.writerBusy(path: path, holder: holder) }
            return try synced(answer, holder: holder, started: opening)
        }
        let opened = Double(DispatchTime.now().uptimeNanoseconds - opening) / 1e9
        if let upgrade = store.upgrade {
            Terminal.err("note: upgraded '\(store.path)' from schema \(upgrade.from) to \(upgrade.to); every file is read again")
        }
        var options = IndexOptions()
        options.configuration = configuration
        options.excludes = excludes
        if let jobs { options.jobs = jobs }
        let showProgress = !quiet && Terminal.stderrIsTerminal
        let indexer = Indexer(store: store, root: root, options: options)
        let summary =
            try paths.map { try indexer.run(paths: $0) }
            ?? indexer.run { progress in
                if showProgress { Terminal.status("indexing \(progress.done)/\(progress.total) \(progress.path)") }
            }
        if showProgress { Terminal.clearStatus() }
        if !quiet {
            for diagnostic in summary.diagnostics { Terminal.err(diagnostic.compilerStyle) }
            Terminal.err(summary.line)
        }
        if timings {
            Terminal.err("timings: open \(String(format: "%.1f", opened * 1000)) ms, \(summary.phasesLine)")
            if !summary.kinds.isEmpty { Terminal.err("timings by kind: \(summary.kindsLine)") }
        }
        return summary
    }

    /// The summary of the batch a running watch made for this run, said as such on stderr.
    private func synced(_ answer: SyncAnswer, holder: String, started: UInt64) throws -> IndexSummary {
        guard var summary = answer.summary else {
            throw StoreError.cannotOpen(
                path: databasePath, reason: "the running \(holder) could not bring it up to date: \(answer.error ?? "no answer")")
        }
        summary.elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if !quiet {
            let what = summary.seen == 0 ? "nothing had changed since its last batch" : "its batch: " + summary.line
            Terminal.err("\(holder.split(separator: ",").prefix(2).joined(separator: ",")) keeps '\(databasePath)' current; \(what)")
        }
        if timings {
            Terminal.err("timings: asked the running watch, \(String(format: "%.1f", summary.elapsedSeconds * 1000)) ms")
        }
        return summary
    }
}
