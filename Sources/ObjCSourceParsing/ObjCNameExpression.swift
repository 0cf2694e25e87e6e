import SourceParsing
/// Reads the argument that names a nib, storyboard, scene, segue or reuse identifier as a
/// `CodeReference.Value` (ib-links.md §4.2): a literal, a constant, the class's own name, or
/// dynamic. Never guesses: anything it does not recognise is `.dynamic`.
enum ObjCNameExpression {
    /// The value of `tokens`; nil when the argument names nothing (`nil`, `NULL`, or empty).
    /// A word in `variables` (the method's parameters) is dynamic, any other word a constant.
    static func value(of tokens: ArraySlice<ObjCToken>, enclosingType: String?, variables: Set<String> = [])
        -> CodeReference.Value?
    {
        let tokens = uncast(unparenthesized(tokens))
        guard let first = tokens.first else { return nil }
        if tokens.count == 1 {
            switch first.kind {
            case .string:
                return .literal(first.text)
            case .identifier where nothing.contains(first.text):
                return nil
            case .identifier where first.text != "self" && first.text != "super" && !variables.contains(first.text):
                return .constant(name: first.text, context: nil)
            default:
                return .dynamic
            }
        }
        if first.kind == .string, tokens.allSatisfy({ $0.kind == .string || $0.kind == .cString }) {
            return .literal(tokens.map(\.text).joined())
        }
        // `[self mainNibName]`: whatever the class of self's method of that name returns;
        // `[XMPPAccountCell cellIdentifier]`: what that class's does.
        if tokens.count == 4, first.isPunctuation("["), tokens[tokens.startIndex + 2].kind == .identifier,
            tokens.last?.isPunctuation("]") == true
        {
            let receiver = tokens[tokens.startIndex + 1]
            let selector = CodeReference.providerPrefix + tokens[tokens.startIndex + 2].text
            if receiver.isIdentifier("self") { return .constant(name: selector, context: "self") }
            if receiver.kind == .identifier, receiver.text.first?.isUppercase == true {
                return .constant(name: selector, context: receiver.text)
            }
        }
        // `[UI withRTLSuffix:@"Login"]`: what that method returns for this argument.
        if tokens.count == 6, first.isPunctuation("["), tokens[tokens.startIndex + 1].kind == .identifier,
            tokens[tokens.startIndex + 2].kind == .identifier, tokens[tokens.startIndex + 3].isPunctuation(":"),
            tokens[tokens.startIndex + 4].kind == .string, tokens.last?.isPunctuation("]") == true
        {
            let selector = tokens[tokens.startIndex + 2].text + ":"
            return .constant(name: CodeReference.returnKey(function: selector, argument: tokens[tokens.startIndex + 4].text), context: nil)
        }
        // `Name(m)`: what that C function returns.
        if tokens.count >= 3, first.kind == .identifier, tokens[tokens.startIndex + 1].isPunctuation("("),
            tokens.last?.isPunctuation(")") == true, first.text != "NSStringFromClass",
            closingParen(of: tokens.startIndex + 1, in: tokens) == tokens.endIndex - 1
        {
            let arguments = tokens[(tokens.startIndex + 2)..<(tokens.endIndex - 1)]
            let literal = arguments.count == 1 && arguments.first?.kind == .string ? arguments.first?.text : nil
            return .constant(name: CodeReference.returnKey(function: first.text + "()", argument: literal), context: nil)
        }
        return classNameValue(tokens, enclosingType: enclosingType) ?? .dynamic
    }

    private static let nothing: Set<String> = ["nil", "Nil", "NULL", "nullptr"]

    /// `NSStringFromClass([self class])`, `NSStringFromClass(self.class)`, `NSStringFromClass(self)`
    /// (in a class method) give the enclosing class, varying by subclass; `NSStringFromClass([Foo class])`
    /// and `NSStringFromClass(Foo.class)` give `Foo`.
    private static func classNameValue(_ tokens: ArraySlice<ObjCToken>, enclosingType: String?)
        -> CodeReference.Value?
    {
        guard tokens.count >= 4, tokens.first?.isIdentifier("NSStringFromClass") == true,
            tokens[tokens.startIndex + 1].isPunctuation("("), tokens.last?.isPunctuation(")") == true,
            closingParen(of: tokens.startIndex + 1, in: tokens) == tokens.endIndex - 1
        else { return nil }
        let inner = Array(tokens[(tokens.startIndex + 2)..<(tokens.endIndex - 1)])
        let word: ObjCToken?
        switch inner.count {
        case 1: word = inner[0]
        case 3 where inner[1].isPunctuation(".") && inner[2].isIdentifier("class"): word = inner[0]
        case 4 where inner[0].isPunctuation("[") && inner[2].isIdentifier("class") && inner[3].isPunctuation("]"):
            word = inner[1]
        default: word = nil
        }
        guard let word, word.kind == .identifier else { return nil }
        if word.text == "self" || word.text == "super" {
            return enclosingType.map { .className($0, variesBySubclass: true) }
        }
        // `NSStringFromClass(someClass)` reads a variable.
        return inner.count == 1 ? nil : .className(word.text, variesBySubclass: false)
    }

    /// `tokens` without parentheses around the whole of it: `(@"Name")` reads as `@"Name"`.
    /// Rule (choice): `c ? @"SearchBar" : @"SearchPanel"` is each of its branches, read as
    /// `value(of:)` reads them (nested choices too). Nil when `tokens` is no choice at its top
    /// level, or when a branch names nothing sbdb can read (then the whole stays unbounded).
    static func choices(of tokens: ArraySlice<ObjCToken>, enclosingType: String?, variables: Set<String> = [])
        -> [CodeReference.Value]?
    {
        let tokens = unparenthesized(tokens)
        var depth = 0
        var question: Int?
        var pending = 0
        var colon: Int?
        for position in tokens.indices {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            guard depth == 0 else { continue }
            if token.isPunctuation("?") {
                if question == nil { question = position } else { pending += 1 }
            } else if token.isPunctuation(":"), question != nil {
                if pending > 0 {
                    pending -= 1
                } else {
                    colon = position
                    break
                }
            }
        }
        guard let question, let colon, question + 1 < colon else { return nil }
        var result: [CodeReference.Value] = []
        for branch in [tokens[(question + 1)..<colon], tokens[(colon + 1)...]] {
            if let nested = choices(of: branch, enclosingType: enclosingType, variables: variables) {
                result += nested
                continue
            }
            guard let value = value(of: branch, enclosingType: enclosingType, variables: variables), value != .dynamic else { return nil }
            result.append(value)
        }
        return result
    }

    /// `tokens` without a leading cast: `(NSUserInterfaceItemIdentifier)NSStringFromClass(self)`
    /// reads as `NSStringFromClass(self)`.
    static func uncast(_ tokens: ArraySlice<ObjCToken>) -> ArraySlice<ObjCToken> {
        guard tokens.count >= 4, tokens.first?.isPunctuation("(") == true, tokens[tokens.startIndex + 1].kind == .identifier,
            tokens[tokens.startIndex + 1].text.first?.isUppercase == true
        else { return tokens }
        var close = tokens.startIndex + 2
        if tokens[close].isPunctuation("*") { close += 1 }
        guard close < tokens.endIndex - 1, tokens[close].isPunctuation(")") else { return tokens }
        return unparenthesized(tokens[(close + 1)...])
    }

    static func unparenthesized(_ tokens: ArraySlice<ObjCToken>) -> ArraySlice<ObjCToken> {
        var tokens = tokens
        while tokens.count >= 2, tokens.first?.isPunctuation("(") == true,
            closingParen(of: tokens.startIndex, in: tokens) == tokens.endIndex - 1
        {
            tokens = tokens[(tokens.startIndex + 1)..<(tokens.endIndex - 1)]
        }
        return tokens
    }

    /// The index of the `)` matching the `(` at `open`, or nil.
    private static func closingParen(of open: Int, in tokens: ArraySlice<ObjCToken>) -> Int? {
        var depth = 0
        for position in open..<tokens.endIndex {
            if tokens[position].isPunctuation("(") { depth += 1 }
            if tokens[position].isPunctuation(")") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }
}
