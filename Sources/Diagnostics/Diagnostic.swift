/// A problem found while reading a file (of any kind) or walking the tree: a `diagnostics` row,
/// and a compiler-style line on stderr.
public struct Diagnostic: Sendable, Equatable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var code: String
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(severity: Severity, code: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.line = line
        self.column = column
    }
}
