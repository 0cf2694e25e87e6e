/// What a file event source tells the watcher.
public enum FileEvent: Sendable, Equatable {
    /// The file or folder at this path (relative to the root) may have changed, come or gone.
    case changed(String)
    /// Events were lost (the kernel's queue overflowed): compare the whole tree.
    case rescan
    /// The source cannot see every change any more (it ran out of inotify watches); the
    /// message says why and how to fix it. The watcher falls back to polling.
    case unavailable(String)
    /// A sync cookie (`Watcher.cookiePrefix…`) appeared or went in the root: every change made
    /// before it was written has been delivered.
    case cookie(String)
}

/// Tells the watcher which paths may have changed: inotify on Linux, FSEvents on macOS, and
/// polling everywhere. The watcher above them is the same for all.
public protocol FileEventSource: AnyObject, Sendable {
    /// A short name for the log: `inotify`, `FSEvents`, `polling`.
    var name: String { get }
    /// Starts watching. `handler` is called on the source's own thread, events in order.
    /// Throws `WatchError.outOfWatches` when the system limit is reached while starting.
    func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) throws
    /// Stops watching; once it returns, `handler` is not called again.
    func stop()
}
