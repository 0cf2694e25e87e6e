import Foundation

/// Why the watcher cannot watch (or can no longer watch) with the platform's facility.
public enum WatchError: LocalizedError, Equatable {
    /// inotify_add_watch said ENOSPC: `fs.inotify.max_user_watches` is used up.
    case outOfWatches(limit: Int?)
    case cannotWatch(path: String, reason: String)
    /// The database file was deleted or replaced by another file while watching.
    case databaseGone(path: String)

    public var errorDescription: String? {
        switch self {
        case .outOfWatches(let limit):
            let current = limit.map { " (now \($0))" } ?? ""
            return """
                The system ran out of inotify watches: fs.inotify.max_user_watches\(current) is used up, by this \
                repository's folders and other programs. Raise it with 'sudo sysctl fs.inotify.max_user_watches=524288' \
                (add 'fs.inotify.max_user_watches=524288' to /etc/sysctl.conf to keep it), or exclude large folders \
                with --exclude.
                """
        case .cannotWatch(let path, let reason):
            return "Cannot watch '\(path)': \(reason). Check that it exists and is readable, or use --poll."
        case .databaseGone(let path):
            return "The database '\(path)' was deleted or replaced while sbdb watch was writing it, so the watch stopped "
                + "rather than write to a file nobody reads. Run 'sbdb watch' again to build it anew."
        }
    }

    /// The current `fs.inotify.max_user_watches`, for the message.
    static var systemWatchLimit: Int? {
        (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
