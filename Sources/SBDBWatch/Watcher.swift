import Foundation
import SBDBCore
import SBDBIndexing
import SBDBStore

/// Keeps the database current while files change: an incremental index first, then batches
/// of changed paths, each debounced and written in one transaction.
///
/// Events land in `pending` from the source's thread at any time, also while a batch is being
/// indexed; a batch takes what is pending when it starts and reads the files after that, so a
/// change that arrives during a batch is read again by the next one and never lost, and a
/// batch's rows are never older than the events it took.
public final class Watcher: @unchecked Sendable {
    public let store: Store
    public let root: String
    public let options: WatchOptions
    /// Tests: runs in each path batch between reading the files and writing them.
    var beforeWrite: (@Sendable () -> Void)?

    private let condition = NSCondition()
    private var pending = Batch()
    private var stopping = false

    struct Batch {
        var paths = Set<String>()
        var rescan = false
        var unavailable: String?
        /// The database file was deleted or replaced: the watch ends with an error.
        var databaseGone = false
        var first: UInt64 = 0
        var last: UInt64 = 0
        var isEmpty: Bool { paths.isEmpty && !rescan && unavailable == nil && !databaseGone }
    }

    /// How often a waiting watch checks that its database file is still the one it writes.
    static let databaseCheckInterval: TimeInterval = 1

    public init(store: Store, root: String, options: WatchOptions = WatchOptions()) {
        self.store = store
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        self.options = options
    }

    /// Watches until `stop()`; the batch being indexed when it is called is finished first.
    /// The store holds the database's writer lock (`Store(path:command:)`), so no other
    /// `sbdb index` or `watch` writes it meanwhile.
    public func run(report: (WatchReport) -> Void) throws {
        var indexOptions = options.index
        // Watch before the first index, so nothing that changes during it is missed.
        var source = try startSource(indexOptions, report: report)
        defer { source.stop() }
        report(.ready(try Indexer(store: store, root: root, options: indexOptions).run(), backend: source.name))
        // The file the first index made (or found): the watch checks it is still there while it waits.
        let database = FileIdentity(store.path)
        let databaseIsThere = { [path = store.path] in database != nil && FileIdentity(path) == database }
        while let batch = nextBatch(databaseIsThere: databaseIsThere) {
            if batch.databaseGone { throw WatchError.databaseGone(path: store.path) }
            var full = batch.rescan
            if let message = batch.unavailable, !(source is PollingEventSource) {
                report(.warning(message + " Falling back to scanning every \(Self.seconds(options.pollInterval)) s."))
                source.stop()
                source = try startPolling(indexOptions)
                full = true  // folders the watches missed may hold changes
            }
            if batch.paths.contains(SBDBConfiguration.fileName), let reload = options.reloadConfiguration {
                do {
                    indexOptions.configuration = try reload()
                    source.stop()
                    source = try startSource(indexOptions, report: report)  // excludes may have changed
                    full = true
                } catch {
                    report(.warning("\(SBDBConfiguration.fileName) was not reloaded: \(error.localizedDescription)"))
                }
            }
            let indexer = Indexer(store: store, root: root, options: indexOptions)
            let summary =
                full
                ? try indexer.run()
                : try indexer.run(.of(batch.paths), beforeWrite: beforeWrite)
            report(.batch(summary))
        }
    }

    /// Ends `run` after the batch in progress (and what is already pending); safe from any
    /// thread and from a signal handler's dispatch source.
    public func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Events

    private func receive(_ events: [FileEvent]) {
        let now = DispatchTime.now().uptimeNanoseconds
        condition.lock()
        if pending.isEmpty { pending.first = now }
        pending.last = now
        for event in events {
            switch event {
            case .changed(let path): pending.paths.insert(path)
            case .rescan: pending.rescan = true
            case .unavailable(let message): pending.unavailable = message
            }
        }
        condition.signal()
        condition.unlock()
    }

    /// Waits for events, then for `debounce` seconds of quiet (at most `maxDelay` from the
    /// first event), and takes them. Nil when stopping with nothing pending. While it waits it
    /// checks `databaseIsThere` every `databaseCheckInterval`, and says so in the batch when not.
    func nextBatch(databaseIsThere: () -> Bool = { true }) -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !stopping {
            if !condition.wait(until: Date(timeIntervalSinceNow: Self.databaseCheckInterval)), !databaseIsThere() {
                pending.databaseGone = true
            }
        }
        if pending.isEmpty { return nil }
        while !stopping {
            let quietAt = pending.last + UInt64(options.debounce * 1e9)
            let latest = pending.first + UInt64(options.maxDelay * 1e9)
            let deadline = min(quietAt, latest)
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { break }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(deadline - now) / 1e9))
        }
        defer { pending = Batch() }
        return pending
    }

    // MARK: - Sources

    private func walker(_ options: IndexOptions) -> RepositoryWalker {
        RepositoryWalker(root: root, options: options)
    }

    /// The platform's source, or polling when asked for or when inotify is out of watches.
    private func startSource(_ indexOptions: IndexOptions, report: (WatchReport) -> Void) throws -> FileEventSource {
        if options.polling { return try startPolling(indexOptions) }
        #if os(Linux)
        let source: FileEventSource = InotifyEventSource(
            root: root, walker: walker(indexOptions), watchLimit: options.inotifyWatchLimit)
        #elseif canImport(CoreServices)
        let source: FileEventSource = FSEventsEventSource(root: root, walker: walker(indexOptions))
        #else
        return try startPolling(indexOptions)
        #endif
        #if os(Linux) || canImport(CoreServices)
        do {
            try source.start { [weak self] in self?.receive($0) }
            return source
        } catch let error as WatchError {
            guard case .outOfWatches = error else { throw error }
            report(.warning(error.localizedDescription + " Falling back to scanning every \(Self.seconds(options.pollInterval)) s."))
            return try startPolling(indexOptions)
        }
        #endif
    }

    private func startPolling(_ indexOptions: IndexOptions) throws -> FileEventSource {
        let source = PollingEventSource(walker: walker(indexOptions), interval: options.pollInterval)
        try source.start { [weak self] in self?.receive($0) }
        return source
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A file's device and inode: the same path may come to name another file.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(bitPattern: Int64(status.st_dev))
        inode = UInt64(status.st_ino)
    }
}
