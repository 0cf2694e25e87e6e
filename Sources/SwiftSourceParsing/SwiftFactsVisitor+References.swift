import SourceParsing
import SwiftSyntax

/// Calls that name nibs, storyboards, scenes, segues and reuse identifiers (ib-links.md §4.1).
extension SwiftFactsVisitor {
    static let reuseLabels: Set<String> = [
        "forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "withReuseIdentifier",
    ]

    func addReferences(_ node: FunctionCallExprSyntax) {
        let before = facts.references.count
        addCallReferences(node)
        if facts.references.count > before, let member = Self.enclosingMember(of: Syntax(node)) {
            for index in before..<facts.references.count { facts.references[index].enclosingMember = member }
        }
    }

    /// Rule (guarded load): a load inside `if` or `guard` whose condition asks the bundle for a nib
    /// of the same name (`Bundle.main.path(forResource: name, ofType: "nib") != nil`,
    /// `url(forResource: name, withExtension: "nib")`) runs only when that nib exists: it is no
    /// broken link when none does.
    static func isGuardedByExistence(_ node: Syntax, name: String) -> Bool {
        var current = node.parent
        while let syntax = current {
            var conditions: ConditionElementListSyntax?
            if let branch = syntax.as(IfExprSyntax.self) { conditions = branch.conditions }
            if let check = syntax.as(GuardStmtSyntax.self) { conditions = check.conditions }
            if let text = conditions?.trimmedText.filter({ !$0.isWhitespace }),
                text.contains("forResource:\(name.filter { !$0.isWhitespace }),"), text.contains("\"nib\"")
            {
                return true
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The function, initializer or property whose body holds `node`; nil at the top level of a type.
    static func enclosingMember(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if syntax.is(InitializerDeclSyntax.self) { return "init" }
            if let binding = syntax.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(ActorDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self)
            {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// `OrderCell.loadNib()` (the receiver's nib) or `loadNib()` inside a type (the class of self's).
    private func addHelperCall(_ node: FunctionCallExprSyntax) {
        var callee = ExprSyntax(node.calledExpression)
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        // Most calls are no helper's: the member's name decides first, before any lookup.
        let calledName =
            callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let calledName, CodeReference.namesANibHelper(calledName) else { return }
        let values: [CodeReference.Value]
        let member: String
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true
        {
            member = access.declName.baseName.text
            values = [
                base.baseName.text == "Self"
                    ? .className(enclosingType ?? "", variesBySubclass: true)
                    : .className(base.baseName.text, variesBySubclass: false)
            ]
        } else if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
            isMetatypeParameter(base.baseName.text),
            case .constant(let key, nil)? = local(base.baseName.text), CodeReference.isArgumentKey(key)
        {
            // `type.loadNib()` on a parameter `type: UITableViewCell.Type`: each class callers pass.
            member = access.declName.baseName.text
            values = [.constant(name: key, context: nil)]
        } else if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
            let types = metatypes(of: base.baseName.text)
        {
            // `t.loadNib()` on a local or loop name holding classes (`let t = Header.self`,
            // `for t in [A.self, B.self]`): the helper runs on each of them.
            member = access.declName.baseName.text
            values = types.map { .className($0, variesBySubclass: false) }
        } else if let access = callee.as(MemberAccessExprSyntax.self), access.base == nil, let type = annotatedType(of: node) {
            // `let header: HeaderView = .fromNib()`: the type the value is declared with.
            member = access.declName.baseName.text
            values = [.className(type, variesBySubclass: false)]
        } else if let reference = callee.as(DeclReferenceExprSyntax.self), let type = enclosingType {
            member = reference.baseName.text
            values = [.className(type, variesBySubclass: true)]
        } else {
            return
        }
        guard CodeReference.namesANibHelper(member), !["UINib", "NSNib"].contains(member) else { return }
        for value in values {
            facts.references.append(
                CodeReference(
                    kind: .nib, api: CodeReference.helperAPI(member), value: value, sourceText: node.trimmedText,
                    enclosingType: enclosingType, line: line(node)))
        }
    }

    private func addCallReferences(_ node: FunctionCallExprSyntax) {
        let before = facts.references.count
        addLoadReferences(node)
        guard facts.references.count > before else { return }
        // `UINib(nibName:bundle: Bundle(for: Pod.self))`, `Bundle(for: Pod.self).loadNibNamed(…)`,
        // and the storyboard's bundle in `UIStoryboard(name:bundle: kit).instantiateViewController(…)`.
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(Self.unwrap)
        let storyboardBundle = base?.as(FunctionCallExprSyntax.self).flatMap { call in
            ["UIStoryboard", "NSStoryboard"].contains(Self.calleeName(call.calledExpression))
                ? call.arguments.first { $0.label?.text == "bundle" }?.expression.trimmedText : nil
        }
        let bundle =
            node.arguments.first { $0.label?.text == "bundle" }?.expression.trimmedText
            ?? storyboardBundle ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText
        var bundleClass = bundle.flatMap(CodeReference.bundleClass)
        if bundleClass == nil, let bundle, case .literal(let local)? = local(Self.bundleKey(bundle)) { bundleClass = local }
        if let bundleClass {
            for index in before..<facts.references.count { facts.references[index].bundleClass = bundleClass }
        }
    }

    /// The type a call's value is declared with: `let header: HeaderView = .fromNib()`.
    private func annotatedType(of node: FunctionCallExprSyntax) -> String? {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let written = binding.typeAnnotation?.type.trimmedText
        else { return nil }
        let type = written.filter { $0 != "?" && $0 != "!" }
        guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return type
    }

    private func addLoadReferences(_ node: FunctionCallExprSyntax) {
        addHelperCall(node)
        let name = Self.calleeName(node.calledExpression)
        let arguments = Array(node.arguments)
        func argument(_ label: String?) -> ExprSyntax? {
            arguments.first { $0.label?.text == label }?.expression
        }
        func add(
            _ kind: CodeReference.Kind, _ api: String, _ expression: ExprSyntax?, context: String? = nil,
            owner: ExprSyntax? = nil, storyboard: CodeReference.Value? = nil
        ) {
            guard let expression else { return }
            let values: [CodeReference.Value]
            if let loopName = Self.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                let looped = loopValues(loopName)
            {
                values = looped
            } else {
                values = candidates(expression, context: context)
                guard !values.isEmpty else { return }
            }
            // Made only when the nib exists: `if Bundle.main.path(forResource: name, ofType: "nib") != nil`.
            let api =
                kind == .nib && Self.isGuardedByExistence(Syntax(node), name: expression.trimmedText)
                ? api + CodeReference.whenNibExistsSuffix : api
            for value in values {
                facts.references.append(
                    CodeReference(
                        kind: kind, api: api, value: value, sourceText: expression.trimmedText, enclosingType: enclosingType,
                        ownerIsSelf: owner.map(Self.isSelf) ?? false, storyboard: storyboard, line: line(node)))
            }
        }
        switch name {
        case "UINib": add(.nib, "UINib(nibName:bundle:)", argument("nibName"), owner: instantiationOwner(of: node))
        case "NSNib": add(.nib, "NSNib(nibNamed:bundle:)", argument("nibNamed"), context: "NSNib.Name")
        case "loadNibNamed": add(.nib, "loadNibNamed(_:owner:)", argument(nil), context: "NSNib.Name", owner: argument("owner"))
        case "UIStoryboard": add(.storyboard, "UIStoryboard(name:bundle:)", argument("name"))
        case "NSStoryboard": add(.storyboard, "NSStoryboard(name:bundle:)", argument("name"), context: "NSStoryboard.Name")
        case "instantiateViewController", "instantiateController":
            add(
                .scene, "\(name)(withIdentifier:)", argument("withIdentifier") ?? argument("identifier"),
                context: name == "instantiateController" ? "NSStoryboard.SceneIdentifier" : nil,
                storyboard: storyboardOfChain(node))
        case "performSegue": add(.segue, "performSegue(withIdentifier:sender:)", argument("withIdentifier"))
        case "UIImage", "NSImage": add(.image, "\(name)(named:)", argument("named"), context: name == "NSImage" ? "NSImage.Name" : nil)
        case "UIColor", "NSColor": add(.color, "\(name)(named:)", argument("named"), context: name == "NSColor" ? "NSColor.Name" : nil)
        // SwiftUI: `Image("logo")`, `Image(decorative: "logo")`, `Color("Brand")`; not `Image(systemName:)`
        // or `Image(.logo)` (a generated symbol, which code_mentions counts).
        case "Image" where Self.namesByString(arguments.first):
            add(.image, "Image(_:)", arguments.first?.expression)
        case "Image" where arguments.first?.label?.text == "decorative":
            add(.image, "Image(decorative:)", argument("decorative"))
        case "Color" where Self.namesByString(arguments.first):
            add(.color, "Color(_:)", arguments.first?.expression)
        case "setObject" where node.calledExpression.trimmedText.contains("cellClassesForRowDescriptorTypes"):
            add(.nib, CodeReference.xlFormRegistryAPI, arguments.first?.expression)
        case "makeItem" where argument("withIdentifier") != nil:
            add(.nib, CodeReference.identifierNibAPIs[0], argument("withIdentifier"), context: "NSUserInterfaceItemIdentifier")
        case "makeSupplementaryView" where argument("withIdentifier") != nil:
            add(.nib, CodeReference.identifierNibAPIs[1], argument("withIdentifier"), context: "NSUserInterfaceItemIdentifier")
        case "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView":
            add(.reuseIdentifier, "\(name)(withIdentifier:)", argument("withIdentifier") ?? argument("withReuseIdentifier"))
        case "presentController", "pushController":
            add(.scene, "\(name)(withName:context:)", argument("withName"))
            addEach(.scene, "\(name)(withNames:contexts:)", argument("withNames"), node)
        case "reloadRootPageControllers", "reloadRootControllers":
            addEach(.scene, "\(name)(withNames:contexts:)", argument("withNames"), node)
        default:
            break
        }
        if let label = arguments.compactMap({ $0.label?.text }).first(where: Self.reuseLabels.contains) {
            add(.reuseIdentifier, "register(_:\(label):)", argument(label))
        }
        if let nibName = argument("nibName"), name != "UINib" {
            addNibNamed(nibName, node: node, callee: name)
        }
        if let windowNib = argument("windowNibName") {
            add(.nib, "init(windowNibName:)", windowNib, context: "NSNib.Name", owner: argument("owner"))
        }
        if arguments.isEmpty, node.trailingClosure == nil, Self.isControllerType(node.calledExpression) {
            facts.references.append(
                CodeReference(
                    kind: .nib, api: CodeReference.implicitNibAPI, value: .className(name, variesBySubclass: false),
                    sourceText: node.trimmedText, enclosingType: enclosingType, line: line(node)))
        }
        for wrapper in wrappers where wrapper.function == name {
            add(wrapper.kind, "\(name)(\(wrapper.label ?? "_"):)", argument(wrapper.label))
        }
    }

    /// An unlabelled first argument that is a string or a name holding one, not a member like
    /// `.logo` or `.red` (a generated asset symbol or a system colour).
    static func namesByString(_ argument: LabeledExprSyntax?) -> Bool {
        guard let argument, argument.label == nil else { return false }
        let expression = unwrap(argument.expression)
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil { return false }
        return expression.is(StringLiteralExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
            || expression.is(MemberAccessExprSyntax.self)
    }

    /// `init(nibName:bundle:)` in any spelling; a `nil` name asks for the nib named after the class.
    private func addNibNamed(_ expression: ExprSyntax, node: FunctionCallExprSyntax, callee: String) {
        let unwrapped = Self.unwrap(expression)
        // A forwarding initialiser (`override init(nibName n: …) { super.init(nibName: n, …) }`)
        // loads nothing itself: each call of it is a load, with its own argument.
        if node.calledExpression.trimmedText == "super.init", let parameter = unwrapped.as(DeclReferenceExprSyntax.self),
            Self.enclosingMember(of: Syntax(node)) == "init", signature?.parameter(parameter.baseName.text) != nil
        {
            return
        }
        guard unwrapped.is(NilLiteralExprSyntax.self) else {
            for value in candidates(expression, context: "NSNib.Name") {
                facts.references.append(
                    CodeReference(
                        kind: .nib, api: "init(nibName:bundle:)", value: value, sourceText: expression.trimmedText,
                        enclosingType: enclosingType, line: line(node)))
            }
            return
        }
        let ownClass = callee == "init" || node.calledExpression.trimmedText.hasPrefix("super.")
        guard let className = ownClass ? enclosingType : callee, className.first?.isUppercase == true else { return }
        facts.references.append(
            CodeReference(
                kind: .nib, api: CodeReference.implicitNibAPI, value: .className(className, variesBySubclass: false),
                sourceText: node.trimmedText, enclosingType: enclosingType, line: line(node)))
    }

    private func addEach(_ kind: CodeReference.Kind, _ api: String, _ expression: ExprSyntax?, _ node: FunctionCallExprSyntax) {
        guard let array = expression.map(Self.unwrap)?.as(ArrayExprSyntax.self) else { return }
        for element in array.elements {
            guard let value = classify(element.expression, context: nil) else { continue }
            facts.references.append(
                CodeReference(
                    kind: kind, api: api, value: value, sourceText: element.expression.trimmedText,
                    enclosingType: enclosingType, line: line(node)))
        }
    }

    /// `UINib(…).instantiate(withOwner: X)`: the owner expression, when the nib is instantiated at once.
    private func instantiationOwner(of node: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "instantiate",
            let call = access.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return call.arguments.first { $0.label?.text == "withOwner" }?.expression
    }

    /// The storyboard of `UIStoryboard(name: X, …).instantiateViewController(…)`.
    private func storyboardOfChain(_ node: FunctionCallExprSyntax) -> CodeReference.Value? {
        guard let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(Self.unwrap) else { return nil }
        // A local made from a storyboard a few lines up.
        if let local = base.as(DeclReferenceExprSyntax.self) { return self.local(Self.storyboardKey(local.baseName.text)) }
        guard let call = base.as(FunctionCallExprSyntax.self),
            ["UIStoryboard", "NSStoryboard"].contains(Self.calleeName(call.calledExpression)),
            let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression
        else { return nil }
        return classify(name, context: "NSStoryboard.Name")
    }

    /// The key under which a function's locals keep the class whose bundle a local holds.
    static func bundleKey(_ name: String) -> String { "\u{0}bundle:" + name }

    /// The key under which a function's locals keep the provider a local read from a loop name
    /// over a type's own values (`let type = kind.cellType`).
    static func caseMemberKey(_ name: String) -> String { "\u{0}case:" + name }

    /// The key under which a function's locals keep the storyboard a local holds.
    static func storyboardKey(_ name: String) -> String { "\u{0}storyboard:" + name }

    static func calleeName(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(specialized.expression) }
        return expression.trimmedText
    }

    /// `FooViewController()`, `PrefsController()`: a controller created without a nib name. Whether
    /// it is a view controller, and so loads a nib named after it, is decided from its class
    /// chain when links are made (`CodeLinks`).
    static func isControllerType(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return false }
        return name.hasSuffix("Controller")
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        unwrap(expression).trimmedText == "self"
    }

    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrap(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrap(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return unwrap(only.expression)
        }
        return expression
    }
}
