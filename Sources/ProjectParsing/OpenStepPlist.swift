/// A value of an old-style (OpenStep) property list, as `project.pbxproj` files are written.
indirect enum OpenStepValue: Equatable {
    case string(String, line: Int)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var array: [OpenStepValue] {
        if case .array(let items) = self { return items }
        return []
    }

    var dictionary: [String: OpenStepValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The strings of an array (or a lone string, which Xcode sometimes writes for a one-item list).
    var strings: [String] {
        switch self {
        case .string(let text, _): [text]
        case .array(let items): items.compactMap(\.string)
        case .dictionary: []
        }
    }

    var line: Int? {
        if case .string(_, let line) = self { return line }
        return nil
    }
}

/// Parses an old-style property list into ``OpenStepValue``s, forgivingly: a truncated file
/// yields what it holds, a stray token is skipped, and nesting deeper than ``maxDepth`` is cut
/// (the deeper values are dropped and ``truncated`` says so), so no input can exhaust the stack.
struct OpenStepParser {
    static let maxDepth = 64

    private var lexer: PbxprojLexer
    private var lookahead: PbxprojToken?
    /// Set when the text ended inside a value, or nesting was cut.
    private(set) var truncated = false

    init(text: String) {
        lexer = PbxprojLexer(bytes: Array(text.utf8))
    }

    /// The root value: the first dictionary of the text (nil when there is none).
    static func parse(_ text: String) -> (root: [String: OpenStepValue]?, truncated: Bool) {
        var parser = OpenStepParser(text: text)
        while let token = parser.next() {
            if token.kind == .open {
                let root = parser.dictionary(depth: 1)
                return (root, parser.truncated)
            }
        }
        return (nil, true)
    }

    private mutating func next() -> PbxprojToken? {
        if let token = lookahead {
            lookahead = nil
            return token
        }
        return lexer.next()
    }

    private mutating func peek() -> PbxprojToken? {
        if lookahead == nil { lookahead = lexer.next() }
        return lookahead
    }

    private func byte(_ token: PbxprojToken) -> UInt8 { lexer.bytes[token.range.lowerBound] }

    /// After `{`: entries up to the matching `}`.
    private mutating func dictionary(depth: Int) -> [String: OpenStepValue] {
        var entries: [String: OpenStepValue] = [:]
        while let token = next() {
            switch token.kind {
            case .close: return entries
            case .bare, .quoted:
                let key = lexer.text(token)
                guard peek()?.kind == .equals else { continue }
                _ = next()
                if let value = value(depth: depth) { entries[key] = value }
                if peek()?.kind == .semicolon { _ = next() }
            default: continue
            }
        }
        truncated = true
        return entries
    }

    /// After `(`: items up to the matching `)`.
    private mutating func array(depth: Int) -> [OpenStepValue] {
        var items: [OpenStepValue] = []
        while let token = peek() {
            if token.kind == .punctuation, byte(token) == UInt8(ascii: ")") {
                _ = next()
                return items
            }
            if token.kind == .punctuation, byte(token) == UInt8(ascii: ",") {
                _ = next()
                continue
            }
            if token.kind == .close || token.kind == .semicolon || token.kind == .equals {
                _ = next()  // stray: skipped
                continue
            }
            if let value = value(depth: depth) { items.append(value) }
        }
        truncated = true
        return items
    }

    private mutating func value(depth: Int) -> OpenStepValue? {
        guard let token = next() else {
            truncated = true
            return nil
        }
        switch token.kind {
        case .bare, .quoted:
            return .string(lexer.text(token), line: token.line)
        case .open:
            guard depth < Self.maxDepth else {
                skipNested()
                return nil
            }
            return .dictionary(dictionary(depth: depth + 1))
        case .punctuation where byte(token) == UInt8(ascii: "("):
            guard depth < Self.maxDepth else {
                skipNested()
                return nil
            }
            return .array(array(depth: depth + 1))
        default:
            return nil
        }
    }

    /// Skips a value nested too deeply, up to its end, without recursion.
    private mutating func skipNested() {
        truncated = true
        var level = 1
        while level > 0, let token = next() {
            let opens = token.kind == .open || (token.kind == .punctuation && byte(token) == UInt8(ascii: "("))
            let closes = token.kind == .close || (token.kind == .punctuation && byte(token) == UInt8(ascii: ")"))
            if opens { level += 1 } else if closes { level -= 1 }
        }
    }
}
