import Foundation

/// Aligned columns with a header rule; numbers right-aligned. On a terminal (`maxWidth`
/// set) the widest columns are shortened with an ellipsis until the table fits.
struct TableFormatter {
    let maxWidth: Int?

    func render(_ result: QueryResult) -> String {
        guard !result.columns.isEmpty else { return "" }
        var cells = result.rows.map { $0.map { $0.text.singleLine } }
        var widths = result.columns.map(\.count)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        if let maxWidth { widths = fit(widths, into: maxWidth, headers: result.columns) }
        cells = cells.map { row in row.enumerated().map { $0.element.truncated(to: widths[$0.offset]) } }
        let numeric = result.columns.indices.map { column in
            result.rows.allSatisfy { row in
                switch row[column] {
                case .integer, .real, .null: return true
                default: return false
                }
            }
        }
        var lines: [String] = []
        lines.append(zip(result.columns, widths).map { $0.0.truncated(to: $0.1).padded(to: $0.1) }.joined(separator: "  "))
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in cells {
            lines.append(row.enumerated().map { index, cell in
                numeric[index] ? cell.padded(to: widths[index], left: true) : cell.padded(to: widths[index])
            }.joined(separator: "  "))
        }
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
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
    /// Newlines and tabs become spaces, so one row stays one aligned line.
    var singleLine: String {
        guard contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
        return String(map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    func truncated(to width: Int) -> String {
        count <= width ? self : String(prefix(max(0, width - 1))) + "…"
    }

    func padded(to width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - count))
        return left ? padding + self : self + padding
    }

    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
