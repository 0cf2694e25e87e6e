import SourceParsing
/// Blanks the bodies of functions that cannot hold anything sbdb reads, before swift-syntax
/// parses the file.
///
/// Most of a Swift file is function bodies, and swift-syntax's parser costs the same for each
/// byte of them. A body can only matter through a call that names a nib, storyboard, scene,
/// segue or reuse identifier, a controller created without a nib, a configured wrapper, or a
/// type declared inside it; each of those needs one of `triggers` in its text. A body without
/// any is dropped but for its line breaks, so every line of the rest of the file stays where it
/// was and the facts are the same (a test checks this on every Swift fixture and a generated
/// repository); the facts read lines, never byte offsets, from the tree. Dropping the bytes
/// rather than overwriting them with spaces spares the lexer reading them as trivia.
///
/// The pass lexes just enough Swift to find braces that are code: comments (nested), string
/// literals (multi-line, raw, with interpolations) and `#/…/#` regex literals. When the file
/// ends inside a comment or string, or its braces do not balance (a bare `/…/` regex literal
/// holding a brace, say), the source is parsed as it is.
struct SwiftBodyBlanker {
    /// Text without which a body holds nothing sbdb reads (case-sensitive, matched anywhere,
    /// so some bodies are kept needlessly, never the reverse).
    static let triggers = [
        "nib", "Nib", "storyboard", "Storyboard", "instantiate", "Segue", "dequeueReusable", "ReuseIdentifier",
        "ViewController", "WindowController", "Controller(", "presentController", "pushController", "reloadRoot",
        "makeItem", "makeSupplementaryView", "named:", "Image(\"", "Color(\"", "Image(decorative",
        "class", "struct", "enum ", "actor", "protocol", "extension", "@IB", "#sourceLocation",
        // A class value (`[InfoCell.self, PriceCell.self]`): a list a function returns names each class.
        ".self",
    ]

    /// Keywords after which a body never starts: a `func` without a body (a protocol
    /// requirement) is followed by the next declaration or the end of its type.
    private static let declarationKeywords: Set<String> = [
        "func", "init", "deinit", "var", "let", "class", "struct", "enum", "protocol", "extension", "actor",
        "subscript", "typealias", "case", "import", "static", "private", "fileprivate", "public", "internal", "open",
        "override", "final", "associatedtype", "mutating", "nonmutating", "convenience", "required", "prefix",
        "postfix", "infix", "operator", "precedencegroup", "macro",
    ]

    private static let longestKeyword = declarationKeywords.map(\.utf8.count).max() ?? 0

    /// `func`, `init` or `deinit`.
    private static func startsABody(_ word: ArraySlice<UInt8>) -> Bool {
        switch word.count {
        case 4: return word.elementsEqual("func".utf8) || word.elementsEqual("init".utf8)
        case 6: return word.elementsEqual("deinit".utf8)
        default: return false
        }
    }

    /// The triggers laid out for `containsTrigger`: built once for the default triggers, and once
    /// per file only when a configuration adds wrappers (it costs more than blanking a small file).
    struct TriggerTable: Sendable {
        /// The triggers' bytes, one after another, sorted by their first byte.
        let bytes: [UInt8]
        /// Each trigger's start and end in `bytes`.
        let ranges: [Range<Int>]
        /// By first byte: the range of `ranges` whose triggers start with it (empty for most).
        let byFirstByte: [Range<Int>]

        init(_ triggers: [String]) {
            let sorted = triggers.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0[0] < $1[0] }
            var flat: [UInt8] = []
            var ranges: [Range<Int>] = []
            var table = [Range<Int>](repeating: 0..<0, count: 256)
            for (position, trigger) in sorted.enumerated() {
                ranges.append(flat.count..<flat.count + trigger.count)
                flat += trigger
                let first = Int(trigger[0])
                table[first] = table[first].isEmpty ? position..<position + 1 : table[first].lowerBound..<position + 1
            }
            bytes = flat
            self.ranges = ranges
            byFirstByte = table
        }
    }

    private static let defaultTriggers = TriggerTable(triggers)

    private let bytes: [UInt8]
    private let table: TriggerTable

    init(_ source: [UInt8], wrappers: [String] = []) {
        bytes = source
        table = wrappers.allSatisfy(\.isEmpty) ? Self.defaultTriggers : TriggerTable(Self.triggers + wrappers)
    }

    /// The source with trigger-free function bodies blanked, or nil when nothing was blanked
    /// (or the file could not be lexed with confidence).
    func blanked() -> [UInt8]? {
        guard let bodies = functionBodies()?.sorted(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
        var output: [UInt8] = []
        var copied = 0
        for body in bodies where body.lowerBound >= copied && !body.isEmpty && !containsTrigger(body) && !returnsOnlyAString(body) {
            if copied == 0 { output.reserveCapacity(bytes.count) }
            output += bytes[copied..<body.lowerBound]
            // Only the line breaks stay: the lexer would read every other byte as trivia.
            for index in body where bytes[index] == 0x0A || bytes[index] == 0x0D { output.append(bytes[index]) }
            copied = body.upperBound
        }
        guard copied > 0 else { return nil }
        output += bytes[copied...]
        return output
    }

    /// A body that only returns a string literal (`{ return "XMPPAccountCell" }`, `{ "Cell" }`):
    /// a function that gives a name, which a load may call (`X.cellIdentifier()`). Kept, as it
    /// is cheap to parse.
    func returnsOnlyAString(_ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        var end = range.upperBound
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if end - start > 7, bytes[start..<(start + 6)].elementsEqual("return".utf8), isSpace(bytes[start + 6]) {
            start += 7
            while start < end, isSpace(bytes[start]) { start += 1 }
        }
        guard end - start >= 2, bytes[start] == 0x22, bytes[end - 1] == 0x22 else { return false }
        // One plain literal: no other quote, escape or interpolation inside.
        return !bytes[(start + 1)..<(end - 1)].contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A }
    }

    /// Whether any trigger occurs in `range`: one pass, trying only the triggers that start
    /// with each byte, over the raw buffers (this runs on every byte of every body).
    func containsTrigger(_ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            table.bytes.withUnsafeBufferPointer { triggerBytes in
                table.ranges.withUnsafeBufferPointer { triggerRanges in
                    table.byFirstByte.withUnsafeBufferPointer { byFirstByte in
                        var index = range.lowerBound
                        while index < range.upperBound {
                            for candidate in byFirstByte[Int(bytes[index])] {
                                let trigger = triggerRanges[candidate]
                                guard index + trigger.count <= range.upperBound else { continue }
                                var offset = 1
                                while offset < trigger.count, bytes[index + offset] == triggerBytes[trigger.lowerBound + offset] {
                                    offset += 1
                                }
                                if offset == trigger.count { return true }
                            }
                            index += 1
                        }
                        return false
                    }
                }
            }
        }
    }

    // MARK: Lexing

    private enum Pending {
        /// A `func`/`init`/`deinit` was read; its body is the next `{` at this depth.
        case function(parens: Int)
    }

    /// The interiors (between the braces) of the outermost function bodies, in order. Nested
    /// functions are not listed separately: a kept body is kept whole.
    func functionBodies() -> [Range<Int>]? {
        var bodies: [Range<Int>] = []
        var braceStack: [Bool] = []  // true when the brace opened a function body we may blank
        var parens = 0
        var pending: Pending?
        var bodyStart: Int?
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                    guard let end = skipBlockComment(from: index) else { return nil }
                    index = end
                    continue
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let end = skipStringOrRegex(from: index) {
                    guard end >= 0 else { return nil }
                    index = end
                    continue
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                parens += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                parens -= 1
                if parens < 0 { return nil }
            case UInt8(ascii: "{"):
                var opensBody = false
                if case .function(let depth)? = pending, depth == parens {
                    opensBody = bodyStart == nil
                    pending = nil
                }
                if opensBody { bodyStart = index + 1 }
                braceStack.append(opensBody)
            case UInt8(ascii: "}"):
                guard let opened = braceStack.popLast() else { return nil }
                if opened, let start = bodyStart {
                    bodies.append(start..<index)
                    bodyStart = nil
                }
                if case .function? = pending { pending = nil }
            case UInt8(ascii: ";"):
                if case .function(let depth)? = pending, depth == parens { pending = nil }
            default:
                if Self.isIdentifierStart(byte), index == 0 || !Self.isIdentifierByte(bytes[index - 1]) {
                    // A word in backticks is a name, never a keyword.
                    let quoted = index > 0 && bytes[index - 1] == UInt8(ascii: "`")
                    var end = index + 1
                    while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                    // Words are compared as bytes: most are names, and no String is made for them.
                    let word = bytes[index..<end]
                    if quoted {
                        // a name such as `func`
                    } else if Self.startsABody(word) {
                        // `init` is also a member (`.init(...)`, `super.init`): only a declaration counts.
                        let isMember = index > 0 && bytes[index - 1] == UInt8(ascii: ".")
                        pending = isMember ? pending : .function(parens: parens)
                    } else if case .function(let depth)? = pending, depth == parens, word.count <= Self.longestKeyword,
                        Self.declarationKeywords.contains(String(decoding: word, as: UTF8.self))
                    {
                        pending = nil
                    }
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "@"), case .function(let depth)? = pending, depth == parens {
                    pending = nil  // an attribute starts the next declaration
                }
            }
            index += 1
        }
        guard braceStack.isEmpty, parens == 0 else { return nil }
        return bodies
    }

    /// The index after a block comment starting at `start` (`/*`), honouring nesting.
    private func skipBlockComment(from start: Int) -> Int? {
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
    private func skipStringOrRegex(from start: Int, depth: Int = 0) -> Int? {
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
    private func skipInterpolation(from start: Int, depth: Int) -> Int? {
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

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }
}
