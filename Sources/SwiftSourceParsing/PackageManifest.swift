import SourceParsing
import SwiftParser
import SwiftSyntax

/// The targets a SwiftPM `Package.swift` declares, read from its source with swift-syntax,
/// without running it: what a manifest computes (names built by string interpolation, folders
/// from variables) is not known, and is skipped rather than guessed.
///
/// Target calls count wherever they are: in `targets: [...]`, in constants appended later
/// (`package.targets += [...]`, `package.targets.append(...)`), in `#if` blocks, or in helper
/// functions, as long as the call names the target with a string literal.
public struct PackageManifest: Sendable, Equatable {
    /// One `.target(...)`, `.executableTarget(...)`, `.testTarget(...)`, `.macro(...)`,
    /// `.plugin(...)`, `.binaryTarget(...)` or `.systemLibrary(...)` call.
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `regular`, `executable`, `test`, `macro`, `plugin`, `binary` or `system`.
        public var kind: String
        /// The target's folder relative to the package folder: the `path:` argument, else
        /// `Sources/<name>` (`Tests/<name>` for a test target, `Plugins/<name>` for a plugin).
        /// SwiftPM also looks in `Source`, `src` and `srcs`, which only the file system tells.
        /// For a binary target, `path:` names the artifact; a remote one (`url:`) has no folder.
        public var path: String
        /// The `exclude:` literals, relative to ``path``.
        public var exclude: [String]
        /// The `sources:` literals, relative to ``path``; nil when the argument is absent (every
        /// file of the folder) or not an array literal.
        public var sources: [String]?
        public var resources: [Resource]
        /// What its `swiftSettings:`, `cSettings:` and `cxxSettings:` define.
        public var settings: [Setting] = []
        /// The line of the call, 1-based.
        public var line: Int

        public init(
            name: String, kind: String, path: String, exclude: [String] = [], sources: [String]? = nil,
            resources: [Resource] = [], settings: [Setting] = [], line: Int
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.exclude = exclude
            self.sources = sources
            self.resources = resources
            self.settings = settings
            self.line = line
        }
    }

    /// A flag or macro a target's settings define, as the Xcode build setting it becomes:
    /// `.define("X")` in `swiftSettings:` is `SWIFT_ACTIVE_COMPILATION_CONDITIONS` X,
    /// `.define("X", to: "1")` in `cSettings:` is `GCC_PREPROCESSOR_DEFINITIONS` X=1, and
    /// `.unsafeFlags([...])` is `OTHER_SWIFT_FLAGS` or `OTHER_CFLAGS`. A settings argument sbdb
    /// cannot read (a variable, a concatenation, an element that is no call) is kept as its label
    /// (`swiftSettings`) with the expression as written: then the target's flags are not known.
    public struct Setting: Sendable, Equatable {
        public var key: String
        public var value: String
        /// `Debug` or `Release` for `.when(configuration: .debug)`; nil for every configuration.
        public var configuration: String?
        /// Any other `.when(...)` as written (`.when(platforms: [.iOS])`).
        public var condition: String?
        public var line: Int

        public init(key: String, value: String, configuration: String? = nil, condition: String? = nil, line: Int) {
            self.key = key
            self.value = value
            self.configuration = configuration
            self.condition = condition
            self.line = line
        }
    }

    /// One element of a target's `resources:`: `.process("x")`, `.copy("y")` or `.embedInCode("z")`.
    public struct Resource: Sendable, Equatable {
        /// `process`, `copy` or `embedInCode`.
        public var rule: String
        /// Relative to the target's folder.
        public var path: String

        public init(rule: String, path: String) {
            self.rule = rule
            self.path = path
        }
    }

    /// The `name:` of `Package(...)`, when it is a literal.
    public var name: String?
    /// In the order of the calls in the file.
    public var targets: [Target]
    /// Why the manifest was not read, when it was not (nested past `SwiftNesting`'s limits).
    public var notRead: String?

    public init(name: String? = nil, targets: [Target] = []) {
        self.name = name
        self.targets = targets
    }

    /// The `Target` factory methods and the kind each declares.
    static let kinds: [String: String] = [
        "target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro",
        "plugin": "plugin", "binaryTarget": "binary", "systemLibrary": "system",
    ]

    /// Reads `source`. Never fails: a truncated or malformed manifest yields the targets the
    /// parser recovers, and one nested too deep to parse safely (`SwiftNesting`) none, saying why.
    public static func read(_ source: String) -> PackageManifest {
        let bytes = Array(source.utf8)
        if let nesting = SwiftNesting.excess(in: bytes) {
            var manifest = PackageManifest()
            manifest.notRead = "line \(nesting.line): " + nesting.message
            return manifest
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let visitor = ManifestVisitor(lines: LineTable(buffer))
            visitor.walk(Parser.parse(source: buffer, maximumNestingLevel: 256))
            return visitor.manifest
        }
    }
}

/// Collects the `Package(name:)` and every target call of one manifest.
private final class ManifestVisitor: SyntaxVisitor {
    private let lines: LineTable
    private(set) var manifest = PackageManifest()
    private var sawPackage = false

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !sawPackage, ["Package", "PackageDescription.Package"].contains(node.calledExpression.trimmedText) {
            sawPackage = true
            manifest.name = argument("name", of: node).flatMap(Self.literal)
        } else if let target = target(node) {
            manifest.targets.append(target)
        }
        return .visitChildren
    }

    /// `node` as a target declaration, or nil when it is another call, a dependency or plugin
    /// usage of the same name (`.target(name:)` in `dependencies:`, `.plugin(name:package:)`),
    /// or has no literal name.
    private func target(_ node: FunctionCallExprSyntax) -> PackageManifest.Target? {
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
            let kind = PackageManifest.kinds[access.declName.baseName.text],
            access.base.map({ ["Target", "PackageDescription.Target"].contains($0.trimmedText) }) ?? true,
            let name = argument("name", of: node).flatMap(Self.literal), !name.isEmpty,
            argument("condition", of: node) == nil,
            kind != "plugin" || argument("capability", of: node) != nil,
            !Self.isUsage(node)
        else { return nil }
        let defaultFolder = kind == "test" ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
        let path = argument("path", of: node).flatMap(Self.literal).map(Self.folder) ?? "\(defaultFolder)/\(name)"
        let sources = argument("sources", of: node).flatMap { $0.as(ArrayExprSyntax.self) }.map(Self.literals)
        let resources =
            argument("resources", of: node)?.as(ArrayExprSyntax.self)?.elements
            .compactMap { Self.resource($0.expression) } ?? []
        return PackageManifest.Target(
            name: name, kind: kind, path: path,
            exclude: argument("exclude", of: node)?.as(ArrayExprSyntax.self).map(Self.literals) ?? [],
            sources: sources, resources: resources, settings: settings(of: node),
            line: lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    /// The flags and macros of a target's `swiftSettings:`, `cSettings:` and `cxxSettings:`.
    private func settings(of node: FunctionCallExprSyntax) -> [PackageManifest.Setting] {
        var settings: [PackageManifest.Setting] = []
        for label in ["swiftSettings", "cSettings", "cxxSettings"] {
            guard let expression = argument(label, of: node) else { continue }
            let line = lines.line(at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
            guard let array = expression.as(ArrayExprSyntax.self) else {
                settings.append(.init(key: label, value: expression.trimmedDescription, line: line))
                continue
            }
            for element in array.elements {
                let line = lines.line(at: element.positionAfterSkippingLeadingTrivia.utf8Offset)
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let access = call.calledExpression.as(MemberAccessExprSyntax.self)
                else {
                    settings.append(.init(key: label, value: element.expression.trimmedDescription, line: line))
                    continue
                }
                // `.when(configuration: .debug)`, `.when(platforms: [.iOS])`.
                var configuration: String?
                var condition: String?
                if let when = call.arguments.dropFirst().first(where: { $0.label == nil })?.expression
                    .as(FunctionCallExprSyntax.self)
                {
                    for part in when.arguments {
                        if part.label?.text == "configuration",
                            let name = part.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        {
                            configuration = name.prefix(1).uppercased() + name.dropFirst()
                        } else {
                            condition = when.trimmedDescription
                        }
                    }
                }
                let swift = label == "swiftSettings"
                switch access.declName.baseName.text {
                case "define":
                    guard let name = call.arguments.first.flatMap({ Self.literal($0.expression) }) else {
                        settings.append(.init(key: label, value: element.expression.trimmedDescription, line: line))
                        continue
                    }
                    let value = argument("to", of: call).map { Self.literal($0) ?? "?" }
                    settings.append(
                        .init(
                            key: swift ? "SWIFT_ACTIVE_COMPILATION_CONDITIONS" : "GCC_PREPROCESSOR_DEFINITIONS",
                            value: value.map { "\(name)=\($0)" } ?? name, configuration: configuration, condition: condition,
                            line: line))
                case "unsafeFlags":
                    guard let flags = call.arguments.first?.expression.as(ArrayExprSyntax.self) else {
                        settings.append(.init(key: label, value: element.expression.trimmedDescription, line: line))
                        continue
                    }
                    let words = flags.elements.map { Self.literal($0.expression) ?? "?" }
                    settings.append(
                        .init(
                            key: swift ? "OTHER_SWIFT_FLAGS" : "OTHER_CFLAGS", value: words.joined(separator: " "),
                            configuration: configuration, condition: condition, line: line))
                default:
                    break  // search paths, linker settings, language features: no flag
                }
            }
        }
        return settings
    }

    /// Whether `node` is a `Target.Dependency` or `Target.PluginUsage`: inside a `dependencies:`
    /// or `plugins:` argument, or in a constant or function typed as one.
    private static func isUsage(_ node: FunctionCallExprSyntax) -> Bool {
        func isUsageType(_ type: TypeSyntax?) -> Bool {
            guard let text = type?.trimmedText else { return false }
            return text.contains("Dependency") || text.contains("PluginUsage")
        }
        var current = node.parent
        while let ancestor = current {
            if let labeled = ancestor.as(LabeledExprSyntax.self), let label = labeled.label?.text,
                label == "dependencies" || label == "plugins"
            {
                return true
            }
            if let binding = ancestor.as(PatternBindingSyntax.self), isUsageType(binding.typeAnnotation?.type) { return true }
            if let function = ancestor.as(FunctionDeclSyntax.self), isUsageType(function.signature.returnClause?.type) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `.process("x")`, `.copy("y")`, `.embedInCode("z")` (optionally `Resource.`-qualified).
    private static func resource(_ expression: ExprSyntax) -> PackageManifest.Resource? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.base.map({ ["Resource", "PackageDescription.Resource"].contains($0.trimmedText) }) ?? true,
            case let rule = access.declName.baseName.text, ["process", "copy", "embedInCode"].contains(rule),
            let first = call.arguments.first, first.label == nil,
            let path = literal(first.expression)
        else { return nil }
        return PackageManifest.Resource(rule: rule, path: folder(path))
    }

    private func argument(_ label: String, of node: FunctionCallExprSyntax) -> ExprSyntax? {
        node.arguments.first { $0.label?.text == label }?.expression
    }

    /// The value of a string literal without interpolation.
    private static func literal(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The literal elements of an array literal; other elements are skipped.
    private static func literals(_ array: ArrayExprSyntax) -> [String] {
        array.elements.compactMap { literal($0.expression) }.map(folder)
    }

    /// `path` without a leading `./` or a trailing `/`, as SwiftPM resolves it.
    private static func folder(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
