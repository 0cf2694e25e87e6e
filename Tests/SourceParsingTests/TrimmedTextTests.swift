import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftSourceParsing

/// `trimmedText` gives what `trimmedDescription` gives, for every node of every Swift file of the
/// fixtures and the example (and of the real apps when ../shared is there), and of sources built to
/// hold trivia at both ends, missing tokens and non-ASCII text.
@Suite struct TrimmedTextTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftFiles(under folder: URL, limit: Int) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL, files.count < limit {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files
    }

    static func checkEveryNode(_ source: String, _ label: String) -> Int {
        let tree = Parser.parse(source: source)
        var checked = 0
        for node in [Syntax(tree)] + Array(tree.children(viewMode: .all)) + tree.allDescendants {
            #expect(node.trimmedText == node.trimmedDescription, "\(label): \(node.kind)")
            checked += 1
        }
        return checked
    }

    @Test func agreesOnBuiltSources() {
        let sources = [
            "", "  // only a comment\n", "let a = 1", "/* lead */ @objc(doIt:) func f() {} // trail\n",
            "class A: /* c */ UIViewController, Other<T> { @IBOutlet weak var ü: UILabel! }\n",
            "let x = UINib(nibName: \"Cell\" , bundle: nil)   \n\n", "func (", "let s = \"\"\"\n  ß\n  \"\"\"\n",
        ]
        for source in sources { _ = Self.checkEveryNode(source, source) }
    }

    @Test func agreesOnRealFiles() throws {
        var folders = [Self.packageRoot.appendingPathComponent("Tests/Fixtures"), Self.packageRoot.appendingPathComponent("Examples")]
        let apps = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/apps/duckduckgo__iOS")
        if FileManager.default.fileExists(atPath: apps.path) { folders.append(apps) }
        var nodes = 0
        var files = 0
        for folder in folders {
            for file in Self.swiftFiles(under: folder, limit: 60) {
                nodes += Self.checkEveryNode(try String(contentsOf: file, encoding: .utf8), file.lastPathComponent)
                files += 1
            }
        }
        #expect(files > 20)
        #expect(nodes > 10_000)
    }
}

extension SyntaxProtocol {
    /// Every node below this one, depth first.
    var allDescendants: [Syntax] {
        var result: [Syntax] = []
        var stack = Array(children(viewMode: .all))
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children(viewMode: .all))
        }
        return result
    }
}
