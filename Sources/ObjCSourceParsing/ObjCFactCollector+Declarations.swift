import SourceParsing
extension ObjCFactCollector {
    /// Dispatches on an `@` keyword at `index`.
    mutating func handleKeyword(_ token: ObjCToken) {
        switch token.text {
        case "interface": parseInterface(token)
        case "implementation": parseImplementation(token)
        case "protocol": parseProtocol(token)
        case "property": parseProperty()
        case "synthesize": parseSynthesize()
        case "class": skipStatement()
        case "end":
            container = nil
            resetNesting()
            index += 1
        case "import":
            // `@import AppKit;`
            index += 1
            if let module = identifierHere() {
                if module == "AppKit" || module == "Cocoa" { usesAppKit = true }
                facts.imports.append(CodeImport(module: module, line: token.line))
            }
        case "selector", "encode", "available":
            // `@selector(loadNibNamed:owner:options:)` names a method; it calls nothing.
            index += 1
            if atPunctuation("(") { skipParenGroup() }
        default:
            index += 1
        }
        if nesting.isEmpty { atDeclarationBoundary = true }
    }

    /// `@interface Name<Generics> : Super<Args> <P, Q>`, `@interface Name (Category) <P>`,
    /// `@interface Name ()`, then an optional block of instance variables.
    private mutating func parseInterface(_ keyword: ObjCToken) {
        let isDesignable = pendingDesignable
        pendingDesignable = false
        resetNesting()
        index += 1
        guard let name = identifierHere() else { return }
        index += 1
        var type = CodeType(kind: .class, name: name, isDesignable: isDesignable, line: keyword.line)
        if atPunctuation("<") {
            let group = readAngleGroup()
            // Generic parameters (`Box<ObjectType> : NSObject`) come before `:` or `(`; a
            // protocol list of a root class does not.
            if !atPunctuation(":") && !atPunctuation("(") { type.conformances = group.names }
        }
        if atPunctuation("(") {
            type.kind = .extension
            skipParenGroup()
        } else if atPunctuation(":") {
            index += 1
            type.superclass = identifierHere()
            if type.superclass != nil { index += 1 }
        }
        while atPunctuation("<") {
            let group = readAngleGroup()
            if !group.hasStar { type.conformances += group.names }  // `: NSArray<NSString *>` is not a protocol list
        }
        facts.types.append(type)
        enterContainer("interface", name: name, line: keyword.line)
    }

    /// `@implementation Name`, `@implementation Name (Category)`: not a type, but the owner of
    /// what follows until `@end`.
    private mutating func parseImplementation(_ keyword: ObjCToken) {
        pendingDesignable = false
        resetNesting()
        index += 1
        guard let name = identifierHere() else { return }
        index += 1
        if atPunctuation("(") {
            skipParenGroup()
        } else if atPunctuation(":"), token(at: index + 1)?.kind == .identifier {
            index += 2
        }
        enterContainer("implementation", name: name, line: keyword.line)
    }

    /// `@protocol P <Q>`; `@protocol P;` and `@protocol P, Q;` declare nothing and
    /// `@protocol(P)` is an expression.
    private mutating func parseProtocol(_ keyword: ObjCToken) {
        index += 1
        if atPunctuation("(") {
            skipParenGroup()
            return
        }
        guard let name = identifierHere() else { return }
        if let next = token(at: index + 1), next.isPunctuation(";") || next.isPunctuation(",") {
            skipStatement()
            return
        }
        resetNesting()
        index += 1
        var type = CodeType(kind: .protocol, name: name, line: keyword.line)
        while atPunctuation("<") { type.conformances += readAngleGroup().names }
        facts.types.append(type)
        enterContainer("protocol", name: name, line: keyword.line)
    }

    private mutating func enterContainer(_ keyword: String, name: String, line: Int) {
        container = Container(keyword: keyword, name: name, line: line)
        atDeclarationBoundary = true
        if atPunctuation("{") { parseInstanceVariables() }
    }

    /// The `{ … }` after a class header; each `;`-separated declaration may be an IBOutlet.
    private mutating func parseInstanceVariables() {
        var depth = 0
        var declarationStart = index + 1
        while let token = token(at: index) {
            if token.kind == .keyword, Self.declarationKeywords.contains(token.text) { return }
            if token.isPunctuation("{") {
                depth += 1
            } else if token.isPunctuation("}") {
                depth -= 1
                if depth == 0 {
                    addMembers(declaredIn: declarationStart..<index)
                    index += 1
                    return
                }
            } else if token.isPunctuation(";"), depth == 1 {
                addMembers(declaredIn: declarationStart..<index)
                declarationStart = index + 1
            }
            index += 1
        }
    }

    /// Keywords that cannot occur inside an instance-variable block or a declaration, so
    /// meeting one means a `}` or `;` is missing.
    static let declarationKeywords: Set<String> = ["end", "interface", "implementation", "protocol", "property"]

    /// `@property (…) IBOutlet Type *name;` and its outlet-collection and inspectable forms.
    private mutating func parseProperty() {
        index += 1
        let start = index
        var depth = 0
        while let token = token(at: index) {
            if token.kind == .keyword { break }
            if depth == 0, token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { break }
            if index > start, depth == 0, token.isFirstOnLine, token.isPunctuation("-") || token.isPunctuation("+") {
                break  // a method on the next line: the `;` is missing
            }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth = max(0, depth - 1) }
            index += 1
        }
        addMembers(declaredIn: start..<index)
        if atPunctuation(";") { index += 1 }
    }

    /// `@synthesize button = button_, label;`: a property whose instance variable has another
    /// name is recorded as that variable (a `property` member whose selector is the property's
    /// name), which a nib may set by key-value coding under either name.
    private mutating func parseSynthesize() {
        index += 1
        while let token = token(at: index), !token.isPunctuation(";"), token.kind != .keyword,
            !token.isPunctuation("{"), !token.isPunctuation("}")
        {
            if token.kind == .identifier, let equals = self.token(at: index + 1), equals.isPunctuation("="),
                let variable = self.token(at: index + 2), variable.kind == .identifier, let owner = container?.name,
                variable.text != token.text
            {
                addMember(CodeMember(kind: .property, owner: owner, name: variable.text, selector: token.text, line: variable.line))
                index += 3
                continue
            }
            index += 1
        }
        if atPunctuation(";") { index += 1 }
    }

    /// Skips to just past the next `;`, stopping early before a brace or an `@` keyword.
    private mutating func skipStatement() {
        index += 1
        while let token = token(at: index) {
            if token.isPunctuation(";") {
                index += 1
                return
            }
            if token.kind == .keyword || token.isPunctuation("{") || token.isPunctuation("}") { return }
            index += 1
        }
    }
}
