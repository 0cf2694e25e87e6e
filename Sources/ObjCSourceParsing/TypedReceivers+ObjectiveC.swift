import SourceParsing

extension TypedReceivers {
    /// The classes of many uses at once, each name's declarations found in one pass over the tokens.
    static func objectiveCTypes(of uses: [(name: String, position: Int)], in tokens: [ObjCToken]) -> [String] {
        var declarations: [String: [(position: Int, type: String?)]] = [:]
        var types: [String] = []
        for use in uses {
            if declarations[use.name] == nil { declarations[use.name] = objectiveCDeclarations(of: use.name, in: tokens) }
            if let type = nearest(declarations[use.name] ?? [], before: use.position) { types.append(type) }
        }
        return types
    }

    /// Every declaration of `name` among the tokens, in order: after `Type *` (`NoteCell *cell = …`,
    /// `NoteCell* cell;`, a method's parameter `(NoteCell *)cell`), with the type when it is a
    /// class's name, and after `id`, with none. The nearest one before a use gives its class.
    static func objectiveCDeclarations(of name: String, in tokens: [ObjCToken]) -> [(position: Int, type: String?)] {
        var found: [(position: Int, type: String?)] = []
        for (index, token) in tokens.enumerated() where index >= 2 && token.kind == .identifier && token.text == name {
            var star = index - 1
            if tokens[star].isPunctuation(")") { star -= 1 }  // `(NoteCell *)cell`
            if star >= 1, tokens[star].isPunctuation("*") {
                let type = tokens[star - 1]
                let isClass = type.kind == .identifier && type.text.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true
                found.append((index, isClass ? type.text : nil))
            } else if star >= 0, tokens[star].kind == .identifier, tokens[star].text == "id" {
                found.append((index, nil))
            }
        }
        return found
    }
}
