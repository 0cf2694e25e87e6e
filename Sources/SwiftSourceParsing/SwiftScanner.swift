import SourceParsing
import SwiftParser
import SwiftSyntax

/// Reads Swift source with swift-syntax: declarations, IB members, string constants and every
/// call that names a nib, storyboard, scene, segue or reuse identifier. Comments and strings
/// inside comments never count, because they are trivia to the parser.
public enum SwiftScanner {
    /// A function of the team's own whose argument is a nib, storyboard or scene name (`.sbdb.yml`).
    public struct Wrapper: Sendable, Equatable, Hashable {
        public var function: String
        /// The argument label, or nil for the first unlabelled argument.
        public var label: String?
        public var kind: CodeReference.Kind

        public init(function: String, label: String?, kind: CodeReference.Kind) {
            self.function = function
            self.label = label
            self.kind = kind
        }
    }

    /// Scans `source`. Function bodies that cannot hold anything sbdb reads are blanked first
    /// (`SwiftBodyBlanker`) unless `blankingBodies` is false; the facts are the same.
    public static func scan(_ source: String, wrappers: [Wrapper] = [], blankingBodies: Bool = true) -> SourceFacts {
        scan(Array(source.utf8), wrappers: wrappers, blankingBodies: blankingBodies)
    }

    /// `bytes` with the bodies `SwiftBodyBlanker` may blank dropped but for their line breaks, or
    /// nil when none is (exposed for the fuzz target).
    public static func blankingBodies(of bytes: [UInt8], wrappers: [String] = []) -> [UInt8]? {
        SwiftBodyBlanker(bytes, wrappers: wrappers).blanked()
    }

    /// `Foo()` of a type that may be a view controller, which the visitor did not record (in a
    /// blanked body, or not named "…Controller"): an implicit nib, decided by Foo's class chain;
    /// the first of each class in the file.
    /// `handedOn`: `Foo.self` assigned to a property, for code elsewhere to create.
    private static func addConstructions(
        _ constructions: [MemberMentions.Construction], to facts: inout SourceFacts,
        handedOn: Bool = false
    ) {
        // One per class, file and creating type is evidence enough (a file may build the same view
        // many times); the creating type decides whether the creation runs (`LiveTypes`).
        var seen = Set(
            facts.references.filter { $0.api == CodeReference.implicitNibAPI }.map { "\($0.enclosingType ?? "") \($0.sourceText)" })
        for (name, line, type) in constructions where CodeReference.mayBeViewController(name) {
            let text = handedOn ? "\(name).self" : "\(name)()"
            guard seen.insert("\(type ?? "") \(text)").inserted else { continue }
            facts.references.append(
                CodeReference(
                    kind: .nib, api: CodeReference.implicitNibAPI, value: .className(name, variesBySubclass: false),
                    sourceText: text, enclosingType: type, line: line))
        }
    }

    /// An inspectable property that code of its own file assigns (`nibName = …`, `self.nibName = …`,
    /// read on the source as written, as blanked bodies may hold it) takes values sbdb cannot
    /// bound: its loads are dynamic and its default no bound.
    static func unbindAssignedInspectables(_ facts: inout SourceFacts, source: [UInt8]) {
        let keys = Set(
            facts.references.compactMap { reference -> String? in
                guard case .constant(let name, nil) = reference.value, CodeReference.inspectableProperty(ofKey: name) != nil else { return nil }
                return name
            })
        for key in keys {
            guard let (_, property) = CodeReference.inspectableProperty(ofKey: key), assigns(source, property) else { continue }
            for index in facts.references.indices where facts.references[index].value == .constant(name: key, context: nil) {
                facts.references[index].value = .dynamic
            }
            facts.arguments.removeAll { $0.name == key }
        }
    }

    /// Whether `name` is followed by `=` (not `==`) anywhere but its own declaration (`var name =`).
    static func assigns(_ bytes: [UInt8], _ name: String) -> Bool {
        let word = Array(name.utf8)
        guard !word.isEmpty, bytes.count > word.count else { return false }
        let isWordByte = SwiftBodyBlanker.isIdentifierByte
        var index = 0
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word),
                index == 0 || !isWordByte(bytes[index - 1]),
                index + word.count == bytes.count || !isWordByte(bytes[index + word.count])
            else { continue }
            var after = index + word.count
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            guard after < bytes.count, bytes[after] == 0x3D, after + 1 >= bytes.count || bytes[after + 1] != 0x3D else { continue }
            // `var name = …` declares it.
            var before = index
            while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
            let declares = before >= 3 && (bytes[(before - 3)..<before].elementsEqual("var".utf8) || bytes[(before - 3)..<before].elementsEqual("let".utf8))
            if !declares { return true }
        }
        return false
    }

    /// The most bytes of code (not counting spaces or blanked bodies) one file may
    /// give the parser: about 260 MB of syntax tree. The largest Swift file of ../shared/apps, a
    /// generated 592 KB API, gives it far less.
    static let parseBudget = 2 << 20

    public static func scan(_ bytes: [UInt8], wrappers: [Wrapper] = [], blankingBodies: Bool = true) -> SourceFacts {
        // Bodies that cannot hold a fact are blanked first, so only what is parsed is measured.
        let text = blankingBodies ? SwiftBodyBlanker(bytes, wrappers: wrappers.map(\.function)).blanked() ?? bytes : bytes
        // swift-syntax's tree takes about 130 bytes of memory per byte of code it parses, so what is
        // left after blanking is held to a budget: said, not parsed.
        let parsed = text.reduce(0) { $1 == 0x20 ? $0 : $0 + 1 }
        if parsed > Self.parseBudget {
            var facts = SourceFacts(language: .swift)
            facts.diagnostics = [
                SourceDiagnostic(
                    line: 1,
                    message: """
                        not read: \(parsed) bytes of code to parse, over the budget of \(Self.parseBudget) (the Swift parser takes \
                        about 130 bytes of memory for each); bodies that name no nib, storyboard or class were already set aside
                        """, code: SourceDiagnostic.tooLargeCode)
            ]
            return facts
        }
        // Nesting that would take the parser's time, memory or stack: said, not parsed.
        if let nesting = SwiftNesting.excess(in: text) {
            var facts = SourceFacts(language: .swift)
            facts.diagnostics = [SourceDiagnostic(line: nesting.line, message: nesting.message, code: SourceDiagnostic.tooDeepCode)]
            return facts
        }
        return text.withUnsafeBufferPointer { buffer in
            // Past `SwiftNesting`'s bracket limit, so the parser never gives up on a file the scan let
            // through (its debug default is 20); the read workers' stacks hold that depth.
            let tree = Parser.parse(source: buffer, maximumNestingLevel: 256)
            let visitor = SwiftFactsVisitor(lines: LineTable(buffer), wrappers: wrappers)
            visitor.walk(tree)
            var facts = visitor.facts
            // Read on the source as written: blanked bodies hold most uses and constructions.
            let scan = MemberMentions.swiftScan(bytes)
            facts.mentions = scan.counts
            facts.mentionsOnOthers = scan.onOthers
            ValidationRetitles.mark(in: &facts.mentions) { ValidationRetitles.swift(bytes) }
            SheetWindows.mark(in: &facts.mentions) { SheetWindows.swift(bytes) }
            facts.strings = scan.strings
            facts.typeMentions = scan.typeMentions
            facts.arguments += scan.arguments
            SwiftFactsVisitor.resolveOwnProviders(&facts)
            unbindAssignedInspectables(&facts, source: bytes)
            addConstructions(scan.constructions, to: &facts)
            addConstructions(scan.handoffs, to: &facts, handedOn: true)
            ConditionalLines.apply(ConditionalLines.clauses(scan.directives, language: .swift), to: &facts.references)
            return facts
        }
    }
}
