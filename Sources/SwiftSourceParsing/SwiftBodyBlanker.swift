import SourceParsing
/// Blanks the bodies of functions, and the getters of computed properties, that cannot hold
/// anything sbdb reads, before swift-syntax parses the file.
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
    /// so some bodies are kept needlessly, never the reverse). A trigger that starts with `^`
    /// matches only at the start of a word (`^Image(` is SwiftUI's `Image(`, not `UIImage(`).
    static let triggers = [
        "nib", "Nib", "storyboard", "Storyboard", "instantiate", "Segue", "dequeueReusable", "ReuseIdentifier",
        "ViewController", "WindowController", "Controller(", "presentController", "pushController", "reloadRoot",
        "makeItem", "makeSupplementaryView", "named:", "cellClassesForRowDescriptorTypes",
        // A call of a helper that may load its class's nib: `register…`, `instantiate…`, or "nib" in
        // any case (`registerCells()`, `MiniBarState()`, whose "niB" reads as nib), as `CodeReference.namesANibHelper` reads.
        "^register", "^Register", "^Instantiate", "NIB", "NIb", "NiB", "nIB", "niB", "nIb",
        // `board.rawValue` of a parameter: the type whose case each caller passes.
        "rawValue",
        // SwiftUI's `Image(_:)`, `Image(decorative:)` and `Color(_:)` by a literal or a constant.
        "^Image(", "^Color(",
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
        /// Whether each trigger matches only at the start of a word (written with a leading `^`).
        let atWordStart: [Bool]

        init(_ triggers: [String]) {
            let marked = triggers.map { (text: $0.hasPrefix("^") ? String($0.dropFirst()) : $0, atWordStart: $0.hasPrefix("^")) }
            let sorted = marked.filter { !$0.text.isEmpty }.map { (bytes: Array($0.text.utf8), $0.atWordStart) }
                .sorted { $0.bytes[0] < $1.bytes[0] }
            var flat: [UInt8] = []
            var ranges: [Range<Int>] = []
            var table = [Range<Int>](repeating: 0..<0, count: 256)
            atWordStart = sorted.map(\.1)
            for (position, (trigger, _)) in sorted.enumerated() {
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

    let bytes: [UInt8]
    private let table: TriggerTable

    init(_ source: [UInt8], wrappers: [String] = []) {
        bytes = source
        table = wrappers.allSatisfy(\.isEmpty) ? Self.defaultTriggers : TriggerTable(Self.triggers + wrappers)
    }

    /// The source with trigger-free function bodies blanked, or nil when nothing was blanked
    /// (or the file could not be lexed with confidence).
    func blanked() -> [UInt8]? {
        guard let bodies = functionBodies()?.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) else { return nil }
        var output: [UInt8] = []
        var copied = 0
        for found in bodies where found.range.lowerBound >= copied && !found.range.isEmpty && isBlankable(found) {
            let body = found.range
            if copied == 0 { output.reserveCapacity(bytes.count) }
            output += bytes[copied..<body.lowerBound]
            // Only the line breaks stay: the lexer would read every other byte as trivia.
            for index in body where bytes[index] == 0x0A || bytes[index] == 0x0D { output.append(bytes[index]) }
            copied = body.upperBound
        }
        guard copied > 0 else { return nil }
        output += bytes[copied...]
        // Bodies that held only line breaks (`{\n}`) dropped nothing.
        return output.count < bytes.count ? output : nil
    }

    /// A function's body or a getter, found by `functionBodies()`.
    struct Body {
        /// Between the braces.
        let range: Range<Int>
        /// The body of a `static` or `class` function, where `self` is the class it is called on.
        let isTypeLevel: Bool
    }

    /// Whether nothing in `body` can give a fact: no trigger, not a single returned string or
    /// name, and no `self` in a type-level function (passed on, it is the class the function is
    /// called on: `SwiftFactsVisitor.addSelfArguments`).
    private func isBlankable(_ body: Body) -> Bool {
        !containsTrigger(body.range) && !returnsOnlyAString(body.range) && !returnsOnlyAName(body.range)
            && !(body.isTypeLevel && bytes[body.range].containsWord(Self.selfWord))
    }

    /// A body that only returns one name (`{ return sharedApplication }`): a `class func` that
    /// gives another property of its class, which a load may ask (a provider). Kept, as it is
    /// cheap to parse.
    func returnsOnlyAName(_ range: Range<Int>) -> Bool {
        let value = returnedValue(range)
        guard !value.isEmpty, Self.isIdentifierStart(bytes[value.lowerBound]) else { return false }
        return bytes[value].allSatisfy(Self.isIdentifierByte)
    }

    /// A body that only returns a string literal (`{ return "XMPPAccountCell" }`, `{ "Cell" }`):
    /// a function that gives a name, which a load may call (`X.cellIdentifier()`). Kept, as it
    /// is cheap to parse.
    func returnsOnlyAString(_ range: Range<Int>) -> Bool {
        let value = returnedValue(range)
        guard value.count >= 2, bytes[value.lowerBound] == 0x22, bytes[value.upperBound - 1] == 0x22 else { return false }
        // One plain literal: no other quote, escape or interpolation inside.
        return !bytes[(value.lowerBound + 1)..<(value.upperBound - 1)].contains { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A }
    }

    /// The body's text without the spaces around it and a leading `return`: what it returns, if
    /// it is one expression.
    private func returnedValue(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if end - start > 7, bytes[start..<(start + 6)].elementsEqual("return".utf8), isSpace(bytes[start + 6]) {
            start += 7
            while start < end, isSpace(bytes[start]) { start += 1 }
        }
        return start..<end
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
                                if table.atWordStart[candidate], index > 0, Self.isIdentifierByte(bytes[index - 1]) { continue }
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
        /// A `func`/`init`/`deinit` was read at `start`; its body is the next `{` at this depth.
        case function(parens: Int, start: Int)
        /// A `var` was read at `start`; its getter is the next `{` at this depth, unless an `=`
        /// comes first (a stored property, whose `{` holds observers).
        case property(parens: Int, start: Int)

        var parens: Int {
            switch self {
            case .function(let parens, _), .property(let parens, _): return parens
            }
        }
    }

    /// The interiors (between the braces) of the outermost function bodies, in order. Nested
    /// functions are not listed separately: a kept body is kept whole.
    func functionBodies() -> [Body]? {
        var bodies: [Body] = []
        var braceStack: [Bool] = []  // true when the brace opened a function body we may blank
        var parens = 0
        var pending: Pending?
        var bodyStart: Int?
        var bodyIsTypeLevel = false
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
                // `case .some(var x):` in code: a `var` in parentheses declares no property.
                if case .property(let depth, _)? = pending, parens < depth { pending = nil }
            case UInt8(ascii: "{"):
                var opensBody = false
                if let open = pending, open.parens == parens {
                    switch open {
                    case .function(_, let start) where bodyStart == nil:
                        opensBody = true
                        bodyIsTypeLevel = isTypeLevel(declaredAt: start)
                    case .property(_, let start) where bodyStart == nil:
                        opensBody = opensBlankableGetter(declaredAt: start, brace: index)
                        bodyIsTypeLevel = false
                    case .function, .property:
                        break  // inside a body: its braces are the body's
                    }
                    pending = nil
                }
                if opensBody { bodyStart = index + 1 }
                braceStack.append(opensBody)
            case UInt8(ascii: "}"):
                guard let opened = braceStack.popLast() else { return nil }
                if opened, let start = bodyStart {
                    bodies.append(Body(range: start..<index, isTypeLevel: bodyIsTypeLevel))
                    bodyStart = nil
                }
                pending = nil
            case UInt8(ascii: ";"):
                if let open = pending, open.parens == parens { pending = nil }
            case UInt8(ascii: "="):
                // A stored property's value: its braces, if any, hold observers.
                if case .property(let depth, _)? = pending, depth == parens { pending = nil }
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
                        pending = isMember ? pending : .function(parens: parens, start: index)
                    } else if end - index == 3, byte == UInt8(ascii: "v"), bytes[index + 1] == UInt8(ascii: "a"),
                        bytes[index + 2] == UInt8(ascii: "r"), index == 0 || bytes[index - 1] != UInt8(ascii: ".")
                    {
                        pending = .property(parens: parens, start: index)
                    } else if let open = pending, open.parens == parens, word.count <= Self.longestKeyword,
                        Self.declarationKeywords.contains(String(decoding: word, as: UTF8.self))
                    {
                        pending = nil
                    }
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "@"), let open = pending, open.parens == parens {
                    pending = nil  // an attribute starts the next declaration
                }
            }
            index += 1
        }
        guard braceStack.isEmpty, parens == 0 else { return nil }
        return bodies
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    }
}
