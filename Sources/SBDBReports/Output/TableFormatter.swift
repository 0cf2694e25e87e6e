import Foundation

/// Aligned columns with a header rule; numbers right-aligned. On a terminal (`maxWidth`
/// set) the widest columns are shortened with an ellipsis until the table fits.
struct TableFormatter {
    let maxWidth: Int?

    /// Column widths and alignment, measured on a result (or on the first rows of a long one).
    struct Layout {
        var widths: [Int]
        var numeric: [Bool]
    }

    func render(_ result: QueryResult) -> String {
        guard !result.columns.isEmpty else { return "" }
        let layout = self.layout(result)
        var out = header(result.columns, layout)
        out.reserveCapacity((layout.widths.reduce(0, +) + 2 * layout.widths.count) * (result.rows.count + 2))
        for row in result.rows { append(row, layout, to: &out) }
        return out
    }

    /// Widths from the header and every row, fitted to the terminal; numbers where a column holds only numbers and NULL.
    func layout(_ result: QueryResult) -> Layout {
        var widths = result.columns.map(\.displayWidth)
        for row in result.rows {
            for (index, value) in row.enumerated() { widths[index] = max(widths[index], value.text.singleLine.displayWidth) }
        }
        if let maxWidth { widths = fit(widths, into: maxWidth, headers: result.columns) }
        let numeric = result.columns.indices.map { column in
            result.rows.allSatisfy { row in
                switch row[column] {
                case .integer, .real, .null: return true
                default: return false
                }
            }
        }
        return Layout(widths: widths, numeric: numeric)
    }

    /// The header line and its rule.
    func header(_ columns: [String], _ layout: Layout) -> String {
        var out = ""
        let headers = zip(columns, layout.widths).map { $0.0.truncated(to: $0.1) }
        let plain = layout.numeric.map { _ in false }
        append(headers, widths: headers.map(\.displayWidth), columnWidths: layout.widths, numeric: plain, to: &out)
        let rule = layout.widths.map { String(repeating: "-", count: $0) }
        append(rule, widths: layout.widths, columnWidths: layout.widths, numeric: plain, to: &out)
        return out
    }

    /// One row in `layout`: on a terminal a cell wider than its column is shortened; elsewhere
    /// it is kept whole (a row after the measured ones may then stand out of line).
    func append(_ row: [QueryValue], _ layout: Layout, to out: inout String) {
        var cells = row.map { $0.text.singleLine }
        var widths = cells.map(\.displayWidth)
        if maxWidth != nil {
            for index in cells.indices where widths[index] > layout.widths[index] {
                cells[index] = cells[index].truncated(to: layout.widths[index])
                widths[index] = cells[index].displayWidth
            }
        }
        append(cells, widths: widths, columnWidths: layout.widths, numeric: layout.numeric, to: &out)
    }

    /// One line: cells two spaces apart, padded to their column, numbers on the right, and no
    /// spaces after the last cell that has text.
    private func append(_ row: [String], widths: [Int], columnWidths: [Int], numeric: [Bool], to out: inout String) {
        var pending = 0
        for (index, cell) in row.enumerated() {
            if index > 0 { pending += 2 }
            let padding = max(0, columnWidths[index] - widths[index])
            if numeric[index] { pending += padding }
            if !cell.isEmpty {
                if pending > 0 { out.append(contentsOf: Self.spaces(pending)) }
                pending = 0
                out.append(cell)
            }
            if !numeric[index] { pending += padding }
        }
        out.append("\n")
    }

    private static let blank = String(repeating: " ", count: 256)

    private static func spaces(_ count: Int) -> Substring {
        guard count <= blank.utf8.count else { return Substring(String(repeating: " ", count: count)) }
        return blank[..<blank.utf8.index(blank.startIndex, offsetBy: count)]
    }

    /// Shrinks the widest column, one character at a time, until the row fits.
    private func fit(_ widths: [Int], into total: Int, headers: [String]) -> [Int] {
        var widths = widths
        let separators = 2 * (widths.count - 1)
        while widths.reduce(0, +) + separators > total {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 8 else { break }
            widths[widest] -= 1
        }
        return widths
    }
}

extension String {
    /// The first bytes, in UTF-8, of every character `Character.isNewline` accepts: LF, VT,
    /// FF, CR, and NEL, LS, PS (which start with 0xC2 or 0xE2).
    static let newlineLeadBytes = ByteSet([0x0A, 0x0B, 0x0C, 0x0D, 0xC2, 0xE2])

    /// Newlines and tabs become spaces, so one row stays one aligned line.
    var singleLine: String {
        guard !lacksBytes(Self.lineBreakingBytes), contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
        return String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
    private static let lineBreakingBytes = newlineLeadBytes.union([0x09])

    /// Characters on a terminal: bytes for ASCII text, grapheme clusters otherwise.
    var displayWidth: Int {
        utf8.allSatisfy { $0 < 0x80 } ? utf8.count : count
    }

    func truncated(to width: Int) -> String {
        displayWidth <= width ? self : String(prefix(max(0, width - 1))) + "…"
    }
}
