import SourceParsing
extension ObjCFactCollector {
    /// Records the IB members declared by one property or instance-variable declaration:
    /// `IBOutlet UIView *a, *b` declares two outlets.
    mutating func addMembers(declaredIn range: Range<Int>) {
        guard let owner = container?.name, !range.isEmpty, range.upperBound <= tokens.count else { return }
        let declaration = tokens[range]
        let kind: CodeMember.Kind
        if declaration.contains(where: { $0.isIdentifier("IBOutletCollection") }) {
            kind = .outletCollection
        } else if declaration.contains(where: { $0.isIdentifier("IBOutlet") }) {
            kind = .outlet
        } else if declaration.contains(where: { $0.isIdentifier("IBInspectable") }) {
            kind = .inspectable
        } else if declaration.contains(where: { $0.isPunctuation("*") || $0.isIdentifier("id") }) {
            kind = .property
        } else {
            return
        }
        let type = kind == .inspectable ? nil : Self.outletClass(declaration, collection: kind == .outletCollection)
        for declarator in Self.declarators(declaration) {
            guard let name = Self.declaredName(declarator) else { continue }
            addMember(CodeMember(kind: kind, owner: owner, name: name.text, type: type, line: name.line))
        }
    }

    /// The class an outlet holds: `IBOutlet UILabel *label` → `UILabel`; for
    /// `IBOutletCollection(UIButton) NSArray *buttons`, the element class `UIButton`.
    private static func outletClass(_ tokens: ArraySlice<ObjCToken>, collection: Bool) -> String? {
        if collection {
            guard let marker = tokens.firstIndex(where: { $0.isIdentifier("IBOutletCollection") }),
                marker + 2 < tokens.endIndex, tokens[marker + 1].isPunctuation("("),
                tokens[marker + 2].kind == .identifier
            else { return nil }
            return tokens[marker + 2].text
        }
        var depth = 0
        for token in tokens {
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth = max(0, depth - 1) }
                continue
            }
            guard depth == 0, token.kind == .identifier, !isQualifier(token.text) else { continue }
            return token.text
        }
        return nil
    }

    /// Adds `member` unless the same member is already known (declared in a class extension
    /// and defined in the `@implementation` of the same file).
    mutating func addMember(_ member: CodeMember) {
        let key = "\(member.kind.rawValue) \(member.owner) \(member.name) \(member.selector ?? "")"
        guard memberKeys.insert(key).inserted else { return }
        facts.members.append(member)
    }

    /// Splits a declaration at its top-level commas.
    private static func declarators(_ tokens: ArraySlice<ObjCToken>) -> [ArraySlice<ObjCToken>] {
        var result: [ArraySlice<ObjCToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for position in tokens.indices {
            let token = tokens[position]
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                result.append(tokens[start..<position])
                start = position + 1
            default: break
            }
        }
        result.append(tokens[start..<tokens.endIndex])
        return result
    }

    /// The declared name: the last top-level word that is neither a qualifier, nor a macro
    /// call (`API_AVAILABLE(ios(13))`), nor a macro-like ALL_CAPS word (`NS_REFINED_FOR_SWIFT`).
    private static func declaredName(_ tokens: ArraySlice<ObjCToken>) -> ObjCToken? {
        var depth = 0
        var name: ObjCToken?
        for position in tokens.indices {
            let token = tokens[position]
            if token.kind == .punctuation {
                if ["(", "[", "<"].contains(token.text) { depth += 1 }
                if [")", "]", ">"].contains(token.text) { depth = max(0, depth - 1) }
                continue
            }
            guard depth == 0, token.kind == .identifier, !isQualifier(token.text) else { continue }
            let next = position + 1 < tokens.endIndex ? tokens[position + 1] : nil
            if next?.isPunctuation("(") == true { continue }
            name = token
        }
        return name
    }

    private static func isQualifier(_ word: String) -> Bool {
        if qualifiers.contains(word) || word.hasPrefix("__") { return true }
        // ALL_CAPS words with an underscore are macros (NS_REFINED_FOR_SWIFT, API_UNAVAILABLE).
        return word.contains("_")
            && word.utf8.allSatisfy { ObjCByte.isDigit($0) || $0 == 0x5F || ($0 >= 0x41 && $0 <= 0x5A) }
    }

    private static let qualifiers: Set<String> = [
        "IBOutlet", "IBOutletCollection", "IBInspectable", "const", "volatile", "static", "extern",
        "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull",
        "_Null_unspecified", "_Nullable_result",
    ]

    /// `- (IBAction)name:(id)sender more:(T)b;` or `{`: reads the selector and records an action.
    /// A method declaration is never a call, so `- (void)loadNibNamed:(NSString *)name;` names nothing.
    mutating func parseMethod() {
        let start = tokens[index]
        index += 1
        resetNesting()
        var isAction = false
        var returnsString = false
        if atPunctuation("(") {
            let returnType = index
            skipParenGroup()
            isAction = tokens[returnType..<index].contains { $0.isIdentifier("IBAction") }
            returnsString = tokens[returnType..<index].contains { $0.kind == .identifier && Self.stringTypes.contains($0.text) }
        }
        let parts = readSelectorParts()
        currentMember = parts.first.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
        currentMemberIsClassMethod = start.isPunctuation("+")
        skipMethodAttributes()
        if parts.count == 1, CodeReference.nameOverrides.contains(parts[0]), atPunctuation("{") {
            addNameOverride(parts[0])
            // It also answers `[self nibName]` (`+ (instancetype)controller { … initWithNibName:[self
            // nibName] … }`), a name provider as any other: each subclass's override gives its own.
            if returnsString { addNameProvider(parts[0]) }
        } else if parts.count == 1, !parts[0].hasSuffix(":"), returnsString, atPunctuation("{") {
            addNameProvider(parts[0])
        }
        guard let owner = container?.name, let first = parts.first, isAction || start.isPunctuation("-") else { return }
        let name = first.hasSuffix(":") ? String(first.dropLast()) : first
        addMember(CodeMember(kind: isAction ? .action : .method, owner: owner, name: name, selector: parts.joined(), line: start.line))
    }

    /// `NSString` and the SDK's names for it that a name provider may return.
    static let stringTypes: Set<String> = [
        "NSString", "NSNibName", "NSStoryboardName", "NSStoryboardSceneIdentifier", "NSUserInterfaceItemIdentifier",
        "NSImageName", "NSColorName", "UIStoryboardSegueIdentifier",
    ]

    /// `- (NSString *)mainNibName { return @"QSCatalog"; }` or a class method
    /// (`+ (NSUserInterfaceItemIdentifier)identifier { return NSStringFromClass(self); }`): a method a load may ask for the name
    /// (`initWithNibNamed:[self mainNibName]`). Each literal it returns, or the class of self
    /// (`NSStringFromClass([self class])`, kept as `$(CLASS)`), is a constant `Owner.-mainNibName`;
    /// links follow it from the load to each subclass (`CodeLinks`).
    private mutating func addNameProvider(_ selector: String) {
        guard let owner = container?.name else { return }
        for (_, value, line, _) in returnedNames(owner: owner) {
            let text: String
            switch value {
            case .literal(let literal): text = literal
            case .className(let name, let varies): text = varies ? CodeReference.classOfSelf : name
            default: continue
            }
            facts.constants.append(CodeConstant(name: "\(owner).-\(selector)", value: text, line: line))
        }
    }

    /// The names each `return` of the method body at `index` gives (both branches of `c ? A : B`),
    /// with the branch, its value and line; dynamic values are left out.
    private func returnedNames(owner: String) -> [(ArraySlice<ObjCToken>, CodeReference.Value, Int, Int)] {
        var result: [(ArraySlice<ObjCToken>, CodeReference.Value, Int, Int)] = []
        var depth = 0
        var position = index
        while let token = token(at: position) {
            if token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            }
            if token.kind == .keyword, depth == 0 { break }
            if token.isIdentifier("return") {
                var end = position + 1
                while let next = self.token(at: end), !next.isPunctuation(";"), !next.isPunctuation("}") { end += 1 }
                let expression = tokens[(position + 1)..<end]
                let branches: [ArraySlice<ObjCToken>]
                if let question = expression.firstIndex(where: { $0.isPunctuation("?") }),
                    let colon = expression[question...].firstIndex(where: { $0.isPunctuation(":") })
                {
                    branches = [expression[(question + 1)..<colon], expression[(colon + 1)...]]
                } else {
                    branches = [expression]
                }
                for branch in branches {
                    guard let value = ObjCNameExpression.value(of: branch, enclosingType: owner), value != .dynamic else { continue }
                    result.append((branch, value, token.line, position))
                }
                position = end
                continue
            }
            position += 1
        }
        return result
    }

    /// `- (NSString *)nibName { return @"Name"; }` (or `windowNibName`): the class loads the nib its
    /// override names. Each `return` of the body that gives a literal or the class's name counts
    /// (`return wood ? @"A" : @"B";` gives both); anything else names nothing.
    private mutating func addNameOverride(_ property: String) {
        guard let owner = container?.name else { return }
        // A constant that names nothing (an instance variable) stays unresolved: no link.
        for (branch, value, line, position) in returnedNames(owner: owner) {
            facts.references.append(
                CodeReference(
                    kind: .nib, api: "-[\(owner) \(property)]", value: value,
                    sourceText: branch.sourceText(in: bytes), enclosingType: owner, enclosingMember: property, line: line))
            referenceOrigins.append(position)
        }
    }

    /// `name` alone, or `name:(T)a more:(U)b :(V)c`, each keyword with its colon.
    private mutating func readSelectorParts() -> [String] {
        var parts: [String] = []
        var parameters: [String] = []
        var carriesName: [Bool] = []
        defer {
            let selector = parts.joined()
            for (position, parameter) in parameters.enumerated() {
                let key = CodeReference.argumentKey(function: selector, label: nil, position: position)
                parameterKeys[parameter] = key
                if carriesName[position] { nameParameterKeys[parameter] = key }
            }
        }
        while let current = token(at: index) {
            if current.kind == .identifier, token(at: index + 1)?.isPunctuation(":") == true {
                parts.append(current.text + ":")
                index += 2
            } else if current.isPunctuation(":"), !parts.isEmpty {
                parts.append(":")
                index += 1
            } else if current.kind == .identifier, parts.isEmpty {
                index += 1
                return [current.text]
            } else {
                break
            }
            // Each keyword takes an optional `(Type)` and then always a parameter name, even one
            // followed by a colon: in `pair:(id)a :(id)b` the `a` is a name, not a keyword.
            var typeCarriesName = false
            if atPunctuation("(") {
                let typeStart = index
                skipParenGroup()
                // `(NSString *)`, `(Class)`, `(NSNibName)`: a type that may carry a name (`CallArguments.mayCarryName`).
                typeCarriesName = tokens[typeStart..<min(index, tokens.count)].contains {
                    $0.kind == .identifier && CallArguments.mayCarryName(type: $0.text == "Class" ? "AnyClass" : $0.text[...])
                }
            }
            if let parameter = identifierHere() {
                methodParameters.insert(parameter)
                parameters.append(parameter)
                carriesName.append(typeCarriesName)
                index += 1
            }
        }
        return parts
    }

    /// Skips macros and attributes after a method's selector up to its `;` (consumed) or body `{`.
    private mutating func skipMethodAttributes() {
        while let token = token(at: index) {
            if token.isPunctuation(";") {
                index += 1
                atDeclarationBoundary = nesting.isEmpty
                return
            }
            if token.isPunctuation("{") || token.isPunctuation("}") || token.kind == .keyword { return }
            if token.isFirstOnLine, token.isPunctuation("-") || token.isPunctuation("+") {
                atDeclarationBoundary = true  // the next method: the `;` is missing
                return
            }
            if token.isPunctuation("(") { skipParenGroup() } else { index += 1 }
        }
    }

    /// From a `<` at `index` to just past its `>`: the words at the first level, and whether a
    /// `*` occurs (type arguments rather than protocols). Stops early at `;`, a brace or a keyword.
    mutating func readAngleGroup() -> (names: [String], hasStar: Bool) {
        var names: [String] = []
        var hasStar = false
        var depth = 0
        while let token = token(at: index) {
            if token.kind == .keyword || [";", "{", "}"].contains(where: token.isPunctuation) { break }
            index += 1
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            if token.isPunctuation("*") { hasStar = true }
            if depth == 1, token.kind == .identifier, !token.text.hasPrefix("__") { names.append(token.text) }
            if depth <= 0 { break }
        }
        return (names, hasStar)
    }

    /// From a `(` at `index` to just past its `)`, stopping early at `;`, a brace or a keyword.
    mutating func skipParenGroup() {
        var depth = 0
        while let token = token(at: index) {
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { return }
            if token.kind == .keyword, token.text != "selector", token.text != "encode" { return }
            index += 1
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            if depth <= 0 { return }
        }
    }
}
