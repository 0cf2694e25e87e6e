/// Resolves the backslash escapes of a quoted `.strings` string, as CoreFoundation does:
/// `\n \t \r \a \b \f \v`, octal `\033` (up to three digits, taken as Latin-1 where
/// CoreFoundation would use NeXTSTEP's encoding above 127), `\U20AC` or `\u20AC` (up to four
/// hex digits; two in a row that form a surrogate pair give one character), and any other
/// escaped character as itself (`\"`, `\\`, `\'`).
struct StringsEscapeDecoder {
    private(set) var problems: [ResourceProblem] = []

    /// Decodes the escape whose letter is at `position` into `out`; returns the index after it.
    mutating func decode(_ bytes: [UInt8], at position: Int, line: inout Int, into out: inout [UInt8]) -> Int {
        let letter = bytes[position]
        switch letter {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            let (value, end) = Self.number(bytes, from: position, maxDigits: 3, radix: 8)
            Self.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)), to: &out)
            return end
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            return unicode(bytes, at: position, line: line, into: &out)
        default:
            if letter == 0x0A || (letter == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)) {
                line += 1
            }
            out.append(letter)
        }
        return position + 1
    }

    /// `\U` and up to four hex digits, and the `\U` of a low surrogate that follows a high one.
    private mutating func unicode(_ bytes: [UInt8], at position: Int, line: Int, into out: inout [UInt8]) -> Int {
        let (value, end) = Self.number(bytes, from: position + 1, maxDigits: 4, radix: 16)
        guard end > position + 1 else {
            problems.append(ResourceProblem(message: "'\\U' is not followed by hex digits on line \(line).", line: line))
            out.append(bytes[position])
            return position + 1
        }
        if (0xD800...0xDBFF).contains(value), end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"),
            bytes[end + 1] == UInt8(ascii: "U") || bytes[end + 1] == UInt8(ascii: "u")
        {
            let (low, lowEnd) = Self.number(bytes, from: end + 2, maxDigits: 4, radix: 16)
            if lowEnd > end + 2, (0xDC00...0xDFFF).contains(low) {
                let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                Self.append(Unicode.Scalar(UInt32(combined)) ?? "\u{FFFD}", to: &out)
                return lowEnd
            }
        }
        guard let scalar = Unicode.Scalar(UInt32(value)) else {
            let hex = String(value, radix: 16, uppercase: true)
            problems.append(
                ResourceProblem(
                    message: "The escape '\\U\(hex)' on line \(line) is half a surrogate pair; it was replaced by U+FFFD.", line: line))
            Self.append("\u{FFFD}", to: &out)
            return end
        }
        Self.append(scalar, to: &out)
        return end
    }

    /// Up to `maxDigits` digits of `radix` from `start`: their value and the index after them.
    private static func number(_ bytes: [UInt8], from start: Int, maxDigits: Int, radix: Int) -> (Int, Int) {
        var value = 0, index = start
        while index < bytes.count, index - start < maxDigits, let digit = digitValue(bytes[index]), digit < radix {
            value = value * radix + digit
            index += 1
        }
        return (value, index)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    static func append(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        out.append(contentsOf: Character(scalar).utf8)
    }
}
