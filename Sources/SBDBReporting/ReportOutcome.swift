import Foundation
import SBDBReports

/// One report's result in a bundle, or why it was not run.
public struct ReportOutcome: Sendable {
    public let report: Report
    /// The rows; nil when the report was skipped.
    public let result: QueryResult?
    /// Why the report was skipped (it needs a parameter nobody gave), else nil.
    public let skipped: String?
    public let elapsedMilliseconds: Double
    /// The report was stopped or refused (`skipped` says why), rather than skipped for a parameter.
    public var failed = false
    /// The rows sbdb cannot decide, with the reason, for a report with an `undecided` column;
    /// they are not in `result`, so gates and baselines never see them.
    public var undecided: QueryResult?

    public var rowCount: Int { result?.rows.count ?? 0 }

    public init(report: Report, result: QueryResult?, skipped: String?, elapsedMilliseconds: Double) {
        self.report = report
        self.result = result
        self.skipped = skipped
        self.elapsedMilliseconds = elapsedMilliseconds
    }

    /// Runs `reports` against the database; a report whose parameter has no default and no
    /// value in `parameters` is skipped with the reason, since a nightly job cannot ask.
    ///
    /// A report that runs past `timeout` seconds or `memoryLimit` megabytes, or a user report the read-only rules refuse,
    /// fails alone: its outcome says why (`failed`), and the others run.
    public static func run(
        _ reports: [Report], databasePath: String, parameters: [String: String], timeout: Double? = QueryBudget.defaultSeconds,
        memoryLimit: Int? = QueryBudget.defaultMegabytes
    ) throws -> [ReportOutcome] {
        let runner = QueryRunner(databasePath: databasePath, timeout: timeout, memoryLimit: memoryLimit)
        return try reports.map { report in
            let own = parameters.filter { name, _ in report.parameters.contains { $0.name == name } }
            if let missing = report.parameters.first(where: { own[$0.name] == nil && $0.defaultValue == nil }) {
                return ReportOutcome(
                    report: report, result: nil,
                    skipped: "needs --param \(missing.name)=VALUE", elapsedMilliseconds: 0)
            }
            let start = DispatchTime.now()
            func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6 }
            do {
                let (result, undecided) = Self.split(try runner.run(report, parameters: own))
                var outcome = ReportOutcome(report: report, result: result, skipped: nil, elapsedMilliseconds: elapsed())
                outcome.undecided = undecided
                return outcome
            } catch let error as QueryError where error.failsOneReport(report) {
                var outcome = ReportOutcome(
                    report: report, result: nil, skipped: "failed: \(error.localizedDescription)", elapsedMilliseconds: elapsed())
                outcome.failed = true
                return outcome
            }
        }
    }
}

extension ReportOutcome {
    /// A result's decided rows, without the `undecided` column, and its undecided rows, with it
    /// (nil when the result has no such column): one run gives both, as `Report.decided()` and
    /// `Report.undecidedOnly()` would.
    static func split(_ result: QueryResult) -> (decided: QueryResult, undecided: QueryResult?) {
        guard let column = result.columns.firstIndex(of: Report.undecidedColumn) else { return (result, nil) }
        var decided: [[QueryValue]] = []
        var undecided: [[QueryValue]] = []
        for row in result.rows {
            if row[column] == .null {
                var kept = row
                kept.remove(at: column)
                decided.append(kept)
            } else {
                undecided.append(row)
            }
        }
        var columns = result.columns
        columns.remove(at: column)
        return (QueryResult(columns: columns, rows: decided), QueryResult(columns: result.columns, rows: undecided))
    }
}

extension QueryError {
    /// Errors that stop one report of a bundle, not the bundle: a time limit, and a user report
    /// that the read-only rules refuse or that SQLite cannot run.
    func failsOneReport(_ report: Report) -> Bool {
        switch self {
        case .timedOut: return true
        case .writeRefused, .statementRefused, .functionRefused, .invalidSQL: return report.isUserReport
        default: return false
        }
    }
}
