/// The text of an Info.plist that Xcode runs through the C preprocessor first
/// (`INFOPLIST_PREPROCESS = YES`): lines whose first non-blank character is `#` followed by a
/// directive (`#ifdef DEBUG`, `#else`, `#endif`, `#include "Config.h"`, …), which no plist parser
/// reads. Macros are not expanded and `#include`d files are not read: sbdb has no build settings.
///
/// Each variant replaces every directive line, and every line it leaves out, by an empty line
/// (its line ending kept), so a parser's line numbers stay those of the file.
struct PreprocessedPlist {
    /// Read on more branches than this, an `#if` is read as if its last branch repeated:
    /// a hostile file cannot make the reader parse it once per branch without bound.
    static let maximumBranches = 8

    /// One line of the file: its bytes without the line ending, and how it ends.
    private struct Line {
        var content: Range<Int>
        var end: Range<Int>
        /// A directive line: dropped from every variant.
        var isDirective: Bool
        /// For each `#if` around the line, outermost first: the group's index and the branch (0 for
        /// the lines before the first `#else`/`#elif`).
        var branches: [(group: Int, branch: Int)]
    }

    private enum Directive { case open, alternative, close, other }

    private let bytes: [UInt8]
    private let lines: [Line]
    /// The number of branches of each `#if` group.
    private let branchCounts: [Int]

    /// nil when no line of `bytes` is a preprocessor directive.
    init?(_ bytes: [UInt8]) {
        var lines: [Line] = []
        var branchCounts: [Int] = []
        var open: [(group: Int, branch: Int)] = []
        var sawDirective = false
        var start = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            var next = end
            if next < bytes.count, bytes[next] == 0x0D { next += 1 }
            if next < bytes.count, bytes[next] == 0x0A { next += 1 }
            let directive = Self.directive(bytes[start..<end])
            lines.append(Line(content: start..<end, end: end..<next, isDirective: directive != nil, branches: open))
            switch directive {
            case .open?:
                open.append((branchCounts.count, 0))
                branchCounts.append(1)
            case .alternative?:
                if let last = open.indices.last {
                    open[last].branch += 1
                    branchCounts[open[last].group] += 1
                }
            case .close?:
                _ = open.popLast()  // a stray #endif closes nothing
            case .other?, nil:
                break
            }
            sawDirective = sawDirective || directive != nil
            if next >= bytes.count { break }
            start = next
        }
        guard sawDirective else { return nil }
        self.bytes = bytes
        self.lines = lines
        self.branchCounts = branchCounts
    }

    /// Whether some `#if` has an `#else` or `#elif`.
    var hasAlternatives: Bool { branchCounts.contains { $0 > 1 } }

    /// How many variants ``branch(_:)`` can give that differ: the most branches of one `#if`.
    var branchVariants: Int { min(branchCounts.max() ?? 1, Self.maximumBranches) }

    /// Every line that is not a directive, whatever branch it is in.
    var allBranches: [UInt8] { text { _ in true } }

    /// Branch `index` of each `#if` (its last branch when it has fewer): `branch(0)` is the text
    /// as built with every condition true. Lines of an `#if` without `#else` are kept by all.
    func branch(_ index: Int) -> [UInt8] {
        text { line in line.branches.allSatisfy { $0.branch == min(index, branchCounts[$0.group] - 1) } }
    }

    private func text(keeping keep: (Line) -> Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for line in lines {
            if !line.isDirective, keep(line) { result += bytes[line.content] }
            result += bytes[line.end]
        }
        return result
    }

    /// The kind of the directive `line` holds: `#`, optional blanks, then a known directive name.
    /// A `#` followed by anything else (a heading in a multi-line string) is text.
    private static func directive(_ line: ArraySlice<UInt8>) -> Directive? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        var end = index
        while end < line.endIndex, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(line[end]) { end += 1 }
        if end < line.endIndex, isIdentifierByte(line[end]) { return nil }
        switch String(decoding: line[index..<end], as: UTF8.self) {
        case "if", "ifdef", "ifndef": return .open
        case "else", "elif", "elifdef", "elifndef": return .alternative
        case "endif": return .close
        case "include", "import", "define", "undef", "pragma", "error", "warning", "line": return .other
        default: return nil
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
