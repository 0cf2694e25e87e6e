import Foundation
import Testing
@testable import SourceParsing
@testable import SwiftSourceParsing
import SBDBTestSupport

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
        // Another property of the class: a provider (`$(SELF.name)`), kept as a string is.
        ("return name", true),
        ("name", true),
        ("return name.uppercased()", false),
    ])
    func aBodyThatOnlyReturnsAStringOrANameIsKept(statement: String, kept: Bool) {
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
                static var computed: Int { 42 }
                var title: String { 42 > 1 ? "Large" : "Small" }
                var observed: Int = 0 { didSet { print(observed) } }
                var accessors: Int { get { 42 } set { print(newValue) } }
                @IBOutlet weak var label: UILabel! { didSet { label.textColor = .red } }
            }
            """
        #expect(blank(source) == nil)
        expectSameFacts(source)
    }

    // Rule (a getter that gives no name): triggering.
    @Test(arguments: [
        "var body: some View { VStack { Text(title).font(.title) } }",
        "var isEmpty: Bool { items.isEmpty && pending == 0 }",
        "private var insets: UIEdgeInsets {\n    UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)\n}",
        "override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }",
    ])
    func anInstanceGetterThatGivesNoNameIsBlanked(property: String) throws {
        let source = "struct Screen {\n    \(property)\n    let name = \"Detail\"\n}"
        let blanked = try #require(blank(source), "blanked: \(property)")
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(blanked.hasSuffix("    let name = \"Detail\"\n}"))
        expectSameFacts(source)
    }

    // Rule (a getter that gives no name): non-triggering.
    @Test(arguments: [
        "static var count: Int { items.count * 2 }",
        "class var count: Int { items.count * 2 }",
        "var reuseIdentifier: String { switch self { case .a: return \"A\"; case .b: return \"B\" } }",
        "var sceneName: NSStoryboard.Name { kind.storyboardName }",
        "var cellID: NSUserInterfaceItemIdentifier { kind.identifier }",
        "var hero: some View { Image(Constants.heroImage) }",
        "var tint: some View { Color(UIColor.label) }",
        "var count: Int { get { items.count } set { print(newValue) } }",
        "var count: Int = 0 { didSet { print(count * 2) } }",
        "var count: Int { willSet { print(newValue) } }",
    ])
    func aGetterThatMayGiveANameIsKept(property: String) {
        let source = "enum Kind {\n    case a, b\n    \(property)\n}"
        #expect(blank(source) == nil, "kept: \(property)")
        expectSameFacts(source)
    }

    /// `Image(Constants.logo)` names an image by a constant: a function body holding it is kept
    /// (its trigger was once `Image("`, which only a literal matched).
    @Test func aSwiftUIImageByAConstantKeepsItsBody() {
        let source = "struct Header {\n    func logo() -> some View {\n        Image(Constants.logo)\n    }\n}"
        #expect(blank(source) == nil)
        #expect(SwiftScanner.scan(source).references.map(\.api) == ["Image(_:)"])
    }

    /// In a `static` or `class` function, `self` passed on is the class the function is called
    /// on (`$(CALLEDON …)`): such a body is kept; an instance method's `self` is not a class.
    @Test func aTypeLevelBodyPassingSelfIsKept() {
        let typeLevel = "final class Tabs {\n    static func get() -> Tabs? {\n        decode(of: self)\n    }\n}"
        #expect(blank(typeLevel) == nil)
        #expect(SwiftScanner.scan(typeLevel).arguments.map(\.value) == ["$(CALLEDON get)"])
        let instance = "final class Tabs {\n    func save() {\n        encode(self)\n    }\n}"
        #expect(blank(instance) != nil)
        expectSameFacts(instance)
    }

    /// A helper that may load its class's nib is called by any name that starts with `register`
    /// or holds "nib" in any case: those bodies are kept; `UIImage(` is not SwiftUI's `Image(`.
    @Test(arguments: [
        ("registerCells()", true), ("DummyOmniBarState()", true), ("loadNIBFile()", true),
        ("unregisterAll()", false), ("let image = UIImage(systemName: \"star\")", false),
        ("let color = UIColor(white: 0, alpha: 1)", false), ("cell.tag = kind.rawValue", true),
    ])
    func helperCallsAndWordStartTriggers(statement: String, kept: Bool) {
        let source = "class Screen { func go() {\n    \(statement)\n} }"
        #expect((blank(source) == nil) == kept, "\(statement)")
        expectSameFacts(source)
    }

    /// On the Swift files of the real apps, blanking bodies and getters changes no fact. A debug
    /// build parses all of them twice in about twelve minutes, so the suite checks every
    /// eighth file that blanking changes, in path order (a release build of sbdb checked them
    /// all when the rules last changed: docs/performance.md).
    @Test(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
    func blankingChangesNoFactOfTheRealApps() throws {
        let root = try #require(Fixtures.apps)
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        var blanked = 0, checked = 0
        for url in files {
            guard let data = try? Data(contentsOf: url) else { continue }
            let bytes = [UInt8](data)
            guard SwiftBodyBlanker(bytes).blanked() != nil else { continue }
            blanked += 1
            guard blanked % 8 == 0 else { continue }
            #expect(SwiftScanner.scan(bytes) == SwiftScanner.scan(bytes, blankingBodies: false), "\(url.path)")
            checked += 1
        }
        #expect(checked > 300)
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

    /// Bodies holding only line breaks drop nothing, so there is no blanked copy (found by the
    /// fuzzer: `{\n}` gave a "blanked" file equal to the source); and every replayed fuzz input.
    @Test func bodiesOfLineBreaksAloneBlankNothingAndTheFuzzRegressions() throws {
        #expect(blank("class A {\n    func a() {\n}\n    func b() {\r\n}}") == nil)
        #expect(blank("class A {\n    func a() {\n}\n    func b() { go() }}") == "class A {\n    func a() {\n}\n    func b() {}}")
        let inputs = try Fixtures.fuzzRegressions("swift")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs {
            // The byte scans read every input to its end without trapping (a backslash that ends
            // the file inside a string once sent the scan past the last byte).
            _ = MemberMentions.swiftScan(bytes)
            _ = ValidationRetitles.swift(bytes)
            guard let blanked = SwiftBodyBlanker(bytes).blanked() else { continue }
            #expect(blanked.count < bytes.count, "\(name): blanking dropped nothing")
            #expect(blanked.filter { $0 == 0x0A } == bytes.filter { $0 == 0x0A }, "\(name): a line break was dropped")
        }
    }

    @Test func aStringCutOffByTheEndOfTheFileEndsThere() {
        for source in ["let s = \"abc\\", "let s = #\"abc", "let s = \"\"\"\nabc\\", "\"\\"] {
            let bytes = Array(source.utf8)
            #expect(MemberMentions.skipString(bytes, from: source.hasPrefix("\"") ? 0 : 8) == bytes.count, "\(source)")
        }
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
