import SourceParsing

extension MemberMentions {
    /// `[button setTitle:@"" …]`, `field.placeholder = @""`: the text after the member is empty.
    static func passesEmptyText(_ tokens: [ObjCToken], after position: Int) -> Bool {
        guard position + 2 < tokens.count, tokens[position + 1].isPunctuation(":") || tokens[position + 1].isPunctuation("=")
        else { return false }
        let value = tokens[position + 2]
        return (value.kind == .string || value.kind == .cString) && value.text.isEmpty
    }

    /// `setImage:[UIImage systemImageNamed:…]`, `image = [NSImage imageWithSystemSymbolName:…]`.
    static func showsSystemSymbol(_ tokens: [ObjCToken], after position: Int) -> Bool {
        guard position + 4 < tokens.count, tokens[position + 1].isPunctuation(":") || tokens[position + 1].isPunctuation("="),
            tokens[position + 2].isPunctuation("["), tokens[position + 3].isIdentifier("UIImage") || tokens[position + 3].isIdentifier("NSImage")
        else { return false }
        return tokens[position + 4].isIdentifier("systemImageNamed") || tokens[position + 4].isIdentifier("imageWithSystemSymbolName")
    }

    /// Whether `word` is one of `accessibilityMembers`: most words are ruled out by their length
    /// (every member is long), without hashing them.
    static func isAccessibilityMember(_ word: String) -> Bool {
        word.utf8.count >= accessibilityMemberMinimumLength && accessibilityMembers.contains(word)
    }

    /// Counts the names among Objective-C identifier tokens (message selectors included) and
    /// strings that spell a selector (`NSSelectorFromString(@"reload:")`); `@synthesize` and
    /// `@dynamic` lines restate a property, they do not use it.
    static func objectiveC(_ tokens: [ObjCToken]) -> [String: Int] {
        objectiveCScan(tokens).counts
    }

    /// The counts of `objectiveC(_:)`, and of them the uses as another object's member
    /// (`editor.text`, `[editor refresh:nil]`, `[[self editor] refresh:nil]`; not on self or super).
    static func objectiveCScan(_ tokens: [ObjCToken]) -> (counts: [String: Int], onOthers: [String: Int]) {
        var counts: [String: Int] = [:]
        var onOthers: [String: Int] = [:]
        var typedUses: [(name: String, position: Int)] = []
        var restating = false
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .keyword:
                restating = token.text == "synthesize" || token.text == "dynamic"
            case .punctuation where token.mark == UInt8(ascii: ";"):
                restating = false
            case .string, .cString:
                if let name = selectorName(token.text.utf8[...]) { counts[name, default: 0] += 1 }
            case .identifier
            where isAccessibilityMember(token.text) && position > 0
                && (tokens[position - 1].kind == .identifier
                    || (position > 1 && tokens[position - 1].isPunctuation(".") && tokens[position - 2].kind == .identifier)):
                // `self.button.accessibilityLabel = …` or `[button setAccessibilityLabel:…]`.
                let receiverAt = tokens[position - 1].kind == .identifier ? position - 1 : position - 2
                let receiver = tokens[receiverAt]
                counts[receiver.text + accessibilitySuffix, default: 0] += 1
                counts[token.text, default: 0] += 1
                // `cell.accessibilityLabel = …` where `cell` is declared `NoteCell *cell`: NoteCell's,
                // found after the walk for all such uses at once.
                if receiver.text != "self" { typedUses.append((receiver.text, receiverAt)) }
            case .identifier
            where mayBeLabelMember(length: token.text.utf8.count) && labelMembers.contains(token.text) && position > 0
                && (token.text.hasPrefix("set") || (position + 1 < tokens.count && tokens[position + 1].isPunctuation("=")))
                && !passesEmptyText(tokens, after: position)
                && (tokens[position - 1].kind == .identifier
                    || (position > 1 && tokens[position - 1].isPunctuation(".") && tokens[position - 2].kind == .identifier)):
                // `[button setTitle:@"Go" forState:…]`, `field.placeholder = @"Name"`: labelled in code.
                let receiver = tokens[position - 1].kind == .identifier ? tokens[position - 1] : tokens[position - 2]
                if receiver.text != "self" { counts[receiver.text + accessibilitySuffix, default: 0] += 1 }
                counts[token.text, default: 0] += 1
            case .identifier
            where (token.isIdentifier("setImage") || token.isIdentifier("image")) && position > 0
                && showsSystemSymbol(tokens, after: position)
                && (tokens[position - 1].kind == .identifier
                    || (position > 1 && tokens[position - 1].isPunctuation(".") && tokens[position - 2].kind == .identifier)):
                // `[button setImage:[UIImage systemImageNamed:@"info.circle"] …]`: an SF Symbol describes itself.
                let receiver = tokens[position - 1].kind == .identifier ? tokens[position - 1] : tokens[position - 2]
                if receiver.text != "self" { counts[receiver.text + accessibilitySuffix, default: 0] += 1 }
                counts[token.text, default: 0] += 1
            case .identifier where isAccessibilityMember(token.text):
                // A member with no receiver (`[self setAccessibilityElement:YES]` is read above) is self's.
                counts["self" + accessibilitySuffix, default: 0] += 1
                counts[token.text, default: 0] += 1
            case .identifier where !restating:
                // A selector piece may start upper-case (`QS_stopSheet:`): a word before `:` counts,
                // and so do Xcode's asset constants (`ACImageNameFlaggedHeader`).
                let isPiece =
                    position + 1 < tokens.count && tokens[position + 1].isPunctuation(":")
                    || token.text.utf8.first == UInt8(ascii: "A")
                        && (token.text.hasPrefix("ACImageName") || token.text.hasPrefix("ACColorName"))
                guard let first = token.text.utf8.first, isMemberStart(first) || isPiece,
                    !objCKeywords.contains(token.text)
                else { continue }
                counts[token.text, default: 0] += 1
                if isOnOther(tokens, at: position) { onOthers[token.text, default: 0] += 1 }
            default:
                break
            }
        }
        for type in TypedReceivers.objectiveCTypes(of: typedUses, in: tokens) {
            counts[TypedReceivers.mark(type), default: 0] += 1
        }
        return (counts, onOthers)
    }

    /// Whether the identifier at `position` is a member of another object than self: after
    /// `receiver.` or as a message's first piece (`[receiver name`), the receiver neither self nor super.
    static func isOnOther(_ tokens: [ObjCToken], at position: Int) -> Bool {
        guard position >= 2 else { return false }
        let before = tokens[position - 1]
        let receiver: ObjCToken
        if before.isPunctuation(".") {
            receiver = tokens[position - 2]
        } else if before.kind == .identifier, tokens[position - 2].isPunctuation("[") {
            receiver = before
        } else {
            return before.isPunctuation("]")
        }
        return receiver.kind != .identifier || (receiver.text != "self" && receiver.text != "super")
    }
}

extension StringLiterals {
    /// The names and patterns of Objective-C string tokens, with their counts.
    static func objectiveC(_ tokens: [ObjCToken]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in tokens where token.kind == .string || token.kind == .cString {
            if let name = objectiveC(token.text) { counts[name, default: 0] += 1 }
        }
        return counts
    }
}
