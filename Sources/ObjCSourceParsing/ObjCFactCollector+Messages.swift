import SourceParsing
extension ObjCFactCollector {
    /// A `:` on top of a send is a keyword's colon when a word precedes it, unless it closes a
    /// ternary `?`.
    mutating func noteColon() {
        let index = index, previous = tokens[max(0, index - 1)]
        nesting.updateInnermostSend { send in
            if send.pendingTernaries > 0 {
                send.pendingTernaries -= 1
            } else if index - 1 > send.open + 1, previous.kind == .identifier {
                send.keywords.append(.init(word: index - 1, colon: index))
            }
        }
    }

    mutating func noteQuestionMark() {
        nesting.updateInnermostSend { $0.pendingTernaries += 1 }
    }

    /// A `]` at `index` closes the innermost open send (and whatever was left open inside it).
    mutating func closeSend() {
        guard case .send(let send) = nesting.close(.send) else { return }
        let before = facts.references.count
        let reference = evaluate(send, close: index)
        // `[UIStoryboard storyboardWithName:… bundle:[NSBundle bundleForClass:[Pod class]]]`.
        if facts.references.count > before,
            let keyword = send.keywords.indices.first(where: { tokens[send.keywords[$0].word].text == "bundle" }),
            let bundleClass = CodeReference.bundleClass(tokens[send.argument(keyword, close: index)].sourceText(in: bytes))
        {
            for made in before..<facts.references.count { facts.references[made].bundleClass = bundleClass }
        }
        if let reference {
            let child = ObjCMessageSend.Child(open: send.open, close: index, reference: reference)
            nesting.updateInnermostSend { $0.children.append(child) }
        }
        // `UINib *nib = [UINib nibWithNibName:…];` lets a later `[nib instantiateWithOwner:self …]`
        // find it; assigning the variable any other send forgets it.
        if let assign = token(at: send.open - 1), assign.isPunctuation("="),
            let variable = token(at: send.open - 2), variable.kind == .identifier
        {
            referenceVariables[variable.text] = reference
            pathLocals[variable.text] = pathTail(send, close: index)
        }
    }

    /// `[NSString stringWithFormat:@"%@/%@", bundleName, NSStringFromClass([self class])]`: a path
    /// whose last component is the last argument, when sbdb can follow it; `[self identifier]`.
    private func pathTail(_ send: ObjCMessageSend, close: Int) -> CodeReference.Value? {
        // `[self identifier]`: what the class of self's provider gives.
        if case .constant(let name, let context)? = ObjCNameExpression.value(of: tokens[send.open...close], enclosingType: container?.name),
            context == "self"
        {
            return .constant(name: name, context: context)
        }
        guard send.selector(in: tokens) == "stringWithFormat:", tokens[send.receiver].sourceText(in: bytes) == "NSString" else { return nil }
        let arguments = tokens[send.argument(0, close: close)]
        guard let format = arguments.first, format.kind == .string, format.text.hasSuffix("/%@") else { return nil }
        var depth = 0
        var lastComma: Int?
        for position in arguments.indices {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, token.isPunctuation(",") { lastComma = position }
        }
        guard let lastComma else { return nil }
        let value = ObjCNameExpression.value(
            of: tokens[(lastComma + 1)..<arguments.endIndex], enclosingType: container?.name,
            variables: methodParameters)
        if case .className? = value { return value }
        return nil
    }

    /// `[self windowControllerWithName:@"Prefs"]`, `[tableView registerNibFor:[OrderCell class]]`: the
    /// name-like literals and classes a send passes, as constants named by `CodeReference.argumentKey`.
    private mutating func addArguments(_ send: ObjCMessageSend, selector: String, close: Int) {
        guard !ObjCMessageAPI.bySelector.keys.contains(selector), !Self.ignoredSelectors.contains(selector) else { return }
        for position in send.keywords.indices {
            let argument = ObjCNameExpression.unparenthesized(tokens[send.argument(position, close: close)])
            var value: String?
            if argument.count == 1, let only = argument.first, only.kind == .string, CodeReference.mayBeName(only.text.utf8) {
                value = only.text
            } else if argument.count == 4, argument.first?.isPunctuation("[") == true,
                argument[argument.startIndex + 2].isIdentifier("class"),
                let type = Optional(argument[argument.startIndex + 1]), type.kind == .identifier,
                type.text.first?.isUppercase == true
            {
                value = type.text
            } else if argument.count == 1, let only = argument.first, only.kind == .identifier,
                let key = nameParameterKeys[only.text]
            {
                // A parameter passed on: whatever this method's callers pass.
                value = CodeReference.forwardedArgument(key)
            }
            guard let value else { continue }
            facts.arguments.append(
                CodeConstant(
                    name: CodeReference.argumentKey(function: selector, label: nil, position: position), value: value,
                    line: tokens[send.keywords[position].word].line))
        }
    }

    /// `NSStringFromClass(name)`, `NSStringFromClass((name))`: the variable whose class's name it is.
    static func classNameOfVariable(_ argument: ArraySlice<ObjCToken>) -> String? {
        let tokens = Array(argument.filter { !$0.isPunctuation("(") && !$0.isPunctuation(")") })
        guard argument.first?.isIdentifier("NSStringFromClass") == true, tokens.count == 2, tokens[1].kind == .identifier
        else { return nil }
        return tokens[1].text
    }

    /// Selectors whose literal arguments are keys, formats or messages, never a nib's name.
    static let ignoredSelectors: Set<String> = [
        "objectForKey:", "setObject:forKey:", "valueForKey:", "setValue:forKey:", "valueForKeyPath:", "setValue:forKeyPath:",
        "isEqualToString:", "hasPrefix:", "hasSuffix:", "containsString:", "stringByAppendingString:",
        "stringByAppendingPathComponent:", "postNotificationName:object:", "postNotificationName:object:userInfo:",
        "addObserver:selector:name:object:", "imageNamed:", "colorNamed:", "boolForKey:", "integerForKey:",
        "stringForKey:", "removeObjectForKey:", "setBool:forKey:", "setInteger:forKey:", "encodeObject:forKey:",
        "decodeObjectForKey:", "URLWithString:", "fileURLWithPath:", "pathForResource:ofType:",
        "localizedStringForKey:value:table:", "predicateWithFormat:", "stringWithFormat:", "appendString:",
        "componentsSeparatedByString:", "rangeOfString:", "isKindOfClass:", "objectForKeyedSubscript:",
        "setObject:forKeyedSubscript:", "arrayForKey:", "dictionaryForKey:", "doubleForKey:", "floatForKey:",
        "setDouble:forKey:", "setFloat:forKey:", "addObject:", "containsObject:", "NSLog:",
    ]

    /// Records the reference a closed send makes, if its selector is a known API; returns its index.
    private mutating func evaluate(_ send: ObjCMessageSend, close: Int) -> Int? {
        guard let selector = send.selector(in: tokens) else { return implicitNib(unary: send, close: close) }
        addArguments(send, selector: selector, close: close)
        let receiver = tokens[send.receiver]
        if ObjCMessageAPI.instantiateWithOwner.contains(selector) {
            if isSelf(tokens[send.argument(0, close: close)]),
                let made = referenceMade(by: receiver, in: send), facts.references[made].kind == .nib
            {
                facts.references[made].ownerIsSelf = true
            }
            return nil
        }
        if selector == "setObject:forKey:", receiver.sourceText(in: bytes).contains("cellClassesForRowDescriptorTypes"),
            let value = pathLocals[tokens[send.argument(0, close: close)].sourceText(in: bytes)]
                ?? ObjCNameExpression.value(
                    of: tokens[send.argument(0, close: close)], enclosingType: container?.name,
                    variables: methodParameters)
        {
            facts.references.append(
                CodeReference(
                    kind: .nib, api: CodeReference.xlFormRegistryAPI, value: value,
                    sourceText: tokens[send.argument(0, close: close)].sourceText(in: bytes), enclosingType: container?.name,
                    enclosingMember: currentMember, line: tokens[send.keywords[0].word].line))
            referenceOrigins.append(send.open)
            return facts.references.count - 1
        }
        guard let api = ObjCMessageAPI.bySelector[selector] ?? ObjCMessageAPI.nameForwarding(selector),
            api.nameArgument < send.keywords.count
        else {
            // `[OTRUsernameCell registerCellClass:type]`: a helper called with arguments.
            return helperCall(receiver: receiver, selector: tokens[send.keywords[0].word], send: send, close: close)
        }
        let argument = tokens[send.argument(api.nameArgument, close: close)]
        // A local given string literals names each of them.
        if argument.count == 1, let word = argument.first, word.kind == .identifier, !methodParameters.contains(word.text),
            let literals = stringLocals[word.text], !literals.isEmpty
        {
            for literal in literals {
                facts.references.append(
                    CodeReference(
                        kind: api.kind, api: api.api(receiver: receiver, usesAppKit: usesAppKit), value: .literal(literal),
                        sourceText: argument.sourceText(in: bytes), enclosingType: container?.name, enclosingMember: currentMember,
                        line: tokens[send.keywords[api.nameArgument].word].line))
                referenceOrigins.append(send.open)
            }
            return facts.references.count - 1
        }
        // A choice (`compact ? @"SearchBar" : @"SearchPanel"`): each branch.
        if let values = ObjCNameExpression.choices(of: argument, enclosingType: container?.name, variables: methodParameters) {
            for value in values { addReference(value, api: api, argument: argument, receiver: receiver, send: send, close: close) }
            return facts.references.count - 1
        }
        // A local given the class's name (`nibName = NSStringFromClass([self class])`).
        if argument.count == 1, let word = argument.first, word.kind == .identifier, !methodParameters.contains(word.text),
            let value = pathLocals[word.text]
        {
            facts.references.append(
                CodeReference(
                    kind: api.kind, api: api.api(receiver: receiver, usesAppKit: usesAppKit), value: value,
                    sourceText: argument.sourceText(in: bytes), enclosingType: container?.name, enclosingMember: currentMember,
                    line: tokens[send.keywords[api.nameArgument].word].line))
            referenceOrigins.append(send.open)
            return facts.references.count - 1
        }
        // A parameter of the method: each value its callers pass.
        // An override of the API itself (`initWithNibName:bundle:` passing its parameter to super)
        // forwards whatever its callers give, which are loads of their own.
        // `NSStringFromClass(cls)` in a loop over a literal array of classes: each class.
        if let variable = Self.classNameOfVariable(argument), let classes = classLoopLocals[variable] {
            for name in classes {
                addReference(
                    .className(name, variesBySubclass: false), api: api, argument: argument, receiver: receiver, send: send, close: close)
            }
            return facts.references.count - 1
        }
        // `NSStringFromClass(cellClass)` of a `(Class)cellClass` parameter: each class callers pass.
        let parameterName: String? =
            argument.count == 1 && argument.first?.kind == .identifier
            ? argument.first!.text
            : Self.classNameOfVariable(argument)
        let parameter = parameterName.flatMap { name in
            parameterKeys[name].flatMap { key in
                ObjCMessageAPI.bySelector[String(key.prefix { $0 != "#" })] == nil ? key : nil
            }
        }
        guard
            let value = parameter.map({ .constant(name: $0, context: nil) })
                ?? ObjCNameExpression.value(
                    of: argument, enclosingType: container?.name, variables: methodParameters)
        else {
            // `initWithNibName:nil` names no nib: UIKit loads the one named after the class.
            guard selector == "initWithNibName:bundle:", isNil(argument) else { return nil }
            return implicitNib(receiver: receiver, send: send, close: close)
        }
        addReference(value, api: api, argument: argument, receiver: receiver, send: send, close: close)
        return facts.references.count - 1
    }

    /// Records a load of `value` by `send`: its owner when it is self, and for a scene the
    /// storyboard the receiver was made from.
    private mutating func addReference(
        _ value: CodeReference.Value, api: ObjCMessageAPI, argument: ArraySlice<ObjCToken>, receiver: ArraySlice<ObjCToken>,
        send: ObjCMessageSend, close: Int
    ) {
        var reference = CodeReference(
            kind: api.kind, api: api.api(receiver: receiver, usesAppKit: usesAppKit), value: value,
            sourceText: argument.sourceText(in: bytes), enclosingType: container?.name, enclosingMember: currentMember,
            line: tokens[send.keywords[api.nameArgument].word].line)
        if let owner = api.ownerArgument, owner < send.keywords.count {
            reference.ownerIsSelf = isSelf(tokens[send.argument(owner, close: close)])
        }
        if api.kind == .scene, let made = referenceMade(by: receiver, in: send),
            facts.references[made].kind == .storyboard
        {
            reference.storyboard = facts.references[made].value
        }
        facts.references.append(reference)
        referenceOrigins.append(send.open)
    }

    /// `[[FooViewController alloc] init]` and `[FooViewController new]`: a controller created
    /// without a nib name, which loads the nib named after its class when one exists.
    private mutating func implicitNib(unary send: ObjCMessageSend, close: Int) -> Int? {
        let inner = tokens[(send.open + 1)..<close]
        guard let last = inner.last, last.kind == .identifier else { return nil }
        let receiver = inner.dropLast()
        if let helper = helperCall(receiver: receiver, selector: last, send: send, close: close) { return helper }
        if last.text == "init" {
            // The receiver must be exactly `[X alloc]`.
            guard receiver.count == 4, receiver.first?.isPunctuation("[") == true, receiver.last?.isPunctuation("]") == true,
                receiver[receiver.startIndex + 2].isIdentifier("alloc")
            else { return nil }
            if let made = classOfSelfCreated(receiver[receiver.startIndex + 1], line: last.line, send: send, close: close) { return made }
            return implicitNib(className: receiver[receiver.startIndex + 1], line: last.line, send: send, close: close, skippingFrameworkTypes: true)
        }
        guard last.text == "new", receiver.count == 1, let type = receiver.first else { return nil }
        if let made = classOfSelfCreated(type, line: last.line, send: send, close: close) { return made }
        return implicitNib(className: type, line: last.line, send: send, close: close, skippingFrameworkTypes: true)
    }

    /// Rule (class of self created): `[[self alloc] init]` or `[self new]` in a class method
    /// creates the class the method is called on, which loads the nib named after it by the
    /// platform's rule for a controller made without a nib name: the method is a class-name
    /// helper, and `[KYAAboutViewController preferredTabViewItem]` names that class's nib.
    private mutating func classOfSelfCreated(_ receiver: ObjCToken, line: Int, send: ObjCMessageSend, close: Int) -> Int? {
        guard receiver.isIdentifier("self"), currentMemberIsClassMethod, let type = container?.name else { return nil }
        return addImplicitNib(type, variesBySubclass: true, line: line, send: send, close: close)
    }

    /// `[[X alloc] initWithNibName:nil bundle:nil]` (X's nib) or `[super initWithNibName:nil …]` (the class's own).
    private mutating func implicitNib(receiver: ArraySlice<ObjCToken>, send: ObjCMessageSend, close: Int) -> Int? {
        let line = tokens[send.keywords[0].word].line
        if receiver.count == 1, let word = receiver.first, word.isIdentifier("self") || word.isIdentifier("super") {
            guard let name = container?.name else { return nil }
            return addImplicitNib(name, line: line, send: send, close: close)
        }
        guard receiver.count == 4, receiver[receiver.startIndex + 2].isIdentifier("alloc") else { return nil }
        return implicitNib(className: receiver[receiver.startIndex + 1], line: line, send: send, close: close, skippingFrameworkTypes: false)
    }

    private mutating func implicitNib(className token: ObjCToken, line: Int, send: ObjCMessageSend, close: Int, skippingFrameworkTypes: Bool) -> Int? {
        let name = token.text
        guard token.kind == .identifier, name.first?.isUppercase == true else { return nil }
        // Whether it is a view controller is decided from its class chain when links are made.
        if skippingFrameworkTypes, !CodeReference.mayBeViewController(name) { return nil }
        return addImplicitNib(name, line: line, send: send, close: close)
    }

    private mutating func addImplicitNib(
        _ className: String, variesBySubclass: Bool = false, line: Int, send: ObjCMessageSend, close: Int
    ) -> Int? {
        facts.references.append(
            CodeReference(
                kind: .nib, api: CodeReference.implicitNibAPI, value: .className(className, variesBySubclass: variesBySubclass),
                sourceText: tokens[send.open...close].sourceText(in: bytes), enclosingType: container?.name,
                enclosingMember: currentMember, line: line))
        referenceOrigins.append(send.open)
        return facts.references.count - 1
    }

    /// `[HTMLPreviewView otr_viewFromNib]` (the receiver's nib), `[self loadNib]` in a class method or
    /// `[[self class] loadNib]` (the class of self's), when the selector names a nib helper. In an
    /// instance method `[self nibName]` is a getter, not a helper.
    private mutating func helperCall(
        receiver: ArraySlice<ObjCToken>, selector last: ObjCToken, send: ObjCMessageSend,
        close: Int
    ) -> Int? {
        // Any class method of a class of the app may be a helper (one that creates the class of
        // self, say): whether it is one is known from its body when links are made.
        let ofAppClass =
            receiver.count == 1 && receiver.first.map { $0.kind == .identifier && CodeReference.mayBeViewController($0.text) } == true
            && !Self.creationSelectors.contains(last.text)
        guard ofAppClass || CodeReference.namesANibHelper(last.text) else { return nil }
        let type = container?.name ?? ""
        let value: CodeReference.Value
        if receiver.count == 1, let word = receiver.first, word.kind == .identifier, word.text.first?.isUppercase == true {
            value = .className(word.text, variesBySubclass: false)
        } else if receiver.count == 1, receiver.first?.isIdentifier("self") == true, currentMemberIsClassMethod, !type.isEmpty {
            value = .className(type, variesBySubclass: true)
        } else if receiver.count == 4, receiver.first?.isPunctuation("[") == true,
            receiver[receiver.startIndex + 1].isIdentifier("self"), receiver[receiver.startIndex + 2].isIdentifier("class"),
            !type.isEmpty
        {
            value = .className(type, variesBySubclass: true)
        } else {
            return nil
        }
        facts.references.append(
            CodeReference(
                kind: .nib, api: CodeReference.helperAPI(last.text), value: value,
                sourceText: tokens[send.open...close].sourceText(in: bytes), enclosingType: container?.name,
                enclosingMember: currentMember, line: last.line))
        referenceOrigins.append(send.open)
        return facts.references.count - 1
    }

    /// `KYAGeneralSettingsViewController.preferredTabViewItem`: a class method called with dot
    /// syntax, which is `[KYAGeneralSettingsViewController preferredTabViewItem]`; recorded as a
    /// helper call like the bracketed form (a class of the app, read, not assigned).
    mutating func noteDotClassCall() {
        // Every identifier of a body comes here: the token checks go first, the name's last.
        let receiver = tokens[index]
        guard let dot = token(at: index + 1), dot.isPunctuation("."), let member = token(at: index + 2), member.kind == .identifier,
            member.text.first?.isLowercase == true, token(at: index - 1)?.isPunctuation(".") != true,
            !Self.creationSelectors.contains(member.text), CodeReference.mayBeViewController(receiver.text)
        else { return }
        if let after = token(at: index + 3), after.isPunctuation("=") || after.isPunctuation("(") || after.isPunctuation(".") { return }
        facts.references.append(
            CodeReference(
                kind: .nib, api: CodeReference.helperAPI(member.text), value: .className(receiver.text, variesBySubclass: false),
                sourceText: "\(receiver.text).\(member.text)", enclosingType: container?.name, enclosingMember: currentMember,
                line: member.line))
        referenceOrigins.append(index)
    }

    /// Class messages that create, describe or compare a class rather than call a method of the app.
    private static let creationSelectors: Set<String> = [
        "alloc", "new", "class", "self", "superclass", "description", "hash", "load", "initialize", "copy",
    ]

    private func isNil(_ tokens: ArraySlice<ObjCToken>) -> Bool {
        let tokens = ObjCNameExpression.unparenthesized(tokens)
        return tokens.count == 1 && (tokens.first!.isIdentifier("nil") || tokens.first!.isIdentifier("NULL") || tokens.first!.isIdentifier("Nil"))
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
