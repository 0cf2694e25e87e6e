import Foundation
import SBDBReports
import SBDBStore

/// What changed per report between a baseline (an earlier bundle or database) and now.
///
/// Rows are matched by the report's key columns (`-- key:`) when both sides have them: a key only
/// in the current run is new, one only in the baseline fixed, and one in both whose other cells
/// differ (a storyboard's byte count, a line) changed. A report without keys is compared on
/// whole rows, on the columns both sides have.
public struct BaselineComparison: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public let report: String
        public let newRows: [[String: String]]
        public let fixedRows: [[String: String]]
        /// Rows whose key is in both runs and whose other cells differ: (baseline, now).
        public let changedRows: [ChangedRow]
        /// False when the baseline did not have this report at all (every row counts as new).
        public let inBaseline: Bool

        public init(
            report: String, newRows: [[String: String]], fixedRows: [[String: String]], changedRows: [ChangedRow] = [],
            inBaseline: Bool
        ) {
            self.report = report
            self.newRows = newRows
            self.fixedRows = fixedRows
            self.changedRows = changedRows
            self.inBaseline = inBaseline
        }
    }

    public struct ChangedRow: Sendable, Equatable {
        public let before: [String: String]
        public let now: [String: String]
    }

    /// Where the baseline came from.
    public let source: String
    /// One entry per report of the current run that ran, in the run's order.
    public let changes: [Change]

    public var newRowCount: Int { changes.filter(\.inBaseline).reduce(0) { $0 + $1.newRows.count } }
    public var fixedRowCount: Int { changes.filter(\.inBaseline).reduce(0) { $0 + $1.fixedRows.count } }

    /// "3 new in unused-nibs, 1 fixed in broken-includes", or "no changes".
    public var sentence: String {
        var parts: [String] = []
        // A report the baseline does not have (an inventory left out of a committed baseline) has
        // nothing to compare: its rows are not "new".
        for change in changes where change.inBaseline {
            if !change.newRows.isEmpty { parts.append("\(change.newRows.count) new in \(change.report)") }
            if !change.fixedRows.isEmpty { parts.append("\(change.fixedRows.count) fixed in \(change.report)") }
            if !change.changedRows.isEmpty { parts.append("\(change.changedRows.count) changed in \(change.report)") }
        }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }

    public init(source: String, changes: [Change]) {
        self.source = source
        self.changes = changes
    }

    /// Compares `outcomes` with the rows of `baseline` (report name to rows as column → text).
    public init(current outcomes: [ReportOutcome], baseline: [String: [[String: String]]], source: String) {
        var changes: [Change] = []
        for outcome in outcomes {
            guard let result = outcome.result else { continue }
            let now = Self.rows(of: result)
            guard let before = baseline[outcome.report.name] else {
                changes.append(Change(report: outcome.report.name, newRows: now, fixedRows: [], inBaseline: false))
                continue
            }
            let pairing = Pairing(now: now, columns: result.columns, before: before, keys: outcome.report.keyColumns)
            var changed: [ChangedRow] = []
            var new: [[String: String]] = []
            for (index, row) in now.enumerated() {
                guard let old = pairing.pairs[index].map({ before[$0] }) else {
                    new.append(row)
                    continue
                }
                if pairing.keyed, pairing.whole(old) != pairing.whole(row) { changed.append(ChangedRow(before: old, now: row)) }
            }
            changes.append(
                Change(
                    report: outcome.report.name,
                    newRows: new,
                    fixedRows: pairing.unpairedBefore.map { before[$0] },
                    changedRows: changed,
                    inBaseline: true))
        }
        self.init(source: source, changes: changes)
    }

    /// `result` with only its rows new since the baseline, in their order.
    public static func onlyNew(_ result: QueryResult, report: Report, baseline: [String: [[String: String]]]) -> QueryResult {
        var kept = result
        kept.rows = newRowIndexes(of: result, report: report, baseline: baseline).map { result.rows[$0] }
        return kept
    }

    /// The indexes of `result`'s rows that the baseline's rows of `report` do not account for:
    /// the rows new since the baseline, in the result's order (every row when the baseline does
    /// not have the report).
    public static func newRowIndexes(of result: QueryResult, report: Report, baseline: [String: [[String: String]]]) -> [Int] {
        guard let before = baseline[report.name] else { return Array(result.rows.indices) }
        let pairing = Pairing(now: rows(of: result), columns: result.columns, before: before, keys: report.keyColumns)
        return pairing.pairs.indices.filter { pairing.pairs[$0] == nil }
    }

    static func rows(of result: QueryResult) -> [[String: String]] {
        result.rows.map { row in Dictionary(zip(result.columns, row.map(Self.text)), uniquingKeysWith: { first, _ in first }) }
    }

    /// Which baseline row each current row is, by the report's key when both sides have its
    /// columns (else by every shared column). Rows with one key pair one to one, whole matches
    /// first, so the same rows give the same changes on every run (two loads on one line, one of
    /// them new).
    /// (The real-app suite pairs given rows with reviewed ones the same way.)
    public struct Pairing {
        let keyed: Bool
        let whole: ([String: String]) -> String
        /// For each current row, the index of its baseline row; nil for a new row.
        public private(set) var pairs: [Int?]
        /// Baseline rows no current row accounts for: fixed.
        public private(set) var unpairedBefore: [Int]

        public init(now: [[String: String]], columns: [String], before: [[String: String]], keys: [String]) {
            let shared = Set(columns).intersection(before.first.map { Set($0.keys) } ?? Set(columns))
            keyed = !keys.isEmpty && Set(keys).isSubset(of: shared)
            let keyColumns = keyed ? keys : shared.sorted()
            let key = { (row: [String: String]) in keyColumns.map { row[$0] ?? "\u{0}" }.joined(separator: "\u{1F}") }
            let sharedColumns = shared.sorted()
            let whole = { (row: [String: String]) in sharedColumns.map { row[$0] ?? "\u{0}" }.joined(separator: "\u{1F}") }
            self.whole = whole
            var unpaired: [String: [Int]] = [:]
            for (index, row) in before.enumerated() { unpaired[key(row), default: []].append(index) }
            var pairs = [Int?](repeating: nil, count: now.count)
            for (index, row) in now.enumerated() {
                let rowKey = key(row)
                if let at = unpaired[rowKey]?.firstIndex(where: { whole(before[$0]) == whole(row) }) {
                    pairs[index] = unpaired[rowKey]!.remove(at: at)
                }
            }
            for (index, row) in now.enumerated() where pairs[index] == nil {
                let rowKey = key(row)
                if unpaired[rowKey]?.isEmpty == false { pairs[index] = unpaired[rowKey]!.removeFirst() }
            }
            self.pairs = pairs
            unpairedBefore = unpaired.values.joined().sorted()
        }
    }

    /// A cell as the text both a database and a bundle's JSON give back.
    package static func text(_ value: QueryValue) -> String {
        switch value {
        case .null: return "\u{0}"
        case .integer(let value): return String(value)
        case .real(let number):
            guard number.isFinite else { return "\u{0}" }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .text(let text): return text
        case .blob: return value.text
        }
    }

    /// A JSON cell (from a bundle's report file) as the same text.
    package static func text(json value: Any) -> String {
        switch value {
        case is NSNull: return "\u{0}"
        case let string as String: return string
        case let number as NSNumber:
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
        default: return "\(value)"
        }
    }
}

/// Why a baseline could not be read.
public enum BaselineError: LocalizedError, Equatable {
    case notFound(path: String)
    case unreadable(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .notFound(let path):
            return
                "The baseline '\(path)' does not exist. Pass a file written by 'sbdb baseline write', a folder written by 'sbdb report', its bundle.json, or an sbdb database."
        case .unreadable(let path, let reason):
            return
                "Cannot read the baseline '\(path)': \(reason). Pass a file written by 'sbdb baseline write', a folder written by 'sbdb report', its bundle.json, or an sbdb database."
        }
    }
}

extension BaselineComparison {
    /// The rows of each report in a baseline: a bundle folder, its `bundle.json`, or an sbdb
    /// database (whose reports are run read-only).
    public static func loadBaseline(_ path: String, reports: [Report], parameters: [String: String]) throws -> [String: [[String: String]]] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BaselineError.notFound(path: path)
        }
        if isDirectory.boolValue { return try loadBundle(folder: path) }
        // A named pipe or a device would block the open until someone writes to it.
        let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
        guard type == .typeRegular else {
            throw BaselineError.unreadable(path: path, reason: "it is not a regular file or a folder")
        }
        let head = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 16)) ?? nil
        // A committed baseline file (`sbdb baseline write`).
        if let head, head.first == UInt8(ascii: "{"), let data = FileManager.default.contents(atPath: path),
            let rows = BaselineFile.rows(data)
        {
            return rows
        }
        if let head, Array(head) == Store.sqliteHeader {
            var rows: [String: [[String: String]]] = [:]
            for outcome in try ReportOutcome.run(reports, databasePath: path, parameters: parameters) {
                guard let result = outcome.result else { continue }
                rows[outcome.report.name] = result.rows.map { row in
                    Dictionary(zip(result.columns, row.map(text)), uniquingKeysWith: { first, _ in first })
                }
            }
            return rows
        }
        if (path as NSString).lastPathComponent == ReportBundle.manifestName {
            return try loadBundle(folder: (path as NSString).deletingLastPathComponent)
        }
        throw BaselineError.unreadable(
            path: path, reason: "it is neither a baseline file (JSON with \"\(BaselineFile.formatKey)\"), a bundle's bundle.json nor an sbdb database")
    }

    private static func loadBundle(folder: String) throws -> [String: [[String: String]]] {
        let manifestPath = (folder as NSString).appendingPathComponent(ReportBundle.manifestName)
        guard let data = FileManager.default.contents(atPath: manifestPath),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let reports = manifest["reports"] as? [[String: Any]]
        else {
            throw BaselineError.unreadable(path: folder, reason: "no readable \(ReportBundle.manifestName) in it")
        }
        var rows: [String: [[String: String]]] = [:]
        for entry in reports {
            guard let name = entry["name"] as? String, let file = entry["file"] as? String else { continue }
            let path = (folder as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let list = object["rows"] as? [[String: Any]]
            else {
                throw BaselineError.unreadable(path: path, reason: "not a report file written by 'sbdb report'")
            }
            rows[name] = list.map { $0.mapValues { text(json: $0) } }
        }
        return rows
    }
}
