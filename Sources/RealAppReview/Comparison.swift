import SBDBReporting
import SBDBReports
/// The finding reports that the real-app suite judges, and the columns that say which finding a
/// row is. A row's other columns (a line number, a count that is not the finding) may change
/// without making it a new finding.
public enum FindingReports {
    public static let names = [
        "unused-nibs", "unused-storyboards", "broken-includes", "outlet-mismatches",
        "unknown-custom-classes", "designable-reuse", "not-in-target",
        "missing-resources", "unused-assets", "localization-gaps", "accessibility-gaps", "dynamic-loads",
    ]

    /// Columns a review judges beyond the report's own key: designable-reuse's counts are the
    /// finding, so a row with a wrong count is a false row (a baseline keys it by class alone).
    static let judgedBeyondKey: [String: [String]] = ["designable-reuse": ["uses", "files"]]

    /// The columns that identify a reviewed row: the report's key, declared once in its SQL
    /// (`-- key:`), and what a review judges beyond it; every column for a report with none.
    public static func keyColumns(of report: String, columns: [String]) -> [Int] {
        let names = (ReportCatalog.report(named: report)?.keyColumns ?? []) + (judgedBeyondKey[report] ?? [])
        guard !names.isEmpty else { return Array(columns.indices) }
        return names.compactMap { columns.firstIndex(of: $0) }
    }
}

/// A report's rows on one app set against its review file.
public struct Comparison: Sendable {
    public enum Problem: Sendable, Equatable {
        /// The report gives a row that no review judges: judge it.
        case unreviewed([String])
        /// A row judged false and since fixed is given again.
        case regressed(ReviewedRow)
        /// A row judged true is no longer given: recall lost.
        case lost(ReviewedRow)
        /// A row judged false is no longer given: mark it `fixed`.
        case nowFixed(ReviewedRow)
        /// A row judged missing is given now: mark it `true`.
        case nowFound(ReviewedRow)
        /// A row of the review file has no verdict yet.
        case unjudged(ReviewedRow)
    }

    public let review: ReviewFile
    public let given: ReportRows
    public private(set) var problems: [Problem] = []
    /// For each reviewed row, the given row it accounts for (nil when none is given).
    private var pairs: [[String]?] = []
    /// Rows judged missing that the report still does not give: known recall gaps, not failures.
    public private(set) var knownGaps: [ReviewedRow] = []
    /// Rows given and not reviewed, in the report's order.
    public private(set) var unreviewed: [[String]] = []

    public init(review: ReviewFile, given: ReportRows) throws {
        guard review.columns == given.columns || given.columns.isEmpty else {
            throw ReviewError.columnsDiffer(report: review.report, reviewed: review.columns, given: given.columns)
        }
        self.review = review
        self.given = given
        // Each reviewed row accounts for one given row with its key (a multiset match), as a
        // baseline's rows do: rows that agree in every column pair first, so that two rows with one
        // key (two loads on one line of different forms) pair with their own review rows.
        let columns = review.columns
        func cells(_ values: [String]) -> [String: String] {
            Dictionary(zip(columns, values), uniquingKeysWith: { first, _ in first })
        }
        let keys = FindingReports.keyColumns(of: review.report, columns: columns).map { columns[$0] }
        let pairing = BaselineComparison.Pairing(
            now: given.rows.map(cells), columns: columns, before: review.rows.map { cells($0.values) }, keys: keys)
        var pairs = [[String]?](repeating: nil, count: review.rows.count)
        for (index, reviewed) in pairing.pairs.enumerated() {
            if let reviewed { pairs[reviewed] = given.rows[index] }
        }
        self.pairs = pairs
        for (index, row) in review.rows.enumerated() {
            switch (row.verdict, pairs[index] != nil) {
            case (.unjudged, _): problems.append(.unjudged(row))
            case (.true, false): problems.append(.lost(row))
            case (.false, false): problems.append(.nowFixed(row))
            case (.fixed, true): problems.append(.regressed(row))
            case (.missing, true): problems.append(.nowFound(row))
            case (.missing, false): knownGaps.append(row)
            case (.true, true), (.false, true), (.fixed, false), (.unsampled, _): break
            }
        }
        for (index, row) in given.rows.enumerated() where pairing.pairs[index] == nil {
            unreviewed.append(row)
            problems.append(.unreviewed(row))
        }
    }

    /// One line per problem, each saying what to do.
    public func messages(app: String, path: String) -> [String] {
        problems.map { problem in
            switch problem {
            case let .unreviewed(values):
                return "\(app) \(review.report): new row, judge it in \(path): \(values.joined(separator: " | "))"
            case let .regressed(row):
                return "\(path):\(row.line): a false row fixed earlier is back (\(row.cause)): \(describe(row))"
            case let .lost(row):
                return "\(path):\(row.line): a true row is no longer given (recall lost): \(describe(row))"
            case let .nowFixed(row):
                return "\(path):\(row.line): a false row is no longer given; mark it 'fixed': \(describe(row))"
            case let .nowFound(row):
                return "\(path):\(row.line): a missing row is given now; mark it 'true': \(describe(row))"
            case let .unjudged(row):
                return "\(path):\(row.line): no verdict yet; judge it true or false: \(describe(row))"
            }
        }
    }

    private func describe(_ row: ReviewedRow) -> String { row.values.joined(separator: " | ") }

    /// The review file brought up to date mechanically, for the record mode: rows no longer given
    /// that were false become `fixed`, missing rows now given become `true`, given rows nobody
    /// reviewed are appended as `?` (which never passes), unsampled rows no longer given are
    /// dropped, and non-key columns take the report's current values. Rows judged true that are
    /// lost are kept as they are: that needs a person.
    public func recorded() -> ReviewFile {
        var file = review
        var dropped: Set<Int> = []
        for index in file.rows.indices {
            let isGiven = pairs[index] != nil
            if let values = pairs[index] { file.rows[index].values = values }
            switch (file.rows[index].verdict, isGiven) {
            case (.false, false): file.rows[index].verdict = .fixed
            case (.missing, true): file.rows[index].verdict = .true
            case (.unsampled, false): dropped.insert(index)
            default: break
            }
        }
        file.rows = file.rows.indices.filter { !dropped.contains($0) }.map { file.rows[$0] }
        for row in unreviewed { file.rows.append(ReviewedRow(values: row, verdict: .unjudged, cause: "")) }
        return file
    }
}
