import Foundation

/// CSV (RFC 4180) or TSV with a header row. Fields are quoted only when they must be.
struct DelimitedFormatter {
    let separator: Character

    func render(_ result: QueryResult) -> String {
        var lines = [result.columns.map(field).joined(separator: String(separator))]
        for row in result.rows {
            lines.append(row.map { field($0.text) }.joined(separator: String(separator)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func field(_ text: String) -> String {
        if separator == "\t" {
            // TSV has no quoting: tabs and newlines inside values become spaces.
            return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
        guard text.contains(where: { $0 == separator || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
