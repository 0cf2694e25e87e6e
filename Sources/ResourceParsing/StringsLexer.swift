/// Splits the UTF-8 text of a `.strings` file into tokens, skipping whitespace and comments.
///
/// The comment right before a token rides on it: the last `/* */` or run of `//` lines,
/// unless a blank line separates it from the token (a file header) or it starts on the line
/// of the previous `;` (a trailing remark about the entry before).
struct StringsLexer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1
    private(set) var problems: [ResourceProblem] = []
    private var lastSemicolonLine = 0
    /// How many bytes restarts have gone back over, to be lexed again.
    private(set) var rewound = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> StringsToken? {
        let comment = skipTrivia()
        guard index < bytes.count else { return nil }
        let startLine = line, start = index
        let kind: StringsToken.Kind
        switch bytes[index] {
        case UInt8(ascii: "\""):
            kind = quoted()
        case UInt8(ascii: "="):
            index += 1
            kind = .equals
        case UInt8(ascii: ";"):
            index += 1
            lastSemicolonLine = startLine
            kind = .semicolon
        case let byte where Self.isUnquoted(byte):
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            kind = .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            kind = .other(scalar())
        }
        return StringsToken(kind: kind, line: startLine, offset: start, comment: comment)
    }

    /// Goes back or forward to lex again from the start of the line holding `token`.
    mutating func restart(atStartOfLineOf token: StringsToken) {
        let reached = index
        index = lineStart(before: token.offset)
        line = token.line
        rewound += max(0, reached - index)
    }

    /// Lexes again from the start of the line after the one `token` starts on.
    mutating func restart(afterLineOf token: StringsToken) {
        let reached = index
        index = token.offset
        line = token.line
        while index < bytes.count, !isNewline(at: index) { index += 1 }
        if index < bytes.count { advance() }
        rewound += max(0, reached - index)
    }

    /// Ends lexing: `next()` gives nil from now on.
    mutating func stop() {
        index = bytes.count
    }

    /// The index of the first byte of the line holding `offset`.
    func lineStart(before offset: Int) -> Int {
        var position = min(offset, bytes.count)
        while position > 0, !isNewline(at: position - 1) { position -= 1 }
        return position
    }

    // [A-Za-z0-9_.$:/-], the characters CoreFoundation accepts in an unquoted string.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// One whole UTF-8 character (a lead byte and its continuation bytes), as text.
    private mutating func scalar() -> String {
        let start = index
        index += 1
        while index < bytes.count, index - start < 4, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// True at a line break: `\n`, or a `\r` not followed by `\n` (old Mac files).
    private func isNewline(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte == 0x0A { return true }
        return byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)
    }

    /// Moves past one byte, counting the line if it ends one.
    private mutating func advance() {
        if isNewline(at: index) { line += 1 }
        index += 1
    }

    private func starts(_ first: UInt8, _ second: UInt8) -> Bool {
        index + 1 < bytes.count && bytes[index] == first && bytes[index + 1] == second
    }

    /// Skips whitespace and comments; returns the comment that belongs to the next token.
    private mutating func skipTrivia() -> String? {
        var pending: String?
        var pendingIsLineComment = false
        var newlinesSincePending = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                if isNewline(at: index) {
                    newlinesSincePending += 1
                    if newlinesSincePending >= 2 { pending = nil }
                }
                advance()
            } else if starts(UInt8(ascii: "/"), UInt8(ascii: "*")) {
                let startLine = line
                guard let text = blockComment() else { return nil }
                guard startLine != lastSemicolonLine else { continue }
                (pending, pendingIsLineComment, newlinesSincePending) = (text, false, 0)
            } else if starts(UInt8(ascii: "/"), UInt8(ascii: "/")) {
                let startLine = line
                let text = lineComment()
                guard startLine != lastSemicolonLine else { continue }
                if pendingIsLineComment, newlinesSincePending == 1, let previous = pending {
                    pending = previous + "\n" + text
                } else {
                    pending = text
                }
                (pendingIsLineComment, newlinesSincePending) = (true, 0)
            } else if byte == 0xEF, bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) {
                index += 3  // a stray byte-order mark, e.g. where two files were concatenated
            } else {
                return pending
            }
        }
        return pending
    }

    /// After `/*`: the comment's text, or nil (and a problem) when it is never closed.
    private mutating func blockComment() -> String? {
        let startLine = line
        index += 2
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") { break }
            if byte == 0x0A || byte == 0x0D, isNewline(at: index) { line += 1 }
            index += 1
        }
        guard index < bytes.count else {
            problems.append(ResourceProblem(message: "The comment starting on line \(startLine) is not closed with '*/'.", line: startLine))
            return nil
        }
        let text = Self.trimmed(bytes[start..<index])
        index += 2
        return text
    }

    /// After `//`: the rest of the line, trimmed (the line break is left for `skipTrivia`).
    private mutating func lineComment() -> String {
        index += 2
        let start = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return Self.trimmed(bytes[start..<index])
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = slice.firstIndex(where: { !isSpace($0) }), let last = slice.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(decoding: slice[first...last], as: UTF8.self)
    }

    /// After `"`: the string up to the closing quote, its escapes resolved.
    private mutating func quoted() -> StringsToken.Kind {
        let startLine = line
        index += 1
        // Most strings hold no escape: their text is the bytes up to the closing quote, made
        // into a string at once rather than copied a byte at a time.
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .string(String(decoding: bytes[start..<index - 1], as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte == 0x0A || byte == 0x0D, isNewline(at: index) { line += 1 }
            index += 1
        }
        var out = Array(bytes[start..<index])
        var escapes = StringsEscapeDecoder()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                problems += escapes.problems
                return .string(String(decoding: out, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index = escapes.decode(bytes, at: index + 1, line: &line, into: &out)
                continue
            }
            if byte == UInt8(ascii: "\\") { break }  // a backslash as the file's last byte
            if isNewline(at: index) { line += 1 }
            out.append(byte)
            index += 1
        }
        problems.append(ResourceProblem(message: "The string starting on line \(startLine) is not closed with '\"'.", line: startLine))
        index = bytes.count
        return .unterminatedString
    }
}
