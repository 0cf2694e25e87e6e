import Foundation
import Testing

/// Issue 35's localization-gaps and unused-assets causes, each with a row that must appear and one that must not.
extension RuleFixtureTests {
    // MARK: localization-gaps fixtures

    /// localization-gaps as `languages|file|key|problem`, the app target compiling the code of
    /// `files` and copying the rest; a `.pbxproj` among `files` is the repository's own project.
    func gapsOfBuiltFiles(_ files: [String: String], sdk: String = "iphoneos") throws -> [String] {
        let code = files.keys.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.sorted()
        let resources = files.keys.filter { !code.contains($0) && !$0.hasSuffix(".pbxproj") }.sorted()
        let ownProject = files.keys.contains { $0.hasSuffix(".pbxproj") }
        let repo = try indexed(files, sources: code, resources: resources, project: !ownProject, sdk: sdk)
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

    /// A symbol alone (», …, ✓), a time and a key shortcut (⇧⌘O) read the same in every
    /// language; a word beside a symbol does not, nor does a letter beside a modifier in the middle.
    @Test func aSymbolOrKeyShortcutAloneIsMissingNowhere() throws {
        let views = #"""
            <label text="»" id="l1"/>
            <label text="…" id="l2"/>
            <label text="⇧⌘O" id="l3"/>
            <label text="12:30 ✓" id="l4"/>
            <label text="Next »" id="l5"/>
            <label text="⌘ to go" id="l6"/>
            """#
        let rows = try gapsOfBuiltFiles([
            "App/Base.lproj/Main.storyboard": Self.storyboard(views), "App/de.lproj/Main.strings": "/* nothing yet */\n",
        ])
        #expect(rows == ["de|App/Base.lproj/Main.storyboard|l5.text|missing", "de|App/Base.lproj/Main.storyboard|l6.text|missing"])
    }

    /// The product's name (the target's) in any case is a brand no language translates; a
    /// sentence that holds it is a text.
    @Test func theProductNameInAnyCaseIsMissingNowhere() throws {
        let views = #"""
            <label text="Tidepool" id="l1"/>
            <label text="TIDEPOOL" id="l2"/>
            <label text="tidepool" id="l3"/>
            <label text="Welcome to Tidepool" id="l4"/>
            """#
        let files = [
            "App/Base.lproj/Main.storyboard": Self.storyboard(views), "App/de.lproj/Main.strings": "/* nothing yet */\n",
            "App.xcodeproj/project.pbxproj": Self.project(
                sources: [], resources: ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings"], name: "Tidepool"),
        ]
        #expect(try gapsOfBuiltFiles(files) == ["de|App/Base.lproj/Main.storyboard|l4.text|missing"])
    }

    // MARK: the developer's own marks

    /// An IB note (Xcode's Document panel, `userComments`) saying not to translate keeps the text
    /// out, on the object or on the object holding it (an AppKit button's note, its cell's title);
    /// a note that says anything else does not.
    @Test func aTextIBNotesNotToTranslateIsMissingNowhere() throws {
        let views = #"""
            <label text="Pebble Deluxe" id="l1"><attributedString key="userComments"><fragment content="Do not translate"/></attributedString></label>
            <label text="Sea Glass" id="l2"><attributedString key="userComments"><fragment content="Tag Placeholder (Don't Translate)"/></attributedString></label>
            <label text="Check the tide" id="l3"><attributedString key="userComments"><fragment content="Shown above the map"/></attributedString></label>
            """#
        let rows = try gapsOfBuiltFiles([
            "App/Base.lproj/Main.storyboard": Self.storyboard(views), "App/de.lproj/Main.strings": "/* nothing yet */\n",
        ])
        #expect(rows == ["de|App/Base.lproj/Main.storyboard|l3.text|missing"])
        let buttons = #"""
            <button id="b1">
                <buttonCell key="cell" type="push" title="⌥ Option" id="bc1"/>
                <attributedString key="userComments"><fragment content="Do not localize"/></attributedString>
            </button>
            <button id="b2"><buttonCell key="cell" type="push" title="Keep awake" id="bc2"/></button>
            """#
        let mac = try gapsOfBuiltFiles(
            ["App/Base.lproj/Panel.xib": Self.macXib(buttons), "App/de.lproj/Panel.strings": "/* nothing yet */\n"], sdk: "macosx")
        #expect(mac == ["de|App/Base.lproj/Panel.xib|bc2.title|missing"])
    }

    /// ibtool copies an IB note into each table's comment (`Note = "Do not translate"`): a
    /// language whose table leaves that text out misses nothing; an unmarked text it lacks is a gap.
    @Test func aTextAStringsCommentMarksNotToTranslateIsMissingNowhere() throws {
        let views = #"""
            <label text="Pebble Deluxe" id="l1"/>
            <label text="Check the tide" id="l2"/>
            """#
        let german = """
            /* Class = "UILabel"; text = "Pebble Deluxe"; ObjectID = "l1"; Note = "Do not translate"; */
            "l1.text" = "Pebble Deluxe";

            /* Class = "UILabel"; text = "Check the tide"; ObjectID = "l2"; */
            "l2.text" = "Gezeiten prüfen";
            """
        let rows = try gapsOfBuiltFiles([
            "App/Base.lproj/Main.storyboard": Self.storyboard(views), "App/de.lproj/Main.strings": german,
            "App/fr.lproj/Main.strings": "/* nothing yet */\n",
        ])
        #expect(rows == ["fr|App/Base.lproj/Main.storyboard|l2.text|missing"])
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

    /// A string value of a bundled JSON data file whose key says it names an image or colour
    /// (`icon`, `tintColors`) names the set (keys, numbers and other strings, such as an emoji's
    /// aliases, do not); a set no such value names is unused, one only the tests' data names is
    /// test-only, and a file that does not parse gives the values read before the error.
    @Test func anAssetABundledJSONFileNamesIsUsed() throws {
        var files = Self.emptyImageSets(["park-bench", "fountain", "title", "bench-42"])
        files["App/Presets.json"] =
            #"{"presets": [{"title": "Bench", "icon": "park-bench", "size": 42, "aliases": ["fountain"]}], "tintColors": ["title"]}"# + "\n"
        files["AppTests/Fixture.json"] = #"{"image": "bench-42"}"# + "\n"
        files["App/Broken.json"] = #"{"icon": "title", "aliases": ["fountain"]"# + "\n"
        #expect(
            try unusedAssetRows(files, resources: ["App/Presets.json", "App/Broken.json"]) == [
                "image|fountain|App/Assets.xcassets|App/Assets.xcassets/fountain.imageset|unreferenced",
                "image|bench-42|App/Assets.xcassets|App/Assets.xcassets/bench-42.imageset|test-only",
            ])
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

    // MARK: missing-resources

    /// An image the IB file's `<resources>` declares with `catalog="system"` is an SF Symbol
    /// wherever the file names it, a button state included; an image nothing provides is missing.
    @Test func anImageTheIBFileDeclaresASystemSymbolIsNeverMissing() throws {
        let buttons = #"""
            <button id="b1"><state key="normal" image="gearshape"/></button>
            <button id="b2"><state key="normal" image="park-bench"/></button>
            """#
        let resources = #"<image name="gearshape" catalog="system" width="20" height="20"/><image name="park-bench" width="20" height="20"/>"#
        let repo = try indexed(["App/Main.storyboard": Self.storyboard(buttons, resources: resources)], resources: ["App/Main.storyboard"])
        #expect(try reportRows("missing-resources", database: repo.database) == ["image|park-bench|not-found|App/Main.storyboard|10|button b2"])
    }
}
