/// How the blanker steps over comments, string literals, interpolations and regex literals,
/// whose braces are not code.
extension SwiftBodyBlanker {
    /// The index after a block comment starting at `start` (`/*`), honouring nesting.
    func skipBlockComment(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Interpolations nested deeper than this are not followed (the file is parsed as it is):
    /// the lexer recurses once per level, and hostile input must not exhaust a worker's stack.
    static let maximumNesting = 32

    /// At `"` or `#`: the index after the string or `#/…/#` regex literal that starts there,
    /// -1 when it never ends (or nests too deep), or nil when `#` starts something else
    /// (`#if`, `#selector`).
    func skipStringOrRegex(from start: Int, depth: Int = 0) -> Int? {
        if depth > Self.maximumNesting { return -1 }
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "/"), hashes > 0 {
            // An extended regex literal ends at `/` followed by as many `#`.
            let closing = [UInt8(ascii: "/")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
            return find(closing, from: index + 1).map { $0 + closing.count } ?? -1
        }
        guard bytes[index] == UInt8(ascii: "\"") else { return nil }
        let multiline =
            index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
            && bytes[index + 2] == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                // An escape counts only with the string's number of `#` after the backslash.
                var run = 0
                while index + 1 + run < bytes.count, run < hashes, bytes[index + 1 + run] == UInt8(ascii: "#") { run += 1 }
                if run == hashes {
                    let after = index + 1 + run
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        guard let end = skipInterpolation(from: after, depth: depth + 1) else { return -1 }
                        index = end
                        continue
                    }
                    index = after + 1
                    continue
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                var run = 0
                while run < quotes, index + run < bytes.count, bytes[index + run] == UInt8(ascii: "\"") { run += 1 }
                if run == quotes {
                    var closingHashes = 0
                    while closingHashes < hashes, index + run + closingHashes < bytes.count,
                        bytes[index + run + closingHashes] == UInt8(ascii: "#")
                    { closingHashes += 1 }
                    if closingHashes == hashes { return index + run + hashes }
                }
                index += max(run, 1)
                continue
            }
            if byte == 0x0A, !multiline { return -1 }
            index += 1
        }
        return -1
    }

    /// At the `(` of an interpolation: the index after its `)`, skipping nested strings.
    func skipInterpolation(from start: Int, depth: Int) -> Int? {
        var parens = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("):
                parens += 1
            case UInt8(ascii: ")"):
                parens -= 1
                if parens == 0 { return index + 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let end = skipStringOrRegex(from: index, depth: depth) {
                    guard end >= 0 else { return nil }
                    index = end
                    continue
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    func find(_ needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}
