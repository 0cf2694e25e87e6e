/// A GitHub-flavoured Markdown table, for wikis, chats and pull-request comments; numeric columns
/// are right-aligned. Cells are escaped so each shows its text literally: `|` and Markdown's
/// inline punctuation get a backslash, and a newline becomes `<br>` (a table row is one line).
package struct MarkdownFormatter {
    package init() {}

    package func render(_ result: QueryResult) -> String {
        guard !result.columns.isEmpty else { return "" }
        return header(result) + result.rows.map(line).joined()
    }

    /// The header row and the alignment row (numbers right-aligned, as the rows of `result` show).
    package func header(_ result: QueryResult) -> String {
        let numeric = result.columns.indices.map { result.isNumeric(column: $0) }
        return Self.row(result.columns.map(Self.escape)) + "\n" + Self.row(numeric.map { $0 ? "---:" : "---" }) + "\n"
    }

    package func line(_ row: [QueryValue]) -> String {
        Self.row(row.map { Self.escape($0.text) }) + "\n"
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Characters that would start emphasis, code, links or HTML, or end the cell.
    private static let punctuation: Set<Character> = ["\\", "|", "*", "`", "[", "]", "<", ">", "~"]
    /// The bytes of `punctuation`, `_` and the line breaks.
    private static let specialBytes = ByteSet("\\|*`[]<>~_\n\r".utf8).union([0x0B, 0x0C, 0xC2, 0xE2])

    package static func escape(_ text: String) -> String {
        // Most cells need nothing: check their bytes before walking their characters.
        if text.lacksBytes(specialBytes), text.utf8.first != 0x20, text.utf8.last != 0x20 {
            return text
        }
        var out = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            // "\r\n" is one Character in Swift, so a Windows line break gives one <br>.
            if character.isNewline {
                out += "<br>"
            } else if punctuation.contains(character) || (character == "_" && !characters.isInsideWord(at: index)) {
                out += "\\" + String(character)
            } else {
                out.append(character)
            }
        }
        return out.trimmingBlanks
    }
}

extension [Character] {
    /// Whether the character at `index` has a letter or digit on both sides (`_` there is literal
    /// in GitHub-flavoured Markdown, so `source_path` needs no escape).
    fileprivate func isInsideWord(at index: Int) -> Bool {
        index > 0 && index + 1 < count && (self[index - 1].isLetter || self[index - 1].isNumber)
            && (self[index + 1].isLetter || self[index + 1].isNumber)
    }
}

extension String {
    /// Without leading and trailing spaces, which a Markdown cell drops anyway.
    fileprivate var trimmingBlanks: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension QueryResult {
    /// Whether `column` holds numbers and NULLs only, at least one number (so it is right-aligned).
    package func isNumeric(column: Int) -> Bool {
        rows.contains { if case .text = $0[column] { return false } else { return $0[column] != .null } }
            && rows.allSatisfy { row in
                switch row[column] {
                case .integer, .real, .null: return true
                default: return false
                }
            }
    }
}
