import Foundation

/// One report's result in a bundle, or why it was not run.
public struct ReportOutcome: Sendable {
    public let report: Report
    /// The rows; nil when the report was skipped.
    public let result: QueryResult?
    /// Why the report was skipped (it needs a parameter nobody gave), else nil.
    public let skipped: String?
    public let elapsedMilliseconds: Double

    public var rowCount: Int { result?.rows.count ?? 0 }

    public init(report: Report, result: QueryResult?, skipped: String?, elapsedMilliseconds: Double) {
        self.report = report
        self.result = result
        self.skipped = skipped
        self.elapsedMilliseconds = elapsedMilliseconds
    }

    /// Runs `reports` against the database; a report whose parameter has no default and no
    /// value in `parameters` is skipped with the reason, since a nightly job cannot ask.
    public static func run(_ reports: [Report], databasePath: String, parameters: [String: String]) throws -> [ReportOutcome] {
        let runner = QueryRunner(databasePath: databasePath)
        return try reports.map { report in
            let own = parameters.filter { name, _ in report.parameters.contains { $0.name == name } }
            if let missing = report.parameters.first(where: { own[$0.name] == nil && $0.defaultValue == nil }) {
                return ReportOutcome(
                    report: report, result: nil,
                    skipped: "needs --param \(missing.name)=VALUE", elapsedMilliseconds: 0)
            }
            let start = DispatchTime.now()
            let result = try runner.run(report, parameters: own)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            return ReportOutcome(report: report, result: result, skipped: nil, elapsedMilliseconds: elapsed)
        }
    }
}
