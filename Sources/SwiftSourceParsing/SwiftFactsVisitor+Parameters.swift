import SourceParsing
import SwiftSyntax

/// Names that flow into a function through its parameters: a load whose name is a parameter
/// (`NSStoryboard(name: NSStoryboard.Name(storyboardName), …)` in
/// `func windowControllerWithName(_ storyboardName: String)`) names each value callers pass
/// (`CallArguments`), looked up when links are made.
extension SwiftFactsVisitor {
    /// A declared function's name and parameters: a parameter's key (`CodeReference.argumentKey`)
    /// is made only when a load or a binding asks for that name.
    struct Signature {
        var function: String
        var clause: FunctionParameterClauseSyntax
        var generics: GenericParameterClauseSyntax?
        var isStatic: Bool

        /// The parameter called `name` inside the body, with its position.
        func parameter(_ name: String) -> (FunctionParameterSyntax, Int)? {
            for (position, parameter) in clause.parameters.enumerated()
            where (parameter.secondName ?? parameter.firstName).text == name && name != "_" {
                return (parameter, position)
            }
            return nil
        }

        func parameterKey(_ name: String) -> String? {
            parameter(name).map { CodeReference.argumentKey(function: function, label: $0.0.firstName.text, position: $0.1) }
        }
    }

    /// A default value is one of the names a parameter takes (`named name: String = "Help"`).
    func addDefaultArguments(_ signature: Signature) {
        for (position, parameter) in signature.clause.parameters.enumerated() {
            guard let value = parameter.defaultValue?.value, let literal = literalString(value),
                CodeReference.mayBeName(literal.utf8)
            else { continue }
            let key = CodeReference.argumentKey(function: signature.function, label: parameter.firstName.text, position: position)
            facts.arguments.append(CodeConstant(name: key, value: literal, line: line(value)))
        }
    }

    /// Whether the innermost declared function is `static` or `class`, where `self` is the class.
    var inStaticFunction: Bool { signature?.isStatic ?? false }

    /// `for type: UITableViewCell.Type`: a parameter that is a class, whose members a helper calls.
    func isMetatypeParameter(_ name: String) -> Bool {
        guard local(name) != nil, let (parameter, _) = signature?.parameter(name) else { return false }
        let type = parameter.type.trimmedText
        return type.hasSuffix(".Type") || type == "AnyClass"
    }

    /// Rule (generic-bound): a generic parameter that a parameter of the same function carries as
    /// a class (`func make<T: UIViewController>(ofType type: T.Type)`) is bound by each call
    /// (`make(ofType: LoginViewController.self)`): the key of that parameter, whose values are the
    /// classes callers pass; nil when no parameter carries it (`T` inferred from the return type).
    func metatypeParameterKey(forGeneric name: String) -> String? {
        guard isGenericParameter(name), let signature else { return nil }
        for (position, parameter) in signature.clause.parameters.enumerated() {
            var type = parameter.type.trimmedText.filter { !$0.isWhitespace }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            if type == name + ".Type" || type == "(\(name)).Type" {
                return CodeReference.argumentKey(function: signature.function, label: parameter.firstName.text, position: position)
            }
        }
        return nil
    }

    /// The key of a metatype parameter (`type: UITableViewCell.Type`) or of the parameter that
    /// binds a generic one (`T` for `type: T.Type`), named as written (`type`, `T`); nil otherwise.
    func classParameterKey(_ name: String) -> String? {
        if isMetatypeParameter(name), case .constant(let key, nil)? = local(name), CodeReference.isArgumentKey(key) { return key }
        // A loop over what a function returns (`for type in form.cellTypes()`).
        if let values = loopValues(name), values.count == 1, case .constant(let key, nil) = values[0], key.hasSuffix("#return") {
            return key
        }
        return metatypeParameterKey(forGeneric: name)
    }

    /// The key and type of a parameter `name` of a named type (`board: Board`, `board: Board?`,
    /// `name: NSStoryboard.Name`) that no local hides; nil for anything else.
    func rawValueParameter(_ name: String) -> (key: String, type: String)? {
        for frame in frames.reversed() {
            switch frame {
            case .function(let locals, let signature):
                if locals[name] != nil { return nil }
                guard let signature, let (parameter, position) = signature.parameter(name) else { continue }
                var type = parameter.type.trimmedText.filter { !$0.isWhitespace }
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                guard type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                    !isGenericParameter(type)
                else { return nil }
                let key = CodeReference.argumentKey(function: signature.function, label: parameter.firstName.text, position: position)
                return (key, type)
            case .type: return nil
            }
        }
        return nil
    }

    /// Whether `name` is a generic parameter of an enclosing function (`func fromNib<T: UIView>()`).
    func isGenericParameter(_ name: String) -> Bool {
        for frame in frames.reversed() {
            switch frame {
            case .function(_, let signature):
                if signature?.generics?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            case .type: return false
            }
        }
        return false
    }

    /// `guard let nibName = self.otr_nibName`, `if let name = storyboardName`: the binding stands
    /// for what sbdb can follow of its value, and hides a parameter of the same name.
    func addOptionalBinding(_ node: OptionalBindingConditionSyntax) {
        guard inFunction, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let values = node.initializer.map { candidates($0.value).compactMap(Self.followable) } ?? []
        if !values.isEmpty {
            setLocal(name, values)
        } else if node.initializer != nil, local(name) != nil {
            setLocal(name, [.dynamic])
        }
    }

    func setLocal(_ name: String, _ values: [CodeReference.Value]) {
        guard case .function(var locals, let signature)? = frames.last else { return }
        locals[name] = values
        frames[frames.count - 1] = .function(locals: locals, signature: signature)
    }

    /// Every value an expression may have: each side of `c ? a : b` and of `a ?? b`, each value a
    /// local may hold; otherwise the one `classify` gives (nil for `nil`).
    func candidates(_ expression: ExprSyntax, context: String? = nil) -> [CodeReference.Value] {
        let expression = Self.unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), let values = localValues(reference.baseName.text) {
            return values
        }
        if let computed = metatypeCandidates(expression) { return computed }
        // Rule (stored collection): an element of a stored literal collection of the type
        // (`nibs[kind]`, `names.first`, `names.last`) is one of its values, as a loop over it is.
        if let element = expression.as(SubscriptCallExprSyntax.self), let stored = storedCollection(element.calledExpression),
            !stored.values.isEmpty
        {
            return stored.values
        }
        if let access = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(access.declName.baseName.text),
            let base = access.base, let stored = storedCollection(base), !stored.values.isEmpty
        {
            return stored.values
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].trimmedText == "??" {
                return candidates(elements[0], context: context) + candidates(elements[2], context: context)
            }
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                return candidates(ternary.thenExpression, context: context) + candidates(elements[2], context: context)
            }
            if let joined = concatenated(elements) { return joined }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return candidates(ternary.thenExpression, context: context) + candidates(ternary.elseExpression, context: context)
        }
        return classify(expression, context: context).map { [$0] } ?? []
    }

    /// Rule (known parts): `base + "-RTL"`, where every part is a literal or a local holding only
    /// literals, is each joined name (`Login-RTL` for `let base = "Login"`); nil when a part is
    /// anything else, or the parts give more than `concatenationLimit` names.
    private func concatenated(_ elements: [ExprSyntax]) -> [CodeReference.Value]? {
        guard elements.count >= 3, elements.count % 2 == 1,
            stride(from: 1, to: elements.count, by: 2).allSatisfy({ elements[$0].trimmedText == "+" })
        else { return nil }
        var names = [""]
        for part in stride(from: 0, to: elements.count, by: 2).map({ elements[$0] }) {
            let values = candidates(part)
            var literals: [String] = []
            for value in values {
                guard case .literal(let text) = value else { return nil }
                literals.append(text)
            }
            guard !literals.isEmpty, names.count * literals.count <= Self.concatenationLimit else { return nil }
            names = names.flatMap { prefix in literals.map { prefix + $0 } }
        }
        return names.map { .literal($0) }
    }

    /// The most names a concatenation of choices is taken to give before it counts as unbounded.
    static let concatenationLimit = 16

    /// A value a local may stand for: a literal, the class of self, a parameter, or a name asked
    /// of self's class; any other constant is looked up where it is used instead.
    static func followable(_ value: CodeReference.Value) -> CodeReference.Value? {
        switch value {
        case .literal, .className: return value
        case .constant(let name, let context):
            // A class value (`let type = Header.self`) is kept: a name computed from it names the class.
            return CodeReference.isArgumentKey(name) || context == "self" || (context == nil && metatypeName(name) != nil)
                ? value : nil
        case .dynamic: return nil
        }
    }

    /// A name asked of self's class (`self.otr_nibName` in a static function of `extension
    /// UIView`) whose provider in the same file, in an extension, is the class of self
    /// (`NSStringFromClass(self)`): the load names the class it runs on, so its member is a
    /// class-name helper like one that writes `String(describing: self)` itself.
    static func resolveOwnProviders(_ facts: inout SourceFacts) {
        let extensions = Set(facts.types.filter { $0.kind == .extension }.map(\.name))
        let classes = Set(facts.types.filter { $0.kind == .class }.map(\.name))
        let ownClassProviders = Set(facts.constants.filter { $0.value == CodeReference.classOfSelf }.map(\.name))
        for index in facts.references.indices {
            guard case .constant(let name, "self") = facts.references[index].value,
                let type = facts.references[index].enclosingType, extensions.contains(type), !classes.contains(type),
                ownClassProviders.contains("\(type).\(name)")
            else { continue }
            facts.references[index].value = .className(type, variesBySubclass: true)
        }
    }
}
