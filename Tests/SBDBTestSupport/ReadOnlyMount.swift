import Foundation

/// A read-only view of a folder: a bind mount remounted read-only, which needs root on Linux.
/// Nil where it cannot be made (not Linux, not root); the caller says it could not run.
public final class ReadOnlyMount {
    public let mountPoint: TemporaryDirectory

    public init?(of source: String, test: String) throws {
        mountPoint = try TemporaryDirectory()
        guard Self.run("/bin/mount", ["--bind", source, mountPoint.path]) else {
            print("\(test): cannot bind-mount here (not Linux, or not root); the read-only folder case is not exercised")
            return nil
        }
        guard Self.run("/bin/mount", ["-o", "remount,bind,ro", mountPoint.path]) else {
            _ = Self.run("/bin/umount", [mountPoint.path])
            print("\(test): cannot remount read-only here; the read-only folder case is not exercised")
            return nil
        }
    }

    public var path: String { mountPoint.path }

    public func file(_ relative: String) -> URL { mountPoint.file(relative) }

    deinit { _ = Self.run("/bin/umount", [mountPoint.path]) }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
