import Foundation
import GRDBSQLite
import SBDBStore

/// CSV (RFC 4180) or TSV with a header row. Fields are quoted only when they must be.
struct DelimitedFormatter {
    let separator: Character

    /// Bytes that may need a field changed: the separator, the quote and newlines' first bytes.
    var specialBytes: ByteSet {
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

    func field(_ text: String, _ special: ByteSet) -> String {
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

/// `DelimitedFormatter` for rows straight from SQLite: plain cells (ASCII without a special
/// byte, and numbers) are copied as bytes into a buffer written in chunks; any other cell takes
/// the formatter's own path, so the bytes are the same as rendering the whole result.
struct DelimitedStreamWriter {
    private let formatter: DelimitedFormatter
    private let special: ByteSet
    private let separator: UInt8
    private let write: (UnsafeRawBufferPointer) throws -> Void
    private var buffer: [UInt8] = []
    private static let chunk = 1 << 16

    init(separator: Character, write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        formatter = DelimitedFormatter(separator: separator)
        special = formatter.specialBytes
        self.separator = separator.asciiValue ?? UInt8(ascii: "\t")
        self.write = write
        buffer.reserveCapacity(Self.chunk + 4_096)
    }

    mutating func header(_ columns: [String]) throws {
        for (index, column) in columns.enumerated() {
            if index > 0 { buffer.append(separator) }
            buffer.append(contentsOf: formatter.field(column, special).utf8)
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes columns `0..<columns` of `row`, but `skipped` (-1 for none).
    mutating func row(_ row: RowReader.Row, columns: Int32, skipping skipped: Int32 = -1) throws {
        var first = true
        for column in 0..<columns where column != skipped {
            if !first { buffer.append(separator) }
            first = false
            switch row.type(column) {
            case SQLITE_NULL:
                break
            case SQLITE_INTEGER:
                buffer.append(contentsOf: String(row.int64(column)).utf8)
            case SQLITE_TEXT:
                let bytes = row.bytes(column)
                // ASCII without a special byte is the field itself; anything else (escaping,
                // multi-byte characters, invalid UTF-8 repaired as `String` does) goes the slow way.
                if bytes.allSatisfy({ $0 < 0x80 && !special.contains($0) }) {
                    buffer.append(contentsOf: bytes)
                } else {
                    buffer.append(contentsOf: formatter.field(QueryValue.text(row.text(column)).text, special).utf8)
                }
            case SQLITE_FLOAT:
                buffer.append(contentsOf: formatter.field(QueryValue.real(row.double(column)).text, special).utf8)
            default:
                buffer.append(contentsOf: formatter.field(QueryValue.blob(row.data(column)).text, special).utf8)
            }
        }
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.chunk { try flush() }
    }

    mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try write($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
