import SwiftParser
import SwiftSyntax
import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing

/// `LineTable` counts lines as swift-syntax's `SourceLocationConverter` does, which it replaces
/// in the scanner: checked at the start of every token of sources with every line ending.
@Suite struct LineTableTests {
    static let sources = [
        "",
        "let a = 1",
        "let a = 1\n",
        "class A {\n    let b = \"x\"\n}\n",
        "class A {\r\n    let b = 2\r\n}\r\n",
        "class A {\r    let b = 2\r}\r",
        "class A {\n\r\n\r    let b = 2\r\n\n}",
        "\n\n\nlet late = UIStoryboard(name: \"Late\", bundle: nil)",
        "let s = \"\"\"\n  two\r\n  lines\n  \"\"\"\nlet after = 1\n",
        "/* a\r\n comment */ let x = 1 // tail\r\nlet ü = \"ß\"\nlet y = 2",
        "#sourceLocation(file: \"other.swift\", line: 100)\nlet moved = 1\n#sourceLocation()\nlet back = 2\n",
    ]

    @Test(arguments: sources)
    func agreesWithSourceLocationConverter(source: String) {
        let bytes = Array(source.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let table = LineTable(buffer)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                #expect(table.line(at: offset) == token.startLocation(converter: converter).line, "token \(token.text) at \(offset)")
            }
        }
    }

    @Test func scannedLinesFollowEveryLineEnding() {
        for ending in ["\n", "\r\n", "\r"] {
            let source = ["import UIKit", "", "final class Shop: UIViewController {", "    @IBOutlet weak var title: UILabel!", "}"]
                .joined(separator: ending)
            let facts = SwiftScanner.scan(source)
            #expect(facts.types.map(\.line) == [3], "ending \(ending.debugDescription)")
            #expect(facts.members.filter(\.isAnnotated).map(\.line) == [4], "ending \(ending.debugDescription)")
        }
    }
}
