/// The short one-line string literals of a file, kept as names code may pass anywhere: an asset
/// (`UIImage(named: "logo")`, `Image("logo")`, `[UIColor colorNamed:@"Brand"]`, an array of
/// names handed to a loop). A literal built at run time becomes a pattern: `"icon_\(size)"` and
/// `@"icon_%d"` give `icon_*`, the names it may produce.
public enum StringLiterals {
    /// Longer literals are messages, not names.
    package static let maximumLength = 120

    /// The name or pattern of the Swift literal `literal` (quotes included), or nil for a raw,
    /// multi-line or escaped one, a long one, and a pattern with no fixed part to match on.
    package static func swift(_ literal: ArraySlice<UInt8>) -> String? {
        guard literal.count >= 3, literal.first == 0x22, literal.last == 0x22,
            literal.count <= maximumLength + 2
        else { return nil }
        let body = literal.dropFirst().dropLast()
        guard !body.contains(0x22), !body.contains(0x0A) else { return nil }  // `"""`, or unterminated
        guard let slash = body.firstIndex(of: 0x5C) else { return String(decoding: body, as: UTF8.self) }
        // Only an interpolation is read: `\(`, and the fixed text before it.
        guard body.index(after: slash) < body.endIndex, body[body.index(after: slash)] == 0x28 else { return nil }
        return pattern(prefix: body[..<slash])
    }

    /// The name or pattern of an Objective-C string token's text: format specifiers (`%@`, `%d`,
    /// `%ld`, `%02d`, …) make a pattern.
    package static func objectiveC(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, !bytes.contains(0x0A), !bytes.contains(0x5C) else { return nil }
        guard let percent = bytes.firstIndex(of: 0x25) else { return text }
        return pattern(prefix: bytes[..<percent])
    }

    /// `prefix*`, when the prefix is long enough to say something (two bytes or more).
    private static func pattern(prefix: ArraySlice<UInt8>) -> String? {
        guard prefix.count >= 2, !prefix.contains(0x2A) else { return nil }
        return String(decoding: prefix, as: UTF8.self) + "*"
    }
}
