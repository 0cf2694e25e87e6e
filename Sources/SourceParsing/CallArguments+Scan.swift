/// What the member-mention scan hands the tracker besides brackets: each word and each `{`, from
/// which it reads signatures, types, locals and initialisers' assignments
/// (`CallArguments+Forwarding`, `CallArguments+Properties`).
extension CallArguments.Tracker {
    /// The word at `word` (`preceded` is the byte before it, `receiver` the word before that);
    /// `lineAt` gives a position's 1-based line. True when the word starts a function's signature,
    /// whose parameter clause is then no call.
    mutating func noteWord(
        _ bytes: [UInt8], _ word: Range<Int>, preceded: UInt8, receiver: Range<Int>, lineAt: (Int) -> Int
    ) -> Bool {
        let start = word.lowerBound
        let end = word.upperBound
        let byte = bytes[start]
        guard preceded != 0x2E else {
            // `self.name = value` in an initialiser, or in any other method of the type: a property
            // a method sets later (`mutating func rename(_ name: String) { self.identifier = name }`)
            // holds what that method's callers pass too, not only what its initialisers give.
            if !typeScopes.isEmpty, receiver.count == 4,
                MemberMentions.isSelfReceiver(bytes, receiver, before: start),
                let value = CallArguments.assignedText(bytes, after: end)
            {
                assign(String(decoding: bytes[word], as: UTF8.self), value, line: lineAt(start))
            }
            return false
        }
        let length = word.count
        if length == 4, byte == 0x66, bytes[start + 1] == 0x75, bytes[start + 2] == 0x6E, bytes[start + 3] == 0x63,
            let signature = CallArguments.signature(bytes, from: end)
        {  // func
            declare(signature)
            return true
        }
        if length == 4, byte == 0x69, bytes[start + 1] == 0x6E, bytes[start + 2] == 0x69, bytes[start + 3] == 0x74,
            let type = enclosingType, let signature = CallArguments.signature(bytes, from: end, function: type + ".init")
        {  // init
            declare(signature)
            return true
        }
        if (length == 6 && byte == 0x73) || (length == 5 && (byte == 0x63 || byte == 0x61)) || ((length == 4 || length == 9) && byte == 0x65),
            let type = CallArguments.declaredType(bytes, keyword: word)
        {  // struct, class, enum, extension, actor
            pendingType = (type, end)
        } else if length == 3, byte == 0x6C || byte == 0x76 || byte == 0x66 {  // let, var, for
            if let declared = CallArguments.typedDeclaration(bytes, keyword: word) {
                types.declare(declared.name, type: declared.type)
            }
            if let hidden = CallArguments.declaredLocal(bytes, keyword: word) {
                if !scopes.isEmpty { hide(bytes[hidden]) }
                // `let identifier = specs[index].identifier`: a local holding a followed value.
                if byte != 0x66, let value = CallArguments.assignedText(bytes, after: hidden.upperBound) {
                    bindLocal(String(decoding: bytes[hidden], as: UTF8.self), value)
                }
            }
        } else if !scopes.isEmpty || !locals.isEmpty, isParameter(bytes, word) {
            noteValue()
        } else if inInitializer, MemberMentions.isMemberStart(byte), CallArguments.startsStatement(bytes, before: start),
            let value = CallArguments.assignedText(bytes, after: end)
        {  // `name = value` in an initialiser
            assign(String(decoding: bytes[word], as: UTF8.self), value, line: lineAt(start))
        }
        return false
    }

    /// A `{` at `index`: the body of the function or type declared last, when it is one; a
    /// closure's `{ name in` hides a function's parameter of that name.
    mutating func openBrace(_ bytes: [UInt8], at index: Int) {
        open(at: index, call: nil)
        if pending != nil { openedBrace(bytes, at: index) }
        if pendingType != nil { openedTypeBrace(bytes, at: index) }
        if !scopes.isEmpty {
            for hidden in CallArguments.closureParameters(bytes, after: index) { hide(bytes[hidden]) }
        }
    }
}
