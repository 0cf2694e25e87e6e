import Foundation

/// One result row read as a located warning, for the xcode, github and sarif formats.
///
/// The convention, by column name (the first match wins):
/// - path: `path`, `file`, `source_path`, `first_path`, `declared_in`, else the first column
///   ending in `_path`. Relative paths are resolved against the indexed root.
/// - line: `line`; column: `col` or `column` (positive integers, else ignored).
/// - message: `message`; without one, `column: value` pairs of the other non-empty cells
///   joined by `; ` (the path, line, column and severity left out; line and column kept when
///   the row has no path).
/// - level: `severity` or `level` (`error`, `warning`, `note`/`notice`/`info`); default warning.
/// - rule: the report's name, `sql` for `--sql`.
///
/// A row whose path cell is NULL or empty, or a result without a path column, gives a finding
/// without a location; each format prints those in its own location-less form.
public struct Finding: Sendable, Equatable {
    /// How serious a finding is, in the three words compilers and SARIF share.
    public enum Level: String, Sendable {
        case error, warning, note
    }

    /// Absolute when the result's path was relative and the root is known.
    public var path: String?
    public var line: Int?
    public var column: Int?
    public var level: Level
    public var message: String
    public var rule: String

    public init(path: String?, line: Int?, column: Int?, level: Level, message: String, rule: String) {
        self.path = path
        self.line = line
        self.column = column
        self.level = level
        self.message = message
        self.rule = rule
    }

    static let pathColumns = ["path", "file", "source_path", "first_path", "declared_in"]
    static let lineColumns = ["line"]
    static let columnColumns = ["col", "column"]
    static let levelColumns = ["severity", "level"]
    static let messageColumns = ["message"]

    /// Every row of `result` as a finding, in row order.
    public static func findings(in result: QueryResult, context: OutputContext) -> [Finding] {
        let reader = Reader(columns: result.columns, context: context)
        return result.rows.map(reader.finding)
    }

    /// Reads rows of one result as findings, one at a time (for formats that stream).
    package struct Reader {
        let names: [String]
        let context: OutputContext
        private let columns: Columns

        package init(columns: [String], context: OutputContext) {
            names = columns
            self.context = context
            self.columns = Columns(columns)
        }

        /// The column that gives each row's place, if any.
        package var pathColumn: Int? { columns.path }

        package func finding(_ row: [QueryValue]) -> Finding {
            let path = columns.path.map { row[$0].text }.flatMap { $0.isEmpty ? nil : resolve($0, root: context.root) }
            let level = columns.level.map { Level(row[$0].text) } ?? .warning
            var message = columns.message.map { row[$0].text.singleLine } ?? ""
            if message.isEmpty, !context.messages.isEmpty {
                let cell = { (name: String) -> String? in
                    names.firstIndex(of: name).map { row[$0] == .null ? "" : row[$0].text.singleLine }
                }
                message = context.messages.first { $0.applies(to: cell) }?.render(cell) ?? ""
            }
            if message.isEmpty {
                // Without a place, the line and column cells say something, so they stay in.
                let leftOut = path == nil ? Set([columns.path, columns.level].compactMap { $0 }) : columns.located
                message = zip(names, row).enumerated()
                    .filter { !leftOut.contains($0.offset) && !$0.element.1.text.isEmpty }
                    .map { "\($0.element.0): \($0.element.1.text.singleLine)" }
                    .joined(separator: "; ")
            }
            if message.isEmpty { message = context.summary ?? context.ruleID }
            return Finding(
                path: path,
                line: path == nil ? nil : columns.line.flatMap { positive(row[$0]) },
                column: path == nil ? nil : columns.column.flatMap { positive(row[$0]) },
                level: level, message: message, rule: context.ruleID)
        }
    }

    /// `path` made absolute against `root` when it is relative.
    package static func resolve(_ path: String, root: String?) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        // The common case, a plain relative path, needs no URL (which is slow per row).
        if !path.contains("./"), !path.hasSuffix("."), !path.contains("//") {
            return (root.hasSuffix("/") ? root : root + "/") + path
        }
        return URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies under it; otherwise unchanged.
    package static func relative(_ path: String, to base: String?) -> String {
        guard let base else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func positive(_ value: QueryValue) -> Int? {
        switch value {
        case .integer(let number) where number > 0: return Int(number)
        case .text(let text): return Int(text).flatMap { $0 > 0 ? $0 : nil }
        default: return nil
        }
    }

    /// Where each conventional column sits in a result, if it has one.
    fileprivate struct Columns {
        let path, line, column, level, message: Int?
        /// Columns a generated message leaves out.
        let located: Set<Int>

        init(_ names: [String]) {
            let lowercased = names.map { $0.lowercased() }
            func first(_ candidates: [String]) -> Int? {
                candidates.lazy.compactMap { lowercased.firstIndex(of: $0) }.first
            }
            path = first(Finding.pathColumns) ?? lowercased.firstIndex { $0.hasSuffix("_path") }
            line = first(Finding.lineColumns)
            column = first(Finding.columnColumns)
            level = first(Finding.levelColumns)
            message = first(Finding.messageColumns)
            located = Set([path, line, column, level].compactMap { $0 })
        }
    }
}

extension Finding.Level {
    /// `error`, `warning`, `note`, `notice` or `info` in any case; anything else is a warning.
    init(_ text: String) {
        switch text.lowercased() {
        case "error", "fatal": self = .error
        case "note", "notice", "info": self = .note
        default: self = .warning
        }
    }
}
