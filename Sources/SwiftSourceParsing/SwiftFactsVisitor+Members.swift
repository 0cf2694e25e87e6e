import SourceParsing
import SwiftSyntax

/// IB members and string constants.
extension SwiftFactsVisitor {
    func addAction(_ node: FunctionDeclSyntax) {
        let attributes = node.attributes
        let kind: CodeMember.Kind? =
            attributes.contains(named: "IBAction")
            ? .action
            : attributes.contains(named: "IBSegueAction")
                ? .segueAction
                : isExposed(node) ? .method : nil
        // A function declared inside another's body is local: no member of the type.
        guard let kind, !inFunction, let owner = enclosingType else { return }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let selector = attributes.objcName ?? Self.selector(name: node.name.text, labels: labels)
        facts.members.append(CodeMember(kind: kind, owner: owner, name: node.name.text, selector: selector, line: line(node)))
    }

    /// An instance method Objective-C sees: `@objc func`, or any method of an `@objcMembers`
    /// class or an `@objc extension` that is not `@nonobjc` or private.
    private func isExposed(_ node: FunctionDeclSyntax) -> Bool {
        let modifiers = node.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || node.attributes.contains(named: "nonobjc") {
            return false
        }
        if node.attributes.contains(named: "objc") { return true }
        return membersAreExposed && !modifiers.contains("private") && !modifiers.contains("fileprivate")
    }

    /// The class an outlet's type names: `UIKit.UILabel!` → `UILabel`, `[UIButton]!` → `UIButton`,
    /// `Optional<NSView>` → `NSView`; nil when none is written or it is not a plain name.
    static func outletClass(_ written: String) -> String? {
        var type = Substring(written)
        while let last = type.last, last == "!" || last == "?" { type = type.dropLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = type.dropFirst(9).dropLast() }
        if type.hasPrefix("["), type.hasSuffix("]") { type = type.dropFirst().dropLast() }
        while let last = type.last, last == "!" || last == "?" { type = type.dropLast() }
        let name = type.split(separator: ".").last.map(String.init) ?? ""
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        guard let first = name.utf8.first, !(first >= 0x30 && first <= 0x39), name.utf8.allSatisfy(isWordByte) else { return nil }
        return name
    }

    /// Swift's Objective-C name for a method: `click(_:)` → `click:`, `click(for:)` → `clickFor:`,
    /// `tap(sender:)` → `tapWithSender:`, `reset()` → `reset`.
    static func selector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first == "_" {
            selector += ":"
        } else {
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            selector += (KnownNames.prepositions.contains(first) ? "" : "With") + capitalized + ":"
        }
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    func addMembersAndConstants(_ node: VariableDeclSyntax) {
        let isOutlet = node.attributes.contains(named: "IBOutlet")
        let isInspectable = node.attributes.contains(named: "IBInspectable")
        let isLet = node.bindingSpecifier.text == "let"
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isOutlet || isInspectable, let owner = enclosingType {
                let type = binding.typeAnnotation?.type.trimmedText ?? ""
                let kind: CodeMember.Kind = isInspectable ? .inspectable : type.hasPrefix("[") ? .outletCollection : .outlet
                facts.members.append(
                    CodeMember(
                        kind: kind, owner: owner, name: name, type: isOutlet ? Self.outletClass(type) : nil, line: line(binding)))
                if isInspectable, ["String", "String?", "String!", "NSString?", "NSString!"].contains(type.filter { !$0.isWhitespace }) {
                    addInspectableString(owner: owner, name: name, binding: binding)
                }
            }
            if !inFunction, CodeReference.nameOverrides.contains(name),
                node.modifiers.contains(where: { $0.name.text == "override" }), let owner = enclosingType,
                let accessors = binding.accessorBlock?.accessors
            {
                addNameOverride(name, owner: owner, accessors: accessors)
            }
            if inFunction, case .function(var locals, let signature)? = frames.last,
                isLet || binding.initializer == nil || isAssignable(binding)
            {
                // A local holds a literal, or a name sbdb can follow: `let nibName =
                // type(of: self).classNameWithoutNamespaces` is the class of self.
                let known: [CodeReference.Value] =
                    stringValue(of: binding).map { [.literal($0)] }
                    ?? binding.initializer.map { candidates($0.value).compactMap(Self.followable) } ?? []
                if !known.isEmpty {
                    locals[name] = known
                } else if binding.initializer == nil || !isLet {
                    // `let name: String`, given its value by the branches that follow (each
                    // counts); a `var` whose first value sbdb cannot read stays unbounded.
                    locals[name] = [.dynamic]
                } else if local(name) != nil {
                    locals[name] = [.dynamic]  // hides a parameter or outer local of the same name
                }
                // Rule (assigned local): a `var`, or a `let` declared without a value, takes each
                // value later assignments give it (`if wide { name = "Large" }`, each case of a switch).
                if !isLet || binding.initializer == nil {
                    locals[Self.assignedKey(name)] = binding.initializer == nil ? [] : [.literal("")]
                }
                // `let storyboard = UIStoryboard(name: "Shop", bundle: nil)`: the storyboard a later
                // `storyboard.instantiateViewController(withIdentifier:)` opens.
                if let call = binding.initializer.map({ Self.unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
                    ["UIStoryboard", "NSStoryboard"].contains(Self.calleeName(call.calledExpression)),
                    let argument = call.arguments.first(where: { $0.label?.text == "name" })?.expression,
                    let storyboard = classify(argument, context: "NSStoryboard.Name")
                {
                    locals[Self.storyboardKey(name)] = [storyboard]
                }
                // `let type = kind.cellType` for a loop name over a type's own values: the classes
                // that type's provider of the member gives, for a later `String(describing: type)`.
                if let access = binding.initializer.map({ Self.unwrap($0.value) })?.as(MemberAccessExprSyntax.self),
                    let base = access.base?.as(DeclReferenceExprSyntax.self),
                    case let member = access.declName.baseName.text, member.first?.isLowercase == true, member != "self",
                    let type = loopValueType(base.baseName.text)
                {
                    locals[Self.caseMemberKey(name)] = [.constant(name: "\(type).\(member)", context: nil)]
                }
                // `let bundle = Bundle(for: PTEConsoleLogger.self)`: the class a later load's bundle names.
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
                    let bundleClass = CodeReference.bundleClass(call.trimmedText)
                {
                    locals[Self.bundleKey(name)] = [.literal(bundleClass)]
                }
                frames[frames.count - 1] = .function(locals: locals, signature: signature)
                continue
            }
            if !inFunction, let owner = qualifiedType, let initializer = binding.initializer?.value {
                if let array = initializer.as(ArrayExprSyntax.self) {
                    collections["\(owner).\(name)"] = ([], readable(array.elements.map(\.expression)))
                    if let type = ownValuesType(array, binding: binding, owner: owner) { collectionTypes["\(owner).\(name)"] = type }
                } else if let dictionary = initializer.as(DictionaryExprSyntax.self),
                    case .elements(let elements) = dictionary.content
                {
                    collections["\(owner).\(name)"] = (readable(elements.map(\.key)), readable(elements.map(\.value)))
                }
            }
            if !inFunction, let owner = qualifiedType, let accessors = binding.accessorBlock?.accessors {
                if isTypeLevel(node) {
                    addProvider(name, owner: owner, accessors: accessors)
                } else {
                    addCaseProvider(name, owner: owner, type: binding.typeAnnotation?.type.trimmedText, accessors: accessors)
                }
            }
            // A function's `var` is no constant.
            guard !inFunction, let value = stringValue(of: binding) else { continue }
            let qualified = qualifiedType.map { "\($0).\(name)" } ?? name
            facts.constants.append(CodeConstant(name: qualified, value: value, line: line(binding)))
        }
    }

    /// The key under which a function's locals mark a name that assignments may give values to:
    /// empty while it holds only its placeholder (a `let` without a value), else not.
    static func assignedKey(_ name: String) -> String { "\u{0}assigned:" + name }

    /// A `var` local whose type is a string or name (or is not written): its assignments count.
    private func isAssignable(_ binding: PatternBindingSyntax) -> Bool {
        guard let type = binding.typeAnnotation?.type.trimmedText else { return true }
        return type.hasPrefix("String") || type.hasSuffix(".Name") || type.hasSuffix("Identifier") || type.hasSuffix("Identifier?")
    }

    /// `name = "Large"` for a local that assignments may give values to: one more value it holds,
    /// or unbounded when sbdb cannot read it.
    func addAssignment(_ node: SequenceExprSyntax) {
        // Most sequences are no assignment of a local: the count decides first, before a copy.
        guard node.elements.count == 3 else { return }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self),
            let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .function(var locals, let signature)? = frames.last,
            let marker = locals[Self.assignedKey(name)]
        else { return }
        let values = candidates(elements[2]).compactMap(Self.followable)
        let given: [CodeReference.Value] = values.isEmpty ? [.dynamic] : values
        // The placeholder of a `let` without a value gives way to its first assignment.
        locals[name] = marker.isEmpty ? given : (locals[name] ?? []) + given.filter { !(locals[name] ?? []).contains($0) }
        locals[Self.assignedKey(name)] = [.literal("")]
        frames[frames.count - 1] = .function(locals: locals, signature: signature)
    }

    /// `class var` and `static var`: a property of the type, which `type(of: self).name` reads.
    private func isTypeLevel(_ node: VariableDeclSyntax) -> Bool {
        node.modifiers.contains { $0.name.text == "class" || $0.name.text == "static" }
    }

    /// `class var nibName: String { classNameWithoutNamespaces }` in a type or an extension: a
    /// provider a load may ask of the class of self (`type(of: self).nibName`), kept as constants
    /// `Owner.-nibName` like Objective-C's (`CodeLinks`): a literal, the class of self
    /// (`String(describing: self)`, kept as `$(CLASS)`), or another property of self it returns
    /// (`$(SELF.classNameWithoutNamespaces)`).
    private func addProvider(_ property: String, owner: String, accessors: AccessorBlockSyntax.Accessors) {
        let body: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let items): body = items
        case .accessors(let list): body = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
        if let body { addProvider(property, owner: owner, body: body) }
    }

    /// `class func cellIdentifier() -> String { return "XMPPAccountCell" }`: a provider too,
    /// which `XMPPAccountCell.cellIdentifier()` asks.
    func addProvider(_ node: FunctionDeclSyntax) {
        guard node.modifiers.contains(where: { $0.name.text == "class" || $0.name.text == "static" }),
            node.signature.parameterClause.parameters.isEmpty, let owner = qualifiedType,
            let body = node.body?.statements
        else { return }
        addProvider(node.name.text, owner: owner, body: body)
    }

    private func addProvider(_ property: String, owner: String, body: CodeBlockItemListSyntax) {
        if body.count > 1, case .className(_, true)? = strippedClassName(body) {
            facts.constants.append(
                CodeConstant(
                    name: "\(owner).\(CodeReference.providerPrefix)\(property)", value: CodeReference.classOfSelf,
                    line: line(body)))
            return
        }
        guard body.count == 1, let item = body.first?.item else { return }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let expression = expression.map(Self.unwrap) else { return }
        let text: String?
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let name, name.first?.isLowercase == true, name != "self", name != "className", name != "classNameWithoutNamespaces" {
            // Another property of self it returns: followed when links are made.
            text = "$(SELF.\(name))"
        } else {
            switch classify(expression, context: nil) {
            case .literal(let literal)?: text = literal
            case .className(_, true)?: text = CodeReference.classOfSelf
            case .className(let name, false)?: text = name
            default: text = nil
            }
        }
        guard let text else { return }
        facts.constants.append(CodeConstant(name: "\(owner).\(CodeReference.providerPrefix)\(property)", value: text, line: line(expression)))
    }

    /// `override var nibName: NSNib.Name? { "GameScanner" }` (or `windowNibName`): the class loads
    /// the nib its override names. Every value the getter can give counts: its single expression
    /// or each `return`, and both branches of `c ? "A" : "B"`; a value sbdb cannot read names nothing.
    private func addNameOverride(_ property: String, owner: String, accessors: AccessorBlockSyntax.Accessors) {
        var results: [ExprSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            if items.count == 1, let only = items.first?.item.as(ExprSyntax.self) { results.append(only) }
            for item in items {
                for node in item.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.return) {
                    if let statement = node.parent?.as(ReturnStmtSyntax.self), let expression = statement.expression {
                        results.append(expression)
                    }
                }
            }
        }
        switch accessors {
        case .getter(let body): collect(body)
        case .accessors(let list):
            for accessor in list where accessor.accessorSpecifier.text == "get" {
                if let body = accessor.body?.statements { collect(body) }
            }
        }
        var values: [ExprSyntax] = []
        for result in results {
            let unwrapped = Self.unwrap(result)
            if let ternary = unwrapped.as(TernaryExprSyntax.self) {
                values += [ternary.thenExpression, ternary.elseExpression]
            } else if let sequence = unwrapped.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
                let otherwise = sequence.elements.last
            {
                // Operators are not folded: `c ? "A" : "B"` is a sequence around an unresolved ternary.
                values += [ternary.thenExpression, otherwise]
            } else {
                values.append(unwrapped)
            }
        }
        for expression in values {
            guard let value = classify(expression, context: "NSNib.Name"), value != .dynamic else { continue }
            facts.references.append(
                CodeReference(
                    kind: .nib, api: "override var \(property)", value: value, sourceText: expression.trimmedText,
                    enclosingType: owner, enclosingMember: property, line: line(expression)))
        }
    }

    /// The string a binding holds: `= "Main"`, `= NSStoryboard.Name("Main")`, or a computed
    /// property whose body is just that string.
    private func stringValue(of binding: PatternBindingSyntax) -> String? {
        if let initializer = binding.initializer?.value { return literalString(initializer) }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let body):
            return singleReturnedString(body)
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.text == "get",
                let body = getter.body?.statements
            else { return nil }
            return singleReturnedString(body)
        }
    }

    private func singleReturnedString(_ body: CodeBlockItemListSyntax) -> String? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let statement = item.as(ReturnStmtSyntax.self), let expression = statement.expression {
            return literalString(expression)
        }
        return item.as(ExprSyntax.self).flatMap(literalString)
    }

    /// A string literal, or a `Name("…")`/`Name(rawValue: "…")` wrapper around one.
    func literalString(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil || argument.label?.text == "rawValue",
            KnownNames.nameWrappers.contains(call.calledExpression.trimmedText)
        {
            return argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        return nil
    }
}

/// Names that need no parsing to be recognised.
enum KnownNames {
    /// Leading argument labels Swift does not prefix with "With" in Objective-C names.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// Types whose initialiser wraps a name string.
    static let nameWrappers: Set<String> = [
        "NSStoryboard.Name", "NSNib.Name", "NSStoryboard.SceneIdentifier", "UIStoryboard.Name", "String",
        "NSUserInterfaceItemIdentifier", "NSUserInterfaceItemIdentifier.init",
        "NSNib.Name.init", "NSStoryboard.Name.init", "NSImage.Name", "NSColor.Name", "NSImage.Name.init", "NSColor.Name.init",
    ]

    /// The first inherited type of a class is its superclass unless it reads as a protocol.
    static func looksLikeProtocol(_ name: String) -> Bool {
        let base = name.split(separator: ".").last.map(String.init) ?? name
        if protocols.contains(base) { return true }
        // Framework delegate and data-source protocols; a class whose name ends in "-able" is
        // still a class (`class CategoryTable: ThemeableTable`): only the names below are protocols.
        return ["Delegate", "DataSource", "Protocol"].contains { base.hasSuffix($0) }
    }

    static let protocols: Set<String> = [
        "StoryboardBased", "StoryboardSceneBased", "NibOwnerLoadable", "NibLoadable", "Reusable", "NibReusable",
        "StoryboardInstantiable", "StoryboardInitialInstantiable", "NibInstantiable", "TableViewCellNibReusable",
        "CollectionViewCellNibReusable", "TableViewCellClassReusable", "CollectionViewCellClassReusable",
        "ObservableObject", "Sendable", "AnyObject", "NSObjectProtocol", "Error", "View",
        // The standard library's and Foundation's protocols a class adopts first.
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable", "ExpressibleByStringLiteral",
        "Sequence", "Collection", "IteratorProtocol", "NSCoding", "NSSecureCoding", "NSCopying", "NSMutableCopying",
        "Observable", "Actor", "LocalizedError", "CustomNSError", "UIAppearanceContainer", "UIContentSizeCategoryAdjusting",
        "UITextInputTraits", "UIKeyInput", "UITextInput", "UIAppearance", "NSUserInterfaceValidations",
        "NSMenuItemValidation", "NSToolbarItemValidation", "NSWindowRestoration", "NSAccessibilityElementProtocol",
        "NSDraggingSource", "NSDraggingDestination", "NSTextFinderClient", "NSSharingServiceDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate",
        "UIGestureRecognizerDelegate", "UIScrollViewDelegate", "NSFetchedResultsControllerDelegate",
    ]
}

extension SwiftFactsVisitor {
    /// Rule (inspectable name): an `@IBInspectable` string property takes the values IB files set
    /// on objects of its class (a `keyPath` runtime attribute) and its declared default; a load
    /// that reads it names those (`Type.name#inspectable`, looked up when links are made). Code
    /// that assigns it makes it unbounded again (`SwiftScanner.unbindAssignedInspectables`).
    func addInspectableString(owner: String, name: String, binding: PatternBindingSyntax) {
        let key = CodeReference.inspectableKey(type: owner, property: name)
        inspectableStrings.insert(key)
        if let value = binding.initializer?.value, let literal = literalString(value), CodeReference.mayBeName(literal.utf8) {
            facts.arguments.append(CodeConstant(name: key, value: literal, line: line(value)))
        }
    }

    /// The key of an inspectable string property of the enclosing type, read as `name` or `self.name`.
    func inspectableKey(_ name: String) -> String? {
        guard let type = enclosingType else { return nil }
        let key = CodeReference.inspectableKey(type: type, property: name)
        return inspectableStrings.contains(key) ? key : nil
    }
}
