/// How often each member-like name occurs in a file: identifiers that start with a lower-case
/// letter or `_` (`titleLabel`, `onFirePressed`, `_status`), outside comments and string
/// literals, language keywords left out. A member that code mentions more often than it is
/// declared is used by code (`#selector(onFirePressed)`, `[self refresh:nil]`, `_status = …`).
public enum MemberMentions {
    /// A class created (`Foo()`) or handed on (`x = Foo.self`), with its 1-based line and the
    /// type whose code does it.
    public typealias Construction = (name: String, line: Int, enclosingType: String?)

    /// The mark of a property assigned through a member access (`=nibName` for `view.nibName = …`).
    public static let assignedPrefix = "="

    /// Counts the names of Swift source, skipping `//` and nested `/* */` comments and string
    /// literals (`"…"`, `"""…"""`, raw `#"…"#`), whose interpolations are skipped too.
    public static func swift(_ bytes: [UInt8]) -> [String: Int] {
        swiftScan(bytes).counts
    }

    /// The counts of `swift(_:)`, and each `Foo()` (a type's name, then `()`): a class created
    /// without arguments, with the 1-based line. Function bodies that `SwiftBodyBlanker` blanks
    /// hold most of these calls, so they are read here, on the source as written.
    public static func swiftScan(_ bytes: [UInt8]) -> (
        counts: [String: Int], onOthers: [String: Int], constructions: [Construction],
        arguments: [CodeConstant], handoffs: [Construction],
        strings: [String: Int], typeMentions: [TypeMention], directives: [ConditionalLines.Directive]
    ) {
        // Counted by the bytes of each name: a string is made once per distinct name, not per use.
        // The low 32 bits count every use, the high ones the uses on another object than self
        // (`onOthers`), so one table lookup counts both.
        var byBytes: [ByteKey: Int] = [:]
        // About one distinct name for every hundred bytes of Swift: reserved once, the table is
        // not rehashed as it grows (a fifth of the scan's dictionary cost).
        byBytes.reserveCapacity(bytes.count / 96 + 16)
        var selectorNames: [String: Int] = [:]
        var constructions: [Construction] = []
        var calls = CallArguments.Tracker()
        var typeMentions = TypeMentionCollector()
        var directives: [ConditionalLines.Directive] = []
        var handoffs: [Construction] = []
        var strings: [String: Int] = [:]
        var accessibilityReceivers: [String: Int] = [:]
        var typedUses: [Range<Int>] = []
        var assigned: [String: Int] = [:]
        var lastWord = 0..<0
        // Right after `func name`: the next `(` opens its parameter clause, not a call.
        var signatureClause = false
        // `open(` declared or called: a keyword's word counted as a function's name.
        var openCalls = 0
        var index = 0
        var line = 1
        var counted = 0  // newlines are counted lazily, up to the construction found
        let count = bytes.count
        // The 1-based line of `position`, counting newlines lazily from where it last stopped.
        func lineAt(_ position: Int) -> Int {
            while counted < position {
                if bytes[counted] == 0x0A { line += 1 }
                counted += 1
            }
            return line
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {  // //
                while index < count, bytes[index] != 0x0A { index += 1 }
            } else if byte == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A {  // /* … */, nested
                index = skipBlockComment(bytes, from: index)
            } else if byte == 0x22 || (byte == 0x23 && index + 1 < count && (bytes[index + 1] == 0x22 || bytes[index + 1] == 0x23)) {
                let start = index
                index = skipString(bytes, from: index)
                calls.noteValue()
                if let name = StringLiterals.swift(bytes[start..<index]) { strings[name, default: 0] += 1 }
                // A string that spells a selector ("selectNextDown:") names a method.
                if let name = selectorName(bytes[start..<index]) { selectorNames[name, default: 0] += 1 }
            } else if isWordStart(byte) {
                let start = index
                while index < count, isWordByte(bytes[index]) { index += 1 }
                // A member access after `.` and a plain name count alike; `#selector` and `@objc` do not.
                let preceded = start > 0 ? bytes[start - 1] : 0
                // `dismissButton.accessibilityLabel = …`: the receiver's accessibility is set in code.
                // Every member is 18 bytes or more and starts with a, i or s: most words are ruled
                // out before a string is made of them.
                if index - start >= accessibilityMemberMinimumLength, byte == 0x61 || byte == 0x69 || byte == 0x73,
                    accessibilityMembers.contains(String(decoding: bytes[start..<index], as: UTF8.self))
                {
                    // On self (`isAccessibilityElement = true`, `self.accessibilityElements = […]`): the
                    // class's own view is the element VoiceOver reads.
                    let typed = preceded == 0x2E && !lastWord.isEmpty && receiverEnds(bytes, at: lastWord.upperBound, before: start)
                    let receiver = typed ? String(decoding: bytes[lastWord], as: UTF8.self) : "self"
                    accessibilityReceivers[receiver + accessibilitySuffix, default: 0] += 1
                    // `cell.accessibilityLabel = …` where `cell` is declared `as! NoteCell`: NoteCell's,
                    // found after the scan for all such uses at once.
                    if typed, receiver != "self" { typedUses.append(lastWord) }
                } else if preceded == 0x2E, byte == 0x70 || byte == 0x61 || byte == 0x73 || byte == 0x74,
                    mayBeLabelMember(length: index - start), !lastWord.isEmpty, receiverEnds(bytes, at: lastWord.upperBound, before: start),
                    case let member = String(decoding: bytes[start..<index], as: UTF8.self), labelMembers.contains(member),
                    member.hasPrefix("set") ? !passesEmptyText(bytes, after: index) : isAssigned(bytes, after: index)
                {
                    // `nameField.placeholder = …`, `button.setTitle(…)`: code gives the receiver a
                    // text VoiceOver reads (never self: a view controller's title labels no control).
                    let receiver = String(decoding: bytes[lastWord], as: UTF8.self)
                    if receiver != "self" { accessibilityReceivers[receiver + accessibilitySuffix, default: 0] += 1 }
                } else if preceded == 0x2E, byte == 0x69 || byte == 0x73, index - start == 5 || index - start == 8,
                    !lastWord.isEmpty, receiverEnds(bytes, at: lastWord.upperBound, before: start),
                    case let member = String(decoding: bytes[start..<index], as: UTF8.self), member == "image" || member == "setImage",
                    showsSystemSymbol(bytes, after: index)
                {
                    // `infoButton.setImage(UIImage(systemName: "info.circle"), for: .normal)`: an SF Symbol
                    // describes itself to VoiceOver, as one IB shows does.
                    let receiver = String(decoding: bytes[lastWord], as: UTF8.self)
                    if receiver != "self" { accessibilityReceivers[receiver + accessibilitySuffix, default: 0] += 1 }
                }
                let receiver = lastWord
                lastWord = start..<index
                // Signatures, types, locals and initialisers' assignments (`CallArguments+Scan`).
                if calls.noteWord(bytes, start..<index, preceded: preceded, receiver: receiver, lineAt: lineAt) { signatureClause = true }
                if byte >= 0x41, byte <= 0x5A, preceded != 0x23, preceded != 0x40 {
                    typeMentions.note(bytes, start..<index, previous: receiver, tracker: calls)
                } else if preceded == 0x40 {
                    typeMentions.noteAttribute(bytes, start..<index)
                } else if preceded == 0x23, byte == 0x69 || byte == 0x65, index - start >= 2, index - start <= 6,
                    ConditionalLines.isSwiftDirective(bytes[start..<index])
                {
                    // `#if`, `#elseif`, `#else`, `#endif`: the rest of the line is the condition.
                    var end = index
                    while end < count, bytes[end] != 0x0A { end += 1 }
                    directives.append(.init(line: lineAt(start), text: String(decoding: bytes[start..<end], as: UTF8.self)))
                }
                if preceded != 0x23, preceded != 0x40, isMemberStart(byte) {
                    byBytes[ByteKey(bytes[start..<index]), default: 0] +=
                        preceded == 0x2E && !isSelfReceiver(bytes, receiver, before: start) ? 1 | 1 << 32 : 1
                    // `view.nibName = …`: a property code sets (`assignedPrefix` + its name).
                    if preceded == 0x2E, isAssigned(bytes, after: index) {
                        assigned[assignedPrefix + String(decoding: bytes[start..<index], as: UTF8.self), default: 0] += 1
                    }
                } else if byte >= 0x41, byte <= 0x5A, preceded != 0x2E, isAssignedAsClass(bytes, start: start, end: index) {
                    // `simperium.authenticationViewControllerClass = SPOnboardingViewController.self`:
                    // the class is handed on for whoever creates it, as `Foo()` would.
                    while counted < start {
                        if bytes[counted] == 0x0A { line += 1 }
                        counted += 1
                    }
                    handoffs.append((String(decoding: bytes[start..<index], as: UTF8.self), line, calls.enclosingType))
                } else if byte >= 0x41, byte <= 0x5A, preceded != 0x2E, index + 1 < count,
                    bytes[index] == 0x28, bytes[index + 1] == 0x29
                {  // `Foo()`, not `.Foo()`
                    while counted < start {
                        if bytes[counted] == 0x0A { line += 1 }
                        counted += 1
                    }
                    constructions.append((String(decoding: bytes[start..<index], as: UTF8.self), line, calls.enclosingType))
                }
            } else {
                switch byte {
                case 0x28:  // `(`: a call when a name ends right before it (`open("Main")`, not `#selector(`)
                    let preceded = lastWord.lowerBound > 0 ? bytes[lastWord.lowerBound - 1] : 0
                    // `open(…)`, declared or called: the function, not the modifier, which no `(` follows.
                    if lastWord.upperBound == index, lastWord.count == 4, bytes[lastWord].elementsEqual("open".utf8) { openCalls += 1 }
                    if signatureClause {
                        // A declared function's parameter clause passes nothing.
                        signatureClause = false
                        calls.open(at: index, call: nil)
                    } else if lastWord.upperBound == index, !lastWord.isEmpty, preceded != 0x23, preceded != 0x40 {
                        while counted < lastWord.lowerBound {
                            if bytes[counted] == 0x0A { line += 1 }
                            counted += 1
                        }
                        calls.open(at: index, call: (lastWord, preceded, line))
                    } else {
                        calls.open(at: index, call: nil)
                    }
                case 0x5B: calls.open(at: index, call: nil)
                case 0x7B: calls.openBrace(bytes, at: index)
                case 0x29, 0x5D, 0x7D: calls.close(bytes, at: index)
                case 0x2C: calls.comma(bytes, at: index)
                case 0x2E: calls.noteValue()
                default: break
                }
                index += 1
            }
        }
        var counts: [String: Int] = [:]
        var onOthers: [String: Int] = [:]
        counts.reserveCapacity(byBytes.count)
        for (key, packed) in byBytes {
            let word = key.bytes
            let name = String(decoding: word, as: UTF8.self)
            guard !swiftKeywords.contains(name) else { continue }
            counts[name] = packed & 0xFFFF_FFFF
            if packed >> 32 > 0 { onOthers[name] = packed >> 32 }
        }
        for (name, count) in selectorNames { counts[name, default: 0] += count }
        if openCalls > 0 { counts["open", default: 0] += openCalls }
        for type in TypedReceivers.swiftTypes(of: typedUses, in: bytes) {
            accessibilityReceivers[TypedReceivers.mark(type), default: 0] += 1
        }
        counts.merge(accessibilityReceivers) { $0 + $1 }
        counts.merge(assigned) { $0 + $1 }
        return (
            counts, onOthers, constructions, calls.arguments + calls.assignments, handoffs, strings, typeMentions.mentions, directives
        )
    }

    /// Whether the member access at `start` (after a `.`) is on self: `self.name`, `self?.name`
    /// (a weak self), `super.name`. Any other receiver (`editor.name`, `items[0].name`,
    /// `make().name`, `.name`) is another object, as far as a byte scan can tell.
    static func isSelfReceiver(_ bytes: [UInt8], _ lastWord: Range<Int>, before start: Int) -> Bool {
        guard !lastWord.isEmpty, receiverEnds(bytes, at: lastWord.upperBound, before: start) else { return false }
        let length = lastWord.count
        if length == 4 {
            return bytes[lastWord.lowerBound] == 0x73 && bytes[lastWord.lowerBound + 1] == 0x65
                && bytes[lastWord.lowerBound + 2] == 0x6C && bytes[lastWord.lowerBound + 3] == 0x66
        }
        return length == 5 && bytes[lastWord].elementsEqual("super".utf8)
    }

    /// Whether the word at `start..<end` is `Foo.self` assigned with `=` (not compared with `==`,
    /// not passed to `Bundle(for:)`, `String(describing:)` or `isKind(of:)`).
    private static func isAssignedAsClass(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        // `.self`, compared byte by byte: this runs for every capitalised word.
        guard end + 5 <= bytes.count, bytes[end] == 0x2E, bytes[end + 1] == 0x73, bytes[end + 2] == 0x65,
            bytes[end + 3] == 0x6C, bytes[end + 4] == 0x66,
            end + 5 == bytes.count || !isWordByte(bytes[end + 5])
        else { return false }
        var before = start - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
        guard before >= 1, bytes[before] == 0x3D else { return false }  // `=`
        let previous = bytes[before - 1]
        return previous != 0x3D && previous != 0x21 && previous != 0x3C && previous != 0x3E  // not ==, !=, <=, >=
    }

    /// The function a call `word(` calls, as `CodeReference.argumentKey` names it: a method or
    /// function by its base name, `Type.init` for a type's initializer; nil for keywords and
    /// functions whose literals are never names.
    package static func calledFunction(_ word: ArraySlice<UInt8>, preceded: UInt8) -> String? {
        let name = String(decoding: word, as: UTF8.self)
        // `open` is a modifier, and a common function name too (`open("Main")`).
        guard !swiftKeywords.contains(name) || name == "open", !CallArguments.ignoredFunctions.contains(name),
            let first = word.first
        else { return nil }
        if isMemberStart(first) { return name }
        guard preceded != 0x2E, CodeReference.mayBeViewController(name) else { return nil }
        return name + ".init"
    }

    /// The members that set an object's accessibility. A receiver `x` of one of them counts as the
    /// name `x#accessibility` (`dismissButton.accessibilityLabel = …`, `[button setAccessibilityLabel:…]`).
    package static let accessibilityMembers: Set<String> = [
        "accessibilityLabel", "accessibilityIdentifier", "isAccessibilityElement", "accessibilityElementsHidden",
        "accessibilityElements", "setAccessibilityLabel", "setAccessibilityIdentifier", "setAccessibilityElement",
        "setIsAccessibilityElement", "setAccessibilityElements",
    ]
    public static let accessibilitySuffix = "#accessibility"

    /// Rule: code that gives a control a text VoiceOver reads labels it, as IB's would: a title
    /// (`setTitle(_:for:)`, `title =` on an AppKit button), a placeholder (`placeholder`,
    /// `placeholderString`, attributed or not). A receiver `x` of one of them counts as
    /// `x#accessibility` too; self never does.
    package static let labelMembers: Set<String> = [
        "placeholder", "attributedPlaceholder", "setPlaceholder", "setAttributedPlaceholder", "placeholderString",
        "setPlaceholderString", "placeholderAttributedString", "setTitle", "setAttributedTitle", "title",
        "attributedTitle",
    ]

    /// Whether a word of `length` bytes may be one of `labelMembers`: a bit mask of their
    /// lengths rules most words out before a string is made or hashed.
    package static func mayBeLabelMember(length: Int) -> Bool {
        length < 64 && labelMemberLengthMask & (1 << UInt64(length)) != 0
    }

    private static let labelMemberLengthMask = labelMembers.reduce(UInt64(0)) { $0 | 1 << UInt64($1.utf8.count) }

    /// The length of the shortest of `accessibilityMembers` (`accessibilityLabel`): shorter words
    /// are ruled out without hashing. A constant, not a computed `static let`, as it is read for
    /// every word of every file; a test checks it against the set.
    package static var accessibilityMemberMinimumLength: Int { 18 }

    /// Whether the word ending at `end` is the receiver of the member at `start`: `x.member`,
    /// `x?.member`, `x!.member`.
    package static func receiverEnds(_ bytes: [UInt8], at end: Int, before start: Int) -> Bool {
        end == start - 1 || (end == start - 2 && (bytes[end] == 0x3F || bytes[end] == 0x21))
    }

    /// Rule: an image that code sets to an SF Symbol (`UIImage(systemName:)`,
    /// `NSImage(systemSymbolName:accessibilityDescription:)`) describes itself to VoiceOver, as one
    /// IB shows does: `= ` or `(` follows the member, then the symbol's initializer.
    package static func showsSystemSymbol(_ bytes: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x3D || bytes[index] == 0x28 else { return false }
        if bytes[index] == 0x3D, index + 1 < bytes.count, bytes[index + 1] == 0x3D { return false }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let rest = bytes[index..<min(bytes.count, index + 40)]
        return systemSymbolInitializers.contains { rest.starts(with: $0) }
    }

    private static let systemSymbolInitializers: [[UInt8]] = [
        "UIImage(systemName:", "UIImage.init(systemName:", ".init(systemName:", "NSImage(systemSymbolName:",
        "NSImage.init(systemSymbolName:", ".init(systemSymbolName:",
    ].map { Array($0.utf8) }

    /// Whether the word ending at `end` is assigned a text: `= ` follows it (not `==`), and not
    /// an empty literal (`= ""`, which labels nothing).
    package static func isAssigned(_ bytes: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x3D, index + 1 >= bytes.count || bytes[index + 1] != 0x3D else { return false }
        return !passesEmptyText(bytes, after: index + 1)
    }

    /// Whether the call or assignment after `end` passes an empty literal first (`("", for:`, `= @""`).
    package static func passesEmptyText(_ bytes: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x28 || bytes[index] == 0x3A
                || bytes[index] == 0x40
        { index += 1 }
        return index + 1 < bytes.count && bytes[index] == 0x22 && bytes[index + 1] == 0x22
    }

    /// The first piece of a selector spelled in a string (`"reload:"`, `"tableView:didSelect:"`,
    /// with or without the quotes around it): a name and at least one colon, nothing else.
    package static func selectorName<Bytes: Collection>(_ text: Bytes) -> String? where Bytes.Element == UInt8 {
        var bytes = Array(text)
        while let first = bytes.first, first == 0x23 || first == 0x22 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x23 || last == 0x22 { bytes.removeLast() }
        guard let first = bytes.first, isMemberStart(first), let colon = bytes.firstIndex(of: 0x3A),
            bytes.allSatisfy({ isWordByte($0) || $0 == 0x3A })
        else { return nil }
        return String(decoding: bytes[..<colon], as: UTF8.self)
    }

    package static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    package static func isWordByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    package static func isMemberStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "weak",
        "unowned", "override", "final", "lazy", "mutating", "nonmutating", "optional", "required", "convenience",
        "dynamic", "some", "any", "get", "set", "willSet", "didSet", "_",
    ]

    package static let objCKeywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "return", "goto",
        "sizeof", "typedef", "struct", "union", "enum", "static", "extern", "const", "volatile", "void", "char",
        "short", "int", "long", "float", "double", "signed", "unsigned", "self", "super", "nil", "id", "nonatomic",
        "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite", "nullable", "nonnull",
        "instancetype", "inline", "auto", "register", "typeof", "__weak", "__strong", "__block", "__unused",
    ]
}
