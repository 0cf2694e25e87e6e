import ArgumentParser
import Foundation
import SBDBStore
import SBDBLinks
import SBDBIndexing

/// `--db`, shared by the commands that read a database.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .customLong("db"),
        help: ArgumentHelp(
            "The database file. Default: .sbdb/index.sqlite in the current folder or the nearest one above it.",
            valueName: "file"))
    var path: String?

    /// The database to read: `--db`, or the one found from the current directory upward.
    func resolvedForReading() throws -> String {
        if let path { return absolute(path) }
        return try Store.discover(from: FileManager.default.currentDirectoryPath)
    }
}

func absolute(_ path: String) -> String {
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL.path }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent(expanded).standardizedFileURL.path
}
