/// Rule: before a menu shows, AppKit asks the responder that handles each item's action to
/// validate the item (`validateMenuItem:`, `validateUserInterfaceItem:`, `validateToolbarItem:`),
/// and a validation that sets the item's title there replaces the title IB gave every item with
/// that action, each time the menu opens:
/// `if (action == @selector(toggleFilterBar:)) menuItem.title = NSLocalizedString(@"Hide Filter Bar", nil);`.
/// A title set in a branch belongs to the selectors its condition (or `case`) tests; the file's
/// mentions mark each as `prefix` + the selector (`^toggleFilterBar:`).
public enum ValidationRetitles {
    /// The mark of an action whose items a validation retitles.
    public static let prefix = "^"

    /// The validation methods AppKit calls with the item to validate.
    public static let methods: Set<String> = ["validateMenuItem", "validateUserInterfaceItem", "validateToolbarItem"]

    /// Adds to a file's counted names (`MemberMentions`) the mark of each selector whose items its
    /// validation methods retitle, as `scan` finds them; `scan` runs only when the file names a
    /// validation method at all, which most files do not.
    public static func mark(in mentions: inout [String: Int], _ scan: () -> Set<String>) {
        guard methods.contains(where: { mentions[$0] != nil }) else { return }
        for selector in scan() { mentions[prefix + selector, default: 0] += 1 }
    }

    /// The selectors whose items Swift validation methods retitle, in a file's source.
    public static func swift(_ bytes: [UInt8]) -> Set<String> {
        var scan = Scan()
        var index = 0
        let count = bytes.count
        var lastWord = 0..<0
        while index < count {
            let byte = bytes[index]
            if let next = MemberMentions.skipCommentOrString(bytes, at: index) {
                index = next
            } else if MemberMentions.isWordStart(byte) {
                let start = index
                while index < count, MemberMentions.isWordByte(bytes[index]) { index += 1 }
                let word = bytes[start..<index]
                let preceded = start > 0 ? bytes[start - 1] : 0
                if scan.depth == 0 {
                    if scan.signature == nil, equals(bytes[lastWord], "func"),
                        methods.contains(String(decoding: word, as: UTF8.self))
                    {
                        scan.signature = 0
                    }
                } else if preceded == 0x23, equals(word, "selector") {  // #selector(…)
                    let (names, end) = swiftSelector(bytes, from: index)
                    scan.tested(names)
                    index = end
                } else if equals(word, "case") || equals(word, "default") {
                    scan.startCase()
                } else if preceded == 0x2E, equals(word, "title") || equals(word, "attributedTitle"),
                    !equals(bytes[lastWord], "self"),
                    MemberMentions.isAssigned(bytes, after: index)
                {
                    scan.retitle()
                }
                lastWord = start..<index
            } else {
                switch byte {
                case 0x28: if let depth = scan.signature { scan.signature = depth + 1 }
                case 0x29: if let depth = scan.signature, depth > 0 { scan.signature = depth - 1 }
                case 0x7B: scan.open()
                case 0x7D: scan.close()
                default: break
                }
                index += 1
            }
        }
        return scan.retitled
    }

    /// The Objective-C selectors `#selector(…)` names: `toggleFilterBar(_:)` is `toggleFilterBar:`,
    /// `open(with:)` is `openWith:`, `Type.reload(_:)` is `reload:`; a bare `reload` names the method
    /// with or without a sender, so both. Returns the names and the index after the `)`.
    static func swiftSelector(_ bytes: [UInt8], from start: Int) -> (names: [String], end: Int) {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x28 else { return ([], index) }
        var depth = 0
        let open = index
        while index < bytes.count {
            if bytes[index] == 0x28 { depth += 1 }
            if bytes[index] == 0x29 {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < bytes.count else { return ([], index) }
        var text = Array(bytes[(open + 1)..<index].filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 })
        if text.starts(with: Array("getter:".utf8)) || text.starts(with: Array("setter:".utf8)) { return ([], index + 1) }
        let paren = text.firstIndex(of: 0x28)
        let head = text[..<(paren ?? text.endIndex)]
        let base = head.lastIndex(of: 0x2E).map { head[head.index(after: $0)...] } ?? head
        guard !base.isEmpty else { return ([], index + 1) }
        let name = String(decoding: base, as: UTF8.self)
        guard let paren else { return ([name, name + ":"], index + 1) }
        text = Array(text[(paren + 1)...].dropLast())
        let labels = text.split(separator: 0x3A, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let first = labels.first else { return ([name], index + 1) }
        var selector = name
        if first != "_" {
            // Swift's Objective-C name: `fooWithBar:` for `foo(bar:)`, but `openWith:` for `open(with:)`,
            // whose label's first word is a preposition already.
            let word = String(first.prefix { !$0.isUppercase })
            selector += (prepositions.contains(word) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return ([selector], index + 1)
    }

    /// The state of one file's scan: where a validation method's body is, and which selectors
    /// the branch now being read tests.
    package struct Scan {
        /// Paren depth in a validation method's signature, until its body opens.
        package var signature: Int?
        /// Brace depth inside a validation method's body; 0 outside one.
        package var depth = 0
        /// The selectors the current condition tests.
        package var testing: [String] = []
        /// Whether the condition that `testing` holds has ended (its branch opened): the next
        /// selector starts another.
        package var conditionEnded = false
        package var retitled: Set<String> = []

        package init() {}

        package mutating func tested(_ names: [String]) {
            guard depth > 0 else { return }
            if conditionEnded {
                testing = []
                conditionEnded = false
            }
            testing += names
        }

        package mutating func startCase() {
            guard depth > 0 else { return }
            testing = []
            conditionEnded = false
        }

        package mutating func retitle() {
            guard depth > 0 else { return }
            retitled.formUnion(testing)
        }

        package mutating func open() {
            if signature != nil {
                signature = nil
                depth = 1
                testing = []
                conditionEnded = false
            } else if depth > 0 {
                depth += 1
                conditionEnded = true
            }
        }

        package mutating func close() {
            guard depth > 0 else { return }
            depth -= 1
        }
    }

    /// The prepositions after which Swift adds no `With` to an Objective-C selector's first piece.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given",
        "in", "including", "inside", "into", "like", "of", "on", "onto", "over", "past", "since", "through", "to", "toward",
        "towards", "under", "until", "upon", "via", "with", "within", "without",
    ]

    static func equals(_ word: ArraySlice<UInt8>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var index = word.startIndex
            for byte in expected {
                if word[index] != byte { return false }
                index += 1
            }
            return true
        }
    }
}
