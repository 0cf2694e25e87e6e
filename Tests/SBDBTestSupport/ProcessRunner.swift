import Foundation

/// What a finished process printed and returned.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs the built `sbdb` binary, as a user would, and waits for it.
public func runSBDB(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = Fixtures.sbdbExecutable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting, so a chatty child never blocks on a full pipe.
    let outData = Locked(Data())
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { outData.set(out.fileHandleForReading.readDataToEndOfFile()) }
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessOutput(
        status: process.terminationStatus,
        stdout: String(decoding: outData.get(), as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// Starts the built `sbdb` binary without waiting for it, its output discarded (for tests that
/// kill it part way).
public func launchSBDB(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = Fixtures.sbdbExecutable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
}

/// A fresh copy of a fixture repository (`Repos/Mini`, …) indexed by the built binary into its
/// default database, `.sbdb/index.sqlite` under the copy.
public struct IndexedFixture {
    public let tree: TemporaryDirectory
    public var database: String { tree.file(".sbdb/index.sqlite").path }

    public init(_ fixture: String = "Repos/Mini") throws {
        tree = try TemporaryDirectory(copying: Fixtures.url(fixture))
        _ = try runSBDB(["index", tree.path, "-q"])
    }
}
