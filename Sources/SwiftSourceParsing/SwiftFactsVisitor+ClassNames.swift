import SourceParsing
import SwiftSyntax

extension SwiftFactsVisitor {
    /// Rule (class a static method is called on): `self` passed in a `class` or `static` method
    /// (`loadFromNib(viewType: self)` inside `class func loadFromNib()`) is the class the method is
    /// called on, kept as `$(CALLEDON loadFromNib)`: each class its callers name
    /// (`TicketView.loadFromNib()`) when links are made.
    func addSelfArguments(_ node: FunctionCallExprSyntax) {
        // It runs for every call: the arguments are looked at as tokens before any text is made.
        guard node.arguments.contains(where: { Self.isSelfClass($0.expression) }), inStaticFunction,
            let enclosing = signature?.function
        else { return }
        // A type's initializer or a C function (`String(describing: self)`, `NSStringFromClass`)
        // takes no class to bind.
        let callee = Self.calleeName(node.calledExpression)
        guard callee.first?.isLowercase == true else { return }
        for (position, argument) in node.arguments.enumerated() where Self.isSelfClass(argument.expression) {
            let key = CodeReference.argumentKey(function: callee, label: argument.label?.text, position: position)
            facts.arguments.append(CodeConstant(name: key, value: CodeReference.calledOnArgument(enclosing), line: line(argument)))
        }
    }

    /// `self`, `self.self` or `Self.self`: in a `class` or `static` method, the class itself.
    private static func isSelfClass(_ expression: ExprSyntax) -> Bool {
        let expression = unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        return base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self)
    }

    /// Rule (module-stripped class name): a body whose `let`s all derive from the class's runtime
    /// name (`let name = NSStringFromClass(self)`, then `name.range(of: ".")`) and that returns
    /// what it derived from them, with a "." among its literals, gives the class's name without
    /// its module: Swift's runtime name is `Module.Class`, and the part after the dot is the
    /// class's name (`range.map { String(name[$0.upperBound...]) } ?? name`). Any other
    /// derivation (a suffix added, another value read) gives nothing.
    func strippedClassName(_ body: CodeBlockItemListSyntax) -> CodeReference.Value? {
        var value: CodeReference.Value?
        var derived = Set<String>()
        var cutAtDot = false
        for (index, item) in body.enumerated() {
            if index == body.count - 1 {
                guard let value,
                    let result = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self),
                    Self.readsOnly(result, derived)
                else { return nil }
                return cutAtDot || Self.hasDotLiteral(result) ? value : nil
            }
            guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
                let binding = declaration.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let initial = binding.initializer?.value
            else { return nil }
            if value == nil, case .className(let type, let varies)? = classify(initial, context: nil) {
                value = .className(type, variesBySubclass: varies)
            } else if value != nil, Self.readsOnly(initial, derived) {
                cutAtDot = cutAtDot || Self.hasDotLiteral(initial)
            } else {
                return nil
            }
            derived.insert(name)
        }
        return nil
    }

    /// Whether every value `expression` reads is one of `names`, a closure's `$0` or a type
    /// (`String(…)`), and it reads at least one of `names`: members after a dot are the values'.
    static func readsOnly(_ expression: ExprSyntax, _ names: Set<String>) -> Bool {
        var readsOne = false
        for reference in expression.descendants(DeclReferenceExprSyntax.self) {
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { continue }
            let name = reference.baseName.text
            if names.contains(name) {
                readsOne = true
            } else if !(name.hasPrefix("$") || name.first?.isUppercase == true) {
                return false
            }
        }
        return readsOne
    }

    /// Whether `syntax` holds the string literal ".".
    static func hasDotLiteral(_ syntax: some SyntaxProtocol) -> Bool {
        syntax.descendants(StringLiteralExprSyntax.self).contains { $0.representedLiteralValue == "." }
    }
}

extension SyntaxProtocol {
    /// The nodes of `type` under this one (itself included), depth first.
    fileprivate func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var stack = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(T.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
