import SBDBCore
import SBDBIndexing

/// Options of `sbdb watch`.
public struct WatchOptions: Sendable {
    public var index = IndexOptions()
    /// Seconds of quiet after the last event before a batch is indexed: Xcode's
    /// write-then-rename and a git checkout's hundreds of files become one batch.
    public var debounce = 0.1
    /// Longest wait, in seconds, from a batch's first event: a steady stream of events still
    /// reaches the database.
    public var maxDelay = 2.0
    /// Scan instead of using inotify or FSEvents.
    public var polling = false
    /// Seconds between scans when polling.
    public var pollInterval = 1.0
    /// Reads the configuration again when `.sbdb.yml` changes; nil keeps the first one.
    public var reloadConfiguration: (@Sendable () throws -> SBDBConfiguration)?
    /// Tests: inotify acts as if the system limit were reached after this many watches.
    public var inotifyWatchLimit: Int?

    public init() {}
}

/// What the watcher tells its caller, on the caller's thread.
public enum WatchReport: Sendable {
    /// The first, incremental index is done and changes are being watched by `backend`.
    case ready(IndexSummary, backend: String)
    /// One batch of changes is in the database.
    case batch(IndexSummary)
    /// Something the user should know and can fix (falling back to polling, a bad `.sbdb.yml`).
    case warning(String)
}
