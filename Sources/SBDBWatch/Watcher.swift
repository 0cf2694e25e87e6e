#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// Syncs asked for (`sync()`), in order; each leaves once a batch answers it.
    private var syncs: [SyncRequest] = []
    private var cookies = 0
    /// Whether the source is polling, which reports no cookies.
    private var polling = false
    /// Files whose last read failed, after the last batch: what a sync with nothing to do answers.
    private var failedInDatabase = 0

    /// The name sync cookies start with, in the root (never a kind of file sbdb reads).
    public static let cookiePrefix = ".sbdb-sync-"
    /// How long a sync waits for its cookie's event before it compares the whole tree instead.
    static let cookieTimeout: TimeInterval = 2

    struct Batch {
        var paths = Set<String>()
        var rescan = false
        var unavailable: String?
        /// The database file was deleted or replaced: the watch ends with an error.
        var databaseGone = false
        var first: UInt64 = 0
        var last: UInt64 = 0
        /// The syncs this batch answers.
        var syncs: [SyncRequest] = []
        var isEmpty: Bool { paths.isEmpty && !rescan && unavailable == nil && !databaseGone }
    }

    /// One `sync()`: its cookie, whether the cookie's event came, and the answer it waits for.
    final class SyncRequest: @unchecked Sendable {
        let cookie: String
        var deadline: UInt64
        var seen = false
        var answer: SyncAnswer?
        let answered = DispatchSemaphore(value: 0)

        init(cookie: String, deadline: UInt64) {
            self.cookie = cookie
            self.deadline = deadline
        }

        /// Its cookie came, or the wait for it is over (then the batch compares the whole tree).
        func isReady(now: UInt64) -> Bool { seen || now >= deadline }
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
        defer { answerOutstandingSyncs(SyncAnswer(error: "the watch stopped")) }
        let first = try Indexer(store: store, root: root, options: indexOptions).run()
        condition.withLock { failedInDatabase = first.failedInDatabase }
        report(.ready(first, backend: source.name))
        // `sbdb index` of this database asks the watch instead of walking the tree.
        var server: WatchSocket.Server?
        if let path = WatchSocket.path(forDatabase: store.path) {
            do {
                server = try WatchSocket.Server(path: path) { [weak self] request in
                    guard request == WatchSocket.syncRequest else { return SyncAnswer(error: "unknown request '\(request)'").line }
                    return (self?.sync() ?? SyncAnswer(error: "the watch stopped")).line
                }
            } catch {
                report(.warning("'sbdb index' cannot ask this watch (\(error.localizedDescription)); it waits for the watch to stop instead."))
            }
        }
        defer { server?.stop() }
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
            for request in batch.syncs {
                unlink(root + "/" + request.cookie)
                if !request.seen { full = true }  // its event never came: compare the whole tree
            }
            guard full || !batch.paths.isEmpty else {
                var nothing = IndexSummary()
                nothing.failedInDatabase = condition.withLock { failedInDatabase }
                answer(batch.syncs, SyncAnswer(summary: nothing))
                continue
            }
            let indexer = Indexer(store: store, root: root, options: indexOptions)
            let summary: IndexSummary
            do {
                summary =
                    full
                    ? try indexer.run()
                    : try indexer.run(.of(batch.paths), beforeWrite: beforeWrite)
            } catch {
                answer(batch.syncs, SyncAnswer(error: error.localizedDescription))
                throw error
            }
            condition.withLock { failedInDatabase = summary.failedInDatabase }
            answer(batch.syncs, SyncAnswer(summary: summary))
            report(.batch(summary))
        }
    }

    // MARK: - Sync

    /// Brings the database up to date with every change made before this call, then answers
    /// with what the batch that did it did: writes a cookie file in the root and waits for its
    /// event (so every earlier event has been delivered), then indexes what is pending without
    /// waiting for quiet. Without the cookie's event (polling, or none within
    /// `cookieTimeout`) the batch compares the whole tree. Safe from any thread.
    public func sync() -> SyncAnswer {
        let request: SyncRequest? = condition.withLock {
            guard !stopping else { return nil }
            cookies += 1
            let timeout = polling ? 0 : UInt64(Self.cookieTimeout * 1e9)
            let request = SyncRequest(
                cookie: "\(Self.cookiePrefix)\(getpid())-\(cookies)", deadline: DispatchTime.now().uptimeNanoseconds + timeout)
            // Listed before the cookie is written: its event may come before `open` returns.
            syncs.append(request)
            return request
        }
        guard let request else { return SyncAnswer(error: "the watch is stopping") }
        let descriptor = open(root + "/" + request.cookie, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        condition.withLock {
            if descriptor < 0 { request.deadline = 0 }  // no cookie, no event: compare the whole tree now
            condition.broadcast()
        }
        request.answered.wait()
        return request.answer ?? SyncAnswer(error: "no answer")
    }

    private func answer(_ requests: [SyncRequest], _ answer: SyncAnswer) {
        for request in requests {
            request.answer = answer
            request.answered.signal()
        }
    }

    private func answerOutstandingSyncs(_ answer: SyncAnswer) {
        let left = condition.withLock {
            defer { syncs = [] }
            return syncs
        }
        self.answer(left, answer)
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
            case .cookie(let name):
                for request in syncs where request.cookie == name { request.seen = true }
            }
        }
        condition.signal()
        condition.unlock()
    }

    /// Waits for events, then for `debounce` seconds of quiet (at most `maxDelay` from the
    /// first event), and takes them. Nil when stopping with nothing pending. While it waits it
    /// checks `databaseIsThere` every `databaseCheckInterval`, and says so in the batch when not.
    /// A sync that is ready ends the wait at once: what is pending then is what it asked for.
    func nextBatch(databaseIsThere: () -> Bool = { true }) -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        func syncReady() -> Bool {
            let now = DispatchTime.now().uptimeNanoseconds
            return syncs.contains { $0.isReady(now: now) }
        }
        /// The next moment to look again: the database check, or the first sync's deadline.
        func wakeUp(_ until: UInt64) -> Date {
            let deadline = syncs.map(\.deadline).min().map { min($0, until) } ?? until
            let now = DispatchTime.now().uptimeNanoseconds
            return Date(timeIntervalSinceNow: deadline > now ? Double(deadline - now) / 1e9 : 0)
        }
        while pending.isEmpty, !stopping, !syncReady() {
            let check = DispatchTime.now().uptimeNanoseconds + UInt64(Self.databaseCheckInterval * 1e9)
            if !condition.wait(until: wakeUp(check)), !databaseIsThere() {
                pending.databaseGone = true
            }
        }
        if pending.isEmpty, !syncReady() { return nil }
        while !stopping, !syncReady() {
            let quietAt = pending.last + UInt64(options.debounce * 1e9)
            let latest = pending.first + UInt64(options.maxDelay * 1e9)
            let deadline = min(quietAt, latest)
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { break }
            _ = condition.wait(until: wakeUp(deadline))
        }
        let now = DispatchTime.now().uptimeNanoseconds
        pending.syncs = syncs.filter { $0.isReady(now: now) }
        syncs.removeAll { $0.isReady(now: now) }
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
        condition.withLock { polling = true }
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
