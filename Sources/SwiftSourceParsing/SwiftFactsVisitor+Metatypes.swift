import SourceParsing
import SwiftSyntax

/// Rule: a name computed from a class value names each class the value can hold. A local or loop
/// name bound to metatypes (`let t = Header.self`, `for t in [A.self, B.self]`) stands for those
/// classes wherever code asks it for a name: `String(describing: t)`, `String(reflecting: t)`,
/// `NSStringFromClass(t)` and `"\(t)"` are each class's name, and `t.member` or `t.member()` is
/// what each class's provider of that member gives (a `static var reuseIdentifier` written as
/// `String(describing: self)`, a `static let` literal). A value sbdb cannot bound stays unbounded.
extension SwiftFactsVisitor {
    /// The classes a local or loop name holds when every value it may hold is a metatype
    /// (`X.self`); nil otherwise.
    func metatypes(of name: String) -> [String]? {
        guard let values = loopValues(name) ?? localValues(name), !values.isEmpty else { return nil }
        var types: [String] = []
        for value in values {
            guard case .constant(let constant, nil) = value, let type = Self.metatypeName(constant) else { return nil }
            types.append(type)
        }
        return types
    }

    /// `Header.self`, `Module.Header.self` as written: the class's last name component; nil for
    /// anything else (`self`, a lower-case name, an expression).
    static func metatypeName(_ text: String) -> String? {
        guard text.hasSuffix(".self"), !text.hasPrefix("Self.") else { return nil }
        let path = text.dropLast(5)
        guard let last = path.split(separator: ".").last, let first = last.first, first.isUppercase,
            path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return String(last)
    }

    /// The values of a name computed from a metatype name, or nil when `expression` is none of
    /// the forms of the rule.
    func metatypeCandidates(_ expression: ExprSyntax) -> [CodeReference.Value]? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            if call.arguments.count == 1, let argument = call.arguments.first,
                (callee == "String" && ["describing", "reflecting"].contains(argument.label?.text ?? ""))
                    || (callee == "NSStringFromClass" && argument.label == nil),
                let name = Self.unwrap(argument.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                let types = metatypes(of: name)
            {
                return types.map { .className($0, variesBySubclass: false) }
            }
            // `t.nibName()`: what each class's provider of that member gives.
            if call.arguments.isEmpty, let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return providedBy(access)
            }
            return nil
        }
        if let access = expression.as(MemberAccessExprSyntax.self) { return providedBy(access) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let segments = Array(literal.segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
            guard segments.count == 1, let segment = segments.first?.as(ExpressionSegmentSyntax.self),
                segment.expressions.count == 1, let only = segment.expressions.first,
                let name = Self.unwrap(only.expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
                let types = metatypes(of: name)
            else { return nil }
            return types.map { .className($0, variesBySubclass: false) }
        }
        return nil
    }

    /// `t.reuseIdentifier` on a metatype name: each class's provider of that member.
    private func providedBy(_ access: MemberAccessExprSyntax) -> [CodeReference.Value]? {
        guard let base = access.base.map(Self.unwrap)?.as(DeclReferenceExprSyntax.self),
            let types = metatypes(of: base.baseName.text)
        else { return nil }
        let member = access.declName.baseName.text
        return types.map { .constant(name: CodeReference.providerPrefix + member, context: $0) }
    }

    /// Rule (returned class list): a function without parameters whose body returns a literal
    /// list of classes (`func cellTypes() -> [BaseCell.Type] { [InfoCell.self, PriceCell.self] }`)
    /// returns each of them: kept as the values of `cellTypes#return`, which a loop over its call
    /// (`for type in form.cellTypes()`) stands for.
    func addReturnedClasses(_ node: FunctionDeclSyntax) {
        guard node.signature.parameterClause.parameters.isEmpty, let body = node.body?.statements, body.count == 1,
            let item = body.first?.item
        else { return }
        guard let expression = (item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)).map(Self.unwrap),
            let array = expression.as(ArrayExprSyntax.self)
        else { return }
        let key = CodeReference.returnKey(function: node.name.text, argument: nil)
        for element in array.elements {
            guard let type = Self.metatypeName(element.expression.trimmedText) else { continue }
            facts.arguments.append(CodeConstant(name: key, value: type, line: line(element)))
        }
    }
}
