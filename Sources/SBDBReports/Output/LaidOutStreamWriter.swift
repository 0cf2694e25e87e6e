import SBDBCore

/// Table, Markdown and HTML written as rows arrive, laid out from the first ``sampleSize`` rows:
/// widths and alignment are measured on those (the only rows held), and later rows take the same
/// layout. A result of at most ``sampleSize`` rows prints exactly as the whole-result formatters
/// print it.
struct LaidOutStreamWriter {
    static let sampleSize = 10_000

    private let format: OutputFormat
    private let context: OutputContext
    private let columns: [String]
    private var sample: [[QueryValue]] = []
    private var tableLayout: TableFormatter.Layout?
    private var streaming = false
    private var output: ChunkedText
    private(set) var count = 0

    init(format: OutputFormat, context: OutputContext, columns: [String], write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        precondition(Self.formats.contains(format), "only table, markdown and html are laid out")
        self.format = format
        self.context = context
        self.columns = columns
        output = ChunkedText(write)
    }

    static let formats: Set<OutputFormat> = [.table, .markdown, .html]

    mutating func row(_ values: [QueryValue]) throws {
        count += 1
        if streaming { return try output.emit(line(values)) }
        sample.append(values)
        if sample.count == Self.sampleSize { try startStreaming() }
    }

    mutating func finish() throws {
        guard streaming else {
            try output.emit(format.render(QueryResult(columns: columns, rows: sample), context: context))
            return try output.flush()
        }
        if format == .html { try output.emit(HTMLFormatter().foot(rows: count)) }
        try output.flush()
    }

    /// The head and the measured rows, in the layout they give.
    private mutating func startStreaming() throws {
        streaming = true
        let measured = QueryResult(columns: columns, rows: sample)
        sample = []
        switch format {
        case .table:
            guard !columns.isEmpty else { return }
            let formatter = TableFormatter(maxWidth: context.width)
            let layout = formatter.layout(measured)
            tableLayout = layout
            var out = formatter.header(columns, layout)
            for row in measured.rows { formatter.append(row, layout, to: &out) }
            try output.emit(out)
        case .markdown:
            guard !columns.isEmpty else { return }
            try output.emit(MarkdownFormatter().header(measured) + measured.rows.map(MarkdownFormatter().line).joined())
        default:
            try output.emit(HTMLFormatter().head(columns, context: context) + measured.rows.map(HTMLFormatter().line).joined())
        }
    }

    private func line(_ values: [QueryValue]) -> String {
        switch format {
        case .table:
            guard let tableLayout else { return "" }
            var out = ""
            TableFormatter(maxWidth: context.width).append(values, tableLayout, to: &out)
            return out
        case .markdown: return columns.isEmpty ? "" : MarkdownFormatter().line(values)
        default: return HTMLFormatter().line(values)
        }
    }

}
