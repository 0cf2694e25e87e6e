import SourceParsing

/// The type mentions of Objective-C (`TypeMention`): the upper-case words of each
/// `@interface` or `@implementation` (a category's: its class's), and of code outside them.
/// A container's own name and its header (`@interface Foo : Bar <Delegate>`, `@implementation
/// Foo (Extras)`), `@class` forward declarations and `#import` lines are no mentions; a
/// `#define`'s body is, where the macro is defined (`#define APP ((AppDelegate *)…)`). A C
/// `main` function is the app's entry point (`TypeMention.entryPoint`).
enum ObjCTypeMentions {
    static func mentions(_ tokens: [ObjCToken]) -> [TypeMention] {
        var seen: [(type: String?, name: String)] = []
        var container: String?
        var position = 0
        let count = tokens.count
        while position < count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .keyword:
                switch token.text {
                case "interface", "implementation", "protocol":
                    // `@protocol(Foo)` is an expression, not a declaration.
                    guard position < count, tokens[position].kind == .identifier else { continue }
                    container = token.text == "protocol" ? nil : tokens[position].text
                    // The header: names, `:`, `( )`, `< >` and `,` up to the first member or ivar block.
                    while position < count,
                        tokens[position].kind == .identifier
                            || tokens[position].mark == UInt8(ascii: ":") || tokens[position].mark == UInt8(ascii: "(")
                            || tokens[position].mark == UInt8(ascii: ")") || tokens[position].mark == UInt8(ascii: "<")
                            || tokens[position].mark == UInt8(ascii: ">") || tokens[position].mark == UInt8(ascii: ",")
                    {
                        position += 1
                    }
                    // `@protocol Foo;` declares it forward.
                    if token.text == "protocol", position < count, tokens[position].mark == UInt8(ascii: ";") { continue }
                case "end":
                    container = nil
                case "class":
                    while position < count, tokens[position].mark != UInt8(ascii: ";") { position += 1 }
                default:
                    break
                }
            case .identifier
            where container == nil && token.text == "main" && position >= 2 && tokens[position - 2].isIdentifier("int")
                && position < count && tokens[position].mark == UInt8(ascii: "("):
                // `int main(int argc, …)`: the app's entry point.
                seen.append((TypeMention.entryPoint, "main"))
            case .identifier:
                guard let first = token.text.utf8.first, first >= 0x41, first <= 0x5A, token.text != container else { continue }
                seen.append((container, token.text))
            case .directive:
                guard token.text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("define") else { continue }
                for name in macroBodyWords(token.text) where name != container {
                    seen.append((container, name))
                }
            default:
                break
            }
        }
        return TypeMention.grouped(seen)
    }

    /// The words of a `#define`'s body (after the macro's name) that start upper-case, outside
    /// its string literals.
    private static func macroBodyWords(_ text: String) -> [String] {
        var words: [String] = []
        var bytes = Array(text.utf8)[...]
        // Past `define` and the macro's name.
        while let byte = bytes.first, byte == 0x20 || byte == 0x09 { bytes.removeFirst() }
        bytes = bytes.dropFirst("define".utf8.count)
        while let byte = bytes.first, byte == 0x20 || byte == 0x09 { bytes.removeFirst() }
        while let byte = bytes.first, MemberMentions.isWordByte(byte) { bytes.removeFirst() }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x22 {  // a string: skipped to its closing quote
                index += 1
                while index < bytes.endIndex, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C { index += 1 }
                    index += 1
                }
                index += 1
            } else if MemberMentions.isWordStart(byte) {
                let start = index
                while index < bytes.endIndex, MemberMentions.isWordByte(bytes[index]) { index += 1 }
                if byte >= 0x41, byte <= 0x5A { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
            } else {
                index += 1
            }
        }
        return words
    }
}
