import SourceParsing
extension ObjCLexer {
    /// `@"…"`, joined with the string literals that directly follow it (`@"a" @"b"`, `@"a" "b"`).
    mutating func lexObjCString() -> ObjCToken {
        let start = position, startLine = line
        position += 1
        var value = readQuoted(what: "string literal")
        var parts = [String(decoding: bytes[start..<position], as: UTF8.self)]
        var end = position
        while true {
            let saved = (position, line, lineHasToken)
            skipTrivia(reporting: false)
            let partStart = position
            if peek(0) == ObjCByte.at, peek(1) == ObjCByte.quote {
                position += 1
            } else if peek(0) != ObjCByte.quote {
                (position, line, lineHasToken) = saved
                break
            }
            value += readQuoted(what: "string literal")
            parts.append(String(decoding: bytes[partStart..<position], as: UTF8.self))
            end = position
        }
        return ObjCToken(
            kind: .string, text: String(decoding: value, as: UTF8.self), start: start, end: end,
            line: startLine, joinedSource: parts.count > 1 ? parts.joined(separator: " ") : nil)
    }

    /// A C string whose opening quote is at `contentStart` (after any prefix such as `L` or `u8`).
    mutating func lexCString(from start: Int, contentStart: Int) -> ObjCToken {
        let startLine = line
        position = contentStart
        let value = readQuoted(what: "string literal")
        return ObjCToken(
            kind: .cString, text: String(decoding: value, as: UTF8.self), start: start,
            end: position, line: startLine)
    }

    /// A character literal whose opening quote is at `position` (after any prefix).
    mutating func lexCharacter(from start: Int) -> ObjCToken {
        let startLine = line
        _ = readQuoted(what: "character literal")
        return ObjCToken(
            kind: .character, text: String(decoding: bytes[start..<position], as: UTF8.self),
            start: start, end: position, line: startLine)
    }

    /// A C++ raw string `R"delim(…)delim"` whose quote is at `position`.
    mutating func lexRawString(from start: Int) -> ObjCToken {
        let startLine = line
        let quote = position
        var delimiterEnd = quote + 1
        while delimiterEnd < bytes.count, delimiterEnd - quote <= 17,
            !"()\\ \t\n\r\"".utf8.contains(bytes[delimiterEnd])
        { delimiterEnd += 1 }
        guard delimiterEnd < bytes.count, bytes[delimiterEnd] == ObjCByte.openParen else {
            return lexCString(from: start, contentStart: quote)  // not a raw string after all
        }
        let closing = [ObjCByte.closeParen] + bytes[(quote + 1)..<delimiterEnd] + [ObjCByte.quote]
        position = delimiterEnd + 1
        let contentStart = position
        while position < bytes.count {
            if bytes[position] == ObjCByte.closeParen, bytes[position...].starts(with: closing) {
                let value = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                position += closing.count
                return ObjCToken(kind: .cString, text: value, start: start, end: position, line: startLine)
            }
            if ObjCByte.isNewline(bytes[position]) { consumeNewline() } else { position += 1 }
        }
        diagnostics.append(SourceDiagnostic(line: startLine, message: "Unterminated raw string literal."))
        return ObjCToken(
            kind: .cString, text: String(decoding: bytes[contentStart...], as: UTF8.self),
            start: start, end: position, line: startLine)
    }

    /// Reads from the opening quote at `position` through the matching quote, decoding escapes.
    /// A line break or the end of input first cuts the literal off, with a diagnostic.
    mutating func readQuoted(what: String) -> [UInt8] {
        let quote = bytes[position], startLine = line
        position += 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return value
            }
            if ObjCByte.isNewline(byte) { break }
            if byte == ObjCByte.backslash {
                readEscape(into: &value)
            } else {
                value.append(byte)
                position += 1
            }
        }
        diagnostics.append(SourceDiagnostic(line: startLine, message: "Unterminated \(what)."))
        return value
    }

    /// Decodes the escape sequence at `position` (a backslash) into UTF-8 bytes.
    private mutating func readEscape(into value: inout [UInt8]) {
        position += 1
        guard position < bytes.count else { return }
        let byte = bytes[position]
        if ObjCByte.isNewline(byte) {
            consumeNewline()  // a line splice inside the literal
            return
        }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(ObjCByte.newline)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(ObjCByte.carriageReturn)
        case UInt8(ascii: "a"): value.append(0x07)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "v"): value.append(0x0B)
        case UInt8(ascii: "e"): value.append(0x1B)
        case UInt8(ascii: "x"): appendScalar(readDigits(radix: 16, limit: 8), into: &value)
        case UInt8(ascii: "u"): appendScalar(readDigits(radix: 16, limit: 4), into: &value)
        case UInt8(ascii: "U"): appendScalar(readDigits(radix: 16, limit: 8), into: &value)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            position -= 1
            appendScalar(readDigits(radix: 8, limit: 3), into: &value)
        default: value.append(byte)  // \" \' \\ \? and unknown escapes stand for themselves
        }
    }

    private mutating func readDigits(radix: UInt32, limit: Int) -> UInt32 {
        var result: UInt32 = 0
        var count = 0
        while count < limit, position < bytes.count,
            let digit = ObjCByte.digitValue(bytes[position]), digit < radix
        {
            result = result &* radix &+ digit
            position += 1
            count += 1
        }
        return result
    }

    private func appendScalar(_ code: UInt32, into value: inout [UInt8]) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        UTF8.encode(scalar) { value.append($0) }
    }

    /// A preprocessor line from the `#` at `position` through its last continuation line.
    mutating func lexDirective() -> ObjCToken {
        let start = position, startLine = line
        position += 1
        while position < bytes.count, !ObjCByte.isNewline(bytes[position]) {
            let byte = bytes[position]
            if byte == ObjCByte.backslash, ObjCByte.isNewline(peek(1)) {
                position += 1
                consumeNewline()
            } else if byte == ObjCByte.slash, peek(1) == ObjCByte.star {
                skipBlockComment(reporting: true)
            } else if byte == ObjCByte.slash, peek(1) == ObjCByte.slash {
                break  // the rest of the line is a comment
            } else if byte == ObjCByte.quote || byte == ObjCByte.apostrophe {
                skipQuotedQuietly()
            } else {
                position += 1
            }
        }
        let text = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        return ObjCToken(kind: .directive, text: text, start: start, end: position, line: startLine)
    }

    /// Skips a quoted run inside a directive (`#error don't` is not an error), stopping at the line's end.
    private mutating func skipQuotedQuietly() {
        let quote = bytes[position]
        position += 1
        while position < bytes.count, !ObjCByte.isNewline(bytes[position]), bytes[position] != quote {
            position += bytes[position] == ObjCByte.backslash && !ObjCByte.isNewline(peek(1)) ? 2 : 1
        }
        position = min(position, bytes.count)
        if position < bytes.count, bytes[position] == quote { position += 1 }
    }
}
