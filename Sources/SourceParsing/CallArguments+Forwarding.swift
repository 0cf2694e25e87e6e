/// Rule (forwarded parameter): a function that passes its own parameter on to another
/// (`func show(name: String) { present(storyboard: name) }`) passes whatever its callers pass.
/// The byte scan reads each declared function's signature (`SwiftSignature`) and, inside its
/// body, records an argument that is one of its name-like parameters as
/// `$(ARG show#name)` (`CodeReference.forwardedArgument`), which links follow to the values
/// `show`'s callers pass, to a fixed point.
extension CallArguments {
    /// A parameter of a Swift function, as its signature is written: the label callers write
    /// (`nil` for `_`), the name its body uses, and its position.
    package struct Parameter: Sendable, Equatable {
        package var label: String?
        package var name: String
        package var position: Int

        package init(label: String?, name: String, position: Int) {
            self.label = label
            self.name = name
            self.position = position
        }
    }

    /// A function's signature: its name (`present`, or `Type.init` for an initializer), the
    /// parameters that may carry a name, and the index just past its parameter clause.
    package struct Signature: Sendable, Equatable {
        package var function: String
        package var parameters: [Parameter]
        package var end: Int
    }

    /// The body of a function whose name-like parameters are visible: the tracker's depth once
    /// its `{` is open, and the parameters no local declared since hides.
    struct Scope {
        var function: String
        var parameters: [Parameter]
        var depth: Int
        /// An initialiser of the type whose body holds it: its assignments set stored properties.
        var isInitializer = false
    }

    /// Whether a parameter's type may carry a nib, storyboard, scene or reuse identifier's name, or
    /// a class whose name is one: `String`, `NSString`, a `…Name` or `…Identifier` wrapper, a
    /// metatype (`UITableViewCell.Type`, `AnyClass`). Others (a cell, an index, a closure) are not
    /// followed: forwarding them would record every call of the app.
    package static func mayCarryName(type text: Substring) -> Bool {
        mayCarryName(type: ArraySlice(text.utf8))
    }

    /// The same test on a type's bytes, as the scan reads it: no `String` is made for a type that
    /// carries no name (most parameters).
    static func mayCarryName(type text: ArraySlice<UInt8>) -> Bool {
        var type = text.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }[...]
        if type.starts(with: "inout".utf8) { type = type.dropFirst(5) }
        while let last = type.last, last == 0x3F || last == 0x21 { type = type.dropLast() }
        if type.first == 0x28, type.last == 0x29 { type = type.dropFirst().dropLast() }
        func ends(_ suffix: String) -> Bool { type.count >= suffix.utf8.count && type.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        func equals(_ word: String) -> Bool { type.elementsEqual(word.utf8) }
        return equals("String") || equals("NSString") || equals("Substring") || equals("AnyClass")
            || ends("Name") || ends("Identifier") || ends(".Type")
    }

    /// Reads `name<…>(label name: Type, …)` from `start`, just past `func` (or `init`, with
    /// `function` the initializer's key): the name and the parameters that may carry a name; nil
    /// for an operator, a signature without a clause, or one cut short.
    package static func signature(_ bytes: [UInt8], from start: Int, function known: String? = nil) -> Signature? {
        var index = start
        let count = bytes.count
        func skipSpaces() { while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 } }
        var name = 0..<0
        if known == nil {
            skipSpaces()
            let nameStart = index
            while index < count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
            guard index > nameStart, MemberMentions.isWordStart(bytes[nameStart]) else { return nil }
            name = nameStart..<index
        }
        skipSpaces()
        // `<T: UIView>`, `?` of a failable initializer.
        if index < count, bytes[index] == 0x3F || bytes[index] == 0x21 { index += 1 }
        if index < count, bytes[index] == 0x3C {
            var depth = 0
            while index < count {
                if bytes[index] == 0x3C { depth += 1 } else if bytes[index] == 0x3E { depth -= 1 }
                index += 1
                if depth == 0 { break }
                if bytes[index - 1] == 0x7B || bytes[index - 1] == 0x7D { return nil }
            }
            skipSpaces()
        }
        guard index < count, bytes[index] == 0x28 else { return nil }
        // The clause up to its `)`: parameters split at the commas of its first level.
        var parameters: [Parameter] = []
        var depth = 0
        var pieceStart = index + 1
        var position = 0
        index += 1
        while index < count {
            let byte = bytes[index]
            if byte == 0x22 {
                index = MemberMentions.skipString(bytes, from: index)
                continue
            }
            if byte == 0x28 || byte == 0x5B || byte == 0x3C {
                depth += 1
            } else if byte == 0x7B || byte == 0x7D {
                return nil
            } else if (byte == 0x29 || byte == 0x5D || byte == 0x3E) && depth > 0 {
                if !(byte == 0x3E && index > 0 && bytes[index - 1] == 0x2D) { depth -= 1 }  // not `->`
            } else if (byte == 0x2C && depth == 0) || (byte == 0x29 && depth == 0) {
                if let parameter = parameter(bytes[pieceStart..<index], position: position) { parameters.append(parameter) }
                position += 1
                pieceStart = index + 1
                if byte == 0x29 {
                    // The name is made only for a function whose parameters it may key.
                    let function = parameters.isEmpty ? "" : known ?? String(decoding: bytes[name], as: UTF8.self)
                    return Signature(function: function, parameters: parameters, end: index + 1)
                }
            }
            index += 1
        }
        return nil
    }

    /// `label name: Type = default`, `name: Type`, `_ name: Type`: the parameter when its type may
    /// carry a name.
    private static func parameter(_ text: ArraySlice<UInt8>, position: Int) -> Parameter? {
        guard let colon = text.firstIndex(of: 0x3A) else { return nil }
        var typeEnd = text.endIndex
        if let equals = text[colon...].firstIndex(of: 0x3D) { typeEnd = equals }
        guard mayCarryName(type: text[(colon + 1)..<typeEnd]) else { return nil }
        let words = text[..<colon].split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            .filter { $0.first != 0x40 }  // `@escaping`, attributes
        guard let last = words.last, words.count <= 2, last.allSatisfy(MemberMentions.isWordByte) else { return nil }
        let label = words.count == 2 ? String(decoding: words[0], as: UTF8.self) : String(decoding: last, as: UTF8.self)
        return Parameter(label: label == "_" ? nil : label, name: String(decoding: last, as: UTF8.self), position: position)
    }

    /// Whether the bytes between a signature's clause and a `{` are what may stand between them
    /// (`throws`, `-> [String]`, `where T: Cell`), so the `{` opens its body, not the next
    /// declaration's (a protocol's requirement has none).
    static func opensBody(_ bytes: [UInt8], from start: Int, to brace: Int) -> Bool {
        guard brace >= start, brace - start <= 400 else { return false }
        var index = start
        while index < brace {
            let byte = bytes[index]
            if byte == 0x3D && !(index + 1 < brace && bytes[index + 1] == 0x3E) { return false }  // `=`, not `=>`
            if byte == 0x7D || byte == 0x3B { return false }
            if MemberMentions.isWordStart(byte) {
                let wordStart = index
                while index < brace, MemberMentions.isWordByte(bytes[index]) { index += 1 }
                if declarationWords.contains(String(decoding: bytes[wordStart..<index], as: UTF8.self)) { return false }
                continue
            }
            index += 1
        }
        return true
    }

    private static let declarationWords: Set<String> = [
        "func", "init", "var", "let", "case", "subscript", "static", "class", "struct", "enum", "protocol", "extension",
        "typealias", "associatedtype", "deinit", "private", "public", "internal", "fileprivate", "open", "override",
    ]
}

extension CallArguments.Tracker {
    /// A function declared at `signature`: its body, if the next `{` opens it, shows its parameters.
    package mutating func declare(_ signature: CallArguments.Signature) {
        pending = signature.parameters.isEmpty ? nil : signature
    }

    /// A `{` at `index`, just opened: the body of the function declared last, when it is one.
    mutating func openedBrace(_ bytes: [UInt8], at index: Int) {
        guard let signature = pending else { return }
        pending = nil
        guard overflow == 0, CallArguments.opensBody(bytes, from: signature.end, to: index) else { return }
        let isInitializer = typeScopes.last.map { signature.function == $0.name + ".init" } ?? false
        scopes.append(
            CallArguments.Scope(
                function: signature.function, parameters: signature.parameters, depth: frames.count, isInitializer: isInitializer))
    }

    /// Whether the word at `range` is a parameter a body in scope may pass on, or a local holding
    /// a followed value.
    func isParameter(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let word = bytes[range]
        var scope = scopes.count - 1
        while scope >= 0 {
            for parameter in scopes[scope].parameters.indices where scopes[scope].parameters[parameter].name.utf8.elementsEqual(word) {
                return true
            }
            scope -= 1
        }
        return !locals.isEmpty && localValue(word) != nil
    }

    /// `let name = …`, `var name`, `for name in`, a closure's `name in`: from here on, `name` in the
    /// innermost body that has such a parameter is that local, not the parameter.
    mutating func hide(_ bytes: ArraySlice<UInt8>) {
        for scope in scopes.indices.reversed() {
            if let found = scopes[scope].parameters.firstIndex(where: { $0.name.utf8.elementsEqual(bytes) }) {
                scopes[scope].parameters.remove(at: found)
                return
            }
        }
    }

    /// The key of the visible parameter named `bytes` (`show#name`), innermost first.
    func parameterKey(_ bytes: ArraySlice<UInt8>) -> String? {
        for scope in scopes.reversed() {
            if let parameter = scope.parameters.first(where: { $0.name.utf8.elementsEqual(bytes) }) {
                return CodeReference.argumentKey(function: scope.function, label: parameter.label, position: parameter.position)
            }
        }
        return nil
    }

    /// `name`, `name.rawValue`, `name!`: an argument that is a visible parameter, as
    /// `$(ARG key)`, or a local with a followed value; a stored property read on a value of a
    /// type the file declares (`CallArguments+Properties`); nil for anything else.
    func forwardedArgument(_ text: ArraySlice<UInt8>) -> (label: String?, value: String)? {
        guard let (label, slice) = CallArguments.labelled(text), let value = followedValue(slice) ?? propertyRead(slice) else {
            return nil
        }
        return (label, value)
    }

    /// Closes the bodies that a `}` just ended.
    mutating func closeScopes() {
        let depth = frames.count
        while !scopes.isEmpty, scopes[scopes.count - 1].depth > depth { scopes.removeLast() }
    }
}

extension CallArguments {
    /// After `let`, `var` or `for` at `keyword`: the local it declares, when that local hides a
    /// name (`let name = other`, `for name in names`); nil when it rebinds the same value
    /// (`guard let name = name else`, `if let name {`) or declares nothing a byte scan reads.
    static func declaredLocal(_ bytes: [UInt8], keyword: Range<Int>) -> Range<Int>? {
        let length = keyword.count
        guard length == 3 else { return nil }
        let first = bytes[keyword.lowerBound]
        let isBinding =
            (first == 0x6C && bytes[keyword.lowerBound + 1] == 0x65 && bytes[keyword.lowerBound + 2] == 0x74)
            || (first == 0x76 && bytes[keyword.lowerBound + 1] == 0x61 && bytes[keyword.lowerBound + 2] == 0x72)
        let isLoop = first == 0x66 && bytes[keyword.lowerBound + 1] == 0x6F && bytes[keyword.lowerBound + 2] == 0x72
        guard isBinding || isLoop else { return nil }
        var index = keyword.upperBound
        let count = bytes.count
        func skipSpaces() { while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipSpaces()
        let start = index
        while index < count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
        guard index > start, MemberMentions.isWordStart(bytes[start]) else { return nil }
        let name = start..<index
        guard isBinding else { return name }
        skipSpaces()
        guard index < count else { return name }
        if bytes[index] == 0x2C || bytes[index] == 0x7B { return nil }  // `if let name {`, `if let name, …`
        guard bytes[index] == 0x3D, index + 1 < count, bytes[index + 1] != 0x3D else { return name }
        index += 1
        skipSpaces()
        let valueStart = index
        while index < count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
        guard bytes[valueStart..<index].elementsEqual(bytes[name]) else { return name }
        skipSpaces()
        // The same name and nothing more: `= name` then the line's end, `,`, `{`, `;` or `else`.
        guard index < count else { return nil }
        switch bytes[index] {
        case 0x0A, 0x0D, 0x2C, 0x7B, 0x3B, 0x7D: return nil
        case 0x65: return bytes[index...].starts(with: "else".utf8) ? nil : name
        default: return name
        }
    }

    /// `{ name in`, `{ a, b in`, `{ (a, b) in`, `{ [weak self] name in`: the parameters of the
    /// closure whose `{` is at `brace`; empty for any other block.
    static func closureParameters(_ bytes: [UInt8], after brace: Int) -> [Range<Int>] {
        var index = brace + 1
        let count = bytes.count
        let limit = min(count, brace + 200)
        func skipSpaces() { while index < limit, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 } }
        skipSpaces()
        if index < limit, bytes[index] == 0x5B {  // a capture list
            while index < limit, bytes[index] != 0x5D { index += 1 }
            index += 1
            skipSpaces()
        }
        var names: [Range<Int>] = []
        let parenthesized = index < limit && bytes[index] == 0x28
        if parenthesized { index += 1 }
        while index < limit {
            skipSpaces()
            let start = index
            while index < limit, MemberMentions.isWordByte(bytes[index]) { index += 1 }
            guard index > start, MemberMentions.isWordStart(bytes[start]) else { return [] }
            let word = start..<index
            if bytes[word].elementsEqual("in".utf8) { return parenthesized ? [] : names }
            names.append(word)
            skipSpaces()
            // `(a: String, b)`: a type written after the name.
            if index < limit, bytes[index] == 0x3A {
                while index < limit, bytes[index] != 0x2C, bytes[index] != 0x29 { index += 1 }
            }
            guard index < limit else { return [] }
            if bytes[index] == 0x2C {
                index += 1
            } else if parenthesized, bytes[index] == 0x29 {
                index += 1
                skipSpaces()
                // `-> Type` before `in`.
                while index < limit, !(bytes[index] == 0x69 && index + 1 < limit && bytes[index + 1] == 0x6E) { index += 1 }
                return index + 2 <= limit && (index + 2 == count || !MemberMentions.isWordByte(bytes[index + 2])) ? names : []
            } else if !parenthesized {
                continue  // the next word: `in` or not a closure
            } else {
                return []
            }
        }
        return []
    }
}
