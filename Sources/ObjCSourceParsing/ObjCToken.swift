import SourceParsing
/// One token of Objective-C (or Objective-C++) source, as cut by `ObjCLexer`.
struct ObjCToken: Sendable, Equatable {
    /// What a token is; comments never become tokens.
    enum Kind: Sendable, Equatable {
        /// A word: `UINib`, `self`, `IBOutlet`, `class` (C and C++ keywords included).
        case identifier
        /// `@` followed by a word; `text` is the word without the `@` (`interface`, `end`, `selector`).
        case keyword
        /// `@"…"`, adjacent literals already joined; `text` is the decoded value.
        case string
        /// A C string `"…"` (any prefix, C++ raw strings too); `text` is the decoded value.
        case cString
        /// A character literal as written, quotes included.
        case character
        /// A number as written.
        case number
        /// One punctuation mark or operator: `[`, `:`, `::`, `->`, `==`, …
        case punctuation
        /// A preprocessor line; `text` is everything after `#` up to the end of the line, with
        /// continuation lines and comments left in (`ObjCLexer` can read it again).
        case directive
    }

    var kind: Kind
    var text: String
    /// Byte offsets of the token in the source.
    var start: Int
    var end: Int
    /// The 1-based line of the token's first byte.
    var line: Int
    /// True when nothing but whitespace precedes the token on its line.
    var isFirstOnLine: Bool
    /// The source text of joined string literals (`@"a" @"b"`), whose bytes are not contiguous.
    var joinedSource: String?
    /// The byte of a one-byte punctuation mark (`[`, `;`), else 0. Every token is compared with
    /// marks again and again; a byte compare spares the string compare, which on Linux costs
    /// about a hundred instructions when the strings differ.
    let mark: UInt8

    init(
        kind: Kind, text: String, start: Int, end: Int, line: Int, isFirstOnLine: Bool = false,
        joinedSource: String? = nil
    ) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.line = line
        self.isFirstOnLine = isFirstOnLine
        self.joinedSource = joinedSource
        mark = kind == .punctuation && text.utf8.count == 1 ? text.utf8.first.unsafelyUnwrapped : 0
    }

    /// True for the punctuation mark `mark`.
    func isPunctuation(_ mark: String) -> Bool {
        guard kind == .punctuation else { return false }
        if mark.utf8.count == 1 { return self.mark == mark.utf8.first.unsafelyUnwrapped }
        return self.mark == 0 && text == mark
    }

    /// True for the identifier `word`.
    func isIdentifier(_ word: String) -> Bool {
        // Lengths first: most identifiers are not the word, and differ in length.
        kind == .identifier && text.utf8.count == word.utf8.count && text == word
    }

    /// The token as written in `bytes` (invalid UTF-8 is replaced, never trapped on).
    func source(in bytes: [UInt8]) -> String {
        if let joinedSource { return joinedSource }
        let lower = max(0, min(start, bytes.count))
        let upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

extension ArraySlice where Element == ObjCToken {
    /// The tokens as written, with a single space wherever the source had whitespace or a comment.
    func sourceText(in bytes: [UInt8]) -> String {
        var text = ""
        var previousEnd: Int?
        for token in self {
            if let previousEnd, token.start > previousEnd { text += " " }
            text += token.source(in: bytes)
            previousEnd = token.end
        }
        return text
    }
}
