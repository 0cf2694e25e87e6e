import SourceParsing

/// The getters the blanker may set aside, and the byte searches its rules use.
extension SwiftBodyBlanker {
    /// Rule (a getter that gives no name): the getter of an instance property whose type is
    /// not a name (`var body: some View { … }`, `var isEmpty: Bool { … }`) is blanked as a
    /// function's body is. Kept: a `static` or `class` property (a provider a load may ask of
    /// its class), a property typed as a name (`String`, `….Name`, `…Identifier`: an enum's
    /// property by its cases, an override of `nibName`), and a block of accessors or observers
    /// (`get`, `set`, `didSet`, `willSet`, …), which stays as written.
    func opensBlankableGetter(declaredAt start: Int, brace: Int) -> Bool {
        // The type annotation: the text after the first `:` before the brace.
        guard let colon = bytes[start..<brace].firstIndex(of: UInt8(ascii: ":")) else { return false }
        let type = bytes[(colon + 1)..<brace]
        for name in Self.nameTypeWords where type.contains(subsequence: name) { return false }
        if isTypeLevel(declaredAt: start) { return false }
        // The first word inside the braces: an accessor or observer keeps the block.
        var index = brace + 1
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        var end = index
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return !Self.accessorWords.contains { bytes[index..<end].elementsEqual($0) }
    }

    /// Whether the declaration whose keyword is at `start` is `static` or `class`, by the
    /// modifiers before it on its line (`public static var`, `override class func`).
    func isTypeLevel(declaredAt start: Int) -> Bool {
        var before = start
        while before > 0, ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0A, 0x0D].contains(bytes[before - 1]) {
            before -= 1
        }
        let modifiers = bytes[before..<start]
        return modifiers.containsWord(Self.staticWord) || modifiers.containsWord(Self.classWord)
    }

    private static let nameTypeWords = CodeReference.nameTypeWords.map { Array($0.utf8) }
    private static let staticWord = Array("static".utf8), classWord = Array("class".utf8)
    static let selfWord = Array("self".utf8)
    private static let accessorWords = [
        "get", "set", "didSet", "willSet", "init", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
    ].map { Array($0.utf8) }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in the slice.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        var index = startIndex
        while index + needle.count <= endIndex {
            if self[index] == needle[0], self[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// Whether `word` occurs in the slice as a whole word (no identifier byte on either side).
    func containsWord(_ word: [UInt8]) -> Bool {
        var index = startIndex
        while index + word.count <= endIndex {
            if self[index] == word[0], self[index..<index + word.count].elementsEqual(word),
                index == startIndex || !SwiftBodyBlanker.isIdentifierByte(self[index - 1]),
                index + word.count == endIndex || !SwiftBodyBlanker.isIdentifierByte(self[index + word.count])
            {
                return true
            }
            index += 1
        }
        return false
    }
}
