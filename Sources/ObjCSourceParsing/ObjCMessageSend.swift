import SourceParsing
/// A message send `[receiver keyword:argument …]` being read: where it opened and where its
/// keywords are. Keywords are only those met at the send's own level, never inside a nested
/// bracket, block or parenthesis.
struct ObjCMessageSend {
    /// One `keyword:` of the selector: the token index of the word and of its colon.
    struct Keyword {
        var word: Int
        var colon: Int
    }

    /// A reference made by a send nested directly in this one (`[[UINib …] instantiate…]`).
    struct Child {
        var open: Int
        var close: Int
        var reference: Int
    }

    /// The token index of `[`.
    var open: Int
    var keywords: [Keyword] = []
    /// `?` of a ternary whose `:` is still to come (`[a b:c ? d : e f:g]`).
    var pendingTernaries = 0
    var children: [Child] = []

    init(open: Int) {
        self.open = open
    }

    /// The selector, e.g. `loadNibNamed:owner:options:`; nil for a unary send or a subscript.
    func selector(in tokens: [ObjCToken]) -> String? {
        guard !keywords.isEmpty else { return nil }
        return keywords.map { tokens[$0.word].text + ":" }.joined()
    }

    /// The token range of the receiver.
    var receiver: Range<Int> {
        (open + 1)..<(keywords.first?.word ?? open + 1)
    }

    /// The token range of the argument of keyword `number`, up to the next keyword or `close`.
    func argument(_ number: Int, close: Int) -> Range<Int> {
        let start = keywords[number].colon + 1
        let end = number + 1 < keywords.count ? keywords[number + 1].word : close
        return start..<max(start, end)
    }
}
