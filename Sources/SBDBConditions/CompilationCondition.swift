import GRDB
import SBDBStore
import SourceParsing

/// Whether code under a compilation condition (`code_references.condition`) is compiled by a
/// target, in three values: true, false, or nil when sbdb cannot tell. A call is left out (no
/// link, no dynamic load) only when the condition is false for every target that builds its file.
///
/// What is known, per target and each platform it builds for (`targets.platform`, or every one of
/// `SUPPORTED_PLATFORMS` the target or its project sets; none when an `.xcconfig` sets it):
/// - the platform: Swift's `os(iOS)`, `os(macOS)`, … , `canImport(UIKit)`, `canImport(AppKit)`
///   and `targetEnvironment(macCatalyst)` off iOS; the C preprocessor's `TARGET_OS_IPHONE`,
///   `TARGET_OS_OSX`, … ;
/// - the Swift flags and C macros the target's build settings define in each configuration
///   (`TargetDefinitions`): a flag is true when every configuration defines it, false when none
///   does, unknown otherwise;
/// - the C macros the repository's headers define (`PreprocessorCondition`).
/// Unknown: `targetEnvironment(simulator)`, `arch`, `swift`, `compiler`, other modules'
/// `canImport`, everything of a target whose settings sbdb cannot follow, and a C macro nothing
/// of the repository defines (the SDK or a dependency may).
struct CompilationCondition {
    /// One compile of a file: a target building it for one platform.
    struct Target {
        /// ios, macos, tvos, watchos or visionos; nil when unknown.
        var platform: String?
        /// What the target's build settings define; nil when sbdb cannot follow them.
        var definitions: TargetDefinitions?
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

    /// The repository's macros, for C conditions.
    var macros = HeaderMacros()
    /// Every name a build setting of the repository defines (`TargetDefinitions.readAll`).
    var named: Set<String> = []

    /// The condition's value for `target`, in code of `file` (whose include guards it knows).
    func evaluate(_ text: String, language: SourceLanguage, target: Target, file: Int64? = nil) -> Bool? {
        if language == .objc {
            return PreprocessorCondition(macros: macros, named: named, target: target, file: file).value(text).map { $0 != 0 }
        }
        // A condition past 512 tokens is not read: the parser recurses per level.
        let tokens = Self.tokens(text)
        guard tokens.count <= 512 else { return nil }
        var parser = Parser(tokens: tokens)
        guard let expression = parser.parseOr(), parser.position == parser.tokens.count else { return nil }
        return value(of: expression, target: target)
    }

    /// Whether the condition is false for every one of `targets` (none: a file no project
    /// describes, evaluated with nothing known).
    func isFalseForEvery(_ text: String, language: SourceLanguage, targets: [Target], file: Int64? = nil) -> Bool {
        let all = targets.isEmpty ? [Target(platform: nil, definitions: nil)] : targets
        return all.allSatisfy { evaluate(text, language: language, target: $0, file: file) == false }
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

    private func value(of expression: Expression, target: Target) -> Bool? {
        switch expression {
        case .not(let inner):
            return value(of: inner, target: target).map(!)
        case .and(let left, let right):
            let a = value(of: left, target: target)
            let b = value(of: right, target: target)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .or(let left, let right):
            let a = value(of: left, target: target)
            let b = value(of: right, target: target)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        case .word(let word):
            return swiftFlag(word, target: target)
        case .call(let function, let argument):
            return swiftCall(function, argument, target: target)
        case .unknown:
            return nil
        }
    }

    /// A flag: true when every configuration of the target defines it, false when none does.
    private func swiftFlag(_ word: String, target: Target) -> Bool? {
        if word == "true" { return true }
        if word == "false" { return false }
        guard let states = target.definitions?.states(word, .swift), !states.isEmpty else { return nil }
        if states.allSatisfy({ $0 == .undefined }) { return false }
        if states.allSatisfy({ if case .defined = $0 { true } else { false } }) { return true }
        return nil
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
        case "targetEnvironment":
            // Mac Catalyst builds an iOS target's code; the simulator, any platform's but the Mac's.
            switch argument {
            case "macCatalyst": return platform == "ios" ? nil : false
            case "simulator": return platform == "macos" ? false : nil
            default: return nil
            }
        default:
            return nil
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
package struct CompiledCode {
    let db: Database
    private var evaluator: CompilationCondition?
    /// Whether an `.xcconfig` sets `SUPPORTED_PLATFORMS`: then no target's platforms are known.
    private var platformsFromConfigFiles = false
    private var definitions: [Int64: TargetDefinitions] = [:]
    private var macrosRead = false
    private var targets: [Int64: (language: SourceLanguage, targets: [CompilationCondition.Target])] = [:]

    package init(db: Database) { self.db = db }

    package mutating func mayCompile(_ condition: String, in file: Int64) throws -> Bool {
        if evaluator == nil {
            let (definitions, named) = try TargetDefinitions.readAll(db)
            self.definitions = definitions
            evaluator = CompilationCondition(named: named)
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
                    SELECT t.platform, t.id,
                           (SELECT group_concat(b.value, ' ') FROM build_settings b WHERE b.key = 'SUPPORTED_PLATFORMS'
                              AND (b.target_id = t.id OR (b.target_id IS NULL AND b.file_id = t.file_id)))
                    FROM file_targets m JOIN targets t ON t.id = m.target_id WHERE m.file_id = ?
                    """, arguments: [file])
            var compiles: [CompilationCondition.Target] = []
            for row in rows {
                let targetDefinitions = definitions[row[1] as Int64]
                var platforms: [String?] = [row[0]]
                if platformsFromConfigFiles {
                    platforms = [nil]
                } else if let supported = row[2] as String? {
                    platforms = Set(supported.split(separator: " ").map { CompilationCondition.platform(ofSDK: String($0)) }).sorted {
                        ($0 ?? "") < ($1 ?? "")
                    }
                }
                compiles += platforms.map { CompilationCondition.Target(platform: $0, definitions: targetDefinitions) }
            }
            targets[file] = (kind == "objc" ? .objc : .swift, compiles)
        }
        guard let (language, fileTargets) = targets[file] else { return true }
        // The headers' macros are read when a C condition first needs them: those the conditions
        // of loads in Objective-C code name, and what their definitions read in turn.
        if language == .objc, !macrosRead {
            macrosRead = true
            var names = Set<String>()
            for condition in try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT r.condition FROM code_references r JOIN files f ON f.id = r.file_id
                    WHERE f.kind = 'objc' AND r.condition IS NOT NULL AND r.kind IN ('nib', 'storyboard', 'scene')
                    """)
            {
                names.formUnion(HeaderMacros.words(condition))
            }
            evaluator?.macros = try HeaderMacros.read(db, names: names)
        }
        guard let evaluator else { return true }
        return !evaluator.isFalseForEvery(condition, language: language, targets: fileTargets, file: file)
    }
}
