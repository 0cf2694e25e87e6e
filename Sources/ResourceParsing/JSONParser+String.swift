extension JSONParser {
    /// A string at `index` (on its `"`), escapes resolved; nil (and a failure) when it is not
    /// closed on its line. A lone surrogate or a bad escape becomes U+FFFD and a problem.
    mutating func string() -> String? {
        let startLine = line
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                escape(into: &out)
            case 0x0A, 0x0D:
                // JSON strings cannot hold a raw line break; stopping here keeps an unclosed
                // quote from swallowing the rest of the file.
                fail("The string starting on line \(startLine) is not closed before the end of its line.")
                return nil
            default:
                out.append(byte)
                index += 1
            }
        }
        fail("The string starting on line \(startLine) is not closed before the end of the file.")
        return nil
    }

    /// On a `\`: appends the escaped character and moves past the escape.
    private mutating func escape(into out: inout [UInt8]) {
        guard index + 1 < bytes.count else {
            index += 1
            return  // the string's loop reports the missing quote
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"): unicodeEscape(into: &out)
        default:
            // The letter is kept as itself; it may be a line break, which the string's loop must see.
            index -= 1
            problems.append(ResourceProblem(message: "'\\' then \(describe(at: index)) on line \(line) is not a JSON escape.", line: line))
        }
    }

    /// After `\u`: four hex digits, and a second `\uXXXX` when they are a high surrogate.
    private mutating func unicodeEscape(into out: inout [UInt8]) {
        guard let unit = hex4(at: index) else {
            problems.append(ResourceProblem(message: "'\\u' on line \(line) is not followed by four hex digits.", line: line))
            StringsEscapeDecoder.append("\u{FFFD}", to: &out)
            return
        }
        index += 4
        if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low)
        {
            index += 6
            let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            StringsEscapeDecoder.append(scalar, to: &out)
            return
        }
        guard let scalar = Unicode.Scalar(unit) else {
            let hex = String(unit, radix: 16, uppercase: true)
            problems.append(
                ResourceProblem(
                    message: "The escape '\\u\(hex)' on line \(line) is half a surrogate pair; it was replaced by U+FFFD.", line: line))
            StringsEscapeDecoder.append("\u{FFFD}", to: &out)
            return
        }
        StringsEscapeDecoder.append(scalar, to: &out)
    }

    private func hex4(at position: Int) -> UInt32? {
        guard position >= 0, position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
