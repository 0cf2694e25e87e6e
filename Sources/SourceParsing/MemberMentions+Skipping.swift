/// Stepping over Swift comments and string literals, for the byte scans that read code, not what
/// its comments and texts say.
extension MemberMentions {
    /// The index past the comment or string literal that starts at `index` (`//` up to the line's
    /// end, a nested `/* */`, `"…"`, `"""…"""`, a raw `#"…"#`), or nil when none starts there: the byte
    /// scans that read code, not what its comments and texts say, step over them with it.
    package static func skipCommentOrString(_ bytes: [UInt8], at index: Int) -> Int? {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if byte == 0x2F, next == 0x2F {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            return end
        }
        if byte == 0x2F, next == 0x2A { return skipBlockComment(bytes, from: index) }
        if byte == 0x22 || (byte == 0x23 && (next == 0x22 || next == 0x23)) { return skipString(bytes, from: index) }
        return nil
    }

    /// The index after the Swift block comment (nested ones included) that starts at `start`.
    static func skipBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 1
        var index = start + 2
        let count = bytes.count
        while index < count, depth > 0 {
            if bytes[index] == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {
                depth += 1
                index += 2
            } else if bytes[index] == 0x2A, index + 1 < count, bytes[index + 1] == 0x2F {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// Past the string literal that starts at `start` (`#`s of a raw string included).
    package static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == 0x23 {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == 0x22 else { return index }
        let multiline = index + 2 < bytes.count && bytes[index + 1] == 0x22 && bytes[index + 2] == 0x22
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5C, hashes == 0 {  // an escape, the escaped byte cannot end the string
                // A backslash that ends the file ends the string: never past the last byte.
                index = min(index + 2, bytes.count)
                continue
            }
            if !multiline, byte == 0x0A { return index + 1 }  // unterminated: stop at the line's end
            if byte == 0x22 {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where index + offset >= bytes.count || bytes[index + offset] != 0x22 { closes = false }
                if closes {
                    var end = index + quotes
                    var closing = 0
                    while closing < hashes, end < bytes.count, bytes[end] == 0x23 {
                        closing += 1
                        end += 1
                    }
                    if closing == hashes { return end }
                }
            }
            index += 1
        }
        return index
    }
}
