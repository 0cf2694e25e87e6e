/// The string literals and types a call passes to a function (`windowControllerWithName("UnifiedWindow")`,
/// `show(storyboard: "Settings")`, `registerNib(for: OrderCell.self)`), read on the source as written: function bodies that
/// `SwiftBodyBlanker` blanks hold most calls. Each becomes a constant named by
/// `CodeReference.argumentKey`, which a load whose name is that parameter reads.
package enum CallArguments {
    /// Follows the brackets of a file in one pass, as `MemberMentions` reads it: each `name(`
    /// opens a call whose arguments are read at each `,` and at its `)`; every other bracket only
    /// nests. Linear in the file, however deep calls nest.
    package struct Tracker {
        package struct Frame {
            var isCall: Bool
            var name: Range<Int>
            var preceded: UInt8
            var line: Int
            var argumentStart: Int
            var position: Int
            /// A string literal or a `.` at this level since the argument began: worth reading.
            var mayHoldValue: Bool
        }

        /// Deeper brackets are counted, not followed: odd input cannot grow the stack without bound.
        package static let maximumDepth = 256
        private(set) var frames: [Frame] = []
        private(set) var overflow = 0
        private(set) var arguments: [CodeConstant] = []
        /// The bodies of functions with name-like parameters the scan is in, innermost last.
        var scopes: [Scope] = []
        /// The function whose signature was read last, until its body's `{` (or none) comes.
        var pending: Signature?
        /// The types the scan is in, innermost last, and the one declared last until its `{`.
        var typeScopes: [TypeScope] = []
        /// The type declared last and where its name ends, until its body's `{` (or none) comes.
        var pendingType: (name: String, end: Int)?
        /// Locals given a followed value, and the types the file declares for names.
        var locals: [LocalValue] = []
        var types = DeclaredTypes()
        /// The values initialisers give stored properties (`Spec.identifier#set`).
        var assignments: [CodeConstant] = []

        /// A `(`, `[` or `{` at `index`; `call` when a name ends right before a `(`.
        mutating func open(at index: Int, call: (name: Range<Int>, preceded: UInt8, line: Int)?) {
            guard frames.count < Self.maximumDepth else {
                overflow += 1
                return
            }
            frames.append(
                Frame(
                    isCall: call != nil, name: call?.name ?? index..<index, preceded: call?.preceded ?? 0, line: call?.line ?? 0,
                    argumentStart: index + 1, position: 0, mayHoldValue: false))
        }

        /// A `)`, `]` or `}` at `index`.
        mutating func close(_ bytes: [UInt8], at index: Int) {
            if overflow > 0 {
                overflow -= 1
                return
            }
            guard let frame = frames.popLast() else { return }
            if frame.isCall, bytes[index] == 0x29 { read(bytes, frame, end: index) }
            if !scopes.isEmpty { closeScopes() }
            if !typeScopes.isEmpty || !locals.isEmpty { closeTypesAndLocals() }
        }

        /// A `,` at `index`.
        mutating func comma(_ bytes: [UInt8], at index: Int) {
            guard overflow == 0, let last = frames.indices.last, frames[last].isCall else { return }
            read(bytes, frames[last], end: index)
            frames[last].position += 1
            frames[last].argumentStart = index + 1
            frames[last].mayHoldValue = false
        }

        /// A string literal or `.` at the current level.
        mutating func noteValue() {
            guard overflow == 0, let last = frames.indices.last, frames[last].isCall else { return }
            frames[last].mayHoldValue = true
        }

        private mutating func read(_ bytes: [UInt8], _ frame: Frame, end: Int) {
            guard frame.mayHoldValue,
                let parsed = literalArgument(bytes[frame.argumentStart..<end]) ?? forwardedArgument(bytes[frame.argumentStart..<end]),
                let function = MemberMentions.calledFunction(bytes[frame.name], preceded: frame.preceded)
            else { return }
            arguments.append(
                CodeConstant(
                    name: CodeReference.argumentKey(function: function, label: parsed.label, position: frame.position),
                    value: parsed.value, line: frame.line))
        }
    }

    /// `"Name"` or `label: "Name"`, surrounding white space allowed.
    package static func literalArgument(_ text: ArraySlice<UInt8>) -> (label: String?, value: String)? {
        guard let (label, slice) = labelled(text) else { return nil }
        // `.init("Prefs")`, `NSNib.Name("Prefs")`, `Name(rawValue: "Prefs")`: a name wrapper around
        // a literal passes the literal.
        if let wrapped = wrappedLiteral(slice) { return (label, wrapped) }
        // `for: OrderCell.self`: the class, for a parameter that is a type.
        let metatype: [UInt8] = Array(".self".utf8)
        if slice.count > metatype.count, let first = slice.first, first >= 0x41, first <= 0x5A, slice.suffix(metatype.count).elementsEqual(metatype) {
            let type = slice.dropLast(metatype.count)
            guard type.allSatisfy({ isWordByte($0) || $0 == 0x2E }), let last = type.split(separator: 0x2E).last,
                CodeReference.mayBeName(last)
            else { return nil }
            return (label, String(decoding: last, as: UTF8.self))
        }
        // `named: .settings`: a case of the parameter's type, looked up when links are made in the
        // type a load of the parameter's raw value records (`CodeReference.typeArgument`).
        if slice.count >= 2, slice.count <= 64, slice.first == 0x2E, let second = slice.dropFirst().first,
            (second >= 0x61 && second <= 0x7A) || second == 0x5F, slice.dropFirst().allSatisfy(isWordByte)
        {
            return (label, CodeReference.constantArgument(String(decoding: slice, as: UTF8.self)))
        }
        // `fromStoryboard: StoryboardName.settings`: a constant, looked up when links are made.
        if let first = slice.first, first >= 0x41, first <= 0x5A, slice.count <= 100, slice.last != 0x2E,
            isDottedName(slice)
        {
            return (label, CodeReference.constantArgument(String(decoding: slice, as: UTF8.self)))
        }
        guard slice.count >= 2, slice.first == 0x22, slice.last == 0x22 else { return nil }
        let content = slice.dropFirst().dropLast()
        guard CodeReference.mayBeName(content) else { return nil }
        return (label, String(decoding: content, as: UTF8.self))
    }

    /// The literal a name wrapper's initializer is given (`.init("Prefs")`, `NSNib.Name("Prefs")`,
    /// `NSStoryboard.SceneIdentifier(rawValue: "Main")`): the wrapper's type ends in `Name` or
    /// `Identifier`, or is left to the parameter's type (`.init`); nil for any other call.
    static func wrappedLiteral(_ slice: ArraySlice<UInt8>) -> String? {
        guard let inner = wrappedArgument(slice), inner.count >= 2, inner.first == 0x22, inner.last == 0x22 else { return nil }
        let content = inner.dropFirst().dropLast()
        guard !content.contains(0x22), !content.contains(0x5C), CodeReference.mayBeName(content) else { return nil }
        return String(decoding: content, as: UTF8.self)
    }

    /// `label: value` or `value`, without the white space around either: the label (nil when
    /// none is written) and the value; nil when what stands before a colon is no label.
    static func labelled(_ text: ArraySlice<UInt8>) -> (label: String?, value: ArraySlice<UInt8>)? {
        var slice = trimmed(text)
        var label: String?
        if let first = slice.first, first != 0x22, let colon = slice.firstIndex(of: 0x3A) {
            let name = trimmed(slice[..<colon])
            guard !name.isEmpty, name.allSatisfy(isWordByte) else { return nil }
            label = String(decoding: name, as: UTF8.self)
            slice = trimmed(slice[(colon + 1)...])
        }
        return (label, slice)
    }

    /// What a name wrapper's initializer is given (`raw` of `NSToolbarItem.Identifier(raw)`,
    /// `.init(raw)`, `Name(rawValue: raw)`), without white space: the wrapper's type ends in
    /// `Name` or `Identifier`, or is left to the parameter's type (`.init`); nil for any other call.
    static func wrappedArgument(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard slice.last == 0x29, let open = slice.firstIndex(of: 0x28), open > slice.startIndex else { return nil }
        var type = slice[..<open]
        if type.count >= 5, type.suffix(5).elementsEqual(".init".utf8) { type = type.dropLast(5) }
        // A type (`NSNib.Name`), not a method whose name ends so (`service.updateDeviceName(name)`).
        let last = type.lastIndex(of: 0x2E).map { type.index(after: $0) } ?? type.startIndex
        guard
            type.isEmpty
                || ((type.suffix(4).elementsEqual("Name".utf8) || type.suffix(10).elementsEqual("Identifier".utf8))
                    && (type.allSatisfy(isWordByte) || isDottedName(type)) && last < type.endIndex
                    && type[last] >= 0x41 && type[last] <= 0x5A)
        else { return nil }
        var inner = trimmed(slice[(open + 1)..<(slice.endIndex - 1)])
        if inner.starts(with: "rawValue:".utf8) { inner = trimmed(inner.dropFirst(9)) }
        return inner
    }

    /// `text` without the spaces, tabs and line breaks around it.
    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = text
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return slice
    }

    /// Words joined by single dots, at least one dot (`StoryboardName.settings`).
    private static func isDottedName(_ slice: ArraySlice<UInt8>) -> Bool {
        var dots = 0
        var previous: UInt8 = 0x2E
        for byte in slice {
            if byte == 0x2E {
                if previous == 0x2E { return false }
                dots += 1
            } else if !isWordByte(byte) {
                return false
            }
            previous = byte
        }
        return dots > 0
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Functions whose literal arguments are messages, keys or formats, never a nib's name.
    package static let ignoredFunctions: Set<String> = [
        "print", "debugPrint", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "NSLocalizedString", "NSLog", "os_log", "localized", "value", "setValue", "object", "set", "bool", "integer",
        "string", "double", "float", "data", "array", "dictionary", "url", "removeObject", "contains", "hasPrefix",
        "hasSuffix", "replacingOccurrences", "components", "range", "appending", "appendingPathComponent",
        "addingPercentEncoding", "post", "addObserver", "removeObserver", "info", "debug", "error", "warning",
        "notice", "trace", "log", "append",
    ]
}
