import SourceParsing
import SwiftSyntax

/// How a name argument is written (ib-links.md §4.2): literal, constant, class-derived, or dynamic.
extension SwiftFactsVisitor {
    /// nil for a `nil` literal (no name at all).
    func classify(_ expression: ExprSyntax, context: String?) -> CodeReference.Value? {
        let expression = Self.unwrap(expression)
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let literal = literalString(expression) { return .literal(literal) }
        if let string = expression.as(StringLiteralExprSyntax.self) { return interpolatedClassName(string) ?? .dynamic }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = local(name) { return value }
            // `classNameWithoutNamespaces` read on self inside a type: the class of self.
            if name == "className" || name == "classNameWithoutNamespaces", let type = enclosingType {
                return .className(type, variesBySubclass: true)
            }
            if let key = inspectableKey(name) { return .constant(name: key, context: nil) }
            if name == "self" || name.first?.isLowercase == true && isParameterLike(name) { return .dynamic }
            return .constant(name: name, context: nil)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) { return classifyMember(access, context: context) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return classifyCall(call) ?? .dynamic }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.trimmedText == "??" {
            return classify(infix.leftOperand, context: context)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return classifySequence(Array(sequence.elements), context: context) }
        return .dynamic
    }

    /// Rule (enum raw values): a `String` enum's case is a constant whose value is its raw value,
    /// written (`case settings = "Settings"`) or implicit (`case onboarding` is "onboarding").
    func addRawValues(_ node: EnumCaseDeclSyntax) {
        var parent = node.parent
        while let syntax = parent, !syntax.is(EnumDeclSyntax.self) {
            if syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self) { return }
            parent = syntax.parent
        }
        guard let declaration = parent?.as(EnumDeclSyntax.self),
            declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText == "String",
            let qualified = qualifiedType
        else { return }
        for element in node.elements {
            let name = element.name.text.filter { $0 != "`" }
            let value: String
            if let raw = element.rawValue?.value {
                guard let literal = literalString(raw) else { continue }
                value = literal
            } else {
                value = name
            }
            facts.constants.append(CodeConstant(name: "\(qualified).\(name)", value: value, line: line(element)))
        }
    }

    /// Lower-case names that are not known constants of this file read as variables or parameters.
    private func isParameterLike(_ name: String) -> Bool {
        !facts.constants.contains { $0.name == name }
    }

    private func classifyMember(_ access: MemberAccessExprSyntax, context: String?) -> CodeReference.Value {
        let member = access.declName.baseName.text
        guard let base = access.base.map(Self.unwrap) else {
            return .constant(name: member, context: context)  // `.main` as an `NSStoryboard.Name`
        }
        if member == "className" || member == "classNameWithoutNamespaces" {
            return selfReference(base).map { .className($0, variesBySubclass: true) }
                ?? .className(base.trimmedText, variesBySubclass: false)
        }
        if member == "last" || member == "first",
            let components = base.as(FunctionCallExprSyntax.self), Self.calleeName(components.calledExpression) == "components",
            let source = components.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            return classify(source, context: context) ?? .dynamic
        }
        let baseText = base.trimmedText
        // `Board.settings.rawValue`: the case's raw value.
        if member == "rawValue", let access = base.as(MemberAccessExprSyntax.self), access.base != nil {
            return classifyMember(access, context: nil)
        }
        // Rule (raw-value parameter): `board.rawValue` or `board?.rawValue` of a parameter typed
        // `Board` is each case its callers pass (`named: .settings`, `Board.settings`), looked up
        // in `Board` when links are made; never every case, which would make unused files look used.
        if member == "rawValue", let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let (key, type) = rawValueParameter(name)
        {
            let fact = CodeConstant(name: key, value: CodeReference.typeArgument(type), line: line(access))
            if !facts.arguments.contains(where: { $0.name == fact.name && $0.value == fact.value }) { facts.arguments.append(fact) }
            return .constant(name: key, context: nil)
        }
        // `T.sceneIdentifier`, `type.reuseIdentifier` on a class parameter: each passed class's provider.
        if let key = classParameterKey(baseText) { return .constant(name: CodeReference.providerPrefix + member, context: key) }
        // `self.nibName` in a static function: what the class's provider of that name gives.
        if baseText == "self", inStaticFunction { return .constant(name: CodeReference.providerPrefix + member, context: "self") }
        if baseText == "self", let key = inspectableKey(member) { return .constant(name: key, context: nil) }
        if baseText == "Self" || baseText == "self", let type = enclosingType {
            // `Self.nibName` with no constant of that name in the file: what the class's provider gives.
            if baseText == "Self", let qualified = qualifiedType, !facts.constants.contains(where: { $0.name == "\(qualified).\(member)" }) {
                return .constant(name: CodeReference.providerPrefix + member, context: "self")
            }
            return .constant(name: "\(type).\(member)", context: nil)
        }
        // `type(of: self).nibName`: what the class of self's provider of that name gives.
        if selfReference(base) != nil {
            return .constant(name: CodeReference.providerPrefix + member, context: "self")
        }
        // `type.reuseIdentifier` for a loop name over a stored list of a type's own values: what
        // that type's provider of the member gives (`SwiftFactsVisitor+Cases`).
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, member.first?.isLowercase == true,
            let type = loopValueType(name)
        {
            return .constant(name: "\(type).\(member)", context: nil)
        }
        if base.is(FunctionCallExprSyntax.self) || baseText.contains("(") { return .dynamic }
        return .constant(name: "\(baseText).\(member)", context: nil)
    }

    /// `String(describing: …)` and `NSStringFromClass(…)` of a type or of `self`.
    private func classifyCall(_ call: FunctionCallExprSyntax) -> CodeReference.Value? {
        // `XMPPAccountCell.cellIdentifier()`: what the type's provider of that name gives.
        if call.arguments.isEmpty, call.trailingClosure == nil, let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        {
            let name = base.baseName.text
            if let key = classParameterKey(name) {
                return .constant(name: CodeReference.providerPrefix + access.declName.baseName.text, context: key)
            }
            guard name.first?.isUppercase == true else { return nil }
            return .constant(name: CodeReference.providerPrefix + access.declName.baseName.text, context: name)
        }
        let callee = call.calledExpression.trimmedText
        guard call.arguments.count == 1, let argument = call.arguments.first else { return nil }
        // `NSStoryboard.Name(storyboardName)`, `String(name)`, `.init("Prefs")` where a name is
        // expected, `NSNib.Name.init("Prefs")`: the name it wraps.
        if argument.label == nil,
            Self.nameWrappers.contains(callee) || callee == ".init"
                || (callee.hasSuffix(".init") && Self.nameWrappers.contains(String(callee.dropLast(5))))
        {
            return classify(argument.expression, context: nil)
        }
        let isDescribing = callee == "String" && argument.label?.text == "describing"
        guard isDescribing || callee == "NSStringFromClass" else { return nil }
        let subject = Self.unwrap(argument.expression)
        if let own = selfReference(subject) { return .className(own, variesBySubclass: true) }
        // `String(describing: type)` of a class parameter: each class callers pass.
        if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text, let key = classParameterKey(name) {
            return .constant(name: key, context: nil)
        }
        // The same through a local (`let type = kind.cellType`, then `String(describing: type)`).
        if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = local(Self.caseMemberKey(name)) {
            return value
        }
        // `String(describing: kind.cellType)` for a loop name over a type's own values: the name
        // of each class that type's provider of the member gives (`SwiftFactsVisitor+Cases`).
        if let access = subject.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
            case let member = access.declName.baseName.text, member.first?.isLowercase == true, member != "self",
            let type = loopValueType(base.baseName.text)
        {
            return .constant(name: "\(type).\(member)", context: nil)
        }
        if let access = subject.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let type = access.base?.trimmedText
        {
            if let key = metatypeParameterKey(forGeneric: type) { return .constant(name: key, context: nil) }
            if isGenericParameter(type), let own = enclosingType { return .className(own, variesBySubclass: true) }
            return .className(type.split(separator: ".").last.map(String.init) ?? type, variesBySubclass: false)
        }
        return nil
    }

    /// Unfolded operators: `name ?? "Main"` is its left side; `bundleName + "/" + NSStringFromClass(self)`,
    /// a path, is its last component (XLForm's `Bundle.bundle/Name`).
    private func classifySequence(_ elements: [ExprSyntax], context: String?) -> CodeReference.Value {
        guard elements.count >= 3 else { return .dynamic }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0].trimmedText }
        if operators.first == "??" { return classify(elements[0], context: context) ?? .dynamic }
        guard operators.allSatisfy({ $0 == "+" }), let separator = literalString(elements[elements.count - 3]),
            separator.hasSuffix("/"), let last = elements.last
        else { return .dynamic }
        return classify(last, context: context) ?? .dynamic
    }

    /// Types whose initializer wraps a name without changing it.
    static let nameWrappers: Set<String> = [
        "String", "NSStoryboard.Name", "NSNib.Name", "NSStoryboard.SceneIdentifier", "NSUserInterfaceItemIdentifier",
        "UIStoryboard.Name", "NSString",
    ]

    /// `"\(type(of: self))"`, `"\(Self.self)"`, `"\(Foo.self)"`.
    private func interpolatedClassName(_ literal: StringLiteralExprSyntax) -> CodeReference.Value? {
        let segments = Array(literal.segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
        guard segments.count == 1, let segment = segments.first?.as(ExpressionSegmentSyntax.self),
            segment.expressions.count == 1, let inner = segment.expressions.first?.expression
        else { return nil }
        let subject = Self.unwrap(inner)
        if let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text, let key = classParameterKey(name) {
            return .constant(name: key, context: nil)
        }
        if let own = selfReference(subject.trimmedText) ?? selfReference(subject.trimmedText.replacingSuffix(".self")) {
            return .className(own, variesBySubclass: true)
        }
        if let access = subject.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let type = access.base?.trimmedText
        {
            // A generic parameter is never itself a name: the class a call passes or makes is.
            if let key = metatypeParameterKey(forGeneric: type) { return .constant(name: key, context: nil) }
            if isGenericParameter(type), let own = enclosingType { return .className(own, variesBySubclass: true) }
            return .className(type, variesBySubclass: false)
        }
        return nil
    }

    /// The enclosing class when `expression` is the instance's or type's own class:
    /// `self`, `Self`, `Self.self`, `type(of: self)`, `self.classForCoder`, `self.dynamicType`.
    private func selfReference(_ expression: ExprSyntax) -> String? {
        selfReference(expression.trimmedText)
    }

    private func selfReference(_ source: String) -> String? {
        let text = source.filter { !$0.isWhitespace }
        let forms: Set<String> = [
            "self", "Self", "Self.self", "type(of:self)", "type(of:self).self", "self.classForCoder", "self.dynamicType",
            "classForCoder", "self.class",
        ]
        return forms.contains(text) ? enclosingType : nil
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
