/// Rule: a JSON data file the app bundles (a presets list, a theme, a configuration) names an
/// image or colour where a string value's key says it is one: `{"icon": "park-bench"}` names the
/// set `park-bench`, as `UIImage(named: preset.icon)` will load it. Other strings are data, not
/// names: an emoji's aliases (`"aliases": ["gift"]`), an animation's layer names, prose. A value in
/// an array takes the key of the array (`"icons": ["a", "b"]`). A string longer than a name can
/// be is left out.
///
/// Read in one pass over the bytes, without building the document: an app's JSON is mostly
/// animations and data whose values are no names (a tree of every value cost 270 instructions a
/// byte, a tenth of a large app's first index). The first syntax error ends the reading; the
/// values before it are kept, and the error is a problem of the file.
public enum JSONStringValues {
    /// The longest string kept, in UTF-8 bytes: asset and file names are far shorter.
    public static let longestName = 200

    /// The words of a key that say its value names an image or colour, found anywhere in the key
    /// without case (`iconName`, `background_image`, `tintColor`, `SFSymbol`).
    public static let nameKeyWords = [
        "icon", "image", "img", "symbol", "asset", "logo", "glyph", "picture", "thumbnail", "avatar", "badge", "color",
        "colour", "illustration", "artwork", "sprite",
    ]

    private static let wordBytes = nameKeyWords.map { Array($0.utf8) }

    /// Each distinct string value whose key names an image or colour, with its count, and what
    /// could not be read.
    public static func read(_ raw: [UInt8]) -> (values: [String: Int], problems: [ResourceProblem]) {
        let decoded = TextDecoding.utf8(from: raw)
        var scanner = Scanner(bytes: decoded.bytes)
        scanner.run()
        var problems = decoded.problems
        if let problem = scanner.problem { problems.append(problem) }
        return (scanner.values, problems)
    }

    /// Whether a key says its value names an image or colour.
    public static func isNameKey(_ key: String) -> Bool {
        isNameKey(Array(key.utf8)[...])
    }

    static func isNameKey(_ key: ArraySlice<UInt8>) -> Bool {
        // Most keys of an animation or a data dump are a letter or two: shorter than every word.
        guard key.count >= 3 else { return false }
        for word in wordBytes where key.count >= word.count {
            var start = key.startIndex
            while start + word.count <= key.endIndex {
                var matched = 0
                while matched < word.count, lowered(key[start + matched]) == word[matched] { matched += 1 }
                if matched == word.count { return true }
                start += 1
            }
        }
        return false
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// The pass itself: containers on a stack, each knowing whether its values name assets.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var values: [String: Int] = [:]
        var problem: ResourceProblem?

        private struct Container {
            var isObject: Bool
            /// Whether the values now read name assets: an array's key's, or the member's key's.
            var namesAsset: Bool
            /// In an object: whether a key comes next (else a value).
            var expectsKey = true
        }

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() {
            var stack: [Container] = []
            skipSpace()
            guard index < bytes.count else { return fail("The file holds no JSON value.") }
            // Whether the value about to be read names an asset (top level: no key, no name).
            var namesAsset = false
            while index < bytes.count {
                // An array's items name assets as its key says, whatever closed before them.
                if let top = stack.last, !top.isObject { namesAsset = top.namesAsset }
                if var top = stack.last, top.isObject, top.expectsKey {
                    // A member's key, or the object's end.
                    if bytes[index] == 0x7D, !isAfterComma(stack) {
                        stack.removeLast()
                        index += 1
                        if !afterValue(&stack) { return }
                        continue
                    }
                    guard bytes[index] == 0x22, let key = string() else { return fail("Expected a key on line \(line).") }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3A else { return fail("Expected ':' after a key on line \(line).") }
                    index += 1
                    skipSpace()
                    top.expectsKey = false
                    top.namesAsset = JSONStringValues.isNameKey(key)
                    stack[stack.count - 1] = top
                    namesAsset = top.namesAsset
                }
                guard index < bytes.count else { break }
                switch bytes[index] {
                case 0x7B:  // {
                    index += 1
                    stack.append(Container(isObject: true, namesAsset: false))
                    skipSpace()
                    continue
                case 0x5B:  // [
                    index += 1
                    stack.append(Container(isObject: false, namesAsset: namesAsset))
                    skipSpace()
                    if index < bytes.count, bytes[index] == 0x5D {
                        index += 1
                        stack.removeLast()
                        if !afterValue(&stack) { return }
                    }
                    continue
                case 0x22:  // a string value
                    guard let text = string() else { return fail("A string on line \(line) is not closed.") }
                    if namesAsset, !text.isEmpty, text.count <= longestName {
                        values[String(decoding: text, as: UTF8.self), default: 0] += 1
                    }
                case 0x2D, 0x30...0x39, 0x74, 0x66, 0x6E:  // a number, true, false, null
                    while index < bytes.count, Self.isLiteralByte(bytes[index]) { index += 1 }
                default:
                    return fail("Unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))' on line \(line).")
                }
                if !afterValue(&stack) { return }
            }
            if !stack.isEmpty { fail("The file ends inside a JSON \(stack.last?.isObject == true ? "object" : "array").") }
        }

        /// After a value: a comma (the next key or item follows) or the container's end, which may
        /// end its parent's value in turn. False after a syntax error.
        private mutating func afterValue(_ stack: inout [Container]) -> Bool {
            while true {
                skipSpace()
                guard var top = stack.last else {
                    if index < bytes.count { fail("Unexpected text after the JSON value on line \(line).") }
                    return false
                }
                guard index < bytes.count else {
                    fail("The file ends inside a JSON \(top.isObject ? "object" : "array").")
                    return false
                }
                switch bytes[index] {
                case 0x2C:  // ,
                    index += 1
                    skipSpace()
                    if top.isObject {
                        top.expectsKey = true
                        stack[stack.count - 1] = top
                    }
                    return true
                case 0x7D where top.isObject, 0x5D where !top.isObject:
                    index += 1
                    stack.removeLast()
                default:
                    fail("Expected ',' or the end of the \(top.isObject ? "object" : "array") on line \(line).")
                    return false
                }
            }
        }

        /// Whether the last thing read in the object on top was a comma (`{"a": 1,}` is no JSON).
        private func isAfterComma(_ stack: [Container]) -> Bool {
            var before = index - 1
            while before >= 0, Self.isSpace(bytes[before]) { before -= 1 }
            return before >= 0 && bytes[before] == 0x2C
        }

        /// The string at `index` (its opening quote), decoded; nil when it is not closed.
        private mutating func string() -> ArraySlice<UInt8>? {
            index += 1
            let start = index
            // Most strings hold no escape: their bytes are the value.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    return bytes[start..<(index - 1)]
                }
                if byte == 0x5C || byte == 0x0A { break }
                index += 1
            }
            guard index < bytes.count, bytes[index] == 0x5C else { return nil }
            var decoded = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    return decoded[...]
                }
                if byte == 0x0A { return nil }
                if byte == 0x5C, index + 1 < bytes.count {
                    let escaped = bytes[index + 1]
                    index += 2
                    switch escaped {
                    case 0x62: decoded.append(0x08)
                    case 0x66: decoded.append(0x0C)
                    case 0x6E: decoded.append(0x0A)
                    case 0x72: decoded.append(0x0D)
                    case 0x74: decoded.append(0x09)
                    case 0x75: decoded += unicodeEscape()
                    default: decoded.append(escaped)  // \" \\ \/ and anything else as itself
                    }
                    continue
                }
                decoded.append(byte)
                index += 1
            }
            return nil
        }

        /// The UTF-8 of `\uXXXX` after its `\u` (a surrogate pair's two escapes together); U+FFFD
        /// for an escape that names no character.
        private mutating func unicodeEscape() -> [UInt8] {
            guard var scalar = hex4() else { return [0xEF, 0xBF, 0xBD] }
            if scalar >= 0xD800, scalar < 0xDC00, index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 {
                index += 2
                if let low = hex4(), low >= 0xDC00, low < 0xE000 { scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) }
            }
            guard let character = Unicode.Scalar(scalar) else { return [0xEF, 0xBF, 0xBD] }
            return Array(String(Character(character)).utf8)
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x37
                case 0x61...0x66: digit = byte - 0x57
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }

        private mutating func skipSpace() {
            while index < bytes.count, Self.isSpace(bytes[index]) {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }

        private mutating func fail(_ message: String) {
            if problem == nil { problem = ResourceProblem(message: message, line: line) }
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        private static func isLiteralByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2E || byte == 0x2B || byte == 0x2D
                || byte == 0x45
        }
    }
}
