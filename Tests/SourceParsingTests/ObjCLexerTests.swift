import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing

/// The Objective-C lexer: token kinds, literal values, lines, comments and cut-off constructs.
@Suite struct ObjCLexerTests {
    func lex(_ source: String) -> [String] {
        ObjCLexer.tokenize(Array(source.utf8)).tokens.map { token in
            let kind: String
            switch token.kind {
            case .identifier: kind = "id"
            case .keyword: kind = "@"
            case .string: kind = "str"
            case .cString: kind = "cstr"
            case .character: kind = "chr"
            case .number: kind = "num"
            case .punctuation: kind = "p"
            case .directive: kind = "#"
            }
            return "\(kind):\(token.text)@\(token.line)"
        }
    }

    func diagnostics(_ source: String) -> [String] {
        ObjCLexer.tokenize(Array(source.utf8)).diagnostics.map { "\($0.line): \($0.message)" }
    }

    @Test func tokenKinds() {
        #expect(
            lex("@interface Foo : NSObject <P>\n@end") == [
                "@:interface@1", "id:Foo@1", "p::@1", "id:NSObject@1", "p:<@1", "id:P@1", "p:>@1", "@:end@2",
            ])
        #expect(
            lex("x->y :: a == b != c ... @[ @{ @( @YES 'a' L'b' 0x1F 1.5e-3f 1'000 .5") == [
                "id:x@1", "p:->@1", "id:y@1", "p:::@1", "id:a@1", "p:==@1", "id:b@1", "p:!=@1", "id:c@1",
                "p:...@1", "p:@@1", "p:[@1", "p:@@1", "p:{@1", "p:@@1", "p:(@1", "@:YES@1", "chr:'a'@1",
                "chr:L'b'@1", "num:0x1F@1", "num:1.5e-3f@1", "num:1'000@1", "num:.5@1",
            ])
        #expect(
            lex("NSArray<NSArray<id> *>>") == [
                "id:NSArray@1", "p:<@1", "id:NSArray@1", "p:<@1", "id:id@1", "p:>@1", "p:*@1", "p:>@1", "p:>@1",
            ])
    }

    /// The operator switch gives the longest operator of the list the lexer has always
    /// recognised, for every pair and triple of punctuation bytes.
    @Test func operatorLengthsFollowTheOperatorList() {
        let operators = [
            "...", "::", "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
            "&=", "|=", "^=", "++", "--",
        ].map { Array($0.utf8) }
        let marks = Array("!%&()*+,-./:;<=>?[]^{|}~@#a".utf8) + [0]
        for first in marks.dropLast() {
            for second in marks {
                for third in marks {
                    let bytes = [first, second, third]
                    let expected = operators.first { bytes.starts(with: $0) }?.count ?? 1
                    #expect(ObjCLexer.operatorLength(first, second, third) == expected, "\(bytes)")
                }
            }
        }
    }

    /// A one-byte mark is compared by its byte; a longer operator never matches one of its bytes.
    @Test func punctuationIsMatchedByItsMark() {
        let tokens = ObjCLexer.tokenize(Array("a = b == c; x->y".utf8)).tokens
        let marks = tokens.map(\.mark)
        #expect(marks == [0, UInt8(ascii: "="), 0, 0, 0, UInt8(ascii: ";"), 0, 0, 0])
        #expect(tokens[1].isPunctuation("=") && !tokens[1].isPunctuation("=="))
        #expect(tokens[3].isPunctuation("==") && !tokens[3].isPunctuation("="))
        #expect(tokens[7].isPunctuation("->") && !tokens[7].isPunctuation("-"))
        #expect(!tokens[0].isPunctuation("a") && tokens[0].isIdentifier("a") && !tokens[0].isIdentifier("ab"))
    }

    @Test func stringLiteralsDecodeEscapesAndJoin() {
        #expect(lex(#"@"a\"b\\c\n\t\u00e9\x41\101""#) == ["str:a\"b\\c\n\té\u{41}A@1"])
        #expect(lex("@\"Check\" /* between */ @\"out\"\n  \"!\" x") == ["str:Checkout!@1", "id:x@2"])
        #expect(
            lex("\"c\" u8\"d\" L\"e\" R\"x(raw \"quoted\" )\" still)x\"") == [
                "cstr:c@1", "cstr:d@1", "cstr:e@1", "cstr:raw \"quoted\" )\" still@1",
            ])
        #expect(lex("@\"spl\\\nice\" next") == ["str:splice@1", "id:next@2"])
        let joined = ObjCLexer.tokenize(Array("@\"a\"  @\"b\"".utf8)).tokens[0]
        #expect(joined.joinedSource == "@\"a\" @\"b\"")
    }

    @Test func commentsAreSkippedAndLinesCounted() {
        #expect(lex("a // b [c d:e]\n/* f\ng */ h\r\ni\rj") == ["id:a@1", "id:h@3", "id:i@4", "id:j@5"])
        #expect(lex("a // continued \\\nstill comment\nb") == ["id:a@1", "id:b@3"])
        #expect(lex("a /* // */ b /* /* */ c") == ["id:a@1", "id:b@1", "id:c@1"])
    }

    @Test func directives() {
        #expect(
            lex("#import <UIKit/UIKit.h>\n  #define X \\\n  @\"v\" // note\nx # y") == [
                "#:import <UIKit/UIKit.h>@1", "#:define X \\\n  @\"v\" @2", "id:x@4", "p:#@4", "id:y@4",
            ])
        #expect(lex("#error don't \"stop\nnext") == ["#:error don't \"stop@1", "id:next@2"])
        #expect(diagnostics("#error don't") == [])
    }

    @Test func cutOffConstructsAreDiagnosed() {
        #expect(diagnostics("a /* never closed\n\n") == ["1: Unterminated /* comment; the rest of the file is ignored."])
        #expect(diagnostics("x\n@\"open\ny") == ["2: Unterminated string literal."])
        #expect(diagnostics("'a") == ["1: Unterminated character literal."])
        #expect(diagnostics("R\"d(never") == ["1: Unterminated raw string literal."])
        #expect(diagnostics("@\"a\\") == ["1: Unterminated string literal."])
        #expect(diagnostics("int a = 1; // fine\n@\"ok\" 'c' /* ok */") == [])
    }

    @Test func invalidUTF8IsReplacedNotTrappedOn() {
        let bytes: [UInt8] = Array("@\"".utf8) + [0xFF, 0xC3] + Array("\" na".utf8) + [0xE9] + Array("me".utf8)
        let tokens = ObjCLexer.tokenize(bytes).tokens
        #expect(tokens.map(\.text) == ["\u{FFFD}\u{FFFD}", "na\u{FFFD}me"])
        #expect(tokens.map(\.kind) == [.string, .identifier])
    }

    @Test func identifiersMayBeUnicode() {
        #expect(lex("größe = @\"ü\"") == ["id:größe@1", "p:=@1", "str:ü@1"])
    }
}
