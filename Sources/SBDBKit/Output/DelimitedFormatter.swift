import Foundation

/// CSV (RFC 4180) or TSV with a header row. Fields are quoted only when they must be.
struct DelimitedFormatter {
    let separator: Character

    /// Bytes that may need a field changed: the separator, the quote and newlines' first bytes.
    private var specialBytes: ByteSet {
        String.newlineLeadBytes.union(separator.utf8).union(separator == "\t" ? [] : [UInt8(ascii: "\"")])
    }

    func render(_ result: QueryResult) -> String {
        let special = specialBytes
        var lines = [result.columns.map { field($0, special) }.joined(separator: String(separator))]
        for row in result.rows {
            lines.append(row.map { field($0.text, special) }.joined(separator: String(separator)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func field(_ text: String, _ special: ByteSet) -> String {
        // Most fields hold nothing special: check their bytes before walking their characters.
        if text.lacksBytes(special) { return text }
        if separator == "\t" {
            // TSV has no quoting: tabs and newlines inside values become spaces.
            return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
        guard text.contains(where: { $0 == separator || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
