/// A JSON array of objects keyed by column name (or one object per line), keeping the
/// column order and SQLite's types: integers and reals are numbers, NULL is null.
struct JSONFormatter {
    let lines: Bool

    func render(_ result: QueryResult) -> String {
        let objects = result.rows.map { row in
            "{" + zip(result.columns, row).map { "\(Self.string($0.0)):\(Self.value($0.1))" }.joined(separator: ",") + "}"
        }
        if lines { return objects.map { $0 + "\n" }.joined() }
        if objects.isEmpty { return "[]\n" }
        return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n"
    }

    static func value(_ value: QueryValue) -> String {
        switch value {
        case .null: return "null"
        case .integer(let number): return String(number)
        case .real(let number): return number.isFinite ? String(number) : "null"
        case .text(let text): return string(text)
        case .blob: return string(value.text)
        }
    }

    /// The bytes JSON escapes: the quote, the backslash and the control characters.
    private static let escapedBytes = ByteSet(Array(0x00...0x1F) + [UInt8(ascii: "\""), UInt8(ascii: "\\")])

    static func string(_ text: String) -> String {
        if text.lacksBytes(escapedBytes) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// `JSONFormatter`'s output written as SQLite steps, in chunks, without holding the rows: the same
/// bytes `render` gives for the whole result.
struct JSONStreamWriter {
    private let lines: Bool
    private let columns: [String]
    private let write: (UnsafeRawBufferPointer) throws -> Void
    private var buffer: [UInt8] = []
    private var count = 0
    private static let chunk = 1 << 16

    init(lines: Bool, columns: [String], write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.lines = lines
        self.columns = columns.map(JSONFormatter.string)
        self.write = write
        buffer.reserveCapacity(Self.chunk + 4_096)
    }

    mutating func row(_ values: [QueryValue]) throws {
        if !lines { buffer.append(contentsOf: (count == 0 ? "[\n  " : ",\n  ").utf8) }
        buffer.append(UInt8(ascii: "{"))
        for (index, value) in values.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(contentsOf: columns[index].utf8)
            buffer.append(UInt8(ascii: ":"))
            buffer.append(contentsOf: JSONFormatter.value(value).utf8)
        }
        buffer.append(UInt8(ascii: "}"))
        if lines { buffer.append(UInt8(ascii: "\n")) }
        count += 1
        if buffer.count >= Self.chunk { try flush() }
    }

    /// Closes the array (`[]` when there was no row) and writes what is left.
    mutating func finish() throws {
        if !lines { buffer.append(contentsOf: (count == 0 ? "[]\n" : "\n]\n").utf8) }
        try flush()
    }

    private mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try write($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
