import SourceParsing

extension ValidationRetitles {
    /// The selectors whose items Objective-C validation methods retitle
    /// (`- (BOOL)validateMenuItem:(NSMenuItem *)item { … item.title = …; [item setTitle:…] }`).
    static func objectiveC(_ tokens: [ObjCToken]) -> Set<String> {
        var scan = Scan()
        var braces = 0
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .identifier where braces == 0:
                // `- (BOOL)validateMenuItem:(NSMenuItem *)item {`: the signature, until its body.
                if position > 0, tokens[position - 1].isPunctuation(")"), position + 1 < tokens.count,
                    tokens[position + 1].isPunctuation(":"), methods.contains(token.text)
                {
                    scan.signature = 0
                }
            case .keyword where token.text == "selector" && scan.depth > 0:
                var name = ""
                var end = position + 1
                if end < tokens.count, tokens[end].isPunctuation("(") {
                    end += 1
                    while end < tokens.count, !tokens[end].isPunctuation(")") {
                        name += tokens[end].text
                        end += 1
                    }
                }
                if !name.isEmpty { scan.tested([name]) }
                position = end
            case .identifier where scan.depth > 0 && position > 1:
                let receiver = tokens[position - 1].isPunctuation(".") ? tokens[position - 2] : tokens[position - 1]
                guard receiver.kind == .identifier || receiver.isPunctuation("]") || receiver.isPunctuation(")"),
                    !receiver.isIdentifier("self"), position + 1 < tokens.count
                else { break }
                let next = tokens[position + 1]
                if tokens[position - 1].isPunctuation("."), token.text == "title" || token.text == "attributedTitle",
                    next.isPunctuation("=")
                {
                    scan.retitle()  // `item.title = …`
                } else if next.isPunctuation(":"),
                    token.text == "setTitle" || token.text == "setAttributedTitle" || token.text == "setTitleWithMnemonic"
                {
                    scan.retitle()  // `[item setTitle:…]`
                }
            case .punctuation where token.mark == UInt8(ascii: "{"):
                if scan.signature == nil { braces += 1 }
                scan.open()
            case .punctuation where token.mark == UInt8(ascii: "}"):
                braces = max(0, braces - 1)
                scan.close()
            case .punctuation where token.mark == UInt8(ascii: ";") && scan.signature != nil:
                scan.signature = nil  // a declaration in an @interface or @protocol, no body
            default:
                break
            }
            position += 1
        }
        return scan.retitled
    }
}
