import Foundation
import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing

/// Function bodies without a trigger are blanked before parsing; nothing else is, and no fact changes.
@Suite struct SwiftBodyBlankerTests {
    func blank(_ source: String, wrappers: [String] = []) -> String? {
        SwiftBodyBlanker(Array(source.utf8), wrappers: wrappers).blanked().map { String(decoding: $0, as: UTF8.self) }
    }

    func expectSameFacts(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            SwiftScanner.scan(source) == SwiftScanner.scan(source, blankingBodies: false),
            "blanking changed the facts of:\n\(source)", sourceLocation: sourceLocation)
    }

    @Test func aPlainBodyIsDroppedButForItsLineBreaks() throws {
        let source = """
            final class Cell: UITableViewCell {
                func configure(title: String) {
                    titleLabel.text = title
                    accessibilityLabel = "\\(title), selected"
                }
            }
            """
        let blanked = try #require(blank(source))
        #expect(blanked.utf8.count < source.utf8.count)
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!blanked.contains("titleLabel"))
        #expect(blanked == "final class Cell: UITableViewCell {\n    func configure(title: String) {\n\n\n}\n}")
        expectSameFacts(source)
    }

    @Test(arguments: [
        "let nib = UINib(nibName: \"Cell\", bundle: nil)",
        "performSegue(withIdentifier: \"next\", sender: nil)",
        "let vc = DetailViewController()",
        "tableView.register(Cell.self, forCellReuseIdentifier: \"Cell\")",
        "let s = UIStoryboard(name: \"Main\", bundle: nil)",
        "class Local: UIView { @IBOutlet var label: UILabel! }",
        "Router.show(\"Checkout\")",
    ])
    func aBodyWithATriggerIsKept(statement: String) {
        let source = "class Screen { func go() {\n    \(statement)\n} }"
        #expect(blank(source, wrappers: ["show"]) == nil, "kept: \(statement)")
    }

    @Test(arguments: [
        ("return \"XMPPAccountCell\"", true),
        ("\"FancyCell\"", true),
        ("return \"A\\(x)\"", false),
        ("return \"A\" + suffix", false),
        ("return name", false),
    ])
    func aBodyThatOnlyReturnsAStringIsKept(statement: String, kept: Bool) {
        let source = "class Cell { class func cellIdentifier() -> String {\n    \(statement)\n} }"
        #expect((blank(source) == nil) == kept, "\(statement)")
    }

    @Test func typeBodiesAccessorsAndRequirementsAreNeverBlanked() {
        let source = """
            protocol Loadable {
                func load()
                static var nibName: String { get }
            }
            extension Loadable {
                static var storyboardName: String { "Main" }
            }
            struct Config {
                static let scene = "Detail"
                var computed: Int { 42 }
            }
            """
        #expect(blank(source) == nil)
        expectSameFacts(source)
    }

    @Test func stringsCommentsAndLabelsDoNotConfuseTheBraces() throws {
        let source = #"""
            class Screen: UIViewController {
                /* a comment with { and /* nested */ } */
                func a() {
                    let text = "a { brace"
                    let multi = """
                        { "quoted" } \(text.count) }
                        """
                    let raw = #"raw { \(not) " }"#
                    let interpolated = "\(["}": 1].count) and \("{")"
                    // a line comment }
                    print(text, multi, raw, interpolated)
                }
                func make(init value: Int) -> Int { value + 1 }
                `func` = 1
                @IBOutlet weak var label: UILabel!
                @IBAction func tap(_ sender: Any) { present(DetailViewController(), animated: true) }
                deinit { print("bye") }
            }
            """#
        let blanked = try #require(blank(source))
        #expect(!blanked.contains("a { brace"))
        #expect(!blanked.contains("print(\"bye\")"))
        #expect(blanked.contains("@IBOutlet weak var label: UILabel!"))
        #expect(blanked.contains("present(DetailViewController(), animated: true)"))
        expectSameFacts(source)
    }

    @Test(arguments: [
        "func a() { let s = \"never closed\n}",
        "func a() { /* never closed }",
        "func a() { if x { }",
        "func a() { } }",
        "func a() { let r = #/a{/# }",
    ])
    func whatCannotBeLexedIsParsedAsItIs(source: String) {
        if source.contains("#/") {
            // An extended regex literal is skipped whole: its brace is no code.
            #expect(blank(source).map { $0.contains("#/a{/#") } != true)
        } else {
            #expect(blank(source) == nil)
        }
        #expect(SwiftScanner.scan(source) == SwiftScanner.scan(source, blankingBodies: false))
    }

    @Test func deepInterpolationsAreNotFollowed() {
        let deep = String(repeating: "\"\\(", count: 20_000) + String(repeating: ")\"", count: 20_000)
        #expect(blank("func a() { let s = \(deep) }") == nil)
        let shallow = String(repeating: "\"\\(", count: 8) + "1" + String(repeating: ")\"", count: 8)
        #expect(blank("func a() { let s = \(shallow) }") != nil)
    }

    @Test func linesOfEverythingAfterABlankedBodyStay() {
        let source = """
            final class A {
                func helper() {
                    let x = 1
                    print(x)
                }
                @IBOutlet weak var title: UILabel!
                func show() { let vc = UIStoryboard(name: "Main", bundle: nil) }
            }
            """
        let facts = SwiftScanner.scan(source)
        #expect(facts.members.filter(\.isAnnotated).map(\.line) == [6])
        #expect(facts.references.map(\.line) == [7])
        expectSameFacts(source)
    }
}
