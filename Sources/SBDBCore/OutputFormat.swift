/// How query results are printed; one formatter per case (`SBDBReports` renders them).
public enum OutputFormat: String, Sendable, CaseIterable {
    case table, csv, tsv, json, jsonl, markdown, html, xcode, github, sarif, checkstyle, codeclimate, junit

    /// Whether rows can be written as SQLite steps (`QueryRunner.stream`), without holding them.
    public var streams: Bool { self == .csv || self == .tsv || self == .json || self == .jsonl }

    /// Whether `QueryRunner.stream` writes this format holding only a bounded number of rows:
    /// the streaming formats, and table, Markdown and HTML, laid out from their first rows.
    public var boundsRows: Bool { streams || self == .table || self == .markdown || self == .html }
}
