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

/// The local socket through which a running `sbdb watch` answers an `sbdb index` of the same
/// database: instead of walking the tree, the index asks the watch, which makes sure it has
/// received every change made until then (a cookie file, as Watchman and Git's fsmonitor do),
/// indexes what is pending at once, and answers with what that batch did.
///
/// The socket is `/tmp/sbdb-<uid>-<hash of the database's real path>.sock`: Unix socket paths
/// are limited to about 100 bytes, so it cannot sit beside a database deep in a tree. It is
/// made readable and writable by its owner only, and a client talks only to a socket its own
/// user owns.
public enum WatchSocket {
    /// The request an index sends.
    static let syncRequest = "sync"

    /// Where the watch of the database at `databasePath` listens; nil when the database does not exist.
    public static func path(forDatabase databasePath: String) -> String? {
        guard let real = realpath(databasePath, nil) else { return nil }
        defer { free(real) }
        // FNV-1a, 64 bits: the same on every platform and every run (Swift's `Hasher` is seeded).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in String(cString: real).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "/tmp/sbdb-\(getuid())-\(String(hash, radix: 16)).sock"
    }

    /// Asks the watch of the database at `databasePath` to bring it up to date; its answer, or
    /// nil when no watch answers (none listens, the socket is another user's, or it went away).
    public static func sync(databasePath: String, timeout: TimeInterval = 600) -> SyncAnswer? {
        guard let path = path(forDatabase: databasePath), ownedByUs(path), let descriptor = connect(to: path) else { return nil }
        defer { close(descriptor) }
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        guard send(descriptor, syncRequest + "\n") else { return nil }
        return readLine(descriptor).flatMap(SyncAnswer.init(line:))
    }

    /// The socket file is ours: a socket another user made at that path is never talked to.
    private static func ownedByUs(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_uid == getuid() && (status.st_mode & S_IFMT) == S_IFSOCK
    }

    // MARK: - Server

    /// Listens on the watch's socket and answers each request with `answer`, each client on a
    /// thread of its own (an answer waits for a batch). `stop()` ends it and removes the file.
    public final class Server: @unchecked Sendable {
        public let path: String
        private let descriptor: Int32
        private let answer: @Sendable (String) -> String
        private let lock = NSLock()
        private var stopping = false
        private let finished = DispatchSemaphore(value: 0)

        /// Throws `WatchError.cannotWatch` when the socket cannot be made.
        public init(path: String, answer: @escaping @Sendable (String) -> String) throws {
            self.path = path
            self.answer = answer
            func fail(_ what: String) -> WatchError {
                .cannotWatch(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
            }
            guard var address = WatchSocket.address(path) else {
                throw WatchError.cannotWatch(path: path, reason: "the path is too long for a socket")
            }
            let descriptor = socket(AF_UNIX, WatchSocket.streamType, 0)
            guard descriptor >= 0 else { throw fail("socket") }
            // A socket left by a watch that died: the writer lock says none runs now.
            unlink(path)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard bound == 0, chmod(path, 0o600) == 0, listen(descriptor, 16) == 0 else {
                let error = fail("bind")
                close(descriptor)
                throw error
            }
            self.descriptor = descriptor
            startThread(named: "sbdb.watch.socket") { [self] in acceptLoop() }
        }

        public func stop() {
            let first = lock.withLock {
                defer { stopping = true }
                return !stopping
            }
            guard first else { return }
            finished.wait()
            close(descriptor)
            unlink(path)
        }

        private var isStopping: Bool { lock.withLock { stopping } }

        private func acceptLoop() {
            defer { finished.signal() }
            while !isStopping {
                var listening = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&listening, 1, 100) > 0 else { continue }
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { continue }
                WatchSocket.noSignalOnClosedPeer(client)
                let answer = self.answer
                startThread(named: "sbdb.watch.client") {
                    defer { close(client) }
                    var time = timeval(tv_sec: 5, tv_usec: 0)
                    _ = setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
                    guard let request = WatchSocket.readLine(client) else { return }
                    _ = WatchSocket.send(client, answer(request) + "\n")
                }
            }
        }
    }

    // MARK: - Sockets

    #if os(Linux)
    static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
    static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    #endif

    /// A peer that went away makes `send` fail, never raise SIGPIPE (Linux passes a flag per
    /// send, Darwin sets it on the socket).
    static func noSignalOnClosedPeer(_ descriptor: Int32) {
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        #if canImport(Darwin)
        address.sun_len = UInt8(MemoryLayout<sockaddr_un>.size)
        #endif
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    private static func connect(to path: String) -> Int32? {
        guard var address = address(path) else { return nil }
        let descriptor = socket(AF_UNIX, streamType, 0)
        guard descriptor >= 0 else { return nil }
        noSignalOnClosedPeer(descriptor)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SBDBWatchSystem.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    static func send(_ descriptor: Int32, _ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { SBDBWatchSystem.send(descriptor, $0.baseAddress, $0.count, sendFlags) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            bytes = bytes.dropFirst(sent)
        }
        return true
    }

    /// One line (without its newline), at most 4 KB; nil on a timeout, an error or an empty read.
    static func readLine(_ descriptor: Int32) -> String? {
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while line.count < 4096 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            line += buffer[..<count]
            if let newline = line.firstIndex(of: 0x0A) { return String(decoding: line[..<newline], as: UTF8.self) }
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }
}

/// The system's `connect` and `send`, which the methods above shadow.
private enum SBDBWatchSystem {
    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
        #elseif canImport(Musl)
        Musl.connect(descriptor, address, length)
        #else
        Darwin.connect(descriptor, address, length)
        #endif
    }

    static func send(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
        Glibc.send(descriptor, buffer, count, flags)
        #elseif canImport(Musl)
        Musl.send(descriptor, buffer, count, flags)
        #else
        Darwin.send(descriptor, buffer, count, flags)
        #endif
    }
}

/// What a watch answers a sync: the counts of the batch that brought the database up to date
/// (all zero when nothing was pending), or why it could not.
public struct SyncAnswer: Sendable, Equatable {
    /// The batch's summary; only its counts and time travel (diagnostics were the watch's to print).
    public var summary: IndexSummary?
    public var error: String?

    public init(summary: IndexSummary) { self.summary = summary }
    public init(error: String) { self.error = error }

    /// `ok seen added changed removed unchanged failed failedInDatabase seconds` or `error message`.
    public var line: String {
        if let s = summary {
            return "ok \(s.seen) \(s.added) \(s.changed) \(s.removed) \(s.unchanged) \(s.failed) \(s.failedInDatabase) \(s.elapsedSeconds)"
        }
        return "error " + (error ?? "unknown").replacingOccurrences(of: "\n", with: " ")
    }

    init?(line: String) {
        if line.hasPrefix("error ") {
            error = String(line.dropFirst(6))
            return
        }
        let fields = line.split(separator: " ")
        guard fields.count == 9, fields[0] == "ok" else { return nil }
        let numbers = fields[1...7].compactMap { Int($0) }
        guard numbers.count == 7, let seconds = Double(fields[8]) else { return nil }
        var summary = IndexSummary()
        (summary.seen, summary.added, summary.changed, summary.removed) = (numbers[0], numbers[1], numbers[2], numbers[3])
        (summary.unchanged, summary.failed, summary.failedInDatabase) = (numbers[4], numbers[5], numbers[6])
        summary.elapsedSeconds = seconds
        self.summary = summary
    }
}
