import SBDBCore

extension OutputFormat {
    /// Renders a whole result. `width` limits table output to a terminal's columns.
    public func render(_ result: QueryResult, width: Int? = nil) -> String {
        render(result, context: OutputContext(width: width))
    }

    /// Renders a whole result; `context` names the report and roots its paths (see `Finding`).
    public func render(_ result: QueryResult, context: OutputContext) -> String {
        switch self {
        case .table: return TableFormatter(maxWidth: context.width).render(result)
        case .csv: return DelimitedFormatter(separator: ",").render(result)
        case .tsv: return DelimitedFormatter(separator: "\t").render(result)
        case .json: return JSONFormatter(lines: false).render(result)
        case .jsonl: return JSONFormatter(lines: true).render(result)
        case .markdown: return MarkdownFormatter().render(result)
        case .html: return HTMLFormatter().render(result, context: context)
        case .xcode, .github, .sarif, .checkstyle, .codeclimate, .junit:
            return FindingStreamWriter.render(self, result, context: context)
        }
    }

    /// Every format for `--format`'s help, in declaration order: `table, csv, … or junit.`
    public static var helpList: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") + "."
    }

    /// File extensions that choose a format for `--output FILE`, in the order help text lists them.
    /// `.sarif.json` (GitHub's habit) counts as SARIF, `.checkstyle.xml`, `.junit.xml` and
    /// `.codequality.json` (GitLab's name) choose those formats; xcode and github output has no extension.
    public static let byExtension: [(fileExtension: String, format: OutputFormat)] = [
        ("txt", .table), ("csv", .csv), ("tsv", .tsv), ("json", .json), ("jsonl", .jsonl), ("ndjson", .jsonl),
        ("md", .markdown), ("markdown", .markdown), ("html", .html), ("htm", .html), ("sarif", .sarif),
    ]

    static let compoundSuffixes: [(String, OutputFormat)] = [
        (".sarif.json", .sarif), (".checkstyle.xml", .checkstyle), (".junit.xml", .junit),
        (".codequality.json", .codeclimate), (".codeclimate.json", .codeclimate),
    ]

    /// The format a file name asks for by its extension (case-insensitive), or nil.
    // A static function, not an initializer, so `OutputFormat.init` stays unambiguous in `flatMap`.
    public static func forFileNamed(_ name: String) -> OutputFormat? {
        let lowercased = name.lowercased()
        for (suffix, format) in compoundSuffixes where lowercased.hasSuffix(suffix) { return format }
        guard let dot = lowercased.lastIndex(of: "."), !lowercased[dot...].contains("/") else { return nil }
        let fileExtension = String(lowercased[lowercased.index(after: dot)...])
        return byExtension.first { $0.fileExtension == fileExtension }?.format
    }
}
