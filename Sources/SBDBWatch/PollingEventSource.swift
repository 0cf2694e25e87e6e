import Foundation
import SBDBCore
import SBDBIndexing

/// Walks the tree every `interval` seconds and reports the files whose size or mtime moved,
/// and those that came or went: the fallback when inotify runs out of watches, and `--poll`
/// (network file systems, containers whose mounts send no events).
public final class PollingEventSource: FileEventSource, @unchecked Sendable {
    public let name = "polling"
    private let walker: RepositoryWalker
    private let interval: Double
    /// Signalled by `stop`, so the scanning thread wakes at once instead of at its next scan.
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let stopping = Locked(false)
    private var running = false

    private struct Stamp: Equatable {
        let size: Int64
        let mtime: Int64
    }

    public init(walker: RepositoryWalker, interval: Double) {
        self.walker = walker
        self.interval = interval
    }

    deinit { stop() }

    public func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) throws {
        let first = scan()
        running = true
        // See `startThread`: the last reference to this source must not go at thread teardown.
        startThread(named: "sbdb.watch.polling") { [self] in
            var snapshot = first
            while wake.wait(timeout: .now() + interval) == .timedOut, !stopping.current {
                let current = scan()
                var changed: [FileEvent] = []
                for (path, stamp) in current where snapshot[path] != stamp { changed.append(.changed(path)) }
                for path in snapshot.keys where current[path] == nil { changed.append(.changed(path)) }
                snapshot = current
                if !changed.isEmpty, !stopping.current { handler(changed) }
            }
            finished.signal()
        }
    }

    public func stop() {
        guard running else { return }
        running = false
        stopping.withLock { $0 = true }
        wake.signal()
        finished.wait()
    }

    private func scan() -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for file in walker.walk().files {
            result[file.relativePath] = Stamp(size: file.size, mtime: file.mtimeNanoseconds)
        }
        return result
    }
}
