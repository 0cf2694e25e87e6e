import Foundation
import SBDBIndexing
import SBDBStore
import SBDBTestSupport
import SourceParsing
import SwiftSourceParsing
import Testing

@testable import SBDBConditions

/// Code inside `#if` whose condition is false for every target that builds it loads nothing
/// (issue 34), in Swift and Objective-C (Tests/Fixtures/Repos/Conditions).
@Suite struct ConditionTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Conditions")
    }

    private func compiled() throws -> [String] {
        try rows(
            database,
            """
            SELECT f.path, r.line, coalesce(r.value, '-'), r.condition, coalesce(r.compiled, '')
            FROM code_references r JOIN files f ON f.id = r.file_id ORDER BY f.path, r.line
            """)
    }

    @Test func callsNoTargetCompilesLoadNothing() throws {
        #expect(
            try compiled() == [
                "App/Legacy.m|10|LegacyMac|(TARGET_OS_OSX)|0",
                "App/Legacy.m|12|LegacyPhone|!(TARGET_OS_OSX)|",
                "App/Legacy.m|15|Maybe|(defined(SOMETHING))|",
                // Features.h: HAS_UIKIT is 1 on iOS, LEGACY_IMPORT 0.
                "App/Legacy.m|21|UIKitPanel|(HAS_UIKIT)|",
                "App/Legacy.m|23|NoUIKitPanel|!(HAS_UIKIT)|0",
                "App/Legacy.m|26|ImportPanel|(LEGACY_IMPORT)|0",
                // Phone's settings define CONTAINER_APP in both configurations, SHARE_IN in none,
                // DEBUG in Debug only; TRUE is the SDK's.
                "App/Legacy.m|29|ContainerPanel|(defined(CONTAINER_APP))|",
                "App/Legacy.m|32|SharePanel|(defined(SHARE_IN))|0",
                "App/Legacy.m|35|DebugPanel|(DEBUG)|",
                "App/Legacy.m|38|BookmarksPanel|(READER_BOOKMARKS)|",
                "App/Loader.swift|9|MacPanel|(os(macOS))|0",
                "App/Loader.swift|11|PhonePanel|!(os(macOS))|",
                "App/Loader.swift|14|DebugPanel|(DEBUG)|",
                "App/Loader.swift|17|BetaPanel|(BETA)|0",
                "App/Loader.swift|19|Never|!(BETA) && (false)|0",
                "App/Loader.swift|22|SimulatorPanel|(targetEnvironment(simulator))|",
                "App/Loader.swift|25|-|(BETA && os(iOS))|0",
                "App/Loader.swift|28|ContainerPanel|(CONTAINER_APP)|",
                "App/Loader.swift|31|SharePanel|(SHARE_IN)|0",
                // The package's manifest defines KIT_FAST, and KIT_TRACE in Debug; SwiftPM SWIFT_PACKAGE.
                "Kit/Sources/Kit/KitLoader.swift|7|KitFast|(KIT_FAST)|",
                "Kit/Sources/Kit/KitLoader.swift|10|KitSlow|(KIT_SLOW)|0",
                "Kit/Sources/Kit/KitLoader.swift|13|KitTrace|(KIT_TRACE)|",
                "Kit/Sources/Kit/KitLoader.swift|16|KitOutside|(!SWIFT_PACKAGE)|0",
                // Built by Phone and by Share, whose .xcconfig defines SHARE_IN, and VERBOSE in
                // Debug through the file it includes.
                "Shared/Links.swift|7|ShareSheet|(SHARE_IN)|",
                "Shared/Links.swift|10|BothPanel|(CONTAINER_APP && SHARE_IN)|0",
                "Shared/Links.swift|13|VerbosePanel|(VERBOSE)|",
            ])
        #expect(
            try reportRows("unused-nibs", database: database).map { $0.split(separator: "|")[0] } == [
                "BetaPanel", "ImportPanel", "LegacyMac", "MacPanel", "NoUIKitPanel", "SharePanel", "KitOutside", "KitSlow",
                "BothPanel",
            ])
        #expect(try reportRows("dynamic-loads", database: database).isEmpty)
        #expect(try reportRows("broken-includes", database: database).isEmpty)
    }

    /// A header's macro that changes flips the calls that read it, as a fresh index would.
    @Test func aChangedMacroIsReadAgain() throws {
        let header = try String(contentsOf: tree.file("App/Features.h"), encoding: .utf8)
        try tree.write("App/Features.h", header.replacingOccurrences(of: "#define LEGACY_IMPORT 0", with: "#define LEGACY_IMPORT 1"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try compiled().contains("App/Legacy.m|26|ImportPanel|(LEGACY_IMPORT)|"))
        try expectEqualsAFreshIndex(tree, database: database)
        // A build setting too: Phone now defines SHARE_IN.
        let project = try String(contentsOf: tree.file("Conditions.xcodeproj/project.pbxproj"), encoding: .utf8)
        try tree.write(
            "Conditions.xcodeproj/project.pbxproj",
            project.replacingOccurrences(
                of: "GCC_PREPROCESSOR_DEFINITIONS = \"CONTAINER_APP=1\";", with: "GCC_PREPROCESSOR_DEFINITIONS = \"CONTAINER_APP=1 SHARE_IN=1\";"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try compiled().contains("App/Legacy.m|32|SharePanel|(defined(SHARE_IN))|"))
        try expectEqualsAFreshIndex(tree, database: database)
    }

    @Test func clausesCarryTheEarlierClausesNegated() {
        let source = Array(
            """
            #if A
            a
            #elseif B // comment
              #if C
            c
              #endif
            #else
            d
            #endif
            """.utf8)
        #expect(
            Self.clauses(source, language: .swift).map { "\($0.lines.lowerBound)-\($0.lines.upperBound) \($0.condition)" } == [
                "2-2 (A)", "5-5 (C)", "4-6 !(A) && (B)", "8-8 !(A) && !(B)",
            ])
        #expect(
            Self.clauses(Array("#ifndef X\nx\n#endif\n".utf8), language: .objc).map(\.condition) == ["(!defined(X))"])
    }

    /// Definitions of one configuration per name: `[name: value]`.
    private static func definitions(swift: [String: String] = [:], c: [String: String] = [:]) -> TargetDefinitions {
        TargetDefinitions(configurations: [
            "Release": (TargetDefinitions.Defined(names: swift), TargetDefinitions.Defined(names: c))
        ])
    }

    @Test func conditionsAreFalseOnlyWhenEveryTargetSaysSo() {
        let evaluator = CompilationCondition(named: ["BETA", "DEBUG"])
        let phone = CompilationCondition.Target(platform: "ios", definitions: Self.definitions(swift: ["DEBUG": "1"]))
        let mac = CompilationCondition.Target(platform: "macos", definitions: Self.definitions())
        let unknown = CompilationCondition.Target(platform: nil, definitions: nil)
        #expect(evaluator.evaluate("os(macOS)", language: .swift, target: phone) == false)
        #expect(evaluator.evaluate("os(iOS) || os(macOS)", language: .swift, target: phone) == true)
        #expect(evaluator.evaluate("DEBUG", language: .swift, target: phone) == true)
        #expect(evaluator.evaluate("DEBUG", language: .swift, target: mac) == false)
        #expect(evaluator.evaluate("!BETA && canImport(UIKit)", language: .swift, target: phone) == true)
        #expect(evaluator.evaluate("swift(>=5.9) && false", language: .swift, target: phone) == false)
        #expect(evaluator.evaluate("compiler(>=6)", language: .swift, target: phone) == nil)
        #expect(evaluator.evaluate("targetEnvironment(macCatalyst)", language: .swift, target: phone) == nil)
        #expect(evaluator.evaluate("targetEnvironment(macCatalyst)", language: .swift, target: mac) == false)
        #expect(evaluator.evaluate("BETA", language: .swift, target: unknown) == nil)
        #expect(evaluator.evaluate("TARGET_OS_IPHONE && !TARGET_OS_OSX", language: .objc, target: phone) == true)
        #expect(evaluator.evaluate("TARGET_OS_IOS && !TARGET_OS_MACCATALYST", language: .objc, target: phone) == nil)
        // Every SDK defines TARGET_OS_IPHONE; only those since Xcode 11 TARGET_OS_MACCATALYST.
        #expect(evaluator.evaluate("defined(TARGET_OS_IPHONE)", language: .objc, target: phone) == true)
        #expect(evaluator.evaluate("defined(TARGET_OS_MACCATALYST)", language: .objc, target: phone) == nil)
        #expect(evaluator.evaluate("__IPHONE_OS_VERSION_MIN_REQUIRED >= 130000", language: .objc, target: phone) == nil)
        #expect(evaluator.evaluate("0", language: .objc, target: unknown) == false)
        #expect(evaluator.evaluate("0x10 > 2 && 1UL == 1", language: .objc, target: unknown) == true)
        #expect(evaluator.evaluate("__has_include(<UIKit/UIKit.h>)", language: .objc, target: phone) == nil)
        // Nesting no parser should recurse through: unknown, not a crash.
        let deep = String(repeating: "!(", count: 20_000) + "0" + String(repeating: ")", count: 20_000)
        #expect(evaluator.evaluate(deep, language: .objc, target: phone) == nil)
        #expect(evaluator.evaluate(deep.replacingOccurrences(of: "0", with: "false"), language: .swift, target: phone) == nil)
        #expect(evaluator.evaluate("0x" + String(repeating: "F", count: 40) + " == 1", language: .objc, target: phone) == nil)
        // Shared code: false only when false for both apps.
        #expect(!evaluator.isFalseForEvery("os(macOS)", language: .swift, targets: [phone, mac]))
        #expect(evaluator.isFalseForEvery("os(tvOS)", language: .swift, targets: [phone, mac]))
        // A file no project describes: nothing known.
        #expect(!evaluator.isFalseForEvery("os(tvOS)", language: .swift, targets: []))
    }

    /// A C macro is 0 only where sbdb sees everything that could define it: one the repository
    /// defines somewhere, which this target's settings leave out; never one only the SDK or a
    /// dependency could define.
    @Test func macrosNothingHereDefinesAreUnknown() {
        var evaluator = CompilationCondition(named: ["SHARE_IN"])
        let phone = CompilationCondition.Target(platform: "ios", definitions: Self.definitions(c: ["CONTAINER_APP": "1"]))
        #expect(evaluator.evaluate("defined(SHARE_IN)", language: .objc, target: phone) == false)
        #expect(evaluator.evaluate("CONTAINER_APP && !SHARE_IN", language: .objc, target: phone) == true)
        #expect(evaluator.evaluate("defined(SOMETHING)", language: .objc, target: phone) == nil)
        #expect(evaluator.evaluate("NS_BLOCK_ASSERTIONS", language: .objc, target: phone) == nil)
        // Headers: a guard is undefined inside its own file; a macro of an implementation file
        // counts only there; an #undef makes the name unknown.
        evaluator.macros = HeaderMacros(
            definitions: [
                "KIT_H": [.init(file: 1, isHeader: true, body: "", condition: "(!defined(KIT_H))")],
                "LEVEL": [.init(file: 1, isHeader: true, body: "(2)", condition: "(!defined(KIT_H))")],
                "LOCAL": [.init(file: 2, isHeader: false, body: "1", condition: nil)],
                "GONE": [
                    .init(file: 1, isHeader: true, body: "1", condition: nil), .init(file: 1, isHeader: true, body: nil, condition: nil),
                ],
            ], guards: [1: ["KIT_H"]])
        #expect(evaluator.evaluate("!defined(KIT_H)", language: .objc, target: phone, file: 1) == true)
        #expect(evaluator.evaluate("defined(KIT_H)", language: .objc, target: phone, file: 3) == nil)
        #expect(evaluator.evaluate("LEVEL >= 2", language: .objc, target: phone, file: 3) == true)
        #expect(evaluator.evaluate("LOCAL", language: .objc, target: phone, file: 2) == true)
        #expect(evaluator.evaluate("LOCAL", language: .objc, target: phone, file: 3) == false)
        #expect(evaluator.evaluate("GONE", language: .objc, target: phone, file: 3) == nil)
    }

    /// Levels and `$(inherited)`, `.xcconfig` order, conditions and flags.
    @Test func buildSettingsDefineByLevel() {
        typealias D = TargetDefinitions
        let project = D.apply(
            [.init(key: "GCC_PREPROCESSOR_DEFINITIONS", value: "BASE=1 \"NAME=\\\"x\\\"\"")], key: "GCC_PREPROCESSOR_DEFINITIONS", over: .init())
        #expect(project.names == ["BASE": "1", "NAME": "x"])
        let inherits = D.apply([.init(key: "GCC_PREPROCESSOR_DEFINITIONS", value: "$(inherited) EXTRA")], key: "GCC_PREPROCESSOR_DEFINITIONS", over: project)
        #expect(inherits.names.keys.sorted() == ["BASE", "EXTRA", "NAME"])
        let replaces = D.apply([.init(key: "GCC_PREPROCESSOR_DEFINITIONS", value: "ONLY")], key: "GCC_PREPROCESSOR_DEFINITIONS", over: project)
        #expect(replaces.names == ["ONLY": "1"])
        // An .xcconfig's later assignment extends the earlier one with $(inherited).
        let chain = D.apply(
            [.init(key: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", value: "A"), .init(key: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", value: "$(inherited) B")],
            key: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", over: .init())
        #expect(chain.names.keys.sorted() == ["A", "B"])
        // Under [sdk=…] a name is uncertain, and one it may drop too.
        let conditional = D.apply(
            [.init(key: "OTHER_SWIFT_FLAGS", condition: "[sdk=macosx*]", value: "-D MAC")], key: "OTHER_SWIFT_FLAGS", over: chain)
        #expect(conditional.names.isEmpty && conditional.maybe == ["A", "B", "MAC"])
        // Flags: -D and -DX=1; a whole variable may hold any flag, an option's argument none.
        let flags = D.parse("$(inherited) -DFAST=1 -D SLOW -isystem \"${PODS_ROOT}/Headers\"", key: "OTHER_CFLAGS", inherited: .init())
        #expect(flags.names == ["FAST": "1", "SLOW": "1"] && !flags.open)
        #expect(D.parse("$(MY_FLAGS)", key: "OTHER_CFLAGS", inherited: .init()).open)
        #expect(D.parse("$(inherited) $(EXTRA_DEFINES)", key: "GCC_PREPROCESSOR_DEFINITIONS", inherited: .init()).open)
    }

    /// A package's `.define` and `.unsafeFlags` as the settings they become; settings the
    /// manifest computes are kept as written, and then nothing is known of the target.
    @Test func packageSettingsAreRead() {
        let manifest = PackageManifest.read(
            """
            let shared: [SwiftSetting] = [.define("SHARED")]
            let package = Package(name: "P", targets: [
                .target(name: "A", swiftSettings: [.define("FAST"), .define("TRACE", .when(configuration: .debug)),
                                                  .unsafeFlags(["-DRAW"]), .enableUpcomingFeature("X")],
                        cSettings: [.define("LEVEL", to: "2"), .define("MAC", .when(platforms: [.macOS]))]),
                .target(name: "B", swiftSettings: shared),
            ])
            """)
        #expect(
            manifest.targets[0].settings.map { "\($0.key) \($0.value) \($0.configuration ?? "-") \($0.condition ?? "-")" } == [
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS FAST - -",
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS TRACE Debug -",
                "OTHER_SWIFT_FLAGS -DRAW - -",
                "GCC_PREPROCESSOR_DEFINITIONS LEVEL=2 - -",
                "GCC_PREPROCESSOR_DEFINITIONS MAC - .when(platforms: [.macOS])",
            ])
        #expect(manifest.targets[1].settings.map { "\($0.key) \($0.value)" } == ["swiftSettings shared"])
    }

    /// The clauses of a source's directives, each a line whose first non-blank byte is `#` (what
    /// the scans hand `ConditionalLines` when they read a file).
    private static func clauses(_ bytes: [UInt8], language: SourceLanguage) -> [ConditionalLines.Clause] {
        var directives: [ConditionalLines.Directive] = []
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let text = line.drop { $0 == 0x20 || $0 == 0x09 }
            if text.first == 0x23 {
                directives.append(ConditionalLines.Directive(line: index + 1, text: String(decoding: text.dropFirst(), as: UTF8.self)))
            }
        }
        return ConditionalLines.clauses(directives, language: language)
    }
}
