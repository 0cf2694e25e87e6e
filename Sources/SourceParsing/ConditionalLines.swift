/// The lines each `#if` clause holds, with the condition they are compiled under, for Swift
/// (`#if`, `#elseif`, `#else`, `#endif`) and the C preprocessor (`#if`, `#ifdef X` as
/// `defined(X)`, `#ifndef X` as `!defined(X)`, `#elif`, `#else`, `#endif`). A clause's condition
/// carries the earlier clauses' negated (`!(A) && (B)` for `#elseif B` after `#if A`); a line
/// inside nested clauses is under all of theirs. The directives come from the scans that read
/// every byte anyway (Swift's member-mention scan, the Objective-C lexer), outside comments and
/// strings, so bodies the Swift parser never sees count too.
public enum ConditionalLines {
    public struct Clause: Sendable, Equatable {
        public var lines: ClosedRange<Int>
        public var condition: String
    }

    /// A preprocessor line: its 1-based line and its text after `#` (`if os(iOS)`, `endif`).
    public struct Directive: Sendable, Equatable {
        public var line: Int
        public var text: String

        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }

    public static func clauses(_ directives: [Directive], language: SourceLanguage) -> [Clause] {
        var clauses: [Clause] = []
        // Per open `#if`: the earlier clauses' conditions, the current one (nil for `#else`), and
        // the first line of the current clause's body.
        var open: [(earlier: [String], current: String?, start: Int)] = []
        func close(at end: Int) {
            guard let frame = open.last else { return }
            let parts = frame.earlier.map { "!(\($0))" } + (frame.current.map { ["(\($0))"] } ?? [])
            if frame.start <= end, !parts.isEmpty { clauses.append(Clause(lines: frame.start...end, condition: parts.joined(separator: " && "))) }
        }
        for directive in directives {
            guard let (word, condition) = parse(Array(directive.text.utf8)[...]) else { continue }
            let line = directive.line
            switch word {
            case "if": open.append(([], condition ?? "", line + 1))
            case "ifdef" where language == .objc: open.append(([], "defined(\(condition ?? ""))", line + 1))
            case "ifndef" where language == .objc: open.append(([], "!defined(\(condition ?? ""))", line + 1))
            case "elseif" where language == .swift, "elif" where language == .objc:
                close(at: line - 1)
                if !open.isEmpty {
                    if let current = open[open.count - 1].current { open[open.count - 1].earlier.append(current) }
                    open[open.count - 1].current = condition ?? ""
                    open[open.count - 1].start = line + 1
                }
            case "else":
                close(at: line - 1)
                if !open.isEmpty {
                    if let current = open[open.count - 1].current { open[open.count - 1].earlier.append(current) }
                    open[open.count - 1].current = nil
                    open[open.count - 1].start = line + 1
                }
            case "endif":
                close(at: line - 1)
                _ = open.popLast()
            default: break
            }
        }
        return clauses
    }

    /// The directive's word and its argument (comments and surrounding white space removed).
    private static func parse(_ text: ArraySlice<UInt8>) -> (String, String?)? {
        var rest = text.drop { $0 == 0x20 || $0 == 0x09 }
        let word = rest.prefix { ($0 >= 0x61 && $0 <= 0x7A) }
        guard !word.isEmpty else { return nil }
        rest = rest.dropFirst(word.count)
        guard rest.first.map({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x28 || $0 == 0x21 }) ?? true else { return nil }
        var argument = String(decoding: rest, as: UTF8.self)
        if let comment = argument.firstRange(of: "//") { argument = String(argument[..<comment.lowerBound]) }
        if let comment = argument.firstRange(of: "/*") { argument = String(argument[..<comment.lowerBound]) }
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\\" })
        return (String(decoding: word, as: UTF8.self), words.isEmpty ? nil : words.joined(separator: " "))
    }

    /// Whether a word after `#` is one of Swift's conditional directives.
    static func isSwiftDirective(_ word: ArraySlice<UInt8>) -> Bool {
        word.elementsEqual("if".utf8) || word.elementsEqual("else".utf8) || word.elementsEqual("elseif".utf8)
            || word.elementsEqual("endif".utf8)
    }

    /// Gives each reference the condition of every clause around its line.
    public static func apply(_ clauses: [Clause], to references: inout [CodeReference]) {
        guard !clauses.isEmpty else { return }
        for index in references.indices {
            references[index].condition = condition(at: references[index].line, in: clauses)
        }
    }

    /// Gives each macro definition the condition of every clause around its line.
    public static func apply(_ clauses: [Clause], to macros: inout [CodeMacro]) {
        guard !clauses.isEmpty else { return }
        for index in macros.indices {
            macros[index].condition = condition(at: macros[index].line, in: clauses)
        }
    }

    private static func condition(at line: Int, in clauses: [Clause]) -> String? {
        let around = clauses.filter { $0.lines.contains(line) }.map(\.condition)
        return around.isEmpty ? nil : around.joined(separator: " && ")
    }
}
