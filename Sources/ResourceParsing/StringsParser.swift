/// The grammar of a `.strings` file over `StringsLexer`'s tokens: `key = value;` or `key;`,
/// optionally wrapped in `{ }` as an old-style property-list dictionary.
///
/// After a broken entry, reading starts again at the start of a line: the line of the token
/// that broke it when that line starts after the entry, else the next line. Starting again at
/// a line, rather than at the next token, matters after an unclosed quote: from there on every
/// quote would pair with the wrong one, and each later entry would break too.
struct StringsParser {
    private var lexer: StringsLexer
    private var lookahead: StringsToken?
    private(set) var entries: [StringsEntry] = []
    private var ownProblems: [ResourceProblem] = []

    /// How many bytes restarts may go back over in all; see `restart(after:at:)`.
    private let rewindAllowance: Int

    init(bytes: [UInt8], rewindAllowance: Int? = nil) {
        lexer = StringsLexer(bytes: bytes)
        self.rewindAllowance = rewindAllowance ?? 4 * bytes.count + 65536
    }

    /// The lexer's problems and the grammar's, in line order, each once (text lexed again
    /// after a broken entry could report the same escape twice).
    var problems: [ResourceProblem] {
        var seen: Set<ResourceProblem> = []
        return (lexer.problems + ownProblems).filter { seen.insert($0).inserted }.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
    }

    mutating func parse() {
        var isFirst = true, isBraced = false
        while let token = next() {
            switch token.kind {
            case .string(let key):
                entry(key: key, at: token)
            case .unterminatedString:
                restart(after: token, at: nil)
            case .other("{") where isFirst:
                isBraced = true
            case .other("}") where isBraced:
                isBraced = false
            case .semicolon:
                problem("Found an extra ';' on line \(token.line).", line: token.line)
            default:
                unexpected(token, expected: "a key")
                restart(after: token, at: nil)
            }
            isFirst = false
        }
        if isBraced {
            problem("The file opens with '{' but never closes it with '}'.", line: lexer.line)
        }
    }

    private mutating func next() -> StringsToken? {
        if let token = lookahead {
            lookahead = nil
            return token
        }
        return lexer.next()
    }

    private mutating func peek() -> StringsToken? {
        if lookahead == nil { lookahead = lexer.next() }
        return lookahead
    }

    /// After a key: `;`, or `=`, a value and `;`.
    private mutating func entry(key: String, at keyToken: StringsToken) {
        guard let token = next() else {
            problem("The file ends after the key '\(key)' on line \(keyToken.line); '=' or ';' expected.", line: keyToken.line)
            return
        }
        switch token.kind {
        case .semicolon:
            entries.append(StringsEntry(key: key, value: key, comment: keyToken.comment, line: keyToken.line))
        case .equals:
            value(key: key, at: keyToken)
        case .unterminatedString:
            restart(after: keyToken, at: token)
        default:
            unexpected(token, expected: "'=' or ';' after the key '\(key)'")
            restart(after: keyToken, at: token)
        }
    }

    /// After `key =`: the value, then `;`.
    private mutating func value(key: String, at keyToken: StringsToken) {
        guard let token = next() else {
            problem("The file ends after '\(key)' = on line \(keyToken.line); a value expected.", line: keyToken.line)
            return
        }
        switch token.kind {
        case .string(let value):
            entries.append(StringsEntry(key: key, value: value, comment: keyToken.comment, line: keyToken.line))
            guard let end = peek(), end.kind == .semicolon else {
                problem("The entry '\(key)' on line \(keyToken.line) is not ended with ';'.", line: token.line)
                if let end = peek() { restart(after: keyToken, at: end) }
                return
            }
            _ = next()
        case .other("("), .other("{"):
            problem("The value of '\(key)' on line \(keyToken.line) is an array or a dictionary, which is not read.", line: token.line)
            skipNested()
            if peek()?.kind == .semicolon { _ = next() }
        case .unterminatedString:
            restart(after: keyToken, at: token)
        default:
            unexpected(token, expected: "a value for '\(key)'")
            restart(after: keyToken, at: token)
        }
    }

    /// Reads on from the start of `offending`'s line when it starts after `entry`, else from
    /// the line after `entry`'s: always forward, so reading ends.
    /// Lexing again is bounded, so time stays linear whatever the damage: a restart goes back
    /// at most about two lines, and a file that would be gone over more than five times in
    /// all is read no further.
    private mutating func restart(after entry: StringsToken, at offending: StringsToken?) {
        lookahead = nil
        if let offending, lexer.lineStart(before: offending.offset) > entry.offset {
            lexer.restart(atStartOfLineOf: offending)
        } else {
            lexer.restart(afterLineOf: entry)
        }
        if lexer.rewound > rewindAllowance {
            problem("The file is too damaged to read past line \(lexer.line).", line: lexer.line)
            lexer.stop()
        }
    }

    /// After `(` or `{` in a value: skips to the matching close, without recursion.
    private mutating func skipNested() {
        var depth = 1
        while depth > 0, let token = next() {
            switch token.kind {
            case .other("("), .other("{"): depth += 1
            case .other(")"), .other("}"): depth -= 1
            default: continue
            }
        }
    }

    private mutating func unexpected(_ token: StringsToken, expected: String) {
        let found: String
        switch token.kind {
        case .string(let text): found = "'\(text)'"
        case .unterminatedString: found = "an unclosed string"
        case .equals: found = "'='"
        case .semicolon: found = "';'"
        case .other(let text): found = "'\(text)'"
        }
        problem("Found \(found) on line \(token.line) where \(expected) was expected.", line: token.line)
    }

    private mutating func problem(_ message: String, line: Int) {
        ownProblems.append(ResourceProblem(message: message, line: line))
    }
}
