import Foundation

/// What `sbdb query --list --format json` says of one report, for tools.
public struct ReportDescription: Codable, Equatable, Sendable {
    public struct Parameter: Codable, Equatable, Sendable {
        public let name: String
        public let `default`: String?

        public init(name: String, default value: String?) {
            self.name = name
            self.default = value
        }
    }

    public let name: String
    public let summary: String
    public let columns: [String]
    public let parameters: [Parameter]
    /// `built-in`, or the path of the user's file.
    public let origin: String
    /// `finding` (rows to act on, which gates and baselines count) or `inventory`.
    public let kind: String

    public init(_ report: Report) {
        name = report.name
        summary = report.summary
        columns = report.columns
        parameters = report.parameters.map { Parameter(name: $0.name, default: $0.defaultValue) }
        origin = report.origin
        kind = report.isFinding ? "finding" : "inventory"
    }

    /// The descriptions as pretty, stable JSON.
    public static func json(_ reports: [Report]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(reports.map(ReportDescription.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// One row per report for the table and delimited formats.
    public static func result(_ reports: [Report]) -> QueryResult {
        QueryResult(
            columns: ["report", "summary", "parameters", "origin", "kind"],
            rows: reports.map { report in
                let named = report.parameters.map { $0.name + ($0.defaultValue.map { "=" + $0 } ?? "") }
                return [
                    .text(report.name), .text(report.summary), .text(named.joined(separator: " ")), .text(report.origin),
                    .text(report.isFinding ? "finding" : "inventory"),
                ]
            })
    }
}
