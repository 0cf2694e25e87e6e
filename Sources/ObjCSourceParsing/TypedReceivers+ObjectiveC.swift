import SourceParsing

extension TypedReceivers {
    /// The class the nearest Objective-C declaration of `name` before token `position` writes:
    /// `NoteCell *cell = …`, `NoteCell* cell;`, a method's parameter `(NoteCell *)cell`. Nil when the
    /// nearest declaration writes no class (`id cell`, `__kindof UITableViewCell *cell` aside,
    /// whose class is the one written), or there is none.
    static func objectiveCType(of name: String, before position: Int, in tokens: [ObjCToken]) -> String? {
        var index = min(position, tokens.count) - 1
        while index >= 2 {
            let token = tokens[index]
            if token.kind == .identifier, token.text == name {
                var star = index - 1
                if tokens[star].isPunctuation(")") { star -= 1 }  // `(NoteCell *)cell`
                if star >= 1, tokens[star].isPunctuation("*") {
                    let type = tokens[star - 1]
                    guard type.kind == .identifier, let first = type.text.utf8.first, first >= 0x41, first <= 0x5A else { return nil }
                    return type.text
                }
                if star >= 0, tokens[star].kind == .identifier, tokens[star].text == "id" { return nil }
            }
            index -= 1
        }
        return nil
    }
}
