extension ObjCFactCollector {
    /// A `:` on top of a send is a keyword's colon when a word precedes it, unless it closes a
    /// ternary `?`.
    mutating func noteColon() {
        guard case .send(var send) = nesting.last else { return }
        if send.pendingTernaries > 0 {
            send.pendingTernaries -= 1
        } else if index - 1 > send.open + 1, tokens[index - 1].kind == .identifier {
            send.keywords.append(.init(word: index - 1, colon: index))
        }
        nesting[nesting.count - 1] = .send(send)
    }

    mutating func noteQuestionMark() {
        guard case .send(var send) = nesting.last else { return }
        send.pendingTernaries += 1
        nesting[nesting.count - 1] = .send(send)
    }

    /// A `]` at `index` closes the innermost open send (and whatever was left open inside it).
    mutating func closeSend() {
        guard let position = nesting.lastIndex(where: { if case .send = $0 { true } else { false } }),
              case .send(let send) = nesting[position] else { return }
        nesting.removeSubrange(position...)
        guard let reference = evaluate(send, close: index) else { return }
        if case .send(var parent) = nesting.last {
            parent.children.append(.init(open: send.open, close: index, reference: reference))
            nesting[nesting.count - 1] = .send(parent)
        }
        // `UINib *nib = [UINib nibWithNibName:…];` lets a later `[nib instantiateWithOwner:self …]` find it.
        if let assign = token(at: send.open - 1), assign.isPunctuation("="),
           let variable = token(at: send.open - 2), variable.kind == .identifier {
            referenceVariables[variable.text] = reference
        }
    }

    /// Records the reference a closed send makes, if its selector is a known API; returns its index.
    private mutating func evaluate(_ send: ObjCMessageSend, close: Int) -> Int? {
        guard let selector = send.selector(in: tokens) else { return nil }
        let receiver = tokens[send.receiver]
        if ObjCMessageAPI.instantiateWithOwner.contains(selector) {
            if isSelf(tokens[send.argument(0, close: close)]),
               let made = referenceMade(by: receiver, in: send), facts.references[made].kind == .nib {
                facts.references[made].ownerIsSelf = true
            }
            return nil
        }
        guard let api = ObjCMessageAPI.bySelector[selector], api.nameArgument < send.keywords.count else {
            return nil
        }
        let argument = tokens[send.argument(api.nameArgument, close: close)]
        guard let value = ObjCNameExpression.value(of: argument, enclosingType: container?.name) else {
            return nil  // `initWithNibName:nil` names no nib
        }
        var reference = CodeReference(
            kind: api.kind, api: api.api(receiver: receiver, usesAppKit: usesAppKit), value: value,
            sourceText: argument.sourceText(in: bytes), enclosingType: container?.name,
            line: tokens[send.keywords[api.nameArgument].word].line)
        if let owner = api.ownerArgument, owner < send.keywords.count {
            reference.ownerIsSelf = isSelf(tokens[send.argument(owner, close: close)])
        }
        if api.kind == .scene, let made = referenceMade(by: receiver, in: send),
           facts.references[made].kind == .storyboard {
            reference.storyboard = facts.references[made].value
        }
        facts.references.append(reference)
        referenceOrigins.append(send.open)
        return facts.references.count - 1
    }

    /// The reference made by the receiver: a send nested as the whole receiver, or a variable
    /// assigned one earlier in the method.
    private func referenceMade(by receiver: ArraySlice<ObjCToken>, in send: ObjCMessageSend) -> Int? {
        let range = receiver.startIndex..<receiver.endIndex
        if let child = send.children.first(where: { $0.open == range.lowerBound && $0.close == range.upperBound - 1 }) {
            return child.reference
        }
        if receiver.count == 1, let word = receiver.first, word.kind == .identifier {
            return referenceVariables[word.text]
        }
        return nil
    }

    /// `self` or `(self)`.
    private func isSelf(_ tokens: ArraySlice<ObjCToken>) -> Bool {
        let tokens = ObjCNameExpression.unparenthesized(tokens)
        return tokens.count == 1 && tokens.first?.isIdentifier("self") == true
    }
}
