#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBWatch

/// `sbdb watch`: keep the database current while files change.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Index a repository, then keep the database current as files change.",
        discussion: """
            Starts with an incremental index (as 'sbdb index'), then watches the tree
            (inotify on Linux, FSEvents on macOS) and re-indexes each burst of changes
            in one transaction, with the links that depend on it. Readers ('sbdb query',
            sqlite3) work all along and never see half a batch. One line per batch goes
            to stderr. Ctrl-C or SIGTERM finishes the batch in progress and exits 0.
            While it runs, 'sbdb index' (and 'sbdb check', 'sbdb report') of the same
            database asks it over a local socket instead of walking the tree: the watch
            indexes what changed at once, without waiting for quiet, and answers.
            When inotify runs out of watches, it says how to raise the limit and scans
            instead.

            Examples:
              sbdb watch
              sbdb watch path/to/App --debounce 250 --exclude 'Tests/**'
              sbdb watch --poll --poll-interval 5     (network drives, some containers)
            """)

    @OptionGroup var repository: RepositoryOptions

    @Option(help: ArgumentHelp("Milliseconds of quiet after a change before it is indexed.", valueName: "ms"))
    var debounce = 100

    @Flag(help: "Scan the tree periodically instead of using inotify or FSEvents.")
    var poll = false

    @Option(help: ArgumentHelp("Seconds between scans with --poll (or after falling back to scanning).", valueName: "seconds"))
    var pollInterval = 1.0

    @Flag(name: .shortAndLong, help: "Print nothing but errors and warnings.")
    var quiet = false

    func validate() throws {
        try repository.validateRoot("watch")
        if debounce < 0 || debounce > 60_000 { throw ValidationError("--debounce must be between 0 and 60000 ms, not \(debounce).") }
        if !(pollInterval >= 0.05) { throw ValidationError("--poll-interval must be at least 0.05 seconds, not \(pollInterval).") }
    }

    func run() throws {
        let root = repository.root
        let store = try Store(path: repository.databasePath, command: "sbdb watch", creation: .aside)
        let configPath = repository.configPath
        var options = WatchOptions()
        options.index.configuration = try IndexRun.configuration(root: root, path: configPath, quiet: quiet)
        options.index.excludes = repository.excludes
        options.debounce = Double(debounce) / 1000
        options.polling = poll
        options.pollInterval = pollInterval
        options.reloadConfiguration = { try SBDBConfiguration.load(root: root, path: configPath) }
        let watcher = Watcher(store: store, root: root, options: options)
        let signals = Self.stopOnSignals(watcher)
        defer { withExtendedLifetime(signals) {} }
        try watcher.run { report in
            switch report {
            case .ready(let summary, let backend):
                guard !quiet else { return }
                for diagnostic in summary.diagnostics { Terminal.err(diagnostic.compilerStyle) }
                Terminal.err(summary.line)
                Terminal.err("watching \(root) with \(backend); Ctrl-C to stop")
            case .batch(let summary):
                guard !quiet else { return }
                for diagnostic in summary.diagnostics { Terminal.err(diagnostic.compilerStyle) }
                Terminal.err("\(Self.clock()) \(summary.line)")
            case .warning(let message):
                Terminal.err("warning: \(message)")
            }
        }
    }

    /// SIGINT and SIGTERM end the watch after the batch in progress; a second one exits at
    /// once (the database stays consistent: each batch is one transaction).
    static func stopOnSignals(_ watcher: Watcher) -> [DispatchSourceSignal] {
        let queue = DispatchQueue(label: "sbdb.watch.signals")
        let received = ManagedAtomicFlag()
        return [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if received.testAndSet() { exitAtOnce() }
                watcher.stop()
            }
            source.resume()
            return source
        }
    }

    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}

/// A flag set once, from the signal queue only.
private final class ManagedAtomicFlag: @unchecked Sendable {
    private var isSet = false

    /// Sets the flag and says whether it was set before. Called on one serial queue.
    func testAndSet() -> Bool {
        defer { isSet = true }
        return isSet
    }
}

/// A second Ctrl-C: leave without finishing the batch (its transaction rolls back).
private func exitAtOnce() -> Never {
    exit(1)
}
