import GRDB
import SBDBStore

/// The repository's object-like macros (`code_macros`), by name, for the C preprocessor's
/// conditions: `#if HAS_UIKIT` reads the headers that define it.
struct HeaderMacros: Sendable {
    struct Definition: Sendable {
        let file: Int64
        /// A header's macro counts wherever it may be included; an implementation file's only there.
        let isHeader: Bool
        /// Nil for `#undef`.
        let body: String?
        let condition: String?
    }

    var definitions: [String: [Definition]] = [:]
    /// Per file, its include guards: a name it defines empty under `!defined(NAME)` (`#ifndef
    /// FOO_H` / `#define FOO_H`). Inside that file the guard is not yet defined.
    var guards: [Int64: Set<String>] = [:]

    /// The definitions of `names`, and of every name their bodies and conditions read in turn:
    /// all a condition naming only `names` can need. Rounds of one query each, which scans the
    /// table (no index by name: most macros are never asked for).
    static func read(_ db: Database, names: Set<String>) throws -> HeaderMacros {
        var macros = HeaderMacros()
        var seen = names
        var asked = names
        let statement = try db.makeStatement(
            sql: """
                SELECT m.file_id, m.name, m.body, m.condition, f.extension FROM code_macros m JOIN files f ON f.id = m.file_id
                WHERE m.name IN (SELECT value FROM json_each(?)) ORDER BY m.file_id, m.line
                """)
        while !asked.isEmpty {
            var next = Set<String>()
            let list = "[" + asked.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            for row in try GRDB.Row.fetchAll(statement, arguments: [list]) {
                let name: String = row[1]
                let definition = Definition(
                    file: row[0], isHeader: ["h", "hh", "hpp", "hxx", "pch"].contains((row[4] as String?)?.lowercased() ?? ""),
                    body: row[2], condition: row[3])
                if definition.body == "", let condition = definition.condition, condition.contains("!defined(\(name))") {
                    macros.guards[definition.file, default: []].insert(name)
                }
                macros.definitions[name, default: []].append(definition)
                for text in [definition.body, definition.condition].compactMap({ $0 }) {
                    for word in words(text) where seen.insert(word).inserted { next.insert(word) }
                }
            }
            asked = next
        }
        return macros
    }

    /// The identifiers of a condition or a macro's body that could name a macro.
    static func words(_ text: String) -> Set<String> {
        var result = Set<String>()
        var word = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F {
                word.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                if let first = word.utf8.first, !(first >= 0x30 && first <= 0x39), word != "defined" { result.insert(word) }
                word = ""
            }
        }
        if let first = word.utf8.first, !(first >= 0x30 && first <= 0x39), word != "defined" { result.insert(word) }
        return result
    }
}

/// The value of a C preprocessor condition (`#if`, `#elif`, `#ifdef`) for one compile of a file,
/// as an integer or nil when sbdb cannot tell: literal numbers, `!`, `&&`, `||`, comparisons,
/// `defined(X)`, the platform's `TARGET_OS_*`, and the macros the target's build settings
/// (`TargetDefinitions`) and the repository's headers (`HeaderMacros`) define, their bodies
/// evaluated in turn (under their own `#if` clauses).
///
/// A macro nothing defines is 0, as the preprocessor takes it, only when sbdb can see every
/// place that could define it: the target's settings are known, and the name is one some build
/// setting or header of the repository defines (a project's own macro, which this target leaves
/// out). Any other name may come from the SDK or a dependency: unknown. So are a header's
/// `#ifdef` of a macro it does not own, arithmetic, and function-like macros (`__has_include`).
struct PreprocessorCondition {
    let macros: HeaderMacros
    /// Every name a build setting of the repository defines.
    let named: Set<String>
    let target: CompilationCondition.Target
    /// The file whose code is under the condition: its include guards are not yet defined.
    let file: Int64?

    func value(_ text: String) -> Int? {
        value(text, file: file, depth: 0)
    }

    private func value(_ text: String, file: Int64?, depth: Int) -> Int? {
        // A condition past 512 tokens (`!!!…`, `((((…`) is not read: the parser recurses per level.
        let tokens = Self.tokens(text)
        guard depth < 12, tokens.count <= 512 else { return nil }
        var parser = Parser(tokens: tokens, evaluator: self, file: file, depth: depth)
        guard case .some(let result) = parser.parseOr(), parser.position == parser.tokens.count else { return nil }
        return result
    }

    // MARK: - Names

    /// Whether the platform's TargetConditionals.h macro holds, for the names it defines.
    private func platformMacro(_ name: String) -> Int?? {
        let platform = target.platform
        func on(_ holds: Bool) -> Int? { platform == nil ? nil : (holds ? 1 : 0) }
        switch name {
        case "TARGET_OS_MAC": return .some(on(true))
        case "TARGET_OS_IPHONE": return .some(on(platform != "macos"))
        case "TARGET_OS_OSX": return .some(on(platform == "macos"))
        case "TARGET_OS_IOS": return .some(on(platform == "ios"))
        case "TARGET_OS_TV": return .some(on(platform == "tvos"))
        case "TARGET_OS_WATCH": return .some(on(platform == "watchos"))
        case "TARGET_OS_VISION", "TARGET_OS_XR": return .some(on(platform == "visionos"))
        // Mac Catalyst builds an iOS target's code for the Mac; the simulator, every platform's but the Mac's.
        case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return .some(platform == "ios" || platform == nil ? nil : 0)
        case "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR": return .some(platform == "macos" ? 0 : nil)
        default: return .none
        }
    }

    static let recentPlatformMacros: Set<String> = [
        "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC", "TARGET_OS_VISION", "TARGET_OS_XR", "TARGET_OS_SIMULATOR",
    ]

    /// A name the SDK or the compiler may define: reserved (`_X`, `__X`) or Apple's.
    private static func isSystemName(_ name: String) -> Bool {
        name.hasPrefix("_")
            || ["TARGET_", "NS_", "OBJC_", "CF_", "UIKIT_", "MAC_OS_", "IPHONE_", "API_", "OS_"].contains(where: name.hasPrefix)
    }

    /// The value of `name` in a condition (nil: unknown).
    fileprivate func macroValue(_ name: String, file: Int64?, depth: Int) -> Int? {
        if let number = Self.number(name) { return number }
        if let platform = platformMacro(name) { return platform }
        var values = Set<Int?>()
        switch headerState(name, file: file, depth: depth) {
        case .some(let definitions):
            for (body, definedIn) in definitions.bodies {
                values.insert(body.isEmpty ? nil : value(body, file: definedIn, depth: depth + 1))
            }
            if definitions.certain { return values.count == 1 ? values.first! : nil }
        case .none:
            return nil
        }
        guard let settings = settingsStates(name) else { return nil }
        for state in settings {
            switch state {
            case .defined(let written): values.insert(value(written, file: nil, depth: depth + 1))
            case .undefined: values.insert(0)
            case .unknown: return nil
            }
        }
        return values.count == 1 ? values.first! : nil
    }

    /// Whether `name` is defined (nil: unknown).
    fileprivate func isDefined(_ name: String, file: Int64?, depth: Int) -> Bool? {
        // TargetConditionals.h defines each of its macros on every platform, but only SDKs since
        // Xcode 11 define `TARGET_OS_MACCATALYST`, since Xcode 15 `TARGET_OS_VISION`: code that asks
        // `#ifdef TARGET_OS_MACCATALYST` meant the platform, and sbdb does not know the SDK.
        if platformMacro(name) != nil { return Self.recentPlatformMacros.contains(name) ? nil : true }
        if let file, macros.guards[file]?.contains(name) == true { return false }
        switch headerState(name, file: file, depth: depth) {
        case .some(let definitions):
            if definitions.certain { return true }
            if !definitions.bodies.isEmpty { return nil }
        case .none:
            return nil
        }
        guard let settings = settingsStates(name) else { return nil }
        if settings.allSatisfy({ if case .defined = $0 { true } else { false } }) { return true }
        if settings.allSatisfy({ $0 == .undefined }) { return false }
        return nil
    }

    /// What the headers define for `name` in this compile: the bodies of the definitions whose
    /// condition may hold, and whether one surely holds (then the settings do not matter). Nil
    /// when sbdb cannot tell (an `#undef`, a guard of another file, a cycle).
    private func headerState(_ name: String, file: Int64?, depth: Int) -> (bodies: [(String, Int64)], certain: Bool)? {
        guard let definitions = macros.definitions[name] else { return ([], false) }
        var bodies: [(String, Int64)] = []
        var certain = false
        for definition in definitions where definition.isHeader || definition.file == file {
            guard let body = definition.body else { return nil }
            if macros.guards[definition.file]?.contains(name) == true {
                if definition.file == file { continue }
                return nil
            }
            let holds = definition.condition.map { value($0, file: definition.file, depth: depth + 1).map { $0 != 0 } } ?? true
            switch holds {
            case false: continue
            case true: certain = true
            case nil: break
            }
            bodies.append((body, definition.file))
        }
        return (bodies, certain)
    }

    /// The name's state in each configuration of the target's settings; nil when they are not
    /// known, or when the name may come from outside the repository.
    private func settingsStates(_ name: String) -> [TargetDefinitions.State]? {
        guard let definitions = target.definitions else { return nil }
        let states = definitions.states(name, .c)
        let definedHere = named.contains(name) || macros.definitions[name] != nil
        if !definedHere || Self.isSystemName(name), states.contains(where: { $0 == .undefined }) { return nil }
        return states
    }

    /// `1`, `0x10`, `1UL`.
    static func number(_ word: String) -> Int? {
        var digits = Substring(word)
        while let last = digits.last, "uUlL".contains(last), digits.count > 1 { digits = digits.dropLast() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return Int(digits.dropFirst(2), radix: 16) }
        return Int(digits)
    }

    // MARK: - Parsing

    fileprivate enum Token: Equatable {
        case word(String)
        case open, close, not, and, or
        case compare(String)
        case other
    }

    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if isWordByte(byte) {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            } else if byte == 0x28 {
                tokens.append(.open)
                index += 1
            } else if byte == 0x29 {
                tokens.append(.close)
                index += 1
            } else if byte == 0x26, next == 0x26 {
                tokens.append(.and)
                index += 2
            } else if byte == 0x7C, next == 0x7C {
                tokens.append(.or)
                index += 2
            } else if byte == 0x3D || byte == 0x21 || byte == 0x3C || byte == 0x3E, next == 0x3D {
                tokens.append(.compare(String(decoding: bytes[index...index + 1], as: UTF8.self)))
                index += 2
            } else if byte == 0x3C || byte == 0x3E {
                tokens.append(.compare(String(UnicodeScalar(byte))))
                index += 1
            } else if byte == 0x21 {
                tokens.append(.not)
                index += 1
            } else {
                tokens.append(.other)
                index += 1
            }
        }
        return tokens
    }

    /// Precedence, lowest first: `||`, `&&`, comparisons, `!`, a primary. Anything else (`+`,
    /// `?:`, a function-like macro) fails the parse, and the condition is unknown.
    fileprivate struct Parser {
        let tokens: [Token]
        let evaluator: PreprocessorCondition
        let file: Int64?
        let depth: Int
        var position = 0

        init(tokens: [Token], evaluator: PreprocessorCondition, file: Int64?, depth: Int) {
            self.tokens = tokens
            self.evaluator = evaluator
            self.file = file
            self.depth = depth
        }

        private var current: Token? { position < tokens.count ? tokens[position] : nil }

        /// Nil for a parse failure; `.some(nil)` for a value sbdb cannot tell.
        mutating func parseOr() -> Int?? {
            guard case .some(var left) = parseAnd() else { return nil }
            while current == .or {
                position += 1
                guard case .some(let right) = parseAnd() else { return nil }
                if left == 0 && right == 0 {
                    left = 0
                } else if (left ?? 0) != 0 || (right ?? 0) != 0 {
                    left = 1
                } else {
                    left = nil
                }
            }
            return .some(left)
        }

        mutating func parseAnd() -> Int?? {
            guard case .some(var left) = parseComparison() else { return nil }
            while current == .and {
                position += 1
                guard case .some(let right) = parseComparison() else { return nil }
                if left == 0 || right == 0 {
                    left = 0
                } else {
                    left = left != nil && right != nil ? 1 : nil
                }
            }
            return .some(left)
        }

        mutating func parseComparison() -> Int?? {
            guard case .some(var left) = parseUnary() else { return nil }
            while case .compare(let op) = current {
                position += 1
                guard case .some(let right) = parseUnary() else { return nil }
                guard let a = left, let b = right else {
                    left = nil
                    continue
                }
                let holds: Bool =
                    switch op {
                    case "==": a == b
                    case "!=": a != b
                    case "<": a < b
                    case ">": a > b
                    case "<=": a <= b
                    default: a >= b
                    }
                left = holds ? 1 : 0
            }
            return .some(left)
        }

        mutating func parseUnary() -> Int?? {
            if current == .not {
                position += 1
                guard let inner = parseUnary() else { return nil }
                return .some(inner.map { $0 == 0 ? 1 : 0 })
            }
            return parsePrimary()
        }

        mutating func parsePrimary() -> Int?? {
            switch current {
            case .open:
                position += 1
                guard let inner = parseOr(), current == .close else { return nil }
                position += 1
                return inner
            case .word("defined"):
                position += 1
                var name: String?
                if current == .open {
                    position += 1
                    if case .word(let word) = current { name = word }
                    position += 1
                    guard current == .close else { return nil }
                    position += 1
                } else if case .word(let word) = current {
                    name = word
                    position += 1
                }
                guard let name else { return nil }
                return .some(evaluator.isDefined(name, file: file, depth: depth).map { $0 ? 1 : 0 })
            case .word(let word):
                position += 1
                // A function-like macro (`__has_include(…)`, `MAC_OS_VERSION(…)`): unknown.
                if current == .open { return nil }
                return .some(evaluator.macroValue(word, file: file, depth: depth))
            default:
                return nil
            }
        }
    }
}
