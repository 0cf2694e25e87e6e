import SourceParsing

extension SheetWindows {
    /// The own members an Objective-C file passes to a sheet method: `beginSheet:[self window]`,
    /// `beginSheet:self.panel`, `beginSheet:_panel`, `beginSheet:progressWindow` (an instance variable).
    static func objectiveC(_ tokens: [ObjCToken]) -> [String] {
        var members: [String] = []
        for (position, token) in tokens.enumerated()
        where token.kind == .identifier && (token.text == "beginSheet" || token.text == "beginCriticalSheet")
            && position + 2 < tokens.count && tokens[position + 1].isPunctuation(":")
        {
            var at = position + 2
            var closes = false
            if tokens[at].isPunctuation("["), at + 3 < tokens.count, tokens[at + 1].isIdentifier("self") {
                at += 2  // `[self window]`
                closes = true
            } else if tokens[at].isIdentifier("self"), at + 2 < tokens.count, tokens[at + 1].isPunctuation(".") {
                at += 2  // `self.panel`
            }
            guard at < tokens.count, tokens[at].kind == .identifier else { continue }
            let next = at + 1 < tokens.count ? tokens[at + 1] : nil
            if closes {
                guard next?.isPunctuation("]") == true else { continue }
            } else if let next, next.isPunctuation(".") || next.isPunctuation("[") || next.isPunctuation("->") {
                continue
            }
            members.append(ownName(tokens[at].text.utf8))
        }
        return members
    }
}
