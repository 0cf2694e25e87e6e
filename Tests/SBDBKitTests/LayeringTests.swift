import Foundation
import SBDBTestSupport
import Testing

/// sbdb's library is in layers, each importing only those below it (docs/architecture.md).
/// `Package.swift` gives each target only the layers under it, so the compiler refuses an
/// import from above; this test states the order in one place and fails, naming the file,
/// should a dependency be added upwards in `Package.swift` along with its import.
@Suite struct LayeringTests {
    /// The package's library modules, bottom first: each may import those before it, but
    /// the reports read the database and never the indexer or the watcher.
    static let order = [
        "Diagnostics", "IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing",
        "ResourceParsing", "SBDBCore", "SBDBStore", "SBDBConditions", "SBDBLinks", "SBDBIndexing", "SBDBWatch", "SBDBReports", "SBDBReporting",
    ]
    static let notImportedBy = [
        "SBDBReports": Set(["SBDBIndexing", "SBDBWatch"]),
        "SBDBReporting": Set(["SBDBIndexing", "SBDBWatch"]),
        // Each language's scanner stands alone on the shared facts.
        "ObjCSourceParsing": Set(["SwiftSourceParsing"]),
        // What every layer shares knows no parser.
        "SBDBCore": Set(["IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing", "ResourceParsing"]),
        // Nor does the store: each kind of file writes its parser's model through its own contracts.
        "SBDBStore": Set(["IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing", "ResourceParsing"]),
    ]

    static var layers: [(module: String, mayImport: Set<String>)] {
        order.enumerated().map { index, module in
            (module, Set(order[..<index]).subtracting(notImportedBy[module] ?? []))
        }
    }

    static let sources = Fixtures.testsDirectory.deletingLastPathComponent().appendingPathComponent("Sources")

    /// The modules of this package that `file` imports (`import X`, `@_exported import X`,
    /// `import struct X.Y`).
    static func imports(_ file: URL, among modules: Set<String>) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        var found = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard words.first == "import", words.count >= 2 else { continue }
            let path = words.count >= 3 ? words[2] : words[1]
            let module = String(path.split(separator: ".")[0])
            if modules.contains(module) { found.insert(module) }
        }
        return found
    }

    @Test func noLayerImportsOneAboveIt() throws {
        let modules = Set(Self.layers.map(\.module))
        var checked = 0
        for (module, allowed) in Self.layers {
            let folder = Self.sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            #expect(!files.isEmpty, "Sources/\(module) has no Swift files")
            for file in files {
                let upward = try Self.imports(file, among: modules).subtracting(allowed).subtracting([module])
                #expect(upward.isEmpty, "Sources/\(module)/…/\(file.lastPathComponent) imports \(upward.sorted()), which it may not")
                checked += 1
            }
        }
        #expect(checked > 150)
    }

    @Test func theParsersKnowNothingOfTheLibrary() {
        let parsers = ["IBParsing", "SourceParsing", "SwiftSourceParsing", "ObjCSourceParsing", "ProjectParsing", "ResourceParsing"]
        for (module, allowed) in Self.layers where parsers.contains(module) {
            #expect(allowed.isSubset(of: ["Diagnostics"] + parsers))
        }
        #expect(Self.layers.first { $0.module == "SBDBReports" }?.mayImport.contains("SBDBIndexing") == false)
        #expect(Self.layers.first { $0.module == "SBDBCore" }?.mayImport == ["Diagnostics"])
    }

    /// A module past 4,000 lines of Swift holds more than one kind of thing (issue 36).
    @Test func noModuleIsOverFourThousandLines() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
        #expect(modules.count > 10)
        for module in modules {
            guard let files = FileManager.default.enumerator(at: Self.sources.appendingPathComponent(module), includingPropertiesForKeys: nil)
            else { continue }
            var lines = 0
            for case let file as URL in files where file.pathExtension == "swift" {
                lines += try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            }
            #expect(lines <= 4_000, "Sources/\(module) has \(lines) lines of Swift; split it by what it holds")
        }
    }

    @Test func theCheckSeesAnImportFromAbove() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("A.swift", "import Foundation\n@_exported import SBDBReports\nimport struct SBDBLinks.LinkWork\n")
        #expect(try Self.imports(scratch.file("A.swift"), among: ["SBDBReports", "SBDBLinks", "SBDBCore"]) == ["SBDBReports", "SBDBLinks"])
    }
}
