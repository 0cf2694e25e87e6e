/// Rule (stored property): a property that a type's initialiser sets from one of its parameters
/// (`self.identifier = NSToolbarItem.Identifier(identifierRawValue)` in
/// `init(identifierRawValue: String, …)`) holds whatever the initialiser's callers pass; a read of
/// it on a value whose type the file writes (`specs[index].identifier` for
/// `let specs: [Spec]`, or a local given that value) passes those values on. The property is kept
/// as the key `Spec.identifier#set` (`CodeReference.propertyKey`): its assignments are its
/// arguments, and a read is `$(ARG Spec.identifier#set)`, followed like a forwarded parameter.
extension CallArguments {
    /// A type's body the scan is in: its name, and the tracker's depth once its `{` is open.
    struct TypeScope {
        var name: String
        var depth: Int
    }

    /// A local given a followed value (`let identifier = specs[index].identifier`), visible up to
    /// the end of the block at `depth`.
    struct LocalValue {
        var name: String
        var value: String
        var depth: Int
    }

    /// The declared types a file writes for a name (`let specs: [Spec]` is `[Spec]`); a name
    /// declared with two different types is left out, as a byte scan cannot tell which is meant.
    struct DeclaredTypes {
        /// By the name's bytes: a read looks a name up without making a string of it.
        private var types: [ByteKey: String?] = [:]

        var isEmpty: Bool { types.isEmpty }

        mutating func declare(_ name: ArraySlice<UInt8>, type: String) {
            let key = ByteKey(name)
            if let known = types[key] {
                if known != type { types[key] = .some(nil) }
            } else {
                types[key] = type
            }
        }

        func type(of name: ArraySlice<UInt8>) -> String? { types[ByteKey(name)] ?? nil }
    }

    /// After `struct`, `class`, `enum`, `extension` or `actor` at `keyword`: the type's name
    /// (the last part of `extension A.B`); nil for `class func`, `class var` and the like.
    static func declaredType(_ bytes: [UInt8], keyword: Range<Int>) -> String? {
        let word = bytes[keyword]
        guard
            word.elementsEqual("struct".utf8) || word.elementsEqual("class".utf8) || word.elementsEqual("enum".utf8)
                || word.elementsEqual("extension".utf8) || word.elementsEqual("actor".utf8)
        else { return nil }
        var index = keyword.upperBound
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        var name = index..<index
        while index < bytes.count {
            let start = index
            while index < bytes.count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
            guard index > start, MemberMentions.isWordStart(bytes[start]), bytes[start] >= 0x41, bytes[start] <= 0x5A else { return nil }
            name = start..<index
            guard index < bytes.count, bytes[index] == 0x2E else { break }
            index += 1
        }
        return name.isEmpty ? nil : String(decoding: bytes[name], as: UTF8.self)
    }

    /// After `let` or `var` at `keyword`: `name: Type`, the name and its type as written without
    /// white space or optionality (`[Spec]`, `NSToolbarItem.Identifier`); nil without a type.
    static func typedDeclaration(_ bytes: [UInt8], keyword: Range<Int>) -> (name: ArraySlice<UInt8>, type: String)? {
        guard keyword.count == 3 else { return nil }
        var index = keyword.upperBound
        let count = bytes.count
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let start = index
        while index < count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
        guard index > start, MemberMentions.isWordStart(bytes[start]) else { return nil }
        let name = start..<index
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < count, bytes[index] == 0x3A else { return nil }
        index += 1
        var type: [UInt8] = []
        while index < count, type.count <= 120 {
            let byte = bytes[index]
            if byte == 0x3D || byte == 0x7B || byte == 0x0A || byte == 0x0D || byte == 0x3B || byte == 0x2C || byte == 0x2F { break }
            if byte != 0x20, byte != 0x09 { type.append(byte) }
            index += 1
        }
        while let last = type.last, last == 0x3F || last == 0x21 { type.removeLast() }
        guard !type.isEmpty, type.allSatisfy({ MemberMentions.isWordByte($0) || $0 == 0x2E || $0 == 0x5B || $0 == 0x5D }) else {
            return nil
        }
        return (bytes[name], String(decoding: type, as: UTF8.self))
    }

    /// The text after `=` at `index` up to the end of its line (or a `;`), trimmed.
    static func assignedText(_ bytes: [UInt8], after index: Int) -> ArraySlice<UInt8>? {
        var start = index
        let count = bytes.count
        while start < count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start < count, bytes[start] == 0x3D, start + 1 < count, bytes[start + 1] != 0x3D else { return nil }
        start += 1
        var end = start
        while end < count, end - start <= 200, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != 0x3B, bytes[end] != 0x7D { end += 1 }
        var slice = bytes[start..<end]
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice.isEmpty ? nil : slice
    }
}

extension CallArguments.Tracker {
    /// The innermost type's name, for `Type.init` and its properties' keys.
    var enclosingType: String? { typeScopes.last?.name }

    /// A `{` just opened at `index`: the body of the type declared last, when nothing but an
    /// inheritance or `where` clause stands between.
    mutating func openedTypeBrace(_ bytes: [UInt8], at index: Int) {
        guard let (name, start) = pendingType else { return }
        pendingType = nil
        guard overflow == 0, index - start <= 400,
            !bytes[start..<index].contains(where: { $0 == 0x7D || $0 == 0x3B || $0 == 0x28 || $0 == 0x3D })
        else { return }
        typeScopes.append(CallArguments.TypeScope(name: name, depth: frames.count))
    }

    /// Whether the innermost function is an initialiser of the innermost type (decided when its
    /// body opened: this is asked for many words).
    var inInitializer: Bool {
        guard let last = scopes.indices.last else { return false }
        return scopes[last].isInitializer
    }

    /// `self.name = value` or `name = value` in an initialiser: the property's value when it is
    /// a parameter, a wrapper around one or a literal, kept under the property's key.
    mutating func assign(_ property: String, _ value: ArraySlice<UInt8>, line: Int) {
        guard let type = typeScopes.last?.name else { return }
        guard let parsed = CallArguments.literalArgument(value) ?? followedValue(value).map({ (label: nil, value: $0) }) else { return }
        assignments.append(CodeConstant(name: CodeReference.propertyKey(type: type, property: property), value: parsed.value, line: line))
    }

    /// `let name = specs[index].identifier` in a body: a local holding the property's values.
    mutating func bindLocal(_ name: String, _ value: ArraySlice<UInt8>) {
        guard let followed = propertyRead(value) ?? followedValue(value) else { return }
        locals.append(CallArguments.LocalValue(name: name, value: followed, depth: frames.count))
    }

    /// The value of a local bound earlier and still in scope.
    func localValue(_ bytes: ArraySlice<UInt8>) -> String? {
        var index = locals.count - 1
        while index >= 0 {
            if locals[index].name.utf8.elementsEqual(bytes) { return locals[index].value }
            index -= 1
        }
        return nil
    }

    /// `name`, `name.rawValue`, `name!`, `Wrapper(name)`, `.init(name)` of a visible parameter or a
    /// local with a followed value: `$(ARG key)` or the local's value.
    func followedValue(_ text: ArraySlice<UInt8>) -> String? {
        var slice = text
        // `NSToolbarItem.Identifier(raw)`, `.init(raw)`: a name wrapper passes what it wraps.
        if slice.last == 0x29 {
            guard let inner = CallArguments.wrappedArgument(slice) else { return nil }
            slice = inner
        }
        for suffix in [".rawValue", "!"] where slice.count > suffix.utf8.count && slice.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            slice = slice.dropLast(suffix.utf8.count)
        }
        guard let first = slice.first, MemberMentions.isWordStart(first), slice.allSatisfy(MemberMentions.isWordByte) else { return nil }
        if let key = parameterKey(slice) { return CodeReference.forwardedArgument(key) }
        return localValue(slice)
    }

    /// `specs[index].identifier`, `specs.first!.identifier`, `spec.identifier` (each with an
    /// optional `.rawValue`) where the file declares `specs: [Spec]` or `spec: Spec`: the values
    /// of `Spec.identifier`, as `$(ARG Spec.identifier#set)`; nil for anything else.
    func propertyRead(_ text: ArraySlice<UInt8>) -> String? {
        guard !types.isEmpty else { return nil }
        var slice = text
        let rawValue = ".rawValue".utf8
        if slice.count > rawValue.count, slice.suffix(rawValue.count).elementsEqual(rawValue) { slice = slice.dropLast(rawValue.count) }
        guard let dot = slice.lastIndex(of: 0x2E), dot > slice.startIndex else { return nil }
        let property = slice[(dot + 1)...]
        guard let first = property.first, MemberMentions.isMemberStart(first), property.allSatisfy(MemberMentions.isWordByte) else { return nil }
        var base = slice[..<dot]
        while let last = base.last, last == 0x21 || last == 0x3F { base.removeLast() }
        var element = false
        if base.last == 0x5D, let open = base.firstIndex(of: 0x5B) {
            base = base[..<open]
            element = true
        } else {
            for accessor in [".first", ".last"] where base.count > accessor.utf8.count && base.suffix(accessor.utf8.count).elementsEqual(accessor.utf8) {
                base = base.dropLast(accessor.utf8.count)
                element = true
            }
        }
        if base.starts(with: "self.".utf8) { base = base.dropFirst(5) }
        guard let start = base.first, MemberMentions.isWordStart(start), base.allSatisfy(MemberMentions.isWordByte),
            var type = types.type(of: base)
        else { return nil }
        if element {
            guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
            type = String(type.dropFirst().dropLast())
        } else if type.hasPrefix("[") {
            return nil
        }
        guard let initial = type.first, initial.isUppercase else { return nil }
        return CodeReference.forwardedArgument(
            CodeReference.propertyKey(type: type, property: String(decoding: property, as: UTF8.self)))
    }

    /// Closes the types and locals whose blocks a `}` just ended.
    mutating func closeTypesAndLocals() {
        let depth = frames.count
        while !typeScopes.isEmpty, typeScopes[typeScopes.count - 1].depth > depth { typeScopes.removeLast() }
        while !locals.isEmpty, locals[locals.count - 1].depth > depth { locals.removeLast() }
    }
}

extension CallArguments {
    /// Whether the word at `start` begins a statement: only white space since the line's start,
    /// a `{` or a `;`.
    static func startsStatement(_ bytes: [UInt8], before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index < 0 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x7B || bytes[index] == 0x3B
    }
}
