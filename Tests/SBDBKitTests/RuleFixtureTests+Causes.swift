import Foundation
import SBDBReports
import SBDBTestSupport
import Testing

/// Issue 35's localization-gaps and unused-assets causes, each with a row that must appear and one that must not.
extension RuleFixtureTests {
    // MARK: localization-gaps fixtures

    /// localization-gaps as `languages|file|key|problem`, the app target compiling the code of `files` and copying the rest.
    func gapsOfBuiltFiles(_ files: [String: String]) throws -> [String] {
        let code = files.keys.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.sorted()
        let repo = try indexed(files, sources: code, resources: files.keys.filter { !code.contains($0) }.sorted())
        return try reportRows("localization-gaps", database: repo.database).map {
            let cells = $0.split(separator: "|", omittingEmptySubsequences: false)
            return ([cells[4]] + cells.prefix(3)).joined(separator: "|")
        }
    }

    /// A storyboard scene of a `controller` holding `subviews`, with its `outlets` (property → destination id).
    static func storyboardScene(_ subviews: String, controller: String, outlets: [(String, String)]) -> String {
        let connections = outlets.enumerated().map { #"<outlet property="\#($1.0)" destination="\#($1.1)" id="out\#($0)"/>"# }
        return Self.storyboard(subviews).replacingOccurrences(
            of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
            with: #"<viewController id="vc1" customClass="\#(controller)" sceneMemberID="viewController"><connections>"#
                + connections.joined() + "</connections>")
    }

    // MARK: code_outlets_used

    /// A label or text field whose outlet code sets the text of is missing nowhere; one whose outlet code only declares is.
    @Test func aLabelTextCodeSetsThroughItsOutletIsMissingNowhere() throws {
        let views = #"""
            <label text="Welcome back" id="l1"/>
            <label text="Your parks" id="l2"/>
            <textField placeholder="Search parks" id="tf1"/>
            """#
        let code = """
            import UIKit
            final class HeaderViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var subtitleLabel: UILabel!
                @IBOutlet weak var searchField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = NSLocalizedString("header.title", comment: "")
                    searchField.placeholder = NSLocalizedString("header.search", comment: "")
                }
            }
            """
        let storyboard = Self.storyboardScene(
            views, controller: "HeaderViewController", outlets: [("titleLabel", "l1"), ("subtitleLabel", "l2"), ("searchField", "tf1")])
        let rows = try gapsOfBuiltFiles(
            ["App/Base.lproj/Main.storyboard": storyboard, "App/de.lproj/Main.strings": "/* nothing yet */\n", "App/Header.swift": code])
        #expect(rows == ["de|App/Base.lproj/Main.storyboard|l2.text|missing"])
    }

    // MARK: stale keys

    /// A key whose object the IB file no longer has is one stale row listing every language that keeps it.
    @Test func aStaleKeyIsOneRowWithItsLanguages() throws {
        let german = "\"l1.text\" = \"Hallo\";\n\"l2.text\" = \"GitHub\";\n\"gone.text\" = \"Weg\";\n"
        let italian = "\"l1.text\" = \"Ciao\";\n\"l2.text\" = \"GitHub\";\n\"gone.text\" = \"Via\";\n\"old.text\" = \"Vecchio\";\n"
        let files = [
            "App/Base.lproj/Main.storyboard": Self.greeting, "App/de.lproj/Main.strings": german, "App/it.lproj/Main.strings": italian,
        ]
        let repo = try indexed(files, resources: files.keys.sorted())
        // file|key|problem|base_text|languages|path|line
        #expect(
            try reportRows("localization-gaps", database: repo.database) == [
                "App/Base.lproj/Main.storyboard|gone.text|stale||de, it|App/de.lproj/Main.strings|3",
                "App/Base.lproj/Main.storyboard|old.text|stale||it|App/it.lproj/Main.strings|4",
            ])
    }

    // MARK: unused-assets

    /// An asset catalog of the app with one empty image set for each name.
    static func emptyImageSets(_ names: [String], in folder: String = "App/Assets.xcassets") -> [String: String] {
        let info = #"{"info": {"author": "xcode", "version": 1}}"#
        var files = ["\(folder)/Contents.json": info + "\n"]
        for name in names { files["\(folder)/\(name).imageset/Contents.json"] = #"{"images": [], "info": {"author": "xcode", "version": 1}}"# + "\n" }
        return files
    }

    /// The unused-assets rows of a repository whose app target copies `resources`.
    func unusedAssetRows(_ files: [String: String], resources: [String]) throws -> [String] {
        let repo = try indexed(files, resources: ["App/Assets.xcassets"] + resources)
        return try reportRows("unused-assets", database: repo.database)
    }

    /// A string value of a bundled property list names an asset set; a set no value names is unused.
    @Test func anAssetABundledPropertyListNamesIsUsed() throws {
        var files = Self.emptyImageSets(["park-bench", "fountain"])
        files["App/Presets.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array><dict><key>title</key><string>Bench</string><key>icon</key><string>park-bench</string></dict></array>
            </plist>
            """
        #expect(
            try unusedAssetRows(files, resources: ["App/Presets.plist"]) == [
                "image|fountain|App/Assets.xcassets|App/Assets.xcassets/fountain.imageset|unreferenced"
            ])
    }
}
