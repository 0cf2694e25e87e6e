import Foundation
import SBDBCore

/// A baseline a team commits (`sbdb baseline write`, `.sbdb/baseline.json`): the finding reports'
/// decided rows, so that pre-commit hooks, Xcode and CI fail only on findings that are new.
///
/// The file is JSON with sorted keys and rows in a stable order, one report per key, each row as
/// column → text: a diff of it reads as the findings that came and went.
public enum BaselineFile {
    /// The marker and version of the format.
    static let formatKey = "sbdb_baseline"
    static let formatVersion = 1

    /// The default place, in the repository: beside the database's default folder.
    public static let defaultPath = ".sbdb/baseline.json"

    /// The default baseline of the repository at `root`.
    public static func path(inRepository root: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(defaultPath).path
    }

    /// The file's bytes for `outcomes` (skipped reports left out).
    public static func data(_ outcomes: [ReportOutcome]) throws -> Data {
        var reports: [String: Any] = [:]
        for outcome in outcomes {
            guard let result = outcome.result else { continue }
            let rows = BaselineComparison.rows(of: result).map { row in row.mapValues { $0 == "\u{0}" ? NSNull() as Any : $0 as Any } }
            reports[outcome.report.name] = rows
        }
        let object: [String: Any] = [formatKey: formatVersion, "sbdb_version": SBDBVersion.current, "reports": reports]
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        data.append(0x0A)
        return data
    }

    /// The rows of a baseline file, or nil when `data` is no baseline file (a bundle's
    /// bundle.json, say).
    static func rows(_ data: Data) -> [String: [[String: String]]]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object[formatKey] != nil,
            let reports = object["reports"] as? [String: Any]
        else { return nil }
        var result: [String: [[String: String]]] = [:]
        for (name, value) in reports {
            guard let rows = value as? [[String: Any]] else { continue }
            result[name] = rows.map { $0.mapValues(BaselineComparison.text(json:)) }
        }
        return result
    }
}
