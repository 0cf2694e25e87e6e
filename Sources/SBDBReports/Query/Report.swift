import Foundation

/// A canned report: one `Queries/<name>.sql` file with its comment header.
///
/// The header is the leading `--` comment lines:
///
///     -- summary: One line that says what the report lists.
///     -- columns: name, path, count
///     -- key: path
///     -- kind: finding
///
/// `key` (optional) names the columns that say which finding a row is, whatever else changes
/// (its line, a count): SARIF fingerprints are made from them.
/// and the rest of the file is one SQL statement. Columns named as `Finding` describes (`path`
/// or `source_path`, `line`, `col`, `message`, `severity`) give each row its place in the xcode,
/// github and sarif formats.
public struct Report: Sendable {
    public let name: String
    public let summary: String
    public let columns: [String]
    /// `-- key: a, b`: the columns that identify a finding (empty when the header names none).
    public let keyColumns: [String]
    /// `-- kind: finding` (rows a team acts on; the default) or `inventory` (what there is:
    /// scene counts, the include graph): gates without report names gate findings only.
    public let isFinding: Bool
    /// `-- default: off`: a report `sbdb report` runs only when asked (`--only`, or
    /// `reports.enable`/`reports.only` in `.sbdb.yml`), for checks only some teams want.
    public let isOptIn: Bool
    /// `-- param: name [default]`: bound as `:name`; nil default means the caller must pass it.
    public let parameters: [(name: String, defaultValue: String?)]
    public let sql: String
    /// Where the report came from: `built-in`, or the path of a user's file.
    public let origin: String
    /// How serious a finding report's rows are (`-- severity: error|warning|note`; warning when
    /// the header says nothing): the page's colours and order.
    public enum Severity: String, Sendable {
        case error, warning, note
        public var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    }
    public let severity: Severity
    /// `-- message: [column=value] text with {column}`: the sentence each row's warning reads
    /// (`MessageTemplate`), in order; empty when the header gives none.
    public let messages: [MessageTemplate]
    /// Header lines sbdb could not read, as (line, problem); a user's report with any is refused.
    public let headerProblems: [(line: Int, problem: String)]

    /// Whether `origin` is a file (a user's report) rather than `built-in`.
    public var isUserReport: Bool { origin != "built-in" }

    public init(name: String, text: String, origin: String) {
        self.name = name
        self.sql = text
        self.origin = origin
        var summary = ""
        var columns: [String] = []
        var keys: [String] = []
        var keyLine = 0
        var isFinding = true
        var isOptIn = false
        var parameters: [(name: String, defaultValue: String?)] = []
        var problems: [(line: Int, problem: String)] = []
        var messages: [(line: Int, template: MessageTemplate)] = []
        var severity = Severity.warning
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--") else {
                if trimmed.isEmpty { continue }
                break
            }
            let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if let value = Self.field("summary", in: body) {
                summary = value
            } else if let value = Self.field("columns", in: body) {
                columns = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if let value = Self.field("key", in: body) {
                keys = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                keyLine = number + 1
            } else if let value = Self.field("kind", in: body) {
                switch value {
                case "finding": isFinding = true
                case "inventory": isFinding = false
                default: problems.append((number + 1, "'-- kind:' is finding or inventory, not '\(value)'"))
                }
            } else if let value = Self.field("default", in: body) {
                switch value {
                case "on": isOptIn = false
                case "off": isOptIn = true
                default: problems.append((number + 1, "'-- default:' is on or off, not '\(value)'"))
                }
            } else if let value = Self.field("severity", in: body) {
                if let level = Severity(rawValue: value) {
                    severity = level
                } else {
                    problems.append((number + 1, "'-- severity:' is error, warning or note, not '\(value)'"))
                }
            } else if let value = Self.field("message", in: body) {
                if let template = MessageTemplate(value) {
                    messages.append((number + 1, template))
                } else {
                    problems.append((number + 1, "'-- message:' needs a sentence, after an optional [column=value]"))
                }
            } else if let value = Self.field("param", in: body) {
                let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
                if let name = parts.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    if parameters.contains(where: { $0.name == name }) {
                        problems.append((number + 1, "the parameter '\(name)' is declared twice"))
                    } else {
                        parameters.append((name, parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil))
                    }
                } else {
                    problems.append((number + 1, "'-- param:' needs a name made of letters, digits and _, then an optional default"))
                }
            }
        }
        for key in keys where !columns.isEmpty && !columns.contains(key) {
            problems.append((keyLine, "'-- key:' names '\(key)', which is not one of the report's columns (\(columns.joined(separator: ", ")))"))
        }
        for (line, template) in messages {
            for column in template.columns where !columns.isEmpty && !columns.contains(column) {
                problems.append((line, "'-- message:' names '\(column)', which is not one of the report's columns (\(columns.joined(separator: ", ")))"))
            }
        }
        self.messages = messages.map(\.template)
        self.severity = severity
        self.summary = summary
        self.columns = columns
        self.keyColumns = keys
        self.isFinding = isFinding
        self.isOptIn = isOptIn
        self.parameters = parameters
        self.headerProblems = problems
    }

    /// The column in which a finding report says why sbdb cannot decide a row (NULL when it can).
    public static let undecidedColumn = "undecided"

    /// Whether rows may be undecided: the report has an `undecided` column. Such a row is one
    /// that something sbdb cannot read could turn (a load whose name it cannot bound): it is left
    /// out of the default output and of gates, and listed by `--undecided` with its reason.
    public var hasUndecidedRows: Bool { columns.contains(Self.undecidedColumn) }

    /// The report as users see it by default: the decided rows, without the `undecided` column.
    /// Reports without the column are returned unchanged.
    public func decided() -> Report {
        guard hasUndecidedRows else { return self }
        let kept = columns.filter { $0 != Self.undecidedColumn }
        return wrapped(
            "SELECT \(kept.map(Self.quoted).joined(separator: ", ")) FROM (\n\(body)\n) WHERE \(Self.undecidedColumn) IS NULL",
            columns: kept)
    }

    /// Only the undecided rows, with the column that says why.
    public func undecidedOnly() -> Report {
        guard hasUndecidedRows else { return self }
        return wrapped("SELECT * FROM (\n\(body)\n) WHERE \(Self.undecidedColumn) IS NOT NULL", columns: columns)
    }

    /// SQL that counts the undecided rows (one row, one column).
    public var undecidedCountSQL: String? {
        hasUndecidedRows ? "SELECT count(*) FROM (\n\(body)\n) WHERE \(Self.undecidedColumn) IS NOT NULL" : nil
    }

    /// The SQL without its trailing semicolons, to be nested.
    private var body: String {
        var text = Substring(sql)
        while let last = text.last, last == ";" || last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    private static func quoted(_ column: String) -> String { "\"" + column.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// The same report (header, name, origin) running `query` instead.
    private func wrapped(_ query: String, columns: [String]) -> Report {
        var header = sql.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
            .map { line -> String in
                line.trimmingCharacters(in: .whitespaces).hasPrefix("-- columns:")
                    ? "-- columns: " + columns.joined(separator: ", ") : String(line)
            }
        header.append(query)
        return Report(name: name, text: header.joined(separator: "\n"), origin: origin)
    }

    /// The line of the file that holds UTF-8 byte `offset` of the text (1-based).
    public func line(atUTF8Offset offset: Int) -> Int {
        1 + sql.utf8.prefix(max(0, offset)).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The arguments to bind: the defaults, overridden by `given`; throws when one is missing.
    public func arguments(_ given: [String: String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for parameter in parameters {
            guard let value = given[parameter.name] ?? parameter.defaultValue else {
                throw QueryError.missingParameter(report: name, parameter: parameter.name)
            }
            result[parameter.name] = value
        }
        for key in given.keys where !parameters.contains(where: { $0.name == key }) {
            throw QueryError.unknownParameter(report: name, parameter: key, known: parameters.map(\.name))
        }
        return result
    }

    private static func field(_ name: String, in body: String) -> String? {
        guard body.hasPrefix(name + ":") else { return nil }
        return body.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    }
}
