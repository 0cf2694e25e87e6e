/// How query results are printed; one formatter per case (`SBDBReports` renders them).
public enum OutputFormat: String, Sendable, CaseIterable {
    case table, csv, tsv, json, jsonl, markdown, html, xcode, github, sarif, checkstyle, codeclimate, junit

    /// Whether rows can be written as SQLite steps (`QueryRunner.stream`), without holding them.
    public var streams: Bool { self == .csv || self == .tsv || self == .json || self == .jsonl }

    /// Whether `QueryRunner.stream` writes this format holding only a bounded number of rows:
    /// the streaming formats, table, Markdown and HTML, laid out from their first rows, and the
    /// located formats, written a finding at a time.
    public var boundsRows: Bool { streams || self == .table || self == .markdown || self == .html || isLocated }

    /// The formats that read rows as located findings (path, line, message): CI and editors' formats.
    public var isLocated: Bool { [.xcode, .github, .sarif, .checkstyle, .codeclimate, .junit].contains(self) }
}
