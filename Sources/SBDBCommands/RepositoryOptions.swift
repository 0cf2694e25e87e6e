import ArgumentParser
import Foundation
import SBDBStore
import SBDBLinks
import SBDBIndexing

/// PATH, `--db`, `--exclude` and `--config`, shared by the commands that index a repository.
struct RepositoryOptions: ParsableArguments {
    @Argument(help: "The repository root.", completion: .directory)
    var path: String = "."

    @Option(name: .customLong("db"), help: ArgumentHelp("The database file. Default: PATH/.sbdb/index.sqlite.", valueName: "file"))
    var database: String?

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "Skip paths matching this glob (relative path or file name); repeatable. .git, .build*, DerivedData, node_modules and .sbdb are always skipped.",
            valueName: "glob"))
    var excludes: [String] = []

    @Option(help: ArgumentHelp("The configuration file. Default: PATH/.sbdb.yml when it exists.", valueName: "file"))
    var config: String?

    /// PATH, absolute.
    var root: String { absolute(path) }

    /// `--db`, or the root's default database.
    var databasePath: String { database.map(absolute) ?? Store.defaultPath(forRoot: root) }

    var configPath: String? { config.map(absolute) }

    /// Usage error unless PATH is a folder; `verb` says what the command does with it.
    func validateRoot(_ verb: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(path)' is not a folder. Pass the repository root to \(verb).")
        }
    }
}
