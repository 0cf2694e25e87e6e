import SourceParsing
import SwiftSyntax

/// Walks one Swift file, keeping the stack of enclosing types and functions.
final class SwiftFactsVisitor: SyntaxVisitor {
    enum Frame {
        /// A type, and whether its members are visible to Objective-C (`@objcMembers class`,
        /// `@objc extension`).
        case type(String, exposed: Bool)
        /// Each local with every value it may hold (`let n = c ? "A" : "B"`); a declared function's
        /// signature, whose parameters are looked up only when a name is asked for.
        case function(locals: [String: [CodeReference.Value]], signature: Signature?)
    }

    var facts = SourceFacts(language: .swift)
    var frames: [Frame] = []
    var loopBindings: [[(name: String, values: [CodeReference.Value])]] = []
    /// Stored properties holding literal arrays or dictionaries, by qualified name.
    var collections: [String: (keys: [CodeReference.Value], values: [CodeReference.Value])] = [:]
    /// The first associated value's type of each enum case of the file (`Kind.editorial`).
    var caseTypes: [String: String] = [:]
    /// Per loop, the type whose own values a loop name ranges over (`SwiftFactsVisitor+Cases`).
    var loopTypes: [[String: String]] = []
    /// The element type of stored lists of a type's own values, by qualified name.
    var collectionTypes: [String: String] = [:]
    /// The keys of the file's types' `@IBInspectable` string properties, which a load may read.
    var inspectableStrings: Set<String> = []
    let lines: LineTable
    let wrappers: [SwiftScanner.Wrapper]

    init(lines: LineTable, wrappers: [SwiftScanner.Wrapper]) {
        self.lines = lines
        self.wrappers = wrappers
        super.init(viewMode: .sourceAccurate)
    }

    // Subtrees that hold nothing the visitor reads: types (a type holds no call, closure, local or
    // declaration; the declaration that has one reads it directly), modifiers and leaf expressions.
    // The walk would otherwise make a node for each of their children and tokens.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ArrayTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MetatypeTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The innermost enclosing type's name.
    var enclosingType: String? {
        for frame in frames.reversed() { if case .type(let name, _) = frame { return name } }
        return nil
    }

    /// Whether the innermost type exposes its members to Objective-C.
    var membersAreExposed: Bool {
        for frame in frames.reversed() { if case .type(_, let exposed) = frame { return exposed } }
        return false
    }

    /// The qualified name of the enclosing types (`Outer.Inner`).
    var qualifiedType: String? {
        let names = frames.compactMap { frame -> String? in if case .type(let name, _) = frame { return name } else { return nil } }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    var inFunction: Bool {
        if case .function? = frames.last { return true }
        return false
    }

    func local(_ name: String) -> CodeReference.Value? {
        localValues(name)?.first
    }

    /// Every value a local may hold, innermost function first; nil when no function declares it.
    func localValues(_ name: String) -> [CodeReference.Value]? {
        for frame in frames.reversed() {
            switch frame {
            case .function(let locals, let signature):
                if let values = locals[name] { return values }
                if let key = signature?.parameterKey(name) { return [.constant(name: key, context: nil)] }
            case .type: return nil
            }
        }
        return nil
    }

    /// The nearest declared function's signature (closures have none), within the innermost type.
    var signature: Signature? {
        for frame in frames.reversed() {
            switch frame {
            case .function(_, let signature): if let signature { return signature }
            case .type: return nil
            }
        }
        return nil
    }

    // MARK: Types

    /// `import Updates`, `@_exported import Core`, `import class Motion.MotionView`: the module.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(CodeImport(module: module, line: line(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.class, node.name.text, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { frames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.struct, node.name.text, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { frames.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.enum, node.name.text, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.actor, node.name.text, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.protocol, node.name.text, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { frames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(.extension, node.extendedType.trimmedText, node.inheritanceClause, node.attributes, node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { frames.removeLast() }

    private func addType(
        _ kind: CodeType.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
        _ attributes: AttributeListSyntax, _ node: some SyntaxProtocol
    ) {
        var inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        var superclass: String?
        if kind == .class, let first = inherited.first, !KnownNames.looksLikeProtocol(first) {
            superclass = first
            inherited.removeFirst()
        }
        facts.types.append(
            CodeType(
                kind: kind, name: name, enclosingType: kind == .extension ? nil : qualifiedType, superclass: superclass,
                conformances: inherited, isDesignable: attributes.contains(named: "IBDesignable"),
                runtimeName: kind == .class ? attributes.objcName.flatMap(Self.runtimeName) : nil, line: line(node)))
        let exposed =
            (kind == .class && attributes.contains(named: "objcMembers"))
            || (kind == .extension && attributes.contains(named: "objc"))
        frames.append(.type(name, exposed: exposed))
    }

    /// `@objc(ACMStarButton)` names a class `ACMStarButton` at run time; a selector-like text
    /// (with a colon) is not a class name.
    static func runtimeName(_ text: String) -> String? {
        text.isEmpty || text.contains(":") ? nil : text
    }

    // MARK: Functions (scopes for local constants)

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        addAction(node)
        addProvider(node)
        addReturnedClasses(node)
        let isStatic = node.modifiers.contains { $0.name.text == "class" || $0.name.text == "static" }
        let signature = Signature(
            function: node.name.text, clause: node.signature.parameterClause,
            generics: node.genericParameterClause, isStatic: isStatic)
        addDefaultArguments(signature)
        frames.append(.function(locals: [:], signature: signature))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { frames.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let function = "\(enclosingType ?? "").init"
        let signature = Signature(function: function, clause: node.signature.parameterClause, generics: nil, isStatic: false)
        addDefaultArguments(signature)
        frames.append(.function(locals: [:], signature: signature))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { frames.removeLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.function(locals: [:], signature: nil))
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { frames.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.function(locals: [:], signature: nil))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { frames.removeLast() }

    /// `for identifier in [A.cellIdentifier(), B.cellIdentifier()] { UINib(nibName: identifier, …) }`:
    /// the loop's name stands for each element that sbdb can read, and a load names each.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        var bindings: [(String, [CodeReference.Value])] = []
        var types: [String: String] = [:]
        let sequence = Self.unwrap(node.sequence)
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let array = sequence.as(ArrayExprSyntax.self) {
                bindings.append((name, readable(array.elements.map(\.expression))))
            } else if let stored = storedCollection(sequence) {
                bindings.append((name, stored.values))
                if let type = storedCollectionType(sequence) { types[name] = type }
            } else if let access = sequence.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "allCases",
                let base = access.base?.trimmedText, base.first?.isUppercase == true,
                base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            {
                // `for kind in RowKind.allCases`: each of the type's own values.
                types[name] = base
            } else if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                case let function = Self.calleeName(call.calledExpression), function.first?.isLowercase == true,
                function.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                // `for type in form.cellTypes()`: each class the function's literal list returns.
                bindings.append((name, [.constant(name: CodeReference.returnKey(function: function, argument: nil), context: nil)]))
            }
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
            let stored = storedCollection(sequence)
        {
            // `for (kind, nibName) in supplementaryViewNibs`: a dictionary's keys, then its values.
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "" }
            bindings.append((names[0], stored.keys))
            bindings.append((names[1], stored.values))
        }
        loopBindings.append(bindings)  // one entry per loop, empty when it binds nothing sbdb reads
        loopTypes.append(types)
        return .visitChildren
    }

    /// The readable elements of a literal array or dictionary.
    func readable(_ expressions: [ExprSyntax]) -> [CodeReference.Value] {
        expressions.compactMap { classify($0, context: nil) }.filter { $0 != .dynamic }
    }

    /// A stored property of the enclosing type holding a literal array or dictionary, read earlier
    /// in the file (`fileprivate var supplementaryViewNibs: [String: String] = [...]`).
    func storedCollection(_ expression: ExprSyntax) -> (keys: [CodeReference.Value], values: [CodeReference.Value])? {
        var name = expression.trimmedText
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard let type = qualifiedType else { return nil }
        return collections["\(type).\(name)"]
    }
    override func visitPost(_ node: ForStmtSyntax) {
        loopBindings.removeLast()
        loopTypes.removeLast()
    }

    /// The element type of a stored list of the enclosing type's own values, read as
    /// `storedCollection` reads the list.
    func storedCollectionType(_ expression: ExprSyntax) -> String? {
        var name = expression.trimmedText
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard let type = qualifiedType else { return nil }
        return collectionTypes["\(type).\(name)"]
    }

    /// The values of a loop's name, innermost loop first; nil when it is no loop's.
    func loopValues(_ name: String) -> [CodeReference.Value]? {
        for bindings in loopBindings.reversed() {
            for binding in bindings where binding.name == name { return binding.values.isEmpty ? nil : binding.values }
        }
        return nil
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        addMembersAndConstants(node)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        addRawValues(node)
        addCaseTypes(node)
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if inFunction { addAssignment(node) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        addOptionalBinding(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        addReferences(node)
        addSelfArguments(node)
        return .visitChildren
    }
}

extension AttributeListSyntax {
    func contains(named name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self).map(Self.name(of:)) == name }
    }

    /// An attribute's name as written (`objc`, `IBOutlet`, `Foo.Bar`). A plain name is its token's
    /// text, read as it is; printing a trimmed copy of the syntax (`trimmedDescription`) for every
    /// attribute of every declaration cost a Swift index dearly.
    static func name(of attribute: AttributeSyntax) -> String {
        if let plain = attribute.attributeName.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil {
            return plain.name.text
        }
        return attribute.attributeName.trimmedText
    }

    /// The selector of `@objc(name:)`, if any.
    var objcName: String? {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self), Self.name(of: attribute) == "objc",
                let arguments = attribute.arguments
            else { continue }
            let text = arguments.trimmedText.filter { !$0.isWhitespace }
            return text.isEmpty ? nil : text
        }
        return nil
    }
}
