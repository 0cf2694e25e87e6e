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
        var out = ""
        func line(_ cells: some Sequence<String>) {
            var first = true
            for cell in cells {
                if !first { out.append(separator) }
                first = false
                out.append(field(cell, special))
            }
            out.append("\n")
        }
        line(result.columns)
        for row in result.rows { line(row.lazy.map(\.text)) }
        return out
    }

    private func field(_ text: String, _ special: ByteSet) -> String {
        // Most fields hold nothing special: check their bytes before walking their characters.
        if text.lacksBytes(special) { return text }
        if separator == "\t" {
            // TSV has no quoting: tabs and newlines inside values become spaces.
            return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
        // CSV quotes a field holding the separator, a quote or a line break, doubling its quotes.
        let separatorByte = separator.asciiValue ?? 0
        let plainBreak = text.utf8.contains { $0 == separatorByte || $0 == 0x22 || (0x0A...0x0D).contains($0) }
        guard plainBreak || text.contains(where: \.isNewline) else { return text }
        var quoted: [UInt8] = [0x22]
        quoted.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if byte == 0x22 { quoted.append(0x22) }
            quoted.append(byte)
        }
        quoted.append(0x22)
        return String(decoding: quoted, as: UTF8.self)
    }
}
