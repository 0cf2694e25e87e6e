/// A finding's warning as a sentence (`-- message:` in a report's header), for the xcode, github,
/// SARIF and other located formats: `{column}` is the row's cell, and a template may apply only to
/// rows whose column holds a value (`[problem=missing-in-code] …`). The first template that applies
/// to a row words it; a row none applies to keeps the `column: value` list.
///
///     -- message: [problem=not-connected] {kind} '{property}' of {class} is connected in no IB file
public struct MessageTemplate: Sendable, Equatable {
    public var condition: (column: String, value: String)?
    public var text: String

    public static func == (lhs: MessageTemplate, rhs: MessageTemplate) -> Bool {
        lhs.text == rhs.text && lhs.condition?.column == rhs.condition?.column && lhs.condition?.value == rhs.condition?.value
    }

    /// Reads `[column=value] text` or `text`; nil for an empty template.
    public init?(_ header: String) {
        var rest = Substring(header.trimmingCharacters(in: .whitespaces))
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            let parts = inside.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            condition = (parts[0], parts[1])
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard !rest.isEmpty else { return nil }
        text = String(rest)
    }

    /// The columns the template names, in braces and in its condition.
    public var columns: [String] {
        var names: [String] = condition.map { [$0.column] } ?? []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let name = current, !name.isEmpty { names.append(name) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }
        return names
    }

    /// Whether the template words a row with these cells.
    func applies(to cell: (String) -> String?) -> Bool {
        guard let condition else { return true }
        return cell(condition.column) == condition.value
    }

    /// The sentence for a row: each `{column}` replaced by its cell (empty for NULL).
    func render(_ cell: (String) -> String?) -> String {
        var result = ""
        var current: String?
        for character in text {
            if character == "{" {
                if let open = current { result += "{" + open }
                current = ""
            } else if character == "}", let name = current {
                result += cell(name) ?? "{\(name)}"
                current = nil
            } else if current != nil {
                current!.append(character)
            } else {
                result.append(character)
            }
        }
        if let open = current { result += "{" + open }
        return result
    }
}
