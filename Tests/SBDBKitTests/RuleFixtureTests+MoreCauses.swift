import SBDBReports
import Testing

/// Issue 35's accessibility-gaps, not-in-target and outlet-mismatches causes, each with a row that must appear and one that must not.
extension RuleFixtureTests {
    // MARK: accessibility-gaps

    /// A Mac xib whose File's Owner (`owner`) holds `outlets` (property → destination id) around `subviews`.
    static func ownedMacXib(_ subviews: String, owner: String, outlets: [(String, String)]) -> String {
        let connections = outlets.enumerated().map { #"<outlet property="\#($1.0)" destination="\#($1.1)" id="out\#($0)"/>"# }
        return Self.macXib(subviews).replacingOccurrences(
            of: #"<customObject id="-2" userLabel="File's Owner"/>"#,
            with: #"<customObject id="-2" userLabel="File's Owner" customClass="\#(owner)"><connections>"#
                + connections.joined() + "</connections></customObject>")
    }

    /// An SF Symbol code gives an AppKit button through its outlet (`NSImage(systemSymbolName:accessibilityDescription:)`) labels it; the app's own image does not.
    @Test func anSFSymbolCodeSetsOnAnAppKitButtonDescribesIt() throws {
        let buttons = #"""
            <button id="b1"><buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" id="c1"/></button>
            <button id="b2"><buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" id="c2"/></button>
            """#
        let code = """
            import AppKit
            final class ToolbarController: NSViewController {
                @IBOutlet weak var settingsButton: NSButton!
                @IBOutlet weak var logoButton: NSButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    settingsButton.image = NSImage(systemSymbolName: "gear", accessibilityDescription: "Settings")
                    logoButton.image = NSImage(named: "logo")
                }
            }
            """
        let xib = Self.ownedMacXib(buttons, owner: "ToolbarController", outlets: [("settingsButton", "b1"), ("logoButton", "b2")])
        let repo = try indexed(
            ["App/Toolbar.xib": xib, "App/ToolbarController.swift": code],
            sources: ["App/ToolbarController.swift"], resources: ["App/Toolbar.xib"], sdk: "macosx")
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["b2"])
    }

    /// A text view that cannot be edited (`editable="NO"`) is text VoiceOver reads; an editable one with no label is a gap.
    @Test func aReadOnlyTextViewIsReadByItsText() throws {
        let views = #"""
            <textView editable="NO" id="tv1"/>
            <textView id="tv2"/>
            """#
        let repo = try indexed(["App/Main.storyboard": Self.storyboard(views)], resources: ["App/Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["tv2"])
        let mac = #"""
            <textView editable="NO" id="tv3"/>
            <textView id="tv4"/>
            """#
        let panel = try indexed(["App/Panel.xib": Self.macXib(mac)], resources: ["App/Panel.xib"], sdk: "macosx")
        #expect(try reportRows("accessibility-gaps", database: panel.database).map(Self.idColumn) == ["tv4"])
    }

    // MARK: not-in-target

    /// A Swift script (a first line `#!…`) runs by itself, never in a target: no row, decided or undecided; a plain unbuilt Swift file beside it is dead.
    @Test func aSwiftScriptNoTargetBuildsIsNoDeadFile() throws {
        let repo = try indexed(
            [
                "App/Main.swift": "let x = 1\n", "Scripts/bump-version.swift": "#!/usr/bin/swift\nprint(\"bump\")\n",
                "Scripts/Old.swift": "print(2)\n",
            ],
            sources: ["App/Main.swift"])
        let report = try #require(ReportCatalog.report(named: "not-in-target"))
        let runner = QueryRunner(databasePath: repo.database)
        #expect(try runner.run(report.decided()).rows.map { $0[1].text } == ["Scripts/Old.swift"])
        #expect(try runner.run(report.undecidedOnly()).rows.isEmpty)
        #expect(
            try rows(repo.database, "SELECT path, status FROM files WHERE kind = 'swift' ORDER BY path")
                == ["App/Main.swift|ok", "Scripts/Old.swift|ok", "Scripts/bump-version.swift|script"])
    }

    // MARK: outlet-mismatches

    /// A legacy `<archive>` xib's action connection counts: a selector its class does not declare is missing in code; a declared `- (IBAction)` is connected.
    @Test func anActionOfALegacyArchiveXibCounts() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                <object class="NSCustomObject" id="1001"><string key="NSClassName">PrefsController</string></object>
                <object class="NSCustomObject" id="1003"><string key="NSClassName">FirstResponder</string></object>
                <object class="NSCustomView" id="1005">
                    <object class="NSButton" id="1006"/>
                    <object class="NSButton" id="1007"/>
                </object>
            </object>
            <object class="IBObjectContainer" key="IBDocument.Objects">
                <object class="NSMutableArray" key="connectionRecords">
                    <object class="IBConnectionRecord">
                        <object class="IBActionConnection" key="connection">
                            <string key="label">refresh:</string>
                            <reference key="source" ref="1006"/>
                            <reference key="destination" ref="1001"/>
                        </object>
                    </object>
                    <object class="IBConnectionRecord">
                        <object class="IBActionConnection" key="connection">
                            <string key="label">vanish:</string>
                            <reference key="source" ref="1007"/>
                            <reference key="destination" ref="1001"/>
                        </object>
                    </object>
                </object>
                <object class="IBMutableOrderedSet" key="objectRecords">
                    <object class="NSArray" key="orderedObjects">
                        <object class="IBObjectRecord"><int key="objectID">0</int><object class="NSArray" key="object" id="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1001"/><reference key="parent" ref="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="1003"/></object>
                        <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="1005"/><reference key="parent" ref="0"/></object>
                        <object class="IBObjectRecord"><int key="objectID">6</int><reference key="object" ref="1006"/><reference key="parent" ref="1005"/></object>
                        <object class="IBObjectRecord"><int key="objectID">7</int><reference key="object" ref="1007"/><reference key="parent" ref="1005"/></object>
                    </object>
                </object>
            </object>
            </data>
            </archive>
            """
        let header = "#import <Cocoa/Cocoa.h>\n@interface PrefsController : NSObject\n- (IBAction)refresh:(id)sender;\n@end\n"
        let implementation = "#import \"PrefsController.h\"\n@implementation PrefsController\n- (IBAction)refresh:(id)sender {}\n@end\n"
        let repo = try indexed(
            ["App/Prefs.xib": xib, "App/PrefsController.h": header, "App/PrefsController.m": implementation],
            sources: ["App/PrefsController.m"], resources: ["App/Prefs.xib"], sdk: "macosx")
        #expect(
            try reportRows("outlet-mismatches", database: repo.database).map { $0.split(separator: "|").prefix(5).joined(separator: "|") }
                == ["PrefsController|vanish:|action|missing-in-code|App/Prefs.xib"])
    }

    /// `used_in_code` of an outlet no IB file connects counts the code of its class and of its subclasses: 1 when a subclass's file uses it, 0 when nothing does.
    @Test func usedInCodeCountsTheClassAndItsSubclasses() throws {
        let base = """
            import AppKit
            class PanelController: NSViewController {
                @IBOutlet weak var titleField: NSTextField!
                @IBOutlet weak var spareButton: NSButton!
                @IBOutlet weak var retryButton: NSButton!
            }
            """
        let subclass = """
            import AppKit
            final class DetailPanelController: PanelController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    retryButton.isHidden = true
                }
            }
            """
        let opener = "import AppKit\nfunc open() -> NSViewController { DetailPanelController(nibName: \"Panel\", bundle: nil) }\n"
        let xib = Self.ownedMacXib(#"<textField id="tf1"/>"#, owner: "PanelController", outlets: [("titleField", "tf1")])
        let code = ["App/PanelController.swift", "App/DetailPanelController.swift", "App/Opener.swift"]
        let repo = try indexed(
            ["App/Panel.xib": xib, code[0]: base, code[1]: subclass, code[2]: opener],
            sources: code, resources: ["App/Panel.xib"], sdk: "macosx")
        // class|property|kind|problem|path|line|declared_at|used_in_code
        #expect(
            try reportRows("outlet-mismatches", database: repo.database).map { $0.split(separator: "|").prefix(8).joined(separator: "|") } == [
                "PanelController|spareButton|outlet|not-connected|App/PanelController.swift|4|App/PanelController.swift:4|0",
                "PanelController|retryButton|outlet|not-connected|App/PanelController.swift|5|App/PanelController.swift:5|1",
            ])
    }
}
