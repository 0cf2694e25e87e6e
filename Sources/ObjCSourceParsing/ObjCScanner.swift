import SourceParsing
/// Reads one Objective-C or Objective-C++ file (`.h`, `.m`, `.mm`) into `SourceFacts` without
/// clang: a small lexer (`ObjCLexer`) and a token walk (`ObjCFactCollector`) that knows
/// `@interface`/`@implementation`/`@protocol`, IB members, string constants and the message
/// sends of ib-links.md §4. Never traps and never loops on odd input; whatever it cannot read
/// is skipped, and what was cut off (a comment, a literal, a missing `@end`) becomes a diagnostic.
public enum ObjCScanner {
    /// The facts of one file, given its bytes (any encoding; invalid UTF-8 is replaced).
    public static func scan(_ bytes: [UInt8]) -> SourceFacts {
        let (tokens, diagnostics) = ObjCLexer.tokenize(bytes)
        var collector = ObjCFactCollector(bytes: bytes, tokens: tokens, lexerDiagnostics: diagnostics)
        var facts = collector.run()
        let mentions = MemberMentions.objectiveCScan(tokens)
        facts.mentions = mentions.counts
        facts.mentionsOnOthers = mentions.onOthers
        ValidationRetitles.mark(in: &facts.mentions) { ValidationRetitles.objectiveC(tokens) }
        SheetWindows.mark(in: &facts.mentions) { SheetWindows.objectiveC(tokens) }
        facts.strings = StringLiterals.objectiveC(tokens)
        facts.typeMentions = ObjCTypeMentions.mentions(tokens)
        let directives = tokens.lazy.filter { $0.kind == .directive }.map { ConditionalLines.Directive(line: $0.line, text: $0.text) }
        let clauses = ConditionalLines.clauses(Array(directives), language: .objc)
        ConditionalLines.apply(clauses, to: &facts.references)
        ConditionalLines.apply(clauses, to: &facts.macros)
        facts.arguments += ObjCReturnSummaries.summaries(tokens)
        return facts
    }

    /// The facts of one file, given its text.
    public static func scan(_ source: String) -> SourceFacts {
        scan(Array(source.utf8))
    }
}
