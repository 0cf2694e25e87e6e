import SourceParsing
import SwiftSyntax

/// Rule (a value's property by its cases): a computed property whose getter switches over `self`
/// (`var reuseIdentifier: String { switch self { case .image: return ImageCell.reuseIdentifier … } }`)
/// gives, for some value of the type, each case's result; kept as the type's provider of that
/// name, one constant per case, as `class var` providers are. A case's result is a literal, a
/// name asked of a class (`ImageCell.reuseIdentifier`, kept as `$(ASK ImageCell.reuseIdentifier)`
/// and looked up when links are made), or that name asked of the case's associated value
/// (`case let .editorial(kind): return kind.reuseIdentifier`, asked of the value's declared type);
/// any other result keeps the whole property unbounded (`$(UNBOUND)`). A load asks it of a loop
/// name that ranges over a stored list of the type's own values (`for type in all`).
extension SwiftFactsVisitor {
    /// The first associated value's type of each case of the file's enums (`Outer.Kind.editorial`).
    func addCaseTypes(_ node: EnumCaseDeclSyntax) {
        guard let owner = qualifiedType else { return }
        for element in node.elements {
            guard let type = element.parameterClause?.parameters.first?.type.trimmedText,
                type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { continue }
            caseTypes["\(owner).\(element.name.text)"] = type
        }
    }

    /// Records the providers of an instance property whose getter is one `switch self`.
    func addCaseProvider(_ property: String, owner: String, type: String?, accessors: AccessorBlockSyntax.Accessors) {
        // A name, or a class whose name is one (`var cellType: UITableViewCell.Type`).
        guard let type, CodeReference.isNameType(type) || type.filter({ !$0.isWhitespace }).hasSuffix(".Type") else { return }
        let body: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let items): body = items
        case .accessors(let list): body = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        guard let body, body.count == 1, let item = body.first?.item else { return }
        let switchNode =
            item.as(SwitchExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? item.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
        guard let switchNode, switchNode.subject.trimmedText == "self" else { return }
        var values: [String] = []
        for entry in switchNode.cases {
            guard let switchCase = entry.as(SwitchCaseSyntax.self) else { return }
            values.append(caseResult(switchCase, owner: owner) ?? CodeReference.unboundedResult)
        }
        let name = "\(owner).\(CodeReference.providerPrefix)\(property)"
        // One case sbdb cannot read leaves the whole property unbounded: one row says so.
        if values.contains(CodeReference.unboundedResult) { values = [CodeReference.unboundedResult] }
        for value in Set(values).sorted() {
            facts.constants.append(CodeConstant(name: name, value: value, line: line(switchNode)))
        }
    }

    /// `$(ASK Type.member)`: what the constant `Type.member`, or else `Type`'s provider of
    /// `member`, gives.
    static func askedResult(type: String, member: String) -> String { "\(CodeReference.askedPrefix)\(type).\(member))" }

    private func caseResult(_ switchCase: SwitchCaseSyntax, owner: String) -> String? {
        guard switchCase.statements.count == 1, let item = switchCase.statements.first?.item else { return nil }
        guard let expression = (item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)).map(Self.unwrap)
        else { return nil }
        if let literal = literalString(expression) { return literal }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base.map(Self.unwrap),
            case let member = access.declName.baseName.text, member.first?.isLowercase == true
        else { return nil }
        let baseText = base.trimmedText
        // `return BannerCell.self` of a property holding a class: the class's name.
        if member == "self", let name = Self.metatypeName(expression.trimmedText) { return name }
        if baseText.first?.isUppercase == true, baseText.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            return Self.askedResult(type: baseText, member: member)
        }
        // `case let .editorial(kind): return kind.reuseIdentifier`: asked of the associated value's type.
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .case(let label) = switchCase.label, label.caseItems.count == 1,
            let pattern = label.caseItems.first?.pattern.trimmedText.filter({ !$0.isWhitespace }),
            let caseName = Self.caseBinding(pattern, name: name),
            let type = caseTypes["\(owner).\(caseName)"]
        else { return nil }
        return Self.askedResult(type: type, member: member)
    }

    /// The case whose single associated value `pattern` binds to `name`: `let.editorial(kind)`,
    /// `.editorial(letkind)` (spaces removed); nil for any other pattern.
    static func caseBinding(_ pattern: String, name: String) -> String? {
        var text = pattern
        if text.hasPrefix("let") { text.removeFirst(3) }
        guard text.hasPrefix("."), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let caseName = String(text[text.index(after: text.startIndex)..<open])
        let bound = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard bound == name || bound == "let" + name, !caseName.isEmpty else { return nil }
        return caseName
    }

    /// The element type of a stored list of the type's own values: written (`[Kind]`), or the
    /// type itself when every element is one of its cases (`.image`, `.text(nil)`); nil otherwise.
    func ownValuesType(_ array: ArrayExprSyntax, binding: PatternBindingSyntax, owner: String) -> String? {
        if let annotated = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element.trimmedText { return annotated }
        guard !array.elements.isEmpty else { return nil }
        for element in array.elements {
            let value = Self.unwrap(element.expression)
            let access =
                value.as(MemberAccessExprSyntax.self)
                ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            guard let access, access.base == nil else { return nil }
        }
        return owner
    }

    /// The type whose values a loop name ranges over, when the loop runs over a stored list of the
    /// enclosing type's own cases (`static let all: [Kind] = [.image, .text]`, `for type in all`).
    func loopValueType(_ name: String) -> String? {
        for types in loopTypes.reversed() {
            if let type = types[name] { return type }
        }
        return nil
    }
}
