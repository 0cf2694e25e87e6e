import CCrashGuard
import Diagnostics
import Foundation
import SBDBCore

/// A file that crashed sbdb, or took longer than the read budget, must not crash or stall every
/// later run: such a file is remembered in a journal beside the database, by path and content
/// hash, and skipped with a diagnostic until its content changes.
///
/// The crash half is C (`CCrashGuard`): a signal handler, on an alternate stack so that a
/// stack overflow is caught too, appends the path the crashing thread was reading before the
/// process dies as it would have. The time half is a watchdog thread: a read past the budget
/// is journalled and the run stops with an error (a parser cannot be interrupted), and the next
/// run skips the file.
struct ReadGuard: Sendable {
    /// `signal<TAB>hash<TAB>path` lines (the path percent-encoded for tab, newline and `%`);
    /// `timeout` in place of the signal for a read past the budget.
    let journal: String
    /// What the journal holds: path → (hash, what happened), the last line of a path winning.
    let entries: [String: (hash: String, cause: String)]
    private let watchdog: ReadWatchdog?

    /// The journal beside `databasePath`; reads it, installs the crash handlers and, when a
    /// budget is given, starts the watchdog.
    init(databasePath: String, budget: TimeInterval?) {
        let journal = databasePath + "-quarantine"
        self.journal = journal
        entries = Self.parse((try? String(contentsOfFile: journal, encoding: .utf8)) ?? "")
        _ = sbdb_crash_guard_install(journal)
        watchdog = budget.map { ReadWatchdog(journal: journal, budget: $0) }
    }

    /// The read budget: `SBDB_READ_TIMEOUT` seconds, else two minutes; `0` turns the watchdog off.
    static var configuredBudget: TimeInterval? {
        guard let text = ProcessInfo.processInfo.environment["SBDB_READ_TIMEOUT"], let seconds = Double(text) else { return 120 }
        return seconds > 0 ? seconds : nil
    }

    /// The diagnostic of a file this journal holds with this content, or nil to read it.
    func skipped(_ path: String, hash: String) -> Diagnostic? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        let what =
            entry.cause == "timeout"
            ? "reading it took longer than the read budget (SBDB_READ_TIMEOUT)"
            : "sbdb crashed while reading it (signal \(entry.cause))"
        return Diagnostic(
            severity: .error, code: "read-quarantined",
            message: """
                not read: \(what) in an earlier run, so it is skipped until its content changes; \
                please report it to sbdb with the file if you can, and delete '\(journal)' to try it again
                """)
    }

    /// Runs `body`, the read of `path` whose content is `hash`, under the crash handler and the watchdog.
    func reading<T>(_ path: String, hash: String, _ body: () -> T) -> T {
        let encoded = Self.encode(path)
        sbdb_crash_guard_reading(hash, encoded)
        let ticket = watchdog?.begin(path: encoded, hash: hash)
        defer {
            sbdb_crash_guard_reading(nil, nil)
            if let ticket { watchdog?.end(ticket) }
        }
        if let fault = Self.testFault, path.contains(fault.text) {
            if fault.stalls { Thread.sleep(forTimeInterval: 3_600) }
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 0  // a fault, as a parser's would be
        }
        return body()
    }

    /// Tests: `SBDB_TEST_READ_FAULT=crash:TEXT` makes a read whose path contains TEXT crash as
    /// a parser's fault would, `stall:TEXT` makes it hang.
    static let testFault: (stalls: Bool, text: String)? = {
        guard let value = ProcessInfo.processInfo.environment["SBDB_TEST_READ_FAULT"] else { return nil }
        for (prefix, stalls) in [("crash:", false), ("stall:", true)] where value.hasPrefix(prefix) && value.count > prefix.count {
            return (stalls, String(value.dropFirst(prefix.count)))
        }
        return nil
    }()

    static func encode(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x25 }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    static func decode(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        return String(text).replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }

    static func parse(_ text: String) -> [String: (hash: String, cause: String)] {
        var entries: [String: (hash: String, cause: String)] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty else { continue }
            entries[decode(fields[2])] = (String(fields[1]), String(fields[0]))
        }
        return entries
    }
}

/// Watches the reads in flight; one past its budget is journalled, and the process stops with
/// an error saying so (exit 1): the database keeps every batch written before.
final class ReadWatchdog: @unchecked Sendable {
    private let journal: String
    private let budget: TimeInterval
    private let lock = NSLock()
    private var reads: [Int: (path: String, hash: String, started: DispatchTime)] = [:]
    private var next = 0
    private var running = false

    init(journal: String, budget: TimeInterval) {
        self.journal = journal
        self.budget = budget
    }

    func begin(path: String, hash: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        reads[next] = (path, hash, DispatchTime.now())
        if !running {
            running = true
            startThread(named: "sbdb.read-watchdog") { [self] in watch() }
        }
        return next
    }

    func end(_ ticket: Int) {
        lock.lock()
        reads[ticket] = nil
        lock.unlock()
    }

    private func watch() {
        let interval = min(1, budget / 4)
        while true {
            Thread.sleep(forTimeInterval: interval)
            lock.lock()
            let now = DispatchTime.now().uptimeNanoseconds
            let late = reads.values.first { Double(now - $0.started.uptimeNanoseconds) / 1e9 > budget }
            if reads.isEmpty { running = false }
            lock.unlock()
            if let late { stop(late.path, hash: late.hash) }
            if !running { return }
        }
    }

    private func stop(_ path: String, hash: String) -> Never {
        let line = "timeout\t\(hash)\t\(path)\n"
        if let handle = FileHandle(forWritingAtPath: journal)
            ?? {
                FileManager.default.createFile(atPath: journal, contents: nil)
                return FileHandle(forWritingAtPath: journal)
            }()
        {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.synchronize()
            try? handle.close()
        }
        let message = """
            error: reading '\(ReadGuard.decode(Substring(path)))' took more than \(budget) s, so sbdb stopped (the database \
            keeps what was written before). Run 'sbdb index' again: it skips that file until its content changes. \
            Set SBDB_READ_TIMEOUT (seconds, 0 for none) to allow more time.

            """
        FileHandle.standardError.write(Data(message.utf8))
        _exit(1)
    }
}
