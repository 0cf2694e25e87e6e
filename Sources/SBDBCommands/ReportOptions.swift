import ArgumentParser
import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBStore

/// `--queries-dir` and `--param`, shared by the commands that run reports.
struct ReportOptions: ParsableArguments {
    @Option(name: .customLong("queries-dir"), help: ArgumentHelp(
        "A folder of your own *.sql reports, beside those in ROOT/.sbdb/queries; repeatable.", valueName: "dir"))
    var queriesDirectories: [String] = []

    @Option(name: .customLong("param"), help: ArgumentHelp("Bind :name in the SQL to value; repeatable.", valueName: "name=value"))
    var parameters: [String] = []

    func validate() throws {
        for parameter in parameters where !parameter.contains("=") || parameter.hasPrefix("=") {
            throw ValidationError("--param takes name=value, not '\(parameter)'.")
        }
    }

    /// `--param` values by name.
    var arguments: [String: String] {
        var arguments: [String: String] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            arguments[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return arguments
    }

    /// The built-in reports, the indexed root's `.sbdb/queries` and `--queries-dir`.
    func catalog(root: String?) throws -> ReportCatalog {
        let explicit = queriesDirectories.map(absolute)
        let implicit = root.map { [ReportCatalog.userDirectory(forRoot: $0)] } ?? []
        let catalog = try ReportCatalog(directories: implicit + explicit, required: Set(explicit))
        for warning in catalog.warnings { Terminal.err("warning: \(warning)") }
        return catalog
    }
}

/// The repository a database indexed, from its `meta` table, or nil for an empty database (or
/// one it cannot read yet). A file sbdb must not touch (another program's, not SQLite, a newer
/// sbdb's) is refused with its own message rather than called "not indexed yet".
func indexedRoot(ofDatabase path: String) throws -> String? {
    do {
        return try QueryRunner(databasePath: path).indexedRoot()
    } catch let error as StoreError {
        switch error {
        case .newerSchema, .notSQLite, .foreignDatabase: throw error
        default: return nil
        }
    } catch {
        return nil
    }
}
