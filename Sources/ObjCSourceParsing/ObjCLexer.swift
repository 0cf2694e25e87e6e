import SourceParsing
/// Cuts Objective-C and Objective-C++ source bytes into `ObjCToken`s, dropping comments and
/// whitespace. Never traps: invalid UTF-8 is decoded lossily, anything unknown becomes punctuation
/// or is skipped, and a cut-off comment, string or character literal ends with a diagnostic.
struct ObjCLexer {
    let bytes: [UInt8]
    var position = 0
    var line: Int
    /// Something cut off (an unterminated comment, string or character literal).
    var diagnostics: [SourceDiagnostic] = []
    /// False until a token starts on the current line; a `#` is a directive only then.
    var lineHasToken = false

    init(_ bytes: [UInt8], firstLine: Int = 1) {
        self.bytes = bytes
        self.line = firstLine
    }

    /// Every token of `bytes`, with the diagnostics met on the way.
    static func tokenize(_ bytes: [UInt8], firstLine: Int = 1)
        -> (tokens: [ObjCToken], diagnostics: [SourceDiagnostic])
    {
        var lexer = ObjCLexer(bytes, firstLine: firstLine)
        var tokens: [ObjCToken] = []
        // About one token for every five or six bytes of Objective-C: reserved once, the array
        // is not copied over again as it grows (a token is some 80 bytes).
        tokens.reserveCapacity(bytes.count / 6 + 16)
        while let token = lexer.next() { tokens.append(token) }
        return (tokens, lexer.diagnostics)
    }

    /// The next token, or nil at the end of the input.
    mutating func next() -> ObjCToken? {
        skipTrivia(reporting: true)
        guard position < bytes.count else { return nil }
        let first = !lineHasToken
        lineHasToken = true
        var token = lexToken(isFirstOnLine: first)
        token.isFirstOnLine = first
        return token
    }

    private mutating func lexToken(isFirstOnLine: Bool) -> ObjCToken {
        let byte = bytes[position]
        switch byte {
        case ObjCByte.hash where isFirstOnLine:
            return lexDirective()
        case ObjCByte.at:
            return lexAt()
        case ObjCByte.quote:
            return lexCString(from: position, contentStart: position)
        case ObjCByte.apostrophe:
            return lexCharacter(from: position)
        case _ where ObjCByte.isDigit(byte) || (byte == ObjCByte.dot && ObjCByte.isDigit(peek(1))):
            return lexNumber()
        case _ where ObjCByte.isIdentifierStart(byte):
            return lexIdentifierOrPrefixedLiteral()
        default:
            return lexPunctuation()
        }
    }

    // MARK: - Trivia

    /// Skips whitespace, line splices and comments; counts lines.
    mutating func skipTrivia(reporting: Bool) {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ObjCByte.newline || byte == ObjCByte.carriageReturn {
                consumeNewline()
                lineHasToken = false
            } else if byte == ObjCByte.backslash, ObjCByte.isNewline(peek(1)) {
                position += 1
                consumeNewline()
            } else if byte == ObjCByte.slash, peek(1) == ObjCByte.slash {
                skipLineComment()
            } else if byte == ObjCByte.slash, peek(1) == ObjCByte.star {
                skipBlockComment(reporting: reporting)
            } else if byte <= ObjCByte.space || byte == 0x7F {
                position += 1
            } else {
                return
            }
        }
    }

    /// Consumes `\n`, `\r\n` or a lone `\r` at `position` as one line break.
    mutating func consumeNewline() {
        if bytes[position] == ObjCByte.carriageReturn, peek(1) == ObjCByte.newline { position += 1 }
        position += 1
        line += 1
    }

    private mutating func skipLineComment() {
        while position < bytes.count, !ObjCByte.isNewline(bytes[position]) {
            if bytes[position] == ObjCByte.backslash, ObjCByte.isNewline(peek(1)) {
                // A line splice continues a `//` comment onto the next line.
                position += 1
                consumeNewline()
            } else {
                position += 1
            }
        }
    }

    mutating func skipBlockComment(reporting: Bool) {
        let startLine = line
        position += 2
        while position < bytes.count {
            if bytes[position] == ObjCByte.star, peek(1) == ObjCByte.slash {
                position += 2
                return
            }
            if ObjCByte.isNewline(bytes[position]) { consumeNewline() } else { position += 1 }
        }
        if reporting {
            diagnostics.append(
                SourceDiagnostic(
                    line: startLine, message: "Unterminated /* comment; the rest of the file is ignored."))
        }
    }

    // MARK: - Words, numbers, punctuation

    private mutating func lexAt() -> ObjCToken {
        let start = position
        if peek(1) == ObjCByte.quote { return lexObjCString() }
        guard ObjCByte.isIdentifierStart(peek(1)) else {
            position += 1
            return ObjCToken(kind: .punctuation, text: "@", start: start, end: position, line: line)
        }
        position += 1
        let word = readWord()
        return ObjCToken(kind: .keyword, text: word, start: start, end: position, line: line)
    }

    /// Reads identifier bytes from `position`; bytes ≥ 0x80 count, so UTF-8 names stay whole.
    mutating func readWord() -> String {
        let start = position
        while position < bytes.count, ObjCByte.isIdentifierPart(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func lexIdentifierOrPrefixedLiteral() -> ObjCToken {
        let start = position
        let word = readWord()
        if peek(0) == ObjCByte.quote, Self.stringPrefixes.contains(word) {
            return lexCString(from: start, contentStart: position)
        }
        if peek(0) == ObjCByte.quote, Self.rawStringPrefixes.contains(word) {
            return lexRawString(from: start)
        }
        if peek(0) == ObjCByte.apostrophe, Self.stringPrefixes.contains(word) {
            return lexCharacter(from: start)
        }
        return ObjCToken(kind: .identifier, text: word, start: start, end: position, line: line)
    }

    private static let stringPrefixes: Set<String> = ["L", "u", "U", "u8"]
    private static let rawStringPrefixes: Set<String> = ["R", "LR", "uR", "UR", "u8R"]

    private mutating func lexNumber() -> ObjCToken {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            let previous = bytes[position - 1]
            if ObjCByte.isIdentifierPart(byte) || byte == ObjCByte.dot {
                position += 1
            } else if byte == ObjCByte.apostrophe, ObjCByte.isIdentifierPart(peek(1)) {
                position += 1  // C++14 digit separator: 1'000'000
            } else if byte == ObjCByte.plus || byte == ObjCByte.minus, "eEpP".utf8.contains(previous) {
                position += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return ObjCToken(kind: .number, text: text, start: start, end: position, line: line)
    }

    private mutating func lexPunctuation() -> ObjCToken {
        let start = position
        let length = Self.operatorLength(bytes[position], peek(1), peek(2))
        position += length
        let text = length == 1 && bytes[start] < 0x80 ? Self.asciiTexts[Int(bytes[start])] : String(decoding: bytes[start..<position], as: UTF8.self)
        return ObjCToken(kind: .punctuation, text: text, start: start, end: position, line: line)
    }

    /// The length of the operator that starts with these bytes: `...`, `::`, `->`, `==`, `!=`,
    /// `<=`, `>=`, `&&`, `||`, the compound assignments, `++` and `--`; 1 for any other mark.
    /// `>>` and `<<` stay split so nested generics (`NSArray<NSArray<id> *>`) close one by one.
    static func operatorLength(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        switch (first, second) {
        case (UInt8(ascii: "."), UInt8(ascii: ".")):
            return third == UInt8(ascii: ".") ? 3 : 1
        case (UInt8(ascii: ":"), UInt8(ascii: ":")), (UInt8(ascii: "-"), UInt8(ascii: ">")),
            (UInt8(ascii: "&"), UInt8(ascii: "&")), (UInt8(ascii: "|"), UInt8(ascii: "|")),
            (UInt8(ascii: "+"), UInt8(ascii: "+")), (UInt8(ascii: "-"), UInt8(ascii: "-")):
            return 2
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")),
            (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")),
            (UInt8(ascii: "+"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: "=")),
            (UInt8(ascii: "*"), UInt8(ascii: "=")), (UInt8(ascii: "/"), UInt8(ascii: "=")),
            (UInt8(ascii: "%"), UInt8(ascii: "=")), (UInt8(ascii: "&"), UInt8(ascii: "=")),
            (UInt8(ascii: "|"), UInt8(ascii: "=")), (UInt8(ascii: "^"), UInt8(ascii: "=")):
            return 2
        default:
            return 1
        }
    }

    /// Each ASCII byte as a one-character string, made once: most tokens are one mark.
    private static let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// The byte `offset` bytes ahead, or 0 past the end.
    func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }
}
