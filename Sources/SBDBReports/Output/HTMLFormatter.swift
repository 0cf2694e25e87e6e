/// A complete, standalone HTML5 page with the result as one table: no scripts, no external files,
/// so it can be mailed, attached or published as it is. Every cell is escaped; NULL is an empty,
/// greyed cell; numbers are right-aligned; line breaks inside cells are kept.
package struct HTMLFormatter {
    package init() {}

    package func render(_ result: QueryResult, context: OutputContext) -> String {
        head(result.columns, context: context) + result.rows.map(line).joined() + foot(rows: result.rows.count)
    }

    /// The page up to the table's body.
    package func head(_ columns: [String], context: OutputContext) -> String {
        let title = context.report.map { "sbdb: \($0)" } ?? "sbdb query"
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(Self.escape(title))</title>",
            "<style>",
            "body { font: 14px -apple-system, BlinkMacSystemFont, \"Segoe UI\", sans-serif; margin: 2em; color: #222; }",
            "table { border-collapse: collapse; }",
            "th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; white-space: pre-wrap; }",
            "th { background: #f4f4f4; }",
            "td.number { text-align: right; font-variant-numeric: tabular-nums; }",
            "td.null { background: #fafafa; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(Self.escape(title))</h1>",
        ]
        if let summary = context.summary, !summary.isEmpty { lines.append("<p>\(Self.escape(summary))</p>") }
        lines += ["<table>", "<thead>", "<tr>" + columns.map { "<th>\(Self.escape($0))</th>" }.joined() + "</tr>", "</thead>", "<tbody>"]
        return lines.joined(separator: "\n") + "\n"
    }

    package func line(_ row: [QueryValue]) -> String {
        "<tr>" + row.map(Self.cell).joined() + "</tr>\n"
    }

    /// The end of the table and the page, with the number of rows.
    package func foot(rows: Int) -> String {
        ["</tbody>", "</table>", "<p>\(rows) \(rows == 1 ? "row" : "rows")</p>", "</body>", "</html>"].joined(separator: "\n") + "\n"
    }

    /// The `<table>` element alone, for pages that hold several results.
    package func table(_ result: QueryResult) -> String {
        var lines = ["<table>", "<thead>", "<tr>" + result.columns.map { "<th>\(Self.escape($0))</th>" }.joined() + "</tr>", "</thead>", "<tbody>"]
        for row in result.rows {
            lines.append("<tr>" + row.map(Self.cell).joined() + "</tr>")
        }
        lines += ["</tbody>", "</table>"]
        return lines.joined(separator: "\n")
    }

    private static func cell(_ value: QueryValue) -> String {
        switch value {
        case .null: return "<td class=\"null\"></td>"
        case .integer, .real: return "<td class=\"number\">\(escape(value.text))</td>"
        case .text, .blob: return "<td>\(escape(value.text))</td>"
        }
    }

    /// Text safe in element content and in quoted attribute values.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
