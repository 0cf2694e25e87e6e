import SBDBCore
import SBDBIndexing
#if os(Linux)
import Foundation
import Glibc

/// Linux: one inotify watch per folder the walk enters, added when a folder appears (or moves
/// in) and removed when it goes, read on a thread that sleeps in `poll` while nothing happens.
public final class InotifyEventSource: FileEventSource, @unchecked Sendable {
    public let name = "inotify"
    private let root: String
    private let walker: RepositoryWalker
    /// Tests: act as if the system limit were reached after this many watches.
    private let watchLimit: Int?
    private var descriptor: Int32 = -1
    private var wake: [Int32] = [-1, -1]
    /// Watch descriptor to folder (relative, "" for the root). Set up by `start`, then touched
    /// only on the reader thread.
    private var folders: [Int32: String] = [:]
    private let finished = DispatchSemaphore(value: 0)
    private var running = false

    static let folderMask =
        UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    public init(root: String, walker: RepositoryWalker, watchLimit: Int? = nil) {
        self.root = root
        self.walker = walker
        self.watchLimit = watchLimit
    }

    deinit { stop() }

    public func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw WatchError.cannotWatch(path: root, reason: "inotify_init1: " + String(cString: strerror(errno)))
        }
        guard pipe(&wake) == 0 else {
            close(descriptor)
            throw WatchError.cannotWatch(path: root, reason: "pipe: " + String(cString: strerror(errno)))
        }
        do {
            try addWatches("")
        } catch {
            closeDescriptors()
            throw error
        }
        running = true
        // The body, not a bare `Thread { … }`: the last reference to this source must never be
        // dropped while the finished thread's thread-specific data is torn down (see `startThread`).
        startThread(named: "sbdb.watch.inotify") { [self] in
            readEvents(handler)
            finished.signal()
        }
    }

    public func stop() {
        guard running else { return }
        running = false
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
        finished.wait()
        closeDescriptors()
    }

    private func closeDescriptors() {
        close(descriptor)
        close(wake[0])
        close(wake[1])
        descriptor = -1
        folders = [:]
    }

    private func readEvents(_ handler: @Sendable ([FileEvent]) -> Void) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
        while true {
            // No timeout: an idle watcher costs nothing until the kernel has something to say.
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count <= 0 {
                if count < 0, errno == EAGAIN || errno == EINTR { continue }
                return
            }
            var events: [FileEvent] = []
            var offset = 0
            while offset + 16 <= count {
                let watch = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = UnsafeRawBufferPointer(rebasing: buffer[(offset + 16)..<(offset + 16 + length)])
                offset += 16 + length
                // A name that is not UTF-8 cannot be a path of the database: a whole walk says so
                // in its diagnostics, as `sbdb index` does, instead of the change passing unseen.
                guard let name = String(validating: nameBytes.prefix { $0 != 0 }, as: UTF8.self) else {
                    events.append(.rescan)
                    continue
                }
                handle(watch: watch, mask: mask, name: name, into: &events)
            }
            if !events.isEmpty { handler(events) }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String, into events: inout [FileEvent]) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            events.append(.rescan)
            return
        }
        guard let folder = folders[watch] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            // The folder was deleted or moved away, or its watch removed.
            folders[watch] = nil
            return
        }
        guard !name.isEmpty else { return }  // an event about the watched folder itself
        let path = folder.isEmpty ? name : folder + "/" + name
        guard mask & UInt32(IN_ISDIR) != 0 else {
            if RepositoryWalker.mayMatter(fileName: name) {
                events.append(.changed(path))
            } else if folder.isEmpty, name.hasPrefix(Watcher.cookiePrefix) {
                events.append(.cookie(name))
            }
            return
        }
        guard walker.entersFolder(path, name: name) else { return }
        if mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 { removeWatches(under: path) }
        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            do {
                // Watch first, then report: the indexer walks the folder after this, so files
                // created in it before the watch existed are found by that walk.
                try addWatches(path)
            } catch {
                events.append(.unavailable((error as? LocalizedError)?.errorDescription ?? "\(error)"))
            }
        }
        events.append(.changed(path))
    }

    /// Watches the folder at `relative` and every folder below it that the walk enters.
    private func addWatches(_ relative: String) throws {
        let absolute = relative.isEmpty ? root : root + "/" + relative
        if let watchLimit, folders.count >= watchLimit { throw WatchError.outOfWatches(limit: watchLimit) }
        let watch = inotify_add_watch(descriptor, absolute, Self.folderMask)
        if watch < 0 {
            switch errno {
            case ENOSPC: throw WatchError.outOfWatches(limit: WatchError.systemWatchLimit)
            case ENOENT, ENOTDIR: return  // gone again already: its parent reports that
            case EACCES: return  // the indexer's walk reports unreadable folders
            default:
                throw WatchError.cannotWatch(path: absolute, reason: String(cString: strerror(errno)))
            }
        }
        folders[watch] = relative
        for name in subfolders(absolute) {
            let path = relative.isEmpty ? name : relative + "/" + name
            if walker.entersFolder(path, name: name) { try addWatches(path) }
        }
    }

    private func removeWatches(under path: String) {
        for (watch, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
            inotify_rm_watch(descriptor, watch)
            folders[watch] = nil
        }
    }

    /// Folder names in `absolute`, not following symbolic links (as the walk does).
    private func subfolders(_ absolute: String) -> [String] {
        guard let directory = opendir(absolute) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(absolute + "/" + name, &info) == 0 else { continue }
                type = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : 0
            }
            if type == UInt8(DT_DIR) { names.append(name) }
        }
        return names
    }
}
#endif
