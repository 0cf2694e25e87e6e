/// Rule: the developer's own mark. IB's note on an object (Xcode's Document panel, stored as
/// `<attributedString key="userComments">`, which ibtool copies into each strings table's comment
/// as `Note = "…"`), or a catalog key's comment, that says not to translate or localize its text:
/// no language misses it. One rule for the IB file and the tables (`localizable_texts.translate`,
/// `strings_entries.translate`).
public enum IBNotes {
    /// The phrases that say so, compared without case (`Do not localize`, `Don't translate`,
    /// `DNT` alone).
    static let phrases = [
        "do not translate", "don't translate", "don’t translate", "do not localize", "don't localize", "don’t localize",
        "do not localise", "don't localise", "not to be translated", "no translation needed",
    ]

    /// Whether a note says not to translate the object's texts.
    public static func saysNotToTranslate(_ note: String?) -> Bool {
        guard let note, mayMention(note) else { return false }
        let lower = note.lowercased()
        if lower.trimmingSpaces == "dnt" { return true }
        return phrases.contains { lower.contains($0) }
    }

    /// Whether the note holds `transl`, `locali` (any case) or is short enough to be `DNT`: every
    /// phrase does, and most comments of a large app's tables (ibtool's `Class = "UILabel"; …`)
    /// are ruled out by their bytes before being lowercased.
    private static func mayMention(_ note: String) -> Bool {
        var text = note
        return text.withUTF8 { bytes in
            if bytes.count <= 8 { return true }
            var index = 0
            while index + 6 <= bytes.count {
                let l0 = bytes[index] | 0x20
                if l0 == 0x74 || l0 == 0x6C {  // t, l
                    let word = l0 == 0x74 ? "transl" : "locali"
                    var matched = true
                    for (offset, expected) in word.utf8.enumerated() where bytes[index + offset] | 0x20 != expected {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
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
