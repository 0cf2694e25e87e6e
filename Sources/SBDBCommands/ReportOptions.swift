import ArgumentParser
import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBStore
import SBDBCore

/// `--queries-dir` and `--param`, shared by the commands that run reports.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("queries-dir"),
        help: ArgumentHelp(
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

/// The reports `--only` names (or `.sbdb.yml`'s `only`), else every report that is on: reports
/// off by default run when `.sbdb.yml` enables them.
func selectReports(only: String?, defaults: SBDBConfiguration.ReportDefaults, catalog: ReportCatalog) throws -> [Report] {
    let wanted = try reportNames(only, default: defaults.only, catalog: catalog, option: "--only")
    guard wanted.isEmpty else { return wanted.map { name in catalog.reports.first { $0.name == name }! } }
    let enabled = Set(try reportNames(nil, default: defaults.enable, catalog: catalog, option: "reports.enable"))
    return catalog.reports.filter { !$0.isOptIn || enabled.contains($0.name) }
}

/// Comma-separated report names (or the configured ones), each checked against the catalog.
func reportNames(_ list: String?, default configured: [String], catalog: ReportCatalog, option: String) throws -> [String] {
    let names = list.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } } ?? configured
    for name in names where catalog.report(named: name) == nil {
        let known = catalog.reports.map(\.name)
        throw ValidationError(
            "\(option): there is no report named '\(name)'.\(Suggestion.didYouMean(name, in: known)) Known reports: \(known.joined(separator: ", ")).")
    }
    return names
}
