import Foundation

/// The built `sbdb` binary running in the background (`sbdb watch`), its stderr collected as
/// it comes, so tests can signal it and wait for what it says.
public final class BackgroundSBDB: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var errText = ""
    private let drained = DispatchGroup()

    public init(_ arguments: [String], in directory: String? = nil) throws {
        process.executableURL = Fixtures.sbdbExecutable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        drained.enter()
        let handle = err.fileHandleForReading
        Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                lock.lock()
                errText += String(decoding: data, as: UTF8.self)
                lock.unlock()
            }
            drained.leave()
        }.start()
    }

    public var pid: Int32 { process.processIdentifier }

    public var isRunning: Bool { process.isRunning }

    /// What it printed on stderr so far.
    public var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return errText
    }

    public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the exit and returns the status, or nil after `timeout` seconds (then kills it).
    public func wait(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        _ = drained.wait(timeout: .now() + 5)
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// Polls `condition` until it holds or `timeout` seconds pass, and says which: tests wait for
/// a state, never for a fixed time, so a loaded machine only makes them slower.
@discardableResult
public func eventually(timeout: TimeInterval = 20, _ condition: () throws -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if (try? condition()) == true { return true }
        usleep(20_000)
    } while Date() < deadline
    return (try? condition()) == true
}
