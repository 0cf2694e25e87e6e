import GRDB
import SBDBStore

/// What one target's build settings define in each of its configurations: the Swift flags
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS -D`) and the C macros
/// (`GCC_PREPROCESSOR_DEFINITIONS`, `OTHER_CFLAGS -D`), which compilation conditions read.
///
/// An Xcode target's settings are followed through the levels Xcode layers, lowest first: the
/// project's `.xcconfig`, the project, the target's `.xcconfig`, the target; a level that sets a
/// key replaces what is below unless its value holds `$(inherited)`. In an `.xcconfig` (its
/// `#include`s read in place) the last assignment of a key wins, and `KEY[config=Debug]` counts
/// for that configuration only. A package target's are its manifest's `.define` and
/// `.unsafeFlags`, with what SwiftPM adds: `SWIFT_PACKAGE`, and `DEBUG` in the debug configuration.
///
/// Not known (nil): a target whose `.xcconfig`, or a file one includes, is not in the repository
/// (CocoaPods' files before `pod install`), and a package target whose settings the manifest
/// computes. What sbdb cannot tell of one name is `maybe`: a setting under another condition
/// (`[sdk=iphoneos*]`, `.when(platforms:)`); and a value naming another setting (`$(EXTRA_FLAGS)`)
/// makes every name possible (`open`).
package struct TargetDefinitions: Sendable {
    enum Language: Sendable { case swift, c }

    /// What one configuration defines in one language.
    struct Defined: Sendable, Equatable {
        /// Name → value as written (`1` for a bare name and for a Swift flag; `?` when unknown).
        var names: [String: String] = [:]
        var maybe: Set<String> = []
        var open = false

        mutating func formUnion(_ other: Defined) {
            names.merge(other.names) { $1 }
            maybe.formUnion(other.maybe)
            open = open || other.open
        }
    }

    enum State: Sendable, Equatable {
        case defined(String)
        case undefined
        case unknown
    }

    /// Per configuration (`Debug`, `Release`, …).
    var configurations: [String: (swift: Defined, c: Defined)]

    /// The name's state in each configuration.
    func states(_ name: String, _ language: Language) -> [State] {
        configurations.values.map { both in
            let defined = language == .swift ? both.swift : both.c
            if defined.maybe.contains(name) { return .unknown }
            if let value = defined.names[name] { return .defined(value) }
            return defined.open ? .unknown : .undefined
        }
    }

    package static let swiftKeys = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"]
    package static let cKeys = [
        "GCC_PREPROCESSOR_DEFINITIONS", "GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS", "OTHER_CFLAGS",
        "OTHER_CPLUSPLUSFLAGS",
    ]
    /// A package target's settings argument sbdb could not read (`PackageManifest.Setting`).
    package static let unreadPackageKeys: Set<String> = ["swiftSettings", "cSettings", "cxxSettings"]

    // MARK: - Values

    /// What one value of `key` defines, given what the level below defines (`$(inherited)`).
    static func parse(_ value: String, key: String, inherited: Defined) -> Defined {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
            String($0.filter { $0 != "\"" && $0 != "\\" })
        }
        var result = Defined()
        if words.contains(where: { $0 == "$(inherited)" || $0 == "${inherited}" }) { result = inherited }
        func isVariable(_ word: String) -> Bool { word.hasPrefix("$(") || word.hasPrefix("${") }
        func define(_ definition: Substring) {
            guard !definition.isEmpty else { return }
            if isVariable(String(definition)) {
                result.open = true
                return
            }
            let parts = definition.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let written = parts.count > 1 ? String(parts[1]) : "1"
            result.names[name] = written.contains("$") ? "?" : written
        }
        switch key {
        case "SWIFT_ACTIVE_COMPILATION_CONDITIONS":
            for word in words where word != "$(inherited)" && word != "${inherited}" {
                if isVariable(word) { result.open = true } else { result.names[word] = "1" }
            }
        case "GCC_PREPROCESSOR_DEFINITIONS", "GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS":
            for word in words where word != "$(inherited)" && word != "${inherited}" { define(Substring(word)) }
        default:
            // Compiler flags: `-D NAME`, `-DNAME=1`; `-U NAME` makes the name uncertain. A whole
            // word naming another setting may hold flags; an option's argument (`-isystem
            // "${PODS_ROOT}/…"`) holds none.
            var index = 0
            while index < words.count {
                let word = words[index]
                if word == "-D", index + 1 < words.count {
                    define(Substring(words[index + 1]))
                    index += 1
                } else if word.hasPrefix("-D") {
                    define(word.dropFirst(2))
                } else if word == "-U", index + 1 < words.count {
                    result.maybe.insert(words[index + 1])
                    index += 1
                } else if word.hasPrefix("-U") {
                    result.maybe.insert(String(word.dropFirst(2)))
                } else if isVariable(word), word != "$(inherited)", word != "${inherited}",
                    index == 0 || !words[index - 1].hasPrefix("-") || words[index - 1] == "-Xcc"
                {
                    result.open = true
                }
                index += 1
            }
        }
        return result
    }

    /// One level's assignments of one key in one configuration, in order, applied over `below`:
    /// each unconditional one replaces (or, with `$(inherited)`, extends) what precedes it, as an
    /// `.xcconfig` reads its `#include`s; one under another condition makes its names, and those
    /// it may drop, uncertain.
    static func apply(_ assignments: [Assignment], key: String, over below: Defined) -> Defined {
        var result = below
        for assignment in assignments {
            let parsed = parse(assignment.value, key: key, inherited: result)
            guard assignment.condition != nil else {
                result = parsed
                continue
            }
            result.maybe.formUnion(parsed.names.keys)
            result.maybe.formUnion(parsed.maybe)
            result.open = result.open || parsed.open
            if !assignment.value.contains("inherited") { result.maybe.formUnion(result.names.keys) }
        }
        // A name that may be missing under a condition is no longer certain either way.
        for name in result.maybe { result.names[name] = nil }
        return result
    }

    struct Assignment: Sendable {
        var key: String
        var condition: String?
        var value: String
    }
}
