/// A small JSON parser over bytes that counts lines and never traps: every index is checked,
/// nesting deeper than ``maxDepth`` is skipped without recursion, and the first syntax error
/// stops parsing but keeps every value read up to it (the objects and arrays it was inside
/// end there), so a truncated file still gives its first part.
struct JSONParser {
    static let maxDepth = 64

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var problems: [ResourceProblem] = []
    /// Set by the first syntax error; every level then returns what it has.
    var failed = false

    /// Parses UTF-8, UTF-16 or BOM-prefixed text; nil when not even the root value could start.
    static func parse(_ raw: [UInt8]) -> (root: JSONValue?, problems: [ResourceProblem]) {
        let decoded = TextDecoding.utf8(from: raw)
        var parser = JSONParser(bytes: decoded.bytes)
        parser.problems = decoded.problems
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else {
            parser.fail("The file holds no JSON value.")
            return (nil, parser.problems)
        }
        let root = parser.value(depth: 1)
        if !parser.failed {
            parser.skipWhitespace()
            if parser.index < parser.bytes.count {
                parser.fail("Unexpected text after the JSON value on line \(parser.line).")
            }
        }
        return (root, parser.problems)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func fail(_ message: String) {
        guard !failed else { return }
        failed = true
        problems.append(ResourceProblem(message: message, line: line))
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line += 1
            case 0x0D:
                if index + 1 >= bytes.count || bytes[index + 1] != 0x0A { line += 1 }
            case 0x20, 0x09:
                break
            default:
                return
            }
            index += 1
        }
    }

    /// A value starting at `index` (after whitespace); nil after a syntax error at its start.
    private mutating func value(depth: Int) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else {
            fail("The file ends where a JSON value was expected.")
            return nil
        }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maxDepth else {
                let startLine = line
                skipNested()
                problems.append(
                    ResourceProblem(
                        message: "JSON nested deeper than \(Self.maxDepth) levels on line \(startLine); the deeper values were skipped.",
                        line: startLine))
                return .null
            }
            return bytes[index] == UInt8(ascii: "{") ? object(depth: depth) : array(depth: depth)
        case UInt8(ascii: "\""):
            return string().map(JSONValue.string)
        case UInt8(ascii: "t"):
            return literal("true", .bool(true))
        case UInt8(ascii: "f"):
            return literal("false", .bool(false))
        case UInt8(ascii: "n"):
            return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number()
        default:
            fail("Unexpected \(describe(at: index)) on line \(line) where a JSON value was expected.")
            return nil
        }
    }

    private mutating func object(depth: Int) -> JSONValue {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while !failed {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                fail(
                    index < bytes.count
                        ? "Unexpected \(describe(at: index)) on line \(line) where a JSON object key was expected."
                        : "The file ends inside a JSON object.")
                break
            }
            let keyLine = line
            guard let key = string() else { break }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                fail("The JSON key '\(key)' on line \(keyLine) is not followed by ':'.")
                break
            }
            index += 1
            guard let member = value(depth: depth + 1) else { break }
            members.append(JSONMember(key: key, value: member, line: keyLine))
            guard separator(closing: UInt8(ascii: "}"), container: "object") else { break }
        }
        return .object(members)
    }

    private mutating func array(depth: Int) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while !failed {
            guard let item = value(depth: depth + 1) else { break }
            items.append(item)
            guard separator(closing: UInt8(ascii: "]"), container: "array") else { break }
        }
        return .array(items)
    }

    /// After a member or item: true after `,` (another follows), false at the close or an error.
    private mutating func separator(closing: UInt8, container: String) -> Bool {
        guard !failed else { return false }
        skipWhitespace()
        guard index < bytes.count else {
            fail("The file ends inside a JSON \(container).")
            return false
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        if bytes[index] == closing {
            index += 1
            return false
        }
        fail("Unexpected \(describe(at: index)) on line \(line) where ',' or '\(Character(Unicode.Scalar(closing)))' was expected.")
        return false
    }

    private mutating func literal(_ word: String, _ result: JSONValue) -> JSONValue? {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            fail("Unexpected \(describe(at: index)) on line \(line) where a JSON value was expected.")
            return nil
        }
        index += expected.count
        return result
    }

    private mutating func number() -> JSONValue? {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Self.isValidNumber(Array(bytes[start..<index])) else {
            fail("'\(text)' on line \(line) is not a valid JSON number.")
            return nil
        }
        return .number(text)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private static func isValidNumber(_ text: [UInt8]) -> Bool {
        var position = 0
        let isDigit: (Int) -> Bool = { $0 < text.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[$0]) }
        func digits() -> Bool {
            let start = position
            while isDigit(position) { position += 1 }
            return position > start
        }
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        if position < text.count, text[position] == UInt8(ascii: "0") {
            position += 1
        } else if !digits() {
            return false
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() else { return false }
        }
        if position < text.count, text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() else { return false }
        }
        return position == text.count
    }

    /// Skips a too-deep `{…}` or `[…]` to its matching close, strings included, without recursion.
    private mutating func skipNested() {
        var level = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard string() != nil else { return }
                continue
            }
            if byte == 0x0A { line += 1 }
            index += 1
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                level += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                level -= 1
                if level == 0 { return }
            }
        }
        fail("The file ends inside a JSON value nested too deeply.")
    }

    /// The character at `position`, quoted, for messages.
    func describe(at position: Int) -> String {
        let end = min(position + 4, bytes.count)
        var scalarEnd = position + 1
        while scalarEnd < end, bytes[scalarEnd] & 0xC0 == 0x80 { scalarEnd += 1 }
        return "'" + String(decoding: bytes[position..<scalarEnd], as: UTF8.self) + "'"
    }
}
