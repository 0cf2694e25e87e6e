import Foundation
import SBDBTestSupport
import Testing

/// Every file the documentation links to exists: a Markdown link to a relative path in the
/// README, CONTRIBUTING.md, docs/ and the examples' READMEs names a file or folder of the
/// repository (issue 38, item 6: Examples/ShopApp/README.md cited a file that did not exist).
@Suite struct DocumentationLinksTests {
    static let documents: [String] = {
        let root = Fixtures.packageRoot
        var paths = ["README.md", "CONTRIBUTING.md"]
        for folder in ["docs", "Examples/ShopApp", "Tests/RealApps", "Tests/Fixtures/Repos/BoundNames"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }()

    /// `[text](target)` targets that are relative paths (no scheme, no anchor-only link).
    static func relativeLinks(in text: String) -> [String] {
        var links: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            var target = String(rest[..<close])
            rest = rest[close...]
            if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
            guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:"), !target.contains(" ") else { continue }
            links.append(target)
        }
        return links
    }

    @Test(arguments: documents)
    func everyLinkedFileExists(document: String) throws {
        let url = Fixtures.packageRoot.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let folder = url.deletingLastPathComponent()
        for link in Self.relativeLinks(in: text) {
            let target = folder.appendingPathComponent(link.removingPercentEncoding ?? link).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: target), "\(document) links to \(link), which does not exist")
        }
    }

    @Test func linksAreFound() {
        #expect(Self.relativeLinks(in: "see [a](docs/a.md#x), [b](https://x.y/z) and [c](../c.swift)") == ["docs/a.md", "../c.swift"])
        // The documents are read, and they do link to files.
        #expect(Self.documents.count > 10)
        let links = Self.documents.flatMap { document in
            Self.relativeLinks(in: (try? String(contentsOf: Fixtures.packageRoot.appendingPathComponent(document), encoding: .utf8)) ?? "")
        }
        #expect(links.count > 20)
    }
}
