import GRDB
import SBDBStore
import SourceParsing

/// Whether code under a compilation condition (`code_references.condition`) is compiled by a
/// target, in three values: true, false, or nil when sbdb cannot tell. A call is left out (no
/// link, no dynamic load) only when the condition is false for every target that builds its file.
///
/// What is known, per target and each platform it builds for (`targets.platform`, or every one of
/// `SUPPORTED_PLATFORMS` the target or its project sets; none when an `.xcconfig` sets it):
/// - the platform: Swift's `os(iOS)`, `os(macOS)`, … and `canImport(UIKit)`,
///   `canImport(AppKit)`; the C preprocessor's `TARGET_OS_IPHONE`, `TARGET_OS_OSX`, … ;
/// - for a target of an Xcode project, the Swift flags its build settings may define: every word
///   of `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and every `-D` of `OTHER_SWIFT_FLAGS` in any project or
///   `.xcconfig` of the repository, in any configuration. A flag none of them names is false; one
///   they name may be on in some configuration, so it is unknown.
/// Unknown: `targetEnvironment`, `arch`, `swift`, `compiler`, other modules' `canImport`, a package
/// target's flags (its manifest's `.define` is not read), and every C macro but the platform's and
/// literal numbers (a header of the repository may define it).
struct CompilationCondition {
    struct Target: Hashable {
        /// ios, macos, tvos, watchos or visionos; nil when unknown.
        var platform: String?
        /// Whether the flags build settings define are known for the target (an Xcode project's).
        var flagsKnown: Bool
    }

    /// The platform of an SDK name as `SUPPORTED_PLATFORMS` writes it (`iphonesimulator` is ios);
    /// nil for one sbdb does not know (`auto`, `driverkit`).
    static func platform(ofSDK sdk: String) -> String? {
        switch sdk {
        case "iphoneos", "iphonesimulator": "ios"
        case "macosx": "macos"
        case "appletvos", "appletvsimulator": "tvos"
        case "watchos", "watchsimulator": "watchos"
        case "xros", "xrsimulator": "visionos"
        default: nil
        }
    }

    /// The words build settings may define as Swift flags, in any target and configuration.
    let definedFlags: Set<String>

    static func definedFlags(_ db: Database) throws -> Set<String> {
        var flags: Set<String> = []
        let query = try RowReader.Query(
            db, sql: "SELECT key, value FROM build_settings WHERE key IN ('SWIFT_ACTIVE_COMPILATION_CONDITIONS', 'OTHER_SWIFT_FLAGS')")
        let c = (key: try query.column("key"), value: try query.column("value"))
        try query.forEach { row in
            let words = row.text(c.value).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" })
            if row.text(c.key) == "OTHER_SWIFT_FLAGS" {
                for (index, word) in words.enumerated() {
                    if word == "-D", index + 1 < words.count {
                        flags.insert(String(words[index + 1]))
                    } else if word.hasPrefix("-D"), word.count > 2 {
                        flags.insert(String(word.dropFirst(2)))
                    }
                }
            } else {
                flags.formUnion(words.map(String.init))
            }
        }
        return flags
    }

    /// The condition's value for `target`.
    func evaluate(_ text: String, language: SourceLanguage, target: Target) -> Bool? {
        var parser = Parser(tokens: Self.tokens(text))
        guard let expression = parser.parseOr(), parser.position == parser.tokens.count else { return nil }
        return value(of: expression, language: language, target: target)
    }

    /// Whether the condition is false for every one of `targets` (none: a file no project
    /// describes, evaluated with nothing known).
    func isFalseForEvery(_ text: String, language: SourceLanguage, targets: [Target]) -> Bool {
        let all = targets.isEmpty ? [Target(platform: nil, flagsKnown: false)] : targets
        return all.allSatisfy { evaluate(text, language: language, target: $0) == false }
    }

    // MARK: - Expressions

    indirect enum Expression {
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
        case word(String)
        case call(String, String)
        case unknown
    }

    private func value(of expression: Expression, language: SourceLanguage, target: Target) -> Bool? {
        switch expression {
        case .not(let inner):
            return value(of: inner, language: language, target: target).map(!)
        case .and(let left, let right):
            let a = value(of: left, language: language, target: target)
            let b = value(of: right, language: language, target: target)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .or(let left, let right):
            let a = value(of: left, language: language, target: target)
            let b = value(of: right, language: language, target: target)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        case .word(let word):
            return language == .swift ? swiftFlag(word, target: target) : cMacro(word, target: target)
        case .call(let function, let argument):
            return language == .swift ? swiftCall(function, argument, target: target) : nil
        case .unknown:
            return nil
        }
    }

    private func swiftFlag(_ word: String, target: Target) -> Bool? {
        if word == "true" { return true }
        if word == "false" { return false }
        guard target.flagsKnown else { return nil }
        return definedFlags.contains(word) ? nil : false
    }

    private func swiftCall(_ function: String, _ argument: String, target: Target) -> Bool? {
        guard let platform = target.platform else { return nil }
        switch function {
        case "os":
            let named: String? =
                switch argument {
                case "iOS": "ios"
                case "macOS", "OSX": "macos"
                case "tvOS": "tvos"
                case "watchOS": "watchos"
                case "visionOS", "xrOS": "visionos"
                case "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4": "other"
                default: nil
                }
            return named.map { $0 == platform }
        case "canImport":
            switch argument {
            case "UIKit": return ["ios", "tvos", "visionos"].contains(platform)
            case "AppKit": return platform == "macos"
            case "WatchKit": return platform == "watchos" ? nil : false
            default: return nil
            }
        default:
            return nil
        }
    }

    private func cMacro(_ word: String, target: Target) -> Bool? {
        if let number = Int(word) { return number != 0 }
        guard let platform = target.platform else { return nil }
        switch word {
        case "TARGET_OS_IPHONE": return platform != "macos"
        case "TARGET_OS_OSX": return platform == "macos"
        case "TARGET_OS_IOS": return platform == "ios" ? nil : false  // Mac Catalyst builds iOS code too
        case "TARGET_OS_TV": return platform == "tvos"
        case "TARGET_OS_WATCH": return platform == "watchos"
        case "TARGET_OS_VISION": return platform == "visionos"
        default: return nil
        }
    }

    // MARK: - Parsing

    private enum Token: Equatable {
        case word(String)
        case open, close, not, and, or
        case other
    }

    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                var word = ""
                while index < scalars.count,
                    scalars[index].properties.isAlphabetic || scalars[index] == "_" || ("0"..."9").contains(scalars[index])
                        || scalars[index] == "."
                {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else if scalar == "(" {
                tokens.append(.open)
                index += 1
            } else if scalar == ")" {
                tokens.append(.close)
                index += 1
            } else if scalar == "!", index + 1 >= scalars.count || scalars[index + 1] != "=" {
                tokens.append(.not)
                index += 1
            } else if scalar == "&", index + 1 < scalars.count, scalars[index + 1] == "&" {
                tokens.append(.and)
                index += 2
            } else if scalar == "|", index + 1 < scalars.count, scalars[index + 1] == "|" {
                tokens.append(.or)
                index += 2
            } else {
                tokens.append(.other)
                index += 1
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [Token]
        var position = 0

        mutating func parseOr() -> Expression? {
            guard var left = parseAnd() else { return nil }
            while position < tokens.count, tokens[position] == .or {
                position += 1
                guard let right = parseAnd() else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func parseAnd() -> Expression? {
            guard var left = parseUnary() else { return nil }
            while position < tokens.count, tokens[position] == .and {
                position += 1
                guard let right = parseUnary() else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func parseUnary() -> Expression? {
            guard position < tokens.count else { return nil }
            if tokens[position] == .not {
                position += 1
                return parseUnary().map { .not($0) }
            }
            return parsePrimary()
        }

        /// A parenthesised expression, a word, `name(argument)`, or a comparison (`X >= 5`, unknown).
        mutating func parsePrimary() -> Expression? {
            guard position < tokens.count else { return nil }
            var result: Expression
            switch tokens[position] {
            case .open:
                position += 1
                guard let inner = parseOr(), position < tokens.count, tokens[position] == .close else { return nil }
                position += 1
                result = inner
            case .word(let word):
                position += 1
                if position < tokens.count, tokens[position] == .open {
                    // `os(iOS)`, `swift(>=5.9)`, `defined(X)`: the argument as written, up to its `)`.
                    position += 1
                    var argument: [String] = []
                    var simple = true
                    while position < tokens.count, tokens[position] != .close {
                        if case .word(let part) = tokens[position] { argument.append(part) } else { simple = false }
                        position += 1
                    }
                    guard position < tokens.count else { return nil }
                    position += 1
                    result = simple && argument.count == 1 && word != "defined" ? .call(word, argument[0]) : .unknown
                } else {
                    result = word == "defined" ? .unknown : .word(word)
                    // `defined X`: a macro's definedness is never known.
                    if word == "defined", position < tokens.count, case .word = tokens[position] { position += 1 }
                }
            default:
                return nil
            }
            // A comparison or arithmetic (`__IPHONE_OS_VERSION_MIN_REQUIRED >= 130000`): unknown.
            if position < tokens.count, tokens[position] == .other {
                while position < tokens.count, tokens[position] != .and, tokens[position] != .or, tokens[position] != .close {
                    position += 1
                }
                result = .unknown
            }
            return result
        }
    }
}

/// Which conditions the targets building a file may compile, asked once per file.
struct CompiledCode {
    let db: Database
    private var evaluator: CompilationCondition?
    /// Whether an `.xcconfig` sets `SUPPORTED_PLATFORMS`: then no target's platforms are known.
    private var platformsFromConfigFiles = false
    private var targets: [Int64: (language: SourceLanguage, targets: [CompilationCondition.Target])] = [:]

    init(db: Database) { self.db = db }

    mutating func mayCompile(_ condition: String, in file: Int64) throws -> Bool {
        if evaluator == nil {
            evaluator = CompilationCondition(definedFlags: try CompilationCondition.definedFlags(db))
            platformsFromConfigFiles =
                try Bool.fetchOne(
                    db,
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM build_settings b JOIN files f ON f.id = b.file_id
                                       WHERE f.kind = 'xcconfig' AND b.key = 'SUPPORTED_PLATFORMS')
                        """) ?? true
        }
        if targets[file] == nil {
            let kind = try String.fetchOne(db, sql: "SELECT kind FROM files WHERE id = ?", arguments: [file])
            // Each platform a target builds for is a compile of its own: the SDK's, or every one of
            // SUPPORTED_PLATFORMS (a target or its project may set; an iOS project's visionOS app).
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.platform, p.kind,
                           (SELECT group_concat(b.value, ' ') FROM build_settings b WHERE b.key = 'SUPPORTED_PLATFORMS'
                              AND (b.target_id = t.id OR (b.target_id IS NULL AND b.file_id = t.file_id)))
                    FROM file_targets m JOIN targets t ON t.id = m.target_id
                    JOIN files p ON p.id = t.file_id WHERE m.file_id = ?
                    """, arguments: [file])
            var compiles: [CompilationCondition.Target] = []
            for row in rows {
                let flagsKnown = (row[1] as String?) == "pbxproj"
                var platforms: [String?] = [row[0]]
                if platformsFromConfigFiles {
                    platforms = [nil]
                } else if let supported = row[2] as String? {
                    platforms = Set(supported.split(separator: " ").map { CompilationCondition.platform(ofSDK: String($0)) }).sorted {
                        ($0 ?? "") < ($1 ?? "")
                    }
                }
                compiles += platforms.map { CompilationCondition.Target(platform: $0, flagsKnown: flagsKnown) }
            }
            targets[file] = (kind == "objc" ? .objc : .swift, compiles)
        }
        guard let (language, fileTargets) = targets[file], let evaluator else { return true }
        return !evaluator.isFalseForEvery(condition, language: language, targets: fileTargets)
    }
}
