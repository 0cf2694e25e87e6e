/// What a formatter may know besides the rows: the report, where its paths are rooted, the terminal.
public struct OutputContext: Sendable, Equatable {
    /// The report's name: the rule id of xcode, github and SARIF output and the HTML title.
    /// Nil for `--sql`, whose rule id is `sql`.
    public var report: String?
    /// The report's one-line summary (SARIF rule description, HTML subtitle).
    public var summary: String?
    /// The indexed root (absolute): relative paths in the result are resolved against it.
    public var root: String?
    /// GitHub annotations name files relative to this folder (the workspace) when they lie under it.
    public var baseDirectory: String?
    /// The terminal's width, for `table`; nil in a pipe or a file, where nothing is truncated.
    public var width: Int?
    /// The columns that identify a finding (the report's `-- key:`); empty: every column but
    /// `line`, `col` and `column`.
    public var keyColumns: [String]
    /// The report's sentences for its rows (`-- message:`); empty: `column: value` pairs.
    public var messages: [MessageTemplate] = []

    public init(
        report: String? = nil, summary: String? = nil, root: String? = nil, baseDirectory: String? = nil, width: Int? = nil,
        keyColumns: [String] = []
    ) {
        self.report = report
        self.summary = summary
        self.root = root
        self.baseDirectory = baseDirectory
        self.width = width
        self.keyColumns = keyColumns
    }

    /// The rule id findings carry.
    public var ruleID: String { report ?? "sql" }

    /// The context of a report's rows: its name, summary, key and sentences.
    public init(for report: Report, root: String?, baseDirectory: String? = nil, width: Int? = nil) {
        self.init(
            report: report.name, summary: report.summary, root: root, baseDirectory: baseDirectory, width: width,
            keyColumns: report.keyColumns)
        messages = report.messages
    }
}
