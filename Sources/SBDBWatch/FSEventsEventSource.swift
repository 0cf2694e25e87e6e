import SBDBIndexing
#if canImport(CoreServices)
import CoreServices
import Foundation

/// macOS: one FSEvents stream on the root with per-file events. FSEvents watches the whole
/// tree itself, so skipped and excluded folders are filtered here, by the walk's rules.
public final class FSEventsEventSource: FileEventSource, @unchecked Sendable {
    public let name = "FSEvents"
    private let root: String
    private let walker: RepositoryWalker
    private let queue = DispatchQueue(label: "sbdb.watch.fsevents")
    private var stream: FSEventStreamRef?
    private var handler: (@Sendable ([FileEvent]) -> Void)?

    public init(root: String, walker: RepositoryWalker) {
        // FSEvents reports real paths (/private/var/…, not /var/…).
        self.root = realPath(root) ?? root
        self.walker = walker
    }

    deinit { stop() }

    public func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) throws {
        self.handler = handler
        var context = FSEventStreamContext(
            version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil)
        let flags = FSEventStreamCreateFlags(
            kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer | kFSEventStreamCreateFlagWatchRoot
                | kFSEventStreamCreateFlagUseCFTypes)
        let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
            guard let info else { return }
            let source = Unmanaged<FSEventsEventSource>.fromOpaque(info).takeUnretainedValue()
            let list = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as? [String] ?? []
            source.deliver(list, flags: Array(UnsafeBufferPointer(start: flags, count: count)))
        }
        guard
            let stream = FSEventStreamCreate(
                kCFAllocatorDefault, callback, &context, [root] as CFArray,
                FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01, flags)
        else {
            throw WatchError.cannotWatch(path: root, reason: "FSEventStreamCreate failed")
        }
        FSEventStreamSetDispatchQueue(stream, queue)
        guard FSEventStreamStart(stream) else {
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            throw WatchError.cannotWatch(path: root, reason: "FSEventStreamStart failed")
        }
        self.stream = stream
    }

    public func stop() {
        guard let stream else { return }
        self.stream = nil
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        queue.sync {}
    }

    private func deliver(_ paths: [String], flags: [FSEventStreamEventFlags]) {
        let lost = FSEventStreamEventFlags(
            kFSEventStreamEventFlagMustScanSubDirs | kFSEventStreamEventFlagUserDropped
                | kFSEventStreamEventFlagKernelDropped | kFSEventStreamEventFlagRootChanged)
        var events: [FileEvent] = []
        for (path, flag) in zip(paths, flags) {
            if flag & lost != 0 {
                events.append(.rescan)
                continue
            }
            guard path.hasPrefix(root + "/") else { continue }
            let relative = String(path.dropFirst(root.count + 1))
            if !relative.contains("/"), relative.hasPrefix(Watcher.cookiePrefix) {
                events.append(.cookie(relative))
                continue
            }
            guard walker.reaches(relative) else { continue }
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if flag & FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir) != 0 {
                if walker.entersFolder(relative, name: name) { events.append(.changed(relative)) }
            } else if RepositoryWalker.mayMatter(fileName: name) {
                events.append(.changed(relative))
            }
        }
        if !events.isEmpty { handler?(events) }
    }
}
#endif
