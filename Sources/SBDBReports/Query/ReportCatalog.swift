import Foundation
import SBDBStore

/// The reports sbdb knows: those built into the binary from `Queries/*.sql`, and a team's
/// own `*.sql` files from `.sbdb/queries/` under the indexed root or `--queries-dir`.
///
/// A user's report has the same header as a built-in one. One with the name of a built-in
/// report replaces it (with a warning), so a team can tune a canned report without forking.
public struct ReportCatalog: Sendable {
    public static let builtIn: [Report] = EmbeddedSQL.queries.map {
        Report(name: $0.name, text: $0.sql, origin: "built-in")
    }

    /// A built-in report.
    public static func report(named name: String) -> Report? {
        builtIn.first { $0.name == name }
    }

    /// The folder of a root's own reports.
    public static func userDirectory(forRoot root: String) -> String {
        (root as NSString).appendingPathComponent(".sbdb/queries")
    }

    /// Every report, built-in first, sorted by name within each origin.
    public let reports: [Report]
    /// What a user should know: a report that replaces another.
    public let warnings: [String]

    /// The built-in reports and those of `directories` (a missing optional folder is fine,
    /// a missing `required` one is an error).
    public init(directories: [String] = [], required: Set<String> = []) throws {
        var reports = Self.builtIn
        var warnings: [String] = []
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                if required.contains(directory) { throw ReportCatalogError.noSuchFolder(path: directory) }
                continue
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".sql") && !$0.hasPrefix(".") }.sorted()
            for file in names {
                let path = (directory as NSString).appendingPathComponent(file)
                let report = try Self.load(path)
                if let index = reports.firstIndex(where: { $0.name == report.name }) {
                    warnings.append("\(path): replaces the report '\(report.name)' from \(reports[index].origin)")
                    reports[index] = report
                } else {
                    reports.append(report)
                }
            }
        }
        self.reports = reports
        self.warnings = warnings
    }

    public func report(named name: String) -> Report? {
        reports.first { $0.name == name }
    }

    /// The report `name`, or an error that lists the known ones.
    public func require(_ name: String) throws -> Report {
        guard let report = report(named: name) else {
            throw QueryError.unknownReport(name: name, known: reports.map(\.name))
        }
        return report
    }

    static func load(_ path: String) throws -> Report {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ReportCatalogError.unreadable(path: path, reason: error.localizedDescription)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let report = Report(name: name, text: text, origin: path)
        if let problem = report.headerProblems.first {
            throw QueryError.invalidReport(path: path, line: problem.line, problem: problem.problem)
        }
        if report.sql.split(separator: "\n").allSatisfy({
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("--") || $0.trimmingCharacters(in: .whitespaces).isEmpty
        }) {
            throw QueryError.invalidReport(path: path, line: 1, problem: "the file holds no SQL statement after its header")
        }
        return report
    }
}

/// Why the reports could not be listed.
public enum ReportCatalogError: LocalizedError, Equatable {
    case noSuchFolder(path: String)
    case unreadable(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .noSuchFolder(let path):
            return "The queries folder '\(path)' does not exist. Pass a folder of *.sql reports to --queries-dir."
        case .unreadable(let path, let reason):
            return "Cannot read the report '\(path)': \(reason)."
        }
    }
}
