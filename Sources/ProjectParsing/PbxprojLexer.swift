/// One token of an old-style plist: punctuation, or a bare or quoted string (`range` excludes the quotes).
struct PbxprojToken {
    enum Kind { case open, close, equals, semicolon, punctuation, bare, quoted }
    var kind: Kind
    var range: Range<Int>
    var line: Int
}

/// Splits old-style plist text into tokens, skipping whitespace and `/* … */` and `// …` comments.
struct PbxprojLexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    mutating func next() -> PbxprojToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index, startLine = line
        let kind: PbxprojToken.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = .open
        case UInt8(ascii: "}"): kind = .close
        case UInt8(ascii: "="): kind = .equals
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","): kind = .punctuation
        case UInt8(ascii: "\""): return quoted(line: startLine)
        default:
            while index < bytes.count, !endsBareWord(at: index) { index += 1 }
            return PbxprojToken(kind: .bare, range: start..<index, line: startLine)
        }
        index += 1
        return PbxprojToken(kind: kind, range: start..<index, line: startLine)
    }

    /// The text of a string token, with `\"` and `\\` unescaped in quoted strings.
    func text(_ token: PbxprojToken) -> String {
        let slice = bytes[token.range]
        guard token.kind == .quoted, slice.contains(UInt8(ascii: "\\")) else {
            return String(decoding: slice, as: UTF8.self)
        }
        var out: [UInt8] = []
        var position = slice.startIndex
        while position < slice.endIndex {
            let byte = slice[position]
            let following = position + 1 < slice.endIndex ? slice[position + 1] : nil
            if byte == UInt8(ascii: "\\"), following == UInt8(ascii: "\"") || following == UInt8(ascii: "\\") {
                out.append(following!)
                position += 2
            } else {
                out.append(byte)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func quoted(line startLine: Int) -> PbxprojToken {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }  // the escaped byte cannot end the string
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        let end = min(index, bytes.count)
        index = min(index + 1, bytes.count)  // past the closing quote, if there is one
        return PbxprojToken(kind: .quoted, range: start..<end, line: startLine)
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if startsComment(at: index, second: "*") {
                index += 2
                while index < bytes.count, !startsComment(at: index, first: "*", second: "/") {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else if startsComment(at: index, second: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    private func startsComment(at position: Int, first: Unicode.Scalar = "/", second: Unicode.Scalar) -> Bool {
        position + 1 < bytes.count && bytes[position] == UInt8(ascii: first) && bytes[position + 1] == UInt8(ascii: second)
    }

    // Xcode quotes any string holding `//`, so a comment can never start inside a bare word.
    private func endsBareWord(at position: Int) -> Bool {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: ";"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        default:
            return startsComment(at: position, second: "*") || startsComment(at: position, second: "/")
        }
    }
}
