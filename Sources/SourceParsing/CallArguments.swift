/// The string literals and types a call passes to a function (`windowControllerWithName("UnifiedWindow")`,
/// `show(storyboard: "Settings")`, `registerNib(for: OrderCell.self)`), read on the source as written: function bodies that
/// `SwiftBodyBlanker` blanks hold most calls. Each becomes a constant named by
/// `CodeReference.argumentKey`, which a load whose name is that parameter reads.
enum CallArguments {
    /// How far past the `(` a call's arguments are read: a longer argument list (a closure) ends
    /// the reading, so that nested calls cost no more than a bounded window each.
    static let window = 4096

    /// The literal arguments of the call whose `(` is at `open`: label (nil when unlabelled),
    /// position, and the literal, for each argument that is only a name-like string literal.
    static func swiftLiterals(_ bytes: [UInt8], open: Int) -> [(label: String?, position: Int, value: String)] {
        var result: [(label: String?, position: Int, value: String)] = []
        var index = open + 1
        var depth = 0
        var position = 0
        var start = index
        var sawQuote = false
        var sawDot = false  // `.self`, or any `.` of a constant
        let end = min(bytes.count, open + window)
        func argument(_ from: Int, _ to: Int) {
            guard sawQuote || sawDot, let parsed = literalArgument(bytes[from..<to]) else { return }
            result.append((parsed.label, position, parsed.value))
        }
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0x22, 0x23:  // a string, raw or not
                if byte == 0x23, index + 1 < end, bytes[index + 1] != 0x22, bytes[index + 1] != 0x23 { index += 1; continue }
                sawQuote = sawQuote || depth == 0
                index = MemberMentions.skipString(bytes, from: index)
                continue
            case 0x2F where index + 1 < end && (bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A):
                return result  // a comment inside the arguments: rare, not worth following
            case 0x28, 0x5B, 0x7B:
                depth += 1
            case 0x29, 0x5D, 0x7D:
                if depth == 0 {
                    if byte == 0x29 { argument(start, index) }
                    return result
                }
                depth -= 1
            case 0x2E where depth == 0:  // `.self` or a constant's `.`
                sawDot = true
            case 0x2C where depth == 0:
                argument(start, index)
                position += 1
                start = index + 1
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// `"Name"` or `label: "Name"`, surrounding white space allowed.
    private static func literalArgument(_ text: ArraySlice<UInt8>) -> (label: String?, value: String)? {
        var slice = text
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        var label: String?
        if let first = slice.first, first != 0x22 {
            guard let colon = slice.firstIndex(of: 0x3A) else { return nil }
            var name = slice[..<colon]
            while let last = name.last, isSpace(last) { name.removeLast() }
            guard !name.isEmpty, name.allSatisfy(isWordByte) else { return nil }
            label = String(decoding: name, as: UTF8.self)
            slice = slice[(colon + 1)...]
            while let first = slice.first, isSpace(first) { slice.removeFirst() }
        }
        // `for: OrderCell.self`: the class, for a parameter that is a type.
        let metatype: [UInt8] = Array(".self".utf8)
        if slice.count > metatype.count, let first = slice.first, first >= 0x41, first <= 0x5A, slice.suffix(metatype.count).elementsEqual(metatype) {
            let type = slice.dropLast(metatype.count)
            guard type.allSatisfy({ isWordByte($0) || $0 == 0x2E }), let last = type.split(separator: 0x2E).last,
                  CodeReference.mayBeName(last) else { return nil }
            return (label, String(decoding: last, as: UTF8.self))
        }
        // `fromStoryboard: StoryboardName.settings`: a constant, looked up when links are made.
        if let first = slice.first, first >= 0x41, first <= 0x5A, slice.contains(0x2E), slice.count <= 100,
           slice.allSatisfy({ isWordByte($0) || $0 == 0x2E }), slice.last != 0x2E,
           !slice.split(separator: 0x2E, omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return (label, CodeReference.constantArgument(String(decoding: slice, as: UTF8.self)))
        }
        guard slice.count >= 2, slice.first == 0x22, slice.last == 0x22 else { return nil }
        let content = slice.dropFirst().dropLast()
        guard CodeReference.mayBeName(content) else { return nil }
        return (label, String(decoding: content, as: UTF8.self))
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Functions whose literal arguments are messages, keys or formats, never a nib's name.
    static let ignoredFunctions: Set<String> = [
        "print", "debugPrint", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "NSLocalizedString", "NSLog", "os_log", "localized", "value", "setValue", "object", "set", "bool", "integer",
        "string", "double", "float", "data", "array", "dictionary", "url", "removeObject", "contains", "hasPrefix",
        "hasSuffix", "replacingOccurrences", "components", "range", "appending", "appendingPathComponent",
        "addingPercentEncoding", "post", "addObserver", "removeObserver", "info", "debug", "error", "warning",
        "notice", "trace", "log", "append",
    ]
}
