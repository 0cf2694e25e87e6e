/// Rule: the developer's own mark. IB's note on an object (Xcode's Document panel, stored as
/// `<attributedString key="userComments">`, which ibtool copies into each strings table as
/// `Note = "…"`) that says not to translate or localize its text: no language misses it.
public enum IBNotes {
    /// The phrases that say so, compared without case (`Do not localize`, `Don't translate`,
    /// `DNT` alone).
    static let phrases = [
        "do not translate", "don't translate", "don’t translate", "do not localize", "don't localize", "don’t localize",
        "do not localise", "don't localise", "not to be translated", "no translation needed",
    ]

    /// Whether a note says not to translate the object's texts.
    public static func saysNotToTranslate(_ note: String) -> Bool {
        let lower = note.lowercased()
        if lower.trimmingSpaces == "dnt" { return true }
        return phrases.contains { lower.contains($0) }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var text = self[...]
        while let first = text.first, first == " " || first == "\n" || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\n" || last == "\t" { text = text.dropLast() }
        return text
    }
}
