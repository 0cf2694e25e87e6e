import SourceParsing
/// Walks the tokens of one Objective-C file once, front to back, and collects its `SourceFacts`.
///
/// It keeps a stack of open `(`, `{` and `[`; a `[` is a message send whose keywords are the
/// `name:` pairs met while it is on top of the stack, so `[a b:[c d:e] f:g]` yields `d:` for the
/// inner send and `b:f:` for the outer one. Unbalanced closers pop what they can; `;` drops sends
/// left open; `@interface`, `@implementation`, `@end` and each method start from an empty stack,
/// so one bad line cannot spoil the rest of the file.
struct ObjCFactCollector {
    /// The `@interface`, `@implementation` or `@protocol` whose body is being read.
    struct Container {
        var keyword: String
        var name: String
        var line: Int
    }

    let bytes: [UInt8]
    let tokens: [ObjCToken]
    var facts = SourceFacts(language: .objc)
    var index = 0
    var container: Container?
    var nesting = ObjCNesting()
    /// True between declarations at file or class level, where a `- (…)` starts a method.
    var atDeclarationBoundary = true
    var pendingDesignable = false
    /// The file imports AppKit or Cocoa, so ambiguous APIs are written with AppKit classes.
    var usesAppKit = false
    /// Local variables assigned a nib or storyboard (`UINib *nib = [UINib nibWithNibName:…]`),
    /// by name, to the reference made there; cleared at each method.
    var referenceVariables: [String: Int] = [:]
    /// Locals of the method given a class's name (`NSString *nibName = NSStringFromClass([self class]);`),
    /// or a path that ends in one (`[NSString stringWithFormat:@"%@/%@", bundleName, NSStringFromClass([self class])]`).
    var pathLocals: [String: CodeReference.Value] = [:]
    /// The current method's parameter names: variables, never constants
    /// (`[super initWithNibName:nibNameOrNil bundle:nibBundleOrNil]`).
    var methodParameters: Set<String> = []
    /// The `CodeReference.argumentKey` of each parameter of the current method (`name` of
    /// `- windowControllerWithName:(NSString *)name` is `windowControllerWithName:#0`).
    var parameterKeys: [String: String] = [:]
    /// Of `parameterKeys`, the parameters whose type may carry a name (`NSString *`, `Class`): one
    /// passed on as an argument is kept as `$(ARG key)` (`CallArguments+Forwarding`).
    var nameParameterKeys: [String: String] = [:]
    /// Loop variables over a literal array of classes (`for (Class cls in @[[A class], [B class]])`),
    /// with the classes they take: `NSStringFromClass(cls)` names each.
    var classLoopLocals: [String: [String]] = [:]
    /// The current method's local variables assigned string literals, with every literal each
    /// is given before a load names it (`NSString *xib = @"A"; if (m) xib = @"B";`).
    var stringLocals: [String: [String]] = [:]
    /// The method whose body is being read (its first selector keyword, without the colon).
    var currentMember: String?
    /// Whether that method is a class method (`+`), whose `self` is the class.
    var currentMemberIsClassMethod = false
    /// The `[` token of each reference, to list references in source order (outer sends first).
    var referenceOrigins: [Int] = []
    var memberKeys: Set<String> = []
    var lexerDiagnostics: [SourceDiagnostic]
    /// Lines inside `#if 0` regions, whose lexer diagnostics do not count.
    var disabledLines: [ClosedRange<Int>] = []

    init(bytes: [UInt8], tokens: [ObjCToken], lexerDiagnostics: [SourceDiagnostic]) {
        self.bytes = bytes
        self.tokens = tokens
        self.lexerDiagnostics = lexerDiagnostics
    }

    mutating func run() -> SourceFacts {
        while index < tokens.count {
            let before = index
            step()
            // Every step moves on, whatever a handler did: odd input can never loop.
            if index <= before { index = before + 1 }
        }
        finish()
        return facts
    }

    private mutating func step() {
        let token = tokens[index]
        let wasBoundary = atDeclarationBoundary
        if token.kind != .directive { atDeclarationBoundary = false }
        switch token.kind {
        case .directive:
            handleDirective(token)
        case .keyword:
            handleKeyword(token)
        case .identifier:
            // Not only at file level: headers may wrap declarations in `extern "C" {`.
            if token.isIdentifier("IB_DESIGNABLE") {
                pendingDesignable = true
                atDeclarationBoundary = wasBoundary
            } else if !nesting.isEmpty {
                if token.isIdentifier("for") { noteClassLoop() }
                noteDotClassCall()
            }
            index += 1
        case .punctuation:
            handlePunctuation(token, wasBoundary: wasBoundary)
        default:
            index += 1
        }
    }

    private mutating func handlePunctuation(_ token: ObjCToken, wasBoundary: Bool) {
        switch token.mark {
        case UInt8(ascii: "["): nesting.push(.send(ObjCMessageSend(open: index)))
        case UInt8(ascii: "]"): closeSend()
        case UInt8(ascii: "("): nesting.push(.paren)
        case UInt8(ascii: ")"): nesting.close(.paren)
        case UInt8(ascii: "{"): nesting.push(.brace)
        case UInt8(ascii: "}"):
            nesting.close(.brace)
            if nesting.isEmpty { atDeclarationBoundary = true }
        case UInt8(ascii: ";"):
            // A send is never cut by `;`: one still open was never closed.
            nesting.dropOpenSends()
            if nesting.isEmpty { atDeclarationBoundary = true }
        case UInt8(ascii: ":"): noteColon()
        case UInt8(ascii: "?"): noteQuestionMark()
        case UInt8(ascii: "="): noteAssignment()
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            if isMethodStart(token, wasBoundary: wasBoundary) {
                parseMethod()
                return
            }
        default: break
        }
        index += 1
    }

    /// A `-` or `+` that starts a method in an `@interface`, `@implementation` or `@protocol`:
    /// between declarations, or first on its line after `;` or `}` (which recovers from
    /// unbalanced braces, such as two `{` in `#if`/`#else` branches).
    private func isMethodStart(_ token: ObjCToken, wasBoundary: Bool) -> Bool {
        guard container != nil, index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else {
            return false
        }
        if nesting.isEmpty, wasBoundary || token.isFirstOnLine { return true }
        guard token.isFirstOnLine, index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.isPunctuation(";") || previous.isPunctuation("}")
    }

    /// Clears what a new declaration makes stale.
    mutating func resetNesting() {
        nesting.removeAll()
        referenceVariables = [:]
        pathLocals = [:]
        methodParameters = []
        parameterKeys = [:]
        nameParameterKeys = [:]
        classLoopLocals = [:]
        stringLocals = [:]
    }

    private mutating func finish() {
        var diagnostics = Self.limited(Self.outside(disabledLines, lexerDiagnostics))
        if let container {
            diagnostics.append(
                SourceDiagnostic(
                    line: container.line,
                    message: "'@\(container.keyword) \(container.name)' has no @end; the file may be cut off."))
        }
        facts.diagnostics = Self.stableSorted(diagnostics) { $0.line }
        let order = Self.stableSorted(Array(referenceOrigins.indices)) { referenceOrigins[$0] }
        facts.references = order.map { facts.references[$0] }
    }

    /// The diagnostics whose line is in no `#if 0` region (both lists run in line order).
    private static func outside(_ regions: [ClosedRange<Int>], _ diagnostics: [SourceDiagnostic])
        -> [SourceDiagnostic]
    {
        var region = 0
        return stableSorted(diagnostics) { $0.line }.filter { diagnostic in
            while region < regions.count, regions[region].upperBound < diagnostic.line { region += 1 }
            return region == regions.count || !regions[region].contains(diagnostic.line)
        }
    }

    /// At most ten, then one line saying how many more: binary junk must not flood the output.
    private static func limited(_ diagnostics: [SourceDiagnostic]) -> [SourceDiagnostic] {
        let limit = 10
        guard diagnostics.count > limit else { return diagnostics }
        let more = SourceDiagnostic(
            line: diagnostics[limit].line,
            message: "\(diagnostics.count - limit) more cut-off literals or comments from here on; "
                + "is this Objective-C?")
        return Array(diagnostics.prefix(limit)) + [more]
    }

    private static func stableSorted<T>(_ items: [T], by key: (T) -> Int) -> [T] {
        items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }

    // MARK: - Token helpers

    /// The token at `position`, if any.
    func token(at position: Int) -> ObjCToken? {
        position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    /// True when the current token is the punctuation mark `mark`.
    func atPunctuation(_ mark: String) -> Bool {
        token(at: index)?.isPunctuation(mark) ?? false
    }

    /// The current token's text when it is an identifier.
    func identifierHere() -> String? {
        guard let token = token(at: index), token.kind == .identifier else { return nil }
        return token.text
    }
}
