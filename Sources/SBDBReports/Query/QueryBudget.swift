import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The time and memory one query may take, from its first step to its last rendered row.
///
/// A timer checks the clock and what the query added to the process's resident memory every 50 ms; past either limit it
/// interrupts SQLite (which stops at its next step) and the row loops stop at their next row, so
/// an endless recursive CTE, a huge sort or a huge value being rendered all end with an error
/// that says which limit and how to raise it.
public final class QueryBudget: @unchecked Sendable {
    enum Limit: Equatable { case time, memory }

    public static let defaultSeconds: Double = 300
    public static let defaultMegabytes = 256

    let seconds: Double?
    let megabytes: Int?
    private let interrupt: @Sendable () -> Void
    private let lock = NSLock()
    private var passed: Limit?
    private var timer: DispatchSourceTimer?
    private let started = DispatchTime.now()
    /// The process's resident memory when the query started: the limit bounds what it adds
    /// (an index run before it in the same process keeps some of its memory).
    private var baseline = 0

    init(seconds: Double?, megabytes: Int?, interrupt: @escaping @Sendable () -> Void) {
        self.seconds = seconds
        self.megabytes = megabytes
        self.interrupt = interrupt
    }

    /// The limit the query went past, if any.
    var exceeded: Limit? {
        lock.lock()
        defer { lock.unlock() }
        return passed
    }

    func start() {
        guard seconds != nil || megabytes != nil else { return }
        baseline = Self.residentBytes() ?? 0
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(50), repeating: .milliseconds(50))
        timer.setEventHandler { [weak self] in self?.tick() }
        self.timer = timer
        timer.resume()
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }

    deinit { timer?.cancel() }

    private func tick() {
        var limit: Limit?
        if let seconds, Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 > seconds {
            limit = .time
        } else if let megabytes, let resident = Self.residentBytes(), resident - baseline > megabytes << 20 {
            limit = .memory
        }
        guard let limit else { return }
        lock.lock()
        let first = passed == nil
        if first { passed = limit }
        lock.unlock()
        if first {
            stop()
            interrupt()
        }
    }

    /// Throws the error of the limit passed, if any: the row loops call it before each row.
    func check(origin: String) throws {
        if let limit = exceeded { throw error(limit, origin: origin) }
    }

    func error(_ limit: Limit, origin: String) -> QueryError {
        switch limit {
        case .time: return .timedOut(origin: origin, seconds: seconds ?? 0)
        case .memory: return .outOfMemory(origin: origin, megabytes: megabytes ?? 0)
        }
    }

    /// The process's resident memory now (not its peak).
    static func residentBytes() -> Int? {
        #if os(Linux)
        // /proc/self/statm: sizes in pages; the second is the resident set.
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
        #else
        return nil
        #endif
    }
}
