/// What a careful engineer decided about one row of a finding report on a real app.
public enum Verdict: String, Sendable, CaseIterable {
    /// The report gives the row and acting on it is right.
    case `true`
    /// The report gives the row and acting on it would be wrong; the cause says why.
    case `false`
    /// The report should give the row and does not (a recall gap).
    case missing
    /// The report gave the row, it was judged false, and a later change stopped giving it.
    case fixed
    /// Given, but outside the seeded random sample judged on a report with many rows on one app
    /// (Tests/RealApps/README.md): it passes while given and is dropped when no longer given; its
    /// report's precision on that app is the sample's, weighted by every given row.
    case unsampled
    /// Written by the record mode for a row nobody has judged yet; never passes.
    case unjudged = "?"
}

/// One reviewed row: the report's values as `sbdb query NAME --format tsv` prints them, the
/// verdict and its cause.
public struct ReviewedRow: Sendable, Equatable {
    public var values: [String]
    public var verdict: Verdict
    public var cause: String
    /// The 1-based line of the review file, for messages (0 for rows made in memory).
    public var line: Int

    public init(values: [String], verdict: Verdict, cause: String, line: Int = 0) {
        self.values = values
        self.verdict = verdict
        self.cause = cause
        self.line = line
    }
}

/// A review file, `Tests/RealApps/<app>/<report>.tsv`: the report's header plus `verdict` and
/// `cause`, then one row per finding.
public struct ReviewFile: Sendable, Equatable {
    public static let extraColumns = ["verdict", "cause"]

    public let report: String
    /// The report's own columns, without `verdict` and `cause`.
    public let columns: [String]
    public var rows: [ReviewedRow]

    public init(report: String, columns: [String], rows: [ReviewedRow] = []) {
        self.report = report
        self.columns = columns
        self.rows = rows
    }

    /// Reads a review file; every line must have the header's field count and a known verdict.
    public static func parse(_ text: String, report: String, path: String = "") throws -> ReviewFile {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.first, !header.isEmpty else {
            throw ReviewError.malformed(path: path, line: 1, "the file has no header line")
        }
        let fields = header.components(separatedBy: "\t")
        guard fields.count > 2, Array(fields.suffix(2)) == extraColumns else {
            throw ReviewError.malformed(
                path: path, line: 1, "the header must end with the columns 'verdict' and 'cause', found '\(header)'")
        }
        let columns = Array(fields.dropLast(2))
        var rows: [ReviewedRow] = []
        for (offset, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let number = offset + 1
            let values = line.components(separatedBy: "\t")
            guard values.count == fields.count else {
                throw ReviewError.malformed(
                    path: path, line: number, "\(values.count) fields where the header has \(fields.count)")
            }
            let verdictText = values[columns.count]
            guard let verdict = Verdict(rawValue: verdictText) else {
                let known = Verdict.allCases.filter { $0 != .unjudged }.map(\.rawValue).joined(separator: ", ")
                let shown = verdictText.isEmpty ? "no verdict" : "verdict '\(verdictText)'"
                throw ReviewError.malformed(path: path, line: number, "\(shown); give one of \(known)")
            }
            let cause = values[columns.count + 1]
            if verdict != .true && verdict != .unjudged && verdict != .unsampled && cause.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ReviewError.malformed(path: path, line: number, "a '\(verdict.rawValue)' row needs a cause")
            }
            rows.append(ReviewedRow(values: Array(values.prefix(columns.count)), verdict: verdict, cause: cause, line: number))
        }
        return ReviewFile(report: report, columns: columns, rows: rows)
    }

    /// The file with the report's new column list, when the report only added columns: each
    /// row keeps its values and gets an empty one for every new column (the record mode fills
    /// them in from the report). Nil when a column was renamed, removed or moved.
    public func adopting(columns newColumns: [String]) -> ReviewFile? {
        var positions: [Int] = []
        var next = 0
        for column in columns {
            guard let found = newColumns[next...].firstIndex(of: column) else { return nil }
            positions.append(found)
            next = found + 1
        }
        var file = ReviewFile(report: report, columns: newColumns)
        file.rows = rows.map { row in
            var values = Array(repeating: "", count: newColumns.count)
            for (old, new) in positions.enumerated() { values[new] = row.values[old] }
            var adopted = row
            adopted.values = values
            return adopted
        }
        return file
    }

    /// The file's text, as `parse` reads it.
    public func render() -> String {
        var lines = [(columns + Self.extraColumns).joined(separator: "\t")]
        for row in rows {
            lines.append((row.values + [row.verdict.rawValue, Self.clean(row.cause)]).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func clean(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}

/// A report's rows as `sbdb query NAME --format tsv` prints them (TSV has no quoting: sbdb turns
/// tabs and newlines inside values into spaces, and NULL into an empty field).
public struct ReportRows: Sendable, Equatable {
    public let columns: [String]
    public let rows: [[String]]

    public init(columns: [String], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    public static func parseTSV(_ text: String) -> ReportRows {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard let header = lines.first else { return ReportRows(columns: [], rows: []) }
        return ReportRows(
            columns: header.components(separatedBy: "\t"),
            rows: lines.dropFirst().map { $0.components(separatedBy: "\t") })
    }
}

public enum ReviewError: Error, CustomStringConvertible, Equatable {
    case malformed(path: String, line: Int, String)
    case columnsDiffer(report: String, reviewed: [String], given: [String])

    public var description: String {
        switch self {
        case let .malformed(path, line, message):
            return "\(path.isEmpty ? "review file" : path):\(line): \(message)"
        case let .columnsDiffer(report, reviewed, given):
            return "\(report): the report's columns are now \(given.joined(separator: ", ")) but its review file has "
                + "\(reviewed.joined(separator: ", ")); rewrite the file's header (and each row) for the new columns"
        }
    }
}
