/// How deeply string interpolations nest in Swift source (`"\("\("…")")"`), read lexically.
/// swift-syntax's lexer copies its state for every token of a nested interpolation, so memory
/// grows with the square of the depth (5,000 levels took 1.2 GB): a file nested deeper than
/// `limit` is not parsed, and says so.
enum InterpolationDepth {
    static let limit = 64

    /// Whether string interpolations in `bytes` nest deeper than `limit`.
    static func exceedsLimit(_ bytes: [UInt8], limit: Int = limit) -> Bool {
        // Each frame is a string (its closing quote count: 1 or 3) or the code of an
        // interpolation (its open parentheses).
        enum Frame { case string(quotes: Int), code(parens: Int) }
        var frames: [Frame] = []
        var strings = 0
        var index = 0
        let count = bytes.count
        func starts(_ text: StaticString, at position: Int) -> Bool {
            text.withUTF8Buffer { buffer in
                position + buffer.count <= count && (0..<buffer.count).allSatisfy { bytes[position + $0] == buffer[$0] }
            }
        }
        while index < count {
            let byte = bytes[index]
            switch frames.last {
            case .string(let quotes)?:
                if byte == 0x5C {  // backslash: an interpolation, or an escaped character
                    if index + 1 < count, bytes[index + 1] == 0x28 {
                        frames.append(.code(parens: 1))
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if byte == 0x22, quotes == 1 || starts("\"\"\"", at: index) {
                    frames.removeLast()
                    strings -= 1
                    index += quotes
                    continue
                }
                if byte == 0x0A, quotes == 1 { frames.removeLast(); strings -= 1 }  // unterminated
            default:
                if starts("//", at: index) {
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if starts("/*", at: index) {
                    var depth = 0
                    while index < count {
                        if starts("/*", at: index) { depth += 1; index += 2; continue }
                        if starts("*/", at: index) { depth -= 1; index += 2; if depth == 0 { break }; continue }
                        index += 1
                    }
                    continue
                }
                if byte == 0x22 {
                    let quotes = starts("\"\"\"", at: index) ? 3 : 1
                    frames.append(.string(quotes: quotes))
                    strings += 1
                    if strings > limit { return true }
                    index += quotes
                    continue
                }
                if case .code(let parens)? = frames.last {
                    if byte == 0x28 { frames[frames.count - 1] = .code(parens: parens + 1) }
                    if byte == 0x29 {
                        if parens == 1 { frames.removeLast() } else { frames[frames.count - 1] = .code(parens: parens - 1) }
                    }
                }
            }
            index += 1
        }
        return false
    }
}
