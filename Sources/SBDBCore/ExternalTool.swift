import Foundation

/// A program sbdb may use when it is installed (git, Graphviz's dot, sqlite3), found on PATH.
public struct ExternalTool: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The program `name` on `PATH`, or nil when it is not installed. `SBDB_<NAME>` (`SBDB_DOT`,
    /// `SBDB_GIT`) overrides the search: a path to use that program, or `none` to act as if it
    /// were not installed (a user without a working Graphviz, a test of the page without it).
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> ExternalTool? {
        if let chosen = environment[overrideVariable(for: name)] {
            guard chosen != "none", !chosen.isEmpty, FileManager.default.isExecutableFile(atPath: chosen) else { return nil }
            return ExternalTool(path: chosen)
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return ExternalTool(path: candidate) }
        }
        return nil
    }

    /// The variable that overrides where `name` is found: `SBDB_DOT` for `dot`.
    public static func overrideVariable(for name: String) -> String {
        "SBDB_" + name.uppercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// Runs the program to completion and returns its status and standard output
    /// (standard error is discarded; `input` is written to its standard input).
    public func run(_ arguments: [String], input: String? = nil, in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Write on another thread so a large graph cannot deadlock against a full stdout pipe.
            let data = Data(input.utf8)
            let writer = stdin.fileHandleForWriting
            DispatchQueue.global().async {
                writer.write(data)
                try? writer.close()
            }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
