import SourceParsing
/// How deeply Swift source nests, read lexically before swift-syntax sees it: strings inside
/// interpolations, brackets of every kind, and generic argument lists.
///
/// swift-syntax's costs grow with nesting faster than with size: its lexer copies its state
/// for every token of a nested interpolation (memory with the square of the depth), its
/// lookahead tries every reading of nested `[` and `(` within one expression (time doubling
/// with each level), and deep brackets or generic arguments recurse past a thread's stack. A
/// file past any limit is not parsed, and the scanner says why and where; no real source comes
/// near them.
struct SwiftNesting: Equatable {
    struct Limits: Equatable {
        /// Strings nested through interpolations (`"\("\("…")")"`, raw strings too).
        var strings = 64
        /// `[` nested within one expression (no `{` between them).
        var squares = 12
        /// `[` and `(` nested within one expression.
        var expression = 16
        /// Brackets of every kind, and strings, nested anywhere.
        var brackets = 200
        /// `<` of generic arguments nested (`A<B<C>>`).
        var angles = 100
    }

    /// What went past its limit.
    enum Excess: Equatable {
        case strings, squares, expression, brackets, angles
    }

    var excess: Excess
    var limit: Int
    /// The line (1-based) where the limit was first passed.
    var line: Int

    /// What the scanner says about a file nested past `limit`.
    var message: String {
        switch excess {
        case .strings:
            return "not read: string interpolations nest deeper than \(limit) levels, which would take the Swift parser's memory with the square of the depth"
        case .squares:
            return
                "not read: '[' brackets nest deeper than \(limit) levels in one expression, which would take the Swift parser time that doubles with each level"
        case .expression:
            return "not read: brackets nest deeper than \(limit) levels in one expression, which would take the Swift parser time that grows with each level"
        case .brackets:
            return "not read: brackets nest deeper than \(limit) levels, past what the Swift parser reads safely"
        case .angles:
            return "not read: generic arguments nest deeper than \(limit) levels, past what the Swift parser reads safely"
        }
    }

    /// The first limit `bytes` passes, or nil when the file is safe to parse. Linear in size.
    static func excess(in bytes: [UInt8], limits: Limits = Limits()) -> SwiftNesting? {
        var scan = Scan(bytes: bytes, limits: limits)
        return scan.run()
    }

    /// How deep `bytes` nests in each measure, as `Limits` (tests: how near real files come).
    static func deepest(in bytes: [UInt8]) -> Limits {
        let unbounded = Limits(strings: .max, squares: .max, expression: .max, brackets: .max, angles: .max)
        var scan = Scan(bytes: bytes, limits: unbounded)
        _ = scan.run()
        return scan.deepest
    }

    private enum Frame {
        /// A string literal: its closing quote count (1 or 3) and its raw delimiter's `#` count.
        case string(quotes: Int, hashes: Int)
        /// `\(` inside a string: code until its `)`.
        case interpolation
        case paren, square, brace
    }

    private struct Scan {
        let bytes: [UInt8]
        let limits: Limits
        var frames: [Frame] = []
        /// Per frame: strings, squares and expression depth with that frame open.
        var depths: [(strings: Int, squares: Int, expression: Int)] = []
        var angles = 0
        var deepest = Limits(strings: 0, squares: 0, expression: 0, brackets: 0, angles: 0)
        var line = 1
        var index = 0

        init(bytes: [UInt8], limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        var current: (strings: Int, squares: Int, expression: Int) { depths.last ?? (0, 0, 0) }

        func starts(_ text: StaticString, at position: Int) -> Bool {
            text.withUTF8Buffer { buffer in
                position + buffer.count <= bytes.count && (0..<buffer.count).allSatisfy { bytes[position + $0] == buffer[$0] }
            }
        }

        func hashes(at position: Int) -> Int {
            var end = position
            while end < bytes.count, bytes[end] == 0x23 { end += 1 }
            return end - position
        }

        mutating func push(_ frame: Frame) -> SwiftNesting? {
            var depth = current
            switch frame {
            case .string: depth.strings += 1
            case .interpolation: break
            case .paren: depth.expression += 1
            case .square:
                depth.squares += 1
                depth.expression += 1
            case .brace:
                depth.squares = 0
                depth.expression = 0
            }
            frames.append(frame)
            depths.append(depth)
            deepest.strings = max(deepest.strings, depth.strings)
            deepest.squares = max(deepest.squares, depth.squares)
            deepest.expression = max(deepest.expression, depth.expression)
            deepest.brackets = max(deepest.brackets, frames.count)
            if depth.strings > limits.strings { return SwiftNesting(excess: .strings, limit: limits.strings, line: line) }
            if depth.squares > limits.squares { return SwiftNesting(excess: .squares, limit: limits.squares, line: line) }
            if depth.expression > limits.expression {
                return SwiftNesting(excess: .expression, limit: limits.expression, line: line)
            }
            if frames.count > limits.brackets { return SwiftNesting(excess: .brackets, limit: limits.brackets, line: line) }
            return nil
        }

        mutating func pop() {
            frames.removeLast()
            depths.removeLast()
        }

        /// Closes the innermost open frame of `kind`'s family; a stray closer is ignored.
        mutating func close(_ byte: UInt8) {
            guard let last = frames.last else { return }
            switch (last, byte) {
            case (.paren, 0x29), (.interpolation, 0x29), (.square, 0x5D), (.brace, 0x7D): pop()
            default: break
            }
        }

        static func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x5F || byte >= 0x80
        }

        mutating func run() -> SwiftNesting? {
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                if case .string(let quotes, let hashes)? = frames.last {
                    if byte == 0x5C, self.hashes(at: index + 1) == hashes {  // an escape at this string's level
                        let after = index + 1 + hashes
                        if after < count, bytes[after] == 0x28 {
                            if let excess = push(.interpolation) { return excess }
                            index = after + 1
                            continue
                        }
                        index = after + 1
                        continue
                    }
                    if byte == 0x22, quotes == 1 || starts("\"\"\"", at: index), self.hashes(at: index + quotes) >= hashes {
                        pop()
                        index += quotes + hashes
                        continue
                    }
                    if byte == 0x0A, quotes == 1 { pop() }  // an unterminated single-line string
                    index += 1
                    continue
                }
                if byte == 0x2F, starts("//", at: index) {
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if byte == 0x2F, starts("/*", at: index) {
                    var depth = 0
                    while index < count {
                        if bytes[index] == 0x0A { line += 1 }
                        if starts("/*", at: index) {
                            depth += 1
                            index += 2
                            continue
                        }
                        if starts("*/", at: index) {
                            depth -= 1
                            index += 2
                            if depth == 0 { break }
                            continue
                        }
                        index += 1
                    }
                    continue
                }
                switch byte {
                case 0x23, 0x22:  // `#…"` opens a raw string, `"` a string
                    let hashes = self.hashes(at: index)
                    let quote = index + hashes
                    guard quote < count, bytes[quote] == 0x22 else {
                        index += max(1, hashes)
                        continue
                    }
                    let quotes = starts("\"\"\"", at: quote) ? 3 : 1
                    if let excess = push(.string(quotes: quotes, hashes: hashes)) { return excess }
                    index = quote + quotes
                    continue
                case 0x28:
                    if let excess = push(.paren) { return excess }
                case 0x5B:
                    if let excess = push(.square) { return excess }
                case 0x7B:
                    angles = 0
                    if let excess = push(.brace) { return excess }
                case 0x29, 0x5D:
                    close(byte)
                case 0x7D:
                    angles = 0
                    close(byte)
                case 0x3C:  // `<` right after a name and before one: a generic argument list
                    if index > 0, Self.isIdentifier(bytes[index - 1]), index + 1 < count,
                        Self.isIdentifier(bytes[index + 1]) || bytes[index + 1] == 0x5B || bytes[index + 1] == 0x28
                    {
                        angles += 1
                        deepest.angles = max(deepest.angles, angles)
                        if angles > limits.angles { return SwiftNesting(excess: .angles, limit: limits.angles, line: line) }
                    }
                case 0x3E:
                    if angles > 0 { angles -= 1 }
                case 0x3B, 0x3D, 0x0A:
                    angles = 0
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
