#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing

/// `Package.swift` read without running it (`PackageManifest`).
@Suite struct PackageManifestTests {
    typealias Target = PackageManifest.Target
    typealias Resource = PackageManifest.Resource

    /// `name kind path [exclude] [sources] [rule:path…] @line`, one line a target.
    static func describe(_ manifest: PackageManifest) -> [String] {
        manifest.targets.map { target in
            var text = "\(target.name) \(target.kind) \(target.path)"
            if !target.exclude.isEmpty { text += " exclude:\(target.exclude.joined(separator: ","))" }
            if let sources = target.sources { text += " sources:\(sources.joined(separator: ","))" }
            if !target.resources.isEmpty { text += " " + target.resources.map { "\($0.rule):\($0.path)" }.joined(separator: " ") }
            return text + " @\(target.line)"
        }
    }

    @Test func everyTargetKindWithItsArguments() {
        let manifest = PackageManifest.read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            import CompilerPluginSupport

            let package = Package(
                name: "Kit",
                products: [.plugin(name: "Lint", targets: ["Lint"]), .library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(
                        name: "Kit",
                        dependencies: [.target(name: "Core"), .product(name: "Yams", package: "Yams")],
                        path: "Sources/KitMain/",
                        exclude: ["Info.plist", "Legacy"],
                        sources: ["Swift", "./Shared"],
                        resources: [
                            .process("Storyboards"), .copy("Fonts/Inter.ttf"),
                            .process("Localizable.strings", localization: .base), .embedInCode("Seed.json"),
                            Resource.process("Assets.xcassets"),
                        ],
                        plugins: [.plugin(name: "Lint"), .plugin(name: "SwiftGen", package: "SwiftGen")]),
                    .target(name: "Core"),
                    .executableTarget(name: "kit-cli", dependencies: ["Kit"]),
                    .testTarget(name: "KitTests", dependencies: ["Kit"], resources: [.copy("Fixtures")]),
                    .macro(name: "KitMacros", dependencies: []),
                    .plugin(name: "Lint", capability: .buildTool()),
                    .binaryTarget(name: "Analytics", path: "Frameworks/Analytics.xcframework"),
                    .binaryTarget(name: "Remote", url: "https://example.com/Remote.zip", checksum: "abc"),
                    .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
                    Target.target(name: "Qualified", path: "Other"),
                ]
            )
            """)
        #expect(manifest.name == "Kit")
        #expect(
            Self.describe(manifest) == [
                "Kit regular Sources/KitMain exclude:Info.plist,Legacy sources:Swift,Shared"
                    + " process:Storyboards copy:Fonts/Inter.ttf process:Localizable.strings embedInCode:Seed.json"
                    + " process:Assets.xcassets @9",
                "Core regular Sources/Core @21",
                "kit-cli executable Sources/kit-cli @22",
                "KitTests test Tests/KitTests copy:Fixtures @23",
                "KitMacros macro Sources/KitMacros @24",
                "Lint plugin Plugins/Lint @25",
                "Analytics binary Frameworks/Analytics.xcframework @26",
                "Remote binary Sources/Remote @27",
                "CZlib system Sources/CZlib @28",
                "Qualified regular Other @29",
            ])
        #expect(manifest.targets[0].resources[0] == Resource(rule: "process", path: "Storyboards"))
    }

    @Test func targetsAddedLaterInIfBlocksAndHelpers() {
        let manifest = PackageManifest.read(
            #"""
            import PackageDescription
            let package = Package(name: "App", targets: [])
            let extra: [Target] = [.target(name: "Extra", path: "Extra")]
            let deps: [Target.Dependency] = [.target(name: "NotATarget", condition: .when(platforms: [.iOS]))]
            func feature(_ name: String) -> Target { .target(name: name, path: "Features/\(name)") }
            func known() -> Target { .target(name: "Known") }
            func usage() -> Target.Dependency { .target(name: "Usage") }
            package.targets += extra
            package.targets.append(.testTarget(name: "ExtraTests", path: "Tests/Extra"))
            #if os(macOS)
            package.targets.append(.executableTarget(name: "mac-tool"))
            #endif
            package.targets.append(feature("Search"))
            package.targets.append(.target(name: "Built\(1)"))
            for target in package.targets {
                target.plugins = (target.plugins ?? []) + [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLintPlugins")]
            }
            """#)
        #expect(manifest.name == "App")
        #expect(
            Self.describe(manifest) == [
                "Extra regular Extra @3", "Known regular Sources/Known @6", "ExtraTests test Tests/Extra @9",
                "mac-tool executable Sources/mac-tool @11",
            ])
    }

    @Test(arguments: [
        // Cut inside the second target's arguments, and inside its name.
        ("truncated", #"let package = Package(name: "Cut", targets: [.target(name: "A", exclude: ["x"]), .testTarget(name: "ATests", dep"#),
        ("cut in a name", #"let package = Package(name: "Cut", targets: [.target(name: "A"), .target(name: "B"#),
        ("unbalanced", #"let package = Package(name: "Cut", targets: [.target(name: "A")]))]) }} .target(name: ))"#),
    ])
    func malformedManifestYieldsWhatItCan(_ label: String, _ source: String) {
        let manifest = PackageManifest.read(source)
        #expect(manifest.name == "Cut", "\(label)")
        #expect(manifest.targets.first?.name == "A", "\(label)")
        #expect(manifest.targets.allSatisfy { !$0.name.isEmpty }, "\(label)")
    }

    @Test func garbageAndEmptyInputYieldNothing() {
        #expect(PackageManifest.read("") == PackageManifest())
        #expect(PackageManifest.read("}}}{{{ (((( \"\"\" .target(") == PackageManifest())
        let deep = "let x = " + String(repeating: #""\("#, count: 200) + String(repeating: #")""#, count: 200)
        let refused = PackageManifest.read(deep + "\n.target(name: \"A\")")
        #expect(refused.targets.isEmpty)
        // Said, not dropped in silence: the project row of the manifest carries it (issue 37).
        #expect(refused.notRead?.hasPrefix("line 1: not read: string interpolations nest deeper than 64 levels") == true, "\(refused)")
    }

    /// This repository's own manifest, always present: the fuzz target is added in an `if`.
    @Test func ownManifest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = PackageManifest.read(try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        #expect(manifest.name == "sbdb")
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["sbdb"]?.kind == "executable" && byName["sbdb"]?.path == "Sources/sbdb")
        #expect(byName["SBDBTestSupport"]?.path == "Tests/SBDBTestSupport")
        #expect(byName["SourceParsingTests"]?.path == "Tests/SourceParsingTests")
        #expect(byName["EmbedSQL"]?.kind == "plugin" && byName["CLibXML2"]?.kind == "system")
        #expect(byName["sbdb-fuzz"]?.path == "Fuzz/Sources")
        // Every folder a target names exists, except the fuzz target's.
        for target in manifest.targets where target.name != "sbdb-fuzz" {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(target.path).path), "\(target.name)")
        }
    }

    /// The Swift packages of the shared real apps (`../shared/apps`, `SBDB_APPS` overrides).
    static let apps: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            ProcessInfo.processInfo.environment["SBDB_APPS"].map { URL(fileURLWithPath: $0) },
            root.deletingLastPathComponent().appendingPathComponent("shared/apps"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    @Suite(.enabled(if: PackageManifestTests.apps != nil, "../shared/apps is absent (as in a user's clone); real manifests are not read"))
    struct RealManifests {
        /// Literal targets on one line each, and a SwiftLint plugin usage added in a `for` loop.
        @Test func cotEditorMacUI() throws {
            let file = try #require(PackageManifestTests.apps).appendingPathComponent("coteditor__CotEditor/Packages/MacUI/Package.swift")
            let manifest = PackageManifest.read(try String(contentsOf: file, encoding: .utf8))
            #expect(manifest.name == "MacUI")
            #expect(
                PackageManifestTests.describe(manifest) == [
                    "ControlUI regular Sources/ControlUI process:Assets.xcassets @23",
                    "RegexHighlighting regular Sources/RegexHighlighting @27",
                    "RegexHighlightingTests test Tests/RegexHighlightingTests @28",
                    "Shortcut regular Sources/Shortcut process:Resources @30",
                    "ShortcutTests test Tests/ShortcutTests @31",
                ])
        }

        /// Every `Package.swift` of the apps names a package and targets, and the folder of each
        /// target exists. (The apps are copies without most resource files, so `exclude:` and
        /// `resources:` cannot be checked this way.)
        @Test func everyManifestNamesFoldersThatExist() throws {
            let root = try #require(PackageManifestTests.apps)
            let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            let manifests = enumerator.compactMap { $0 as? URL }.filter {
                $0.lastPathComponent == "Package.swift" && !$0.path.contains("/.build/") && !$0.path.contains("/checkouts/")
            }
            #expect(manifests.count >= 20)
            // Its files sit in Tests/ itself: the default folder is a guess the file system may contradict.
            let known = ["duckduckgo__iOS/LocalPackages/AIChat: AIChatTests"]
            var missing: [String] = []
            var targets = 0
            for file in manifests {
                let text = try String(contentsOf: file, encoding: .utf8)
                let manifest = PackageManifest.read(text)
                let package = file.deletingLastPathComponent()
                // A manifest of SwiftPM 3 may declare no targets (they were inferred from Sources/).
                #expect(manifest.name != nil && (!manifest.targets.isEmpty || !text.contains("targets")), "\(file.path)")
                targets += manifest.targets.count
                for target in manifest.targets
                where target.kind != "binary"
                    && !FileManager.default.fileExists(atPath: package.appendingPathComponent(target.path).path)
                {
                    missing.append(package.path.dropFirst(root.path.count + 1) + ": \(target.name)")
                }
            }
            #expect(targets > manifests.count)
            #expect(missing == known)
        }
    }
}
