/// Rule: code that sets the accessibility of a local or parameter it declares as a class `T`
/// (`let cell = tableView.dequeueReusableCell(…) as! NoteCell`, `guard let cell = … as? NoteCell`,
/// `func configure(_ cell: NoteCell)`, `NoteCell *cell = …`) sets it on an instance of `T`: the
/// cell a data source labels is the element VoiceOver reads, and the views inside it are not.
/// The declaration is the nearest one of the receiver's name before the use; a local whose type
/// the code does not write (`let cell = tableView.dequeueReusableCell(…)`) names no class.
/// UIKit: a view whose `accessibilityLabel` or `isAccessibilityElement` code sets is the element
/// (UIAccessibility, "Making your app accessible").
public enum TypedReceivers {
    /// The mark of a class code sets accessibility on through a typed local: `NoteCell#accessibility`
    /// (the same suffix as an outlet's, `MemberMentions.accessibilitySuffix`, on a class's name).
    public static func mark(_ className: String) -> String {
        className + MemberMentions.accessibilitySuffix
    }

    /// The class a Swift declaration of `name` before `position` writes, from the nearest one:
    /// `name: T` (a parameter, a typed `let` or `var`; `T?`, `T!` and a module's `M.T` alike) or
    /// `let name = … as! T` (`as?`, `as`) on the declaration's line. Nil when the nearest
    /// declaration writes no class, or there is none.
    public static func swiftType(of name: [UInt8], before position: Int, in bytes: [UInt8]) -> String? {
        nearest(swiftDeclarations(of: name, in: bytes), before: position)
    }

    /// The classes of many uses (each the receiver's name in `bytes`) at once: each name's declarations are found in one pass over the
    /// file, however many uses it has (a file of a thousand `cell.accessibilityLabel = …` reads the
    /// file once per distinct name, not once per use).
    public static func swiftTypes(of uses: [Range<Int>], in bytes: [UInt8]) -> [String] {
        var declarations: [ArraySlice<UInt8>: [(position: Int, type: String?)]] = [:]
        var types: [String] = []
        for use in uses {
            let name = bytes[use]
            if declarations[name] == nil { declarations[name] = swiftDeclarations(of: Array(name), in: bytes) }
            if let type = nearest(declarations[name] ?? [], before: use.lowerBound) { types.append(type) }
        }
        return types
    }

    /// Every declaration of `name` in the file, in order, with the class it writes (nil when it
    /// writes none: `let name = tableView.dequeue(…)`). `name: x` with no class is no declaration.
    static func swiftDeclarations(of name: [UInt8], in bytes: [UInt8]) -> [(position: Int, type: String?)] {
        var found: [(position: Int, type: String?)] = []
        guard !name.isEmpty else { return found }
        var index = 0
        while index + name.count <= bytes.count {
            // Comments and strings declare nothing (`// let cell = … as! OldCell`).
            if let next = MemberMentions.skipCommentOrString(bytes, at: index) {
                index = next
                continue
            }
            defer { index += 1 }
            guard matchesWord(name, in: bytes, at: index) else { continue }
            var after = skipBlanks(bytes, from: index + name.count)
            if after < bytes.count, bytes[after] == 0x3A {  // `name: T`
                after = skipBlanks(bytes, from: after + 1)
                if let type = typeName(bytes, from: after) { found.append((index, type)) }
            } else if isDeclared(bytes, before: index), after < bytes.count, bytes[after] == 0x3D,
                after + 1 >= bytes.count || bytes[after + 1] != 0x3D
            {
                // `let name = …`: a declaration; its cast, if it writes one, is its class.
                found.append((index, castType(bytes, from: after + 1)))
            }
        }
        return found
    }

    /// The class of the last declaration before `position`, by a binary search.
    package static func nearest(_ declarations: [(position: Int, type: String?)], before position: Int) -> String? {
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? declarations[low - 1].type : nil
    }

    /// Whether `let`, `var` (`if let`, `guard var`) comes right before the word at `start`.
    static func isDeclared(_ bytes: [UInt8], before start: Int) -> Bool {
        var index = start - 1
        guard index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 else { return false }
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        guard index >= 2 else { return false }
        let word = bytes[(index - 2)...index]
        guard word.elementsEqual("let".utf8) || word.elementsEqual("var".utf8) else { return false }
        return index - 3 < 0 || !MemberMentions.isWordByte(bytes[index - 3])
    }

    /// The class after `as!`, `as?` or `as` in the rest of the statement's line (a chain that
    /// goes on with `.` on the next lines included).
    static func castType(_ bytes: [UInt8], from start: Int) -> String? {
        var index = start
        let limit = min(bytes.count, start + 600)
        while index < limit {
            let byte = bytes[index]
            if byte == 0x0A {
                let next = skipWhitespace(bytes, from: index + 1)
                guard next < bytes.count, bytes[next] == 0x2E || startsWord("as", bytes, at: next) else { return nil }
                index = next
                continue
            }
            if byte == 0x61, startsWord("as", bytes, at: index), index > 0, !MemberMentions.isWordByte(bytes[index - 1]) {
                var after = index + 2
                if after < bytes.count, bytes[after] == 0x21 || bytes[after] == 0x3F { after += 1 }
                return typeName(bytes, from: skipBlanks(bytes, from: after))
            }
            if byte == 0x7B || byte == 0x3B { return nil }  // a body or the statement's end
            index += 1
        }
        return nil
    }

    /// A capitalised type name at `start`, the last part of a qualified one (`UIKit.UITableViewCell`);
    /// nil for anything else (`[Cell]`, `(A, B)`, a lower-case word).
    static func typeName(_ bytes: [UInt8], from start: Int) -> String? {
        var index = start
        var last: Range<Int>?
        while index < bytes.count, bytes[index] >= 0x41, bytes[index] <= 0x5A {
            let wordStart = index
            while index < bytes.count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
            last = wordStart..<index
            guard index + 1 < bytes.count, bytes[index] == 0x2E else { break }
            index += 1
        }
        return last.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    static func matchesWord(_ word: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + word.count <= bytes.count, bytes[index] == word[0] else { return false }
        for offset in 1..<word.count where bytes[index + offset] != word[offset] { return false }
        if index > 0, MemberMentions.isWordByte(bytes[index - 1]) || bytes[index - 1] == 0x2E { return false }
        return index + word.count == bytes.count || !MemberMentions.isWordByte(bytes[index + word.count])
    }

    static func startsWord(_ word: StaticString, _ bytes: [UInt8], at index: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        return index + count == bytes.count || !MemberMentions.isWordByte(bytes[index + count])
    }

    static func skipBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index
    }
}
