/// How query results are printed; one formatter per case.
public enum OutputFormat: String, Sendable, CaseIterable {
    case table, csv, tsv, json, jsonl

    /// Renders a whole result. `width` limits table output to a terminal's columns.
    public func render(_ result: QueryResult, width: Int? = nil) -> String {
        switch self {
        case .table: return TableFormatter(maxWidth: width).render(result)
        case .csv: return DelimitedFormatter(separator: ",").render(result)
        case .tsv: return DelimitedFormatter(separator: "\t").render(result)
        case .json: return JSONFormatter(lines: false).render(result)
        case .jsonl: return JSONFormatter(lines: true).render(result)
        }
    }
}
