import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One finished child process: wall time, peak resident memory and exit status.
struct ChildResult {
    var seconds: Double
    /// `ru_maxrss` of the child, in bytes.
    var peakBytes: Int
    var status: Int32
}

/// Runs a program with `posix_spawn` and measures it with `wait4`, so the figures are the
/// child's own (its `ru_maxrss`), not this driver's.
enum ChildProcess {
    /// Runs `arguments` (the program first, found on PATH) with stdout to `stdout` (a path,
    /// `/dev/null` by default) and stderr inherited or to `stderr`; throws when it fails to start
    /// or exits non-zero, unless `allowFailure`.
    @discardableResult
    static func run(
        _ arguments: [String], stdout: String = "/dev/null", stderr: String? = nil, allowFailure: Bool = false
    ) throws -> ChildResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let stderr { posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.spawnFailed(arguments[0], String(cString: strerror(spawned))) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux, bytes on macOS
        #else
        let peak = Int(usage.ru_maxrss)
        #endif
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        if exit != 0 && !allowFailure {
            throw BenchError.childFailed(arguments.joined(separator: " "), exit)
        }
        return ChildResult(seconds: seconds, peakBytes: peak, status: exit)
    }

    /// Starts `arguments` in the background with stdout and stderr to files, for `stop`.
    static func start(_ arguments: [String], stdout: String = "/dev/null", stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.spawnFailed(arguments[0], String(cString: strerror(spawned))) }
        return pid
    }

    /// Ends a process `start` began (SIGTERM) and waits for it.
    static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }

    /// Whether `name` is an executable on PATH.
    static func onPath(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }
}

/// Why the benchmark cannot go on; each message says what to do.
enum BenchError: Error, CustomStringConvertible {
    case spawnFailed(String, String)
    case childFailed(String, Int32)
    case noSBDB(String)
    case badScale(String)
    case missingInput(String)

    var description: String {
        switch self {
        case .spawnFailed(let program, let reason): "Could not start '\(program)': \(reason)."
        case .childFailed(let command, let status):
            "'\(command)' exited with status \(status); run it by hand to see why."
        case .noSBDB(let path):
            "No sbdb binary at '\(path)'. Build it with 'swift build -c release --product sbdb' or pass --sbdb PATH."
        case .badScale(let text): "'\(text)' is not a scale; pass numbers such as --scales 1,4,16."
        case .missingInput(let path): "Cannot read '\(path)'; pass --apps with a folder of apps, or --no-apps."
        }
    }
}
