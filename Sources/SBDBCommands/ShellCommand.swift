#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports

/// `sbdb shell`: the database in the `sqlite3` program.
struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "Open the database in the sqlite3 program (read-only unless --write).",
        discussion: """
            Arguments after -- go to sqlite3.

            Examples:
              sbdb shell
              sbdb shell -- -box "SELECT path FROM files WHERE status = 'failed'"
              sbdb shell --write
            """)

    @Flag(help: "Open the database writable.")
    var write = false

    @OptionGroup var database: DatabaseOptions

    @Argument(parsing: .postTerminator, help: "Arguments for sqlite3.")
    var sqliteArguments: [String] = []

    func run() throws {
        let path = try database.resolvedForReading()
        guard let sqlite3 = ExternalTool.find("sqlite3") else {
            throw CommandError(
                """
                The sqlite3 program is not installed. Install it (Debian/Ubuntu: apt install sqlite3; \
                macOS: it ships with the system, or brew install sqlite), or use 'sbdb query --sql'.
                """)
        }
        // In a folder sbdb cannot write to, WAL has no `-shm`: sqlite3 reads the file as it is,
        // as `query` does.
        let folder = (path as NSString).deletingLastPathComponent
        var target = path
        if !write, access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            target = QueryRunner.immutableURI(path)
            Terminal.err(
                "note: \(path) is in a folder sbdb cannot write to; sqlite3 reads it as an immutable file (changes since its last checkpoint are not seen)")
        }
        let arguments = [sqlite3.path] + (write ? [] : ["-readonly"]) + [target] + sqliteArguments
        // Replace this process, so sqlite3 owns the terminal, its signals and its exit status.
        var argv = arguments.map { strdup($0) } + [nil]
        execv(sqlite3.path, &argv)
        let reason = String(cString: strerror(errno))
        throw CommandError("Cannot start '\(sqlite3.path)': \(reason).")
    }
}
