import SourceParsing
/// What Objective-C methods and C functions that return a string give, as constants named
/// `selector#return` or `function()#return`, so that a load naming a call of one
/// (`loadNibNamed:Name(m)`, `loadNibNamed:[UI withRTLSuffix:@"Login"]`) loads each value:
///
/// - a literal: `return m ? @"Small" : @"Big";` gives `Small` and `Big`;
/// - the first parameter, as is or with a literal appended: `return name;` gives `$(0)`,
///   `return [name stringByAppendingString:@"_RTL"];` gives `$(0)_RTL`.
///
/// Anything else a body returns gives nothing: the summary is what sbdb can read, never a guess.
enum ObjCReturnSummaries {
    /// Placeholder for the first argument of the call, in a summary's value.
    static let argument = "$(0)"

    static func summaries(_ tokens: [ObjCToken]) -> [CodeConstant] {
        var result: [CodeConstant] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                if depth == 0, let (name, parameter) = function(endingAt: index, in: tokens) {
                    // The body up to its `}`, or to the end of a file cut off inside it.
                    let end = matchingBrace(of: index, in: tokens)
                    for value in returns(in: tokens[(index + 1)..<max(index + 1, end)], parameter: parameter) {
                        result.append(CodeConstant(name: name + "#return", value: value, line: token.line))
                    }
                    index = end + 1
                    continue
                }
                depth += 1
            } else if token.isPunctuation("}") {
                depth = max(0, depth - 1)
            } else if token.kind == .keyword, token.text == "implementation" || token.text == "end" {
                depth = 0
            }
            index += 1
        }
        return result
    }

    /// For a body `{` at `open`: the method's selector (`withRTLSuffix:`) or the C function's
    /// `Name()`, with its first parameter, when its declared return type is `NSString *`.
    private static func function(endingAt open: Int, in tokens: [ObjCToken]) -> (String, String?)? {
        // Back to the start of the declaration: the previous `;`, `}` or `{`, or a directive.
        var start = open - 1
        while start >= 0, !tokens[start].isPunctuation(";"), !tokens[start].isPunctuation("}"),
            !tokens[start].isPunctuation("{"), tokens[start].kind != .directive, tokens[start].kind != .keyword
        {
            start -= 1
        }
        var declaration = Array(tokens[(start + 1)..<open])
        // `@implementation UI` then `+ (NSString *)…`: the method starts at its `-` or `+`.
        if let method = declaration.firstIndex(where: { ($0.isPunctuation("-") || $0.isPunctuation("+")) && $0.isFirstOnLine }) {
            declaration = Array(declaration[method...])
        }
        guard declaration.count >= 4, declaration.contains(where: { $0.isIdentifier("NSString") }) else { return nil }
        if declaration[0].isPunctuation("-") || declaration[0].isPunctuation("+") {
            // `- (NSString *)withRTLSuffix:(NSString *)name`
            guard let close = declaration.firstIndex(where: { $0.isPunctuation(")") }) else { return nil }
            var selector = ""
            var parameter: String?
            var position = close + 1
            while position < declaration.count {
                let word = declaration[position]
                guard word.kind == .identifier else { break }
                if position + 1 < declaration.count, declaration[position + 1].isPunctuation(":") {
                    selector += word.text + ":"
                    position += 2
                    if position < declaration.count, declaration[position].isPunctuation("(") {
                        while position < declaration.count, !declaration[position].isPunctuation(")") { position += 1 }
                        position += 1
                    }
                    if position < declaration.count, declaration[position].kind == .identifier {
                        if parameter == nil { parameter = declaration[position].text }
                        position += 1
                    }
                } else {
                    if selector.isEmpty { selector = word.text }
                    break
                }
            }
            return selector.isEmpty ? nil : (selector, parameter)
        }
        // `static NSString *Name(BOOL m)`: a name, then one parameter list, at the end.
        guard declaration.last?.isPunctuation(")") == true,
            let paren = declaration.firstIndex(where: { $0.isPunctuation("(") }), paren > 0,
            declaration[paren - 1].kind == .identifier, declaration[..<paren].contains(where: { $0.isPunctuation("*") })
        else { return nil }
        let parameters = declaration[(paren + 1)..<(declaration.count - 1)]
        let first = parameters.split { $0.isPunctuation(",") }.first?.last { $0.kind == .identifier }?.text
        return (declaration[paren - 1].text + "()", first)
    }

    /// The values of every `return …;` in a body.
    private static func returns(in body: ArraySlice<ObjCToken>, parameter: String?) -> [String] {
        var values: [String] = []
        var index = body.startIndex
        while index < body.endIndex {
            guard body[index].isIdentifier("return") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < body.endIndex, !body[end].isPunctuation(";") { end += 1 }
            values += expressionValues(body[(index + 1)..<end], parameter: parameter)
            index = end
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// A literal, the parameter, `[parameter stringByAppendingString:@"…"]`, or a ternary of these.
    private static func expressionValues(_ tokens: ArraySlice<ObjCToken>, parameter: String?) -> [String] {
        let tokens = ObjCNameExpression.unparenthesized(tokens)
        if let question = tokens.firstIndex(where: { $0.isPunctuation("?") }),
            let colon = tokens[question...].firstIndex(where: { $0.isPunctuation(":") })
        {
            return expressionValues(tokens[(question + 1)..<colon], parameter: parameter)
                + expressionValues(tokens[(colon + 1)...], parameter: parameter)
        }
        if tokens.count == 1, let only = tokens.first {
            if only.kind == .string { return [only.text] }
            if let parameter, only.isIdentifier(parameter) { return [argument] }
            return []
        }
        let words = Array(tokens)
        if let parameter, words.count == 6, words[0].isPunctuation("["), words[1].isIdentifier(parameter),
            words[2].isIdentifier("stringByAppendingString"), words[3].isPunctuation(":"), words[4].kind == .string,
            words[5].isPunctuation("]")
        {
            return [argument + words[4].text]
        }
        return []
    }

    /// The index of the `}` that closes the `{` at `open`, or `tokens.count` when none does.
    private static func matchingBrace(of open: Int, in tokens: [ObjCToken]) -> Int {
        var depth = 0
        for position in open..<tokens.count {
            if tokens[position].isPunctuation("{") { depth += 1 }
            if tokens[position].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return tokens.count
    }
}
