import SourceParsing
extension ObjCFactCollector {
    /// `#define NAME @"value"`, `#import <AppKit/…>`, and `#if 0` regions, which are skipped.
    mutating func handleDirective(_ directive: ObjCToken) {
        index += 1
        let (words, problems) = ObjCLexer.tokenize(Array(directive.text.utf8), firstLine: directive.line)
        guard let name = words.first, name.kind == .identifier else { return }
        switch name.text {
        case "define" where problems.isEmpty:  // `#define X @"cut off` defines nothing
            defineConstant(words)
            noteMacro(words)
        case "undef" where words.count == 2 && words[1].kind == .identifier:
            facts.macros.append(CodeMacro(name: words[1].text, body: nil, line: words[1].line))
        case "import", "include":
            if words.contains(where: { $0.isIdentifier("AppKit") || $0.isIdentifier("Cocoa") }) { usesAppKit = true }
            // `#import <Module/Header.h>` names a framework module; `#import "Header.h"` a file.
            if words.count > 3, words[1].isPunctuation("<"), words[2].kind == .identifier, words[3].isPunctuation("/") {
                facts.imports.append(CodeImport(module: words[2].text, line: name.line))
            } else if words.count > 1, words[1].kind == .cString, !words[1].text.isEmpty,
                !Self.headerSuffixes.contains(where: words[1].text.hasSuffix)
            {
                // An implementation file compiled as part of this one (headers are left out).
                facts.includedFiles.append(CodeImport(module: words[1].text, line: name.line))
            }
        case "if" where words.count == 2 && words[1].kind == .number && words[1].text == "0":
            skipDisabledRegion(from: directive.line)
        default:
            break
        }
    }

    static let headerSuffixes = [".h", ".hh", ".hpp", ".hxx", ".pch"]

    /// `#define NAME @"value"` (or `(@"value")`); a function-like macro `NAME(x)` is no constant.
    private mutating func defineConstant(_ words: [ObjCToken]) {
        guard words.count >= 3, words[1].kind == .identifier else { return }
        let name = words[1]
        if words[2].isPunctuation("("), words[2].start == name.end { return }
        let body = ObjCNameExpression.unparenthesized(words[2...])
        guard body.count == 1, let value = body.first, value.kind == .string else { return }
        facts.constants.append(CodeConstant(name: name.text, value: value.text, line: name.line))
    }

    /// An object-like macro, for the compilation conditions that read it: its body's tokens as
    /// written (a string literal as `@"…"` or `"…"`, which no condition evaluates), at most
    /// `maximumMacroBody` bytes (a longer one is kept as `…`: defined, value unknown).
    private mutating func noteMacro(_ words: [ObjCToken]) {
        guard words.count >= 2, words[1].kind == .identifier else { return }
        let name = words[1]
        if words.count > 2, words[2].isPunctuation("("), words[2].start == name.end { return }
        var body = ""
        for word in words.dropFirst(2) where !word.isPunctuation("\\") {
            let text: String =
                switch word.kind {
                case .string: "@\"…\""
                case .cString: "\"…\""
                case .keyword: "@" + word.text
                default: word.text
                }
            if !body.isEmpty { body += " " }
            body += text
            if body.utf8.count > Self.maximumMacroBody {
                body = "…"
                break
            }
        }
        facts.macros.append(CodeMacro(name: name.text, body: body, line: name.line))
    }

    static let maximumMacroBody = 160

    /// Skips the tokens of an `#if 0` region, up to its `#else`, `#elif` or `#endif`.
    private mutating func skipDisabledRegion(from line: Int) {
        var depth = 0
        while let token = token(at: index) {
            if token.kind == .directive {
                let name = Self.directiveName(token.text)
                if name.hasPrefix("if") {
                    depth += 1
                } else if depth > 0, name == "endif" {
                    depth -= 1
                } else if depth == 0, name == "endif" || name == "else" || name.hasPrefix("elif") {
                    disabledLines.append(line...max(line, token.line))
                    if name == "endif" { index += 1 }
                    return
                }
            }
            index += 1
        }
        disabledLines.append(line...Int.max)
    }

    /// The directive's word: `endif` in `#  endif // X`.
    private static func directiveName(_ text: String) -> Substring {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        return trimmed.prefix { $0.isLetter }
    }

    /// `NAME = @"value";` declaring a string constant: `static NSString * const kX = @"…";`,
    /// `NSString *const kX = @"…";`, `static NSNibName const kX = @"…";`, a plain global. Inside
    /// a function only `static` or `const` declarations count; assignments never do.
    mutating func noteAssignment() {
        if let open = nesting.last, case .brace = open {} else if !nesting.isEmpty { return }
        if !nesting.isEmpty, let name = token(at: index - 1), name.kind == .identifier { noteClassNameLocal(name.text) }
        // `NSString *name = nil;` in a method: a local given its literals later (`if (…) name = @"A"; else name = @"B";`).
        if !nesting.isEmpty, let name = token(at: index - 1), name.kind == .identifier, let value = token(at: index + 1),
            value.isIdentifier("nil") || value.isIdentifier("NULL"), token(at: index + 2)?.isPunctuation(";") == true,
            let star = token(at: index - 2), star.isPunctuation("*"), stringLocals[name.text] == nil
        {
            stringLocals[name.text] = []
            return
        }
        guard let name = token(at: index - 1), name.kind == .identifier,
            let value = token(at: index + 1), value.kind == .string,
            let after = token(at: index + 2), after.isPunctuation(";") || after.isPunctuation(",")
        else { return }
        var start = index - 1
        while let previous = token(at: start - 1), !Self.endsStatement(previous) {
            start -= 1
            if index - start > 64 { return }  // no declaration is this long; don't walk junk
        }
        let declaration = tokens[start..<(index - 1)]
        // `xib = @"Other";` in a method: one more literal for a local declared before.
        if declaration.isEmpty, !nesting.isEmpty, stringLocals[name.text] != nil {
            if !stringLocals[name.text, default: []].contains(value.text) { stringLocals[name.text, default: []].append(value.text) }
            return
        }
        guard let last = declaration.last, last.kind == .identifier || last.isPunctuation("*"),
            declaration.allSatisfy(Self.mayDeclare)
        else { return }
        if !nesting.isEmpty,
            !declaration.contains(where: { $0.isIdentifier("static") || $0.isIdentifier("const") })
        {
            // A local of the method: every literal it is given counts where a load names it.
            if !stringLocals[name.text, default: []].contains(value.text) { stringLocals[name.text, default: []].append(value.text) }
            return
        }
        facts.constants.append(CodeConstant(name: name.text, value: value.text, line: name.line))
    }

    /// `NSString *nibName = NSStringFromClass([self class]);` in a method: the local stands for the
    /// class's name wherever a load names it; given anything else, it is forgotten.
    private mutating func noteClassNameLocal(_ name: String) {
        var end = index + 1
        var depth = 0
        while let token = token(at: end), end - index <= 64 {
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, token.isPunctuation(";") || token.isPunctuation(",") { break }
            if depth < 0 || token.isPunctuation("{") || token.isPunctuation("}") {
                pathLocals[name] = nil
                return
            }
            end += 1
        }
        guard token(at: end) != nil, end > index + 1 else {
            pathLocals[name] = nil
            return
        }
        // `NSString *name = compact ? @"CompactRow" : @"WideRow";`: each literal, as if assigned in turn.
        if let values = ObjCNameExpression.choices(of: tokens[(index + 1)..<end], enclosingType: container?.name, variables: methodParameters),
            values.allSatisfy({ if case .literal = $0 { return true } else { return false } })
        {
            for case .literal(let literal) in values where !stringLocals[name, default: []].contains(literal) {
                stringLocals[name, default: []].append(literal)
            }
            return
        }
        let value = ObjCNameExpression.value(of: tokens[(index + 1)..<end], enclosingType: container?.name, variables: methodParameters)
        if case .className? = value { pathLocals[name] = value } else { pathLocals[name] = nil }
    }

    private static func endsStatement(_ token: ObjCToken) -> Bool {
        token.kind == .keyword || token.kind == .directive || token.isPunctuation(";")
            || token.isPunctuation("{") || token.isPunctuation("}")
    }

    /// Tokens a string constant's declaration is made of (several declarators included).
    private static func mayDeclare(_ token: ObjCToken) -> Bool {
        switch token.kind {
        case .identifier, .string: true
        case .punctuation: ["*", ",", "="].contains(token.text)
        default: false
        }
    }

    /// `for (Class cls in @[[PriceCell class], TagCell.class])` at `index` (on `for`): the loop
    /// variable takes each class of the literal array; any other element makes it nothing.
    mutating func noteClassLoop() {
        guard token(at: index + 1)?.isPunctuation("(") == true, token(at: index + 2)?.isIdentifier("Class") == true,
            let variable = token(at: index + 3), variable.kind == .identifier, token(at: index + 4)?.isIdentifier("in") == true
        else { return }
        var classes: [String] = []
        var position = index + 5
        var depth = 0
        while let current = token(at: position), position - index < 200 {
            if current.isPunctuation("(") { depth += 1 }
            if current.isPunctuation(")") {
                if depth == 0 { break }
                depth -= 1
            }
            if current.kind == .identifier {
                if current.isIdentifier("class") {
                    position += 1
                    continue
                }
                guard current.text.first?.isUppercase == true,
                    token(at: position + 1)?.isIdentifier("class") == true
                        || (token(at: position + 1)?.isPunctuation(".") == true && token(at: position + 2)?.isIdentifier("class") == true)
                else { return }
                classes.append(current.text)
            } else if current.kind != .punctuation || !["@", "[", "]", ",", ".", "(", ")"].contains(where: current.isPunctuation) {
                return
            }
            position += 1
        }
        guard !classes.isEmpty, token(at: position)?.isPunctuation(")") == true else { return }
        classLoopLocals[variable.text] = classes
    }
}
