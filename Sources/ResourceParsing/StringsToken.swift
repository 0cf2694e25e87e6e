/// One token of a `.strings` file.
struct StringsToken: Equatable {
    enum Kind: Equatable {
        /// A quoted string, its escapes resolved, or an unquoted word.
        case string(String)
        /// A quoted string that runs to the end of the file.
        case unterminatedString
        case equals, semicolon
        /// Any other character (`{`, `(`, a stray letter), as text.
        case other(String)
    }

    var kind: Kind
    var line: Int
    /// Index of the token's first byte.
    var offset: Int
    /// The comment right before the token (see `StringsLexer`).
    var comment: String?
}
