/// The entries of one `.strings` file, in file order, and what could not be read.
public struct StringsTable: Sendable, Equatable {
    public var entries: [StringsEntry]
    public var problems: [ResourceProblem]

    public init(entries: [StringsEntry] = [], problems: [ResourceProblem] = []) {
        self.entries = entries
        self.problems = problems
    }
}

/// One `"key" = "value";` of a `.strings` file. Keys may repeat; every entry is kept.
public struct StringsEntry: Sendable, Equatable {
    public var key: String
    /// The value; the key itself for an entry written `"key";`.
    public var value: String
    /// The comment written right before the entry, without `/* */` or `//` and trimmed;
    /// consecutive `//` lines are joined with newlines.
    public var comment: String?
    /// 1-based line of the key.
    public var line: Int

    public init(key: String, value: String, comment: String? = nil, line: Int) {
        self.key = key
        self.value = value
        self.comment = comment
        self.line = line
    }
}
