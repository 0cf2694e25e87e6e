import Foundation
import SBDBTestSupport
import Testing

/// No file imports a module of this package that it does not use (issue 36): an unused import
/// hides a file's real dependencies, costs rebuilds when that module changes, and keeps a layer
/// tied to one it no longer needs. A file uses module M when it names something M declares for
/// the file to reach: a type, a top-level function or value, or a member M adds to a type of
/// another module (`extension String { … }`); members of M's own types are reached through
/// those. Modules from outside the package (Foundation, GRDB, …) are the compiler's to judge.
@Suite struct ImportHygieneTests {
    static let root = Fixtures.testsDirectory.deletingLastPathComponent()

    /// The names module `folder` declares that another file can name.
    static func declaredNames(inModule folder: URL) throws -> Set<String> {
        var types = Set<String>()
        var names = Set<String>()
        var extensions: [(type: String, body: [Substring])] = []
        for file in swiftFiles(in: folder) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var open: (type: String, body: [Substring])?
            for line in lines {
                if let name = firstMatch(typeDeclaration, in: line) { types.insert(name) }
                if !line.hasPrefix(" "), !line.hasPrefix("}"), let name = firstMatch(memberDeclaration, in: line) { names.insert(name) }
                if let extended = firstMatch(extensionDeclaration, in: line) {
                    open = (extended, [])
                } else if line.hasPrefix("}") {
                    if let done = open { extensions.append(done) }
                    open = nil
                } else {
                    open?.body.append(line)
                }
            }
        }
        // Members added to another module's types: `"x".trimmed`, `Database.open(…)`.
        for (type, body) in extensions where !types.contains(type) {
            for line in body { if let name = firstMatch(memberDeclaration, in: line) { names.insert(name) } }
        }
        return types.union(names)
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/") }
    }

    nonisolated(unsafe) static let typeDeclaration =
        /(?:^|\s)(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
    nonisolated(unsafe) static let memberDeclaration =
        /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|package|open)\s+(?:(?:static|final|override|mutating|nonisolated|class|convenience|required|@\w+)\s+)*(?:func|var|let|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)/
    nonisolated(unsafe) static let extensionDeclaration = /^(?:(?:public|package)\s+)?extension\s+([A-Za-z_][A-Za-z0-9_.]*)/
    nonisolated(unsafe) static let word = /[A-Za-z_][A-Za-z0-9_]*/

    static func firstMatch(_ regex: some RegexComponent<(Substring, Substring)>, in line: Substring) -> String? {
        (try? regex.regex.firstMatch(in: line)).map { String($0.output.1.split(separator: ".").last ?? $0.output.1) }
    }

    /// `file`'s imports of `modules` (as `LayeringTests` reads them) that name nothing the module declares.
    static func unusedImports(in file: URL, modules: [String: Set<String>]) throws -> [String] {
        let imported = try LayeringTests.imports(file, among: Set(modules.keys))
        var used = Set<String>()
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        where !line.split(separator: " ").contains("import") {
            for match in line.matches(of: word) { used.insert(String(match.output)) }
        }
        return imported.filter { modules[$0]!.isDisjoint(with: used) }.sorted()
    }

    static func packageModules() throws -> [String: Set<String>] {
        var modules: [String: Set<String>] = [:]
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) where name != "Fixtures" && name != "RealApps" {
                let names = try declaredNames(inModule: base.appendingPathComponent(name))
                if !names.isEmpty { modules[name] = names }
            }
        }
        return modules
    }

    @Test func noFileImportsAModuleOfThePackageItDoesNotUse() throws {
        let modules = try Self.packageModules()
        #expect(modules["SourceParsing"]?.contains("SourceFacts") == true)
        #expect(modules.count > 15)
        var checked = 0
        var unused: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
            for file in Self.swiftFiles(in: Self.root.appendingPathComponent(folder)) {
                checked += 1
                for module in try Self.unusedImports(in: file, modules: modules) {
                    unused.append("\(file.path.dropFirst(Self.root.path.count + 1)) imports \(module)")
                }
            }
        }
        #expect(checked > 300)
        #expect(unused.isEmpty, "imports nothing uses:\n\(unused.joined(separator: "\n"))")
    }

    @Test func theCheckSeesAnUnusedImportAndAUsedOne() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write(
            "Lib/A.swift",
            """
            public struct Widget {}
            extension String {
                package var shouted: String { uppercased() }
            }
            public func makeWidget() -> Widget { Widget() }
            """)
        let names = try Self.declaredNames(inModule: scratch.file("Lib"))
        #expect(names == ["Widget", "shouted", "makeWidget"])
        try scratch.write("B.swift", "import Foundation\nimport Lib\nlet x = 1\n")
        try scratch.write("C.swift", "@testable import Lib\nlet y = \"a\".shouted\n")
        #expect(try Self.unusedImports(in: scratch.file("B.swift"), modules: ["Lib": names]) == ["Lib"])
        #expect(try Self.unusedImports(in: scratch.file("C.swift"), modules: ["Lib": names]).isEmpty)
    }
}
