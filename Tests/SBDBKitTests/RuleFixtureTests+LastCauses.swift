import SourceParsing
import Testing

/// Issue 35's last causes, each a named rule with a row that must appear and one that must not:
/// a cell code labels through a typed local (`TypedReceivers`), a member only another class's own
/// code uses (outlet-mismatches' `used_in_code`, `code_mentions.on_others`), a window code only
/// runs as a sheet (`SheetWindows`, `sheet_windows`), and a prototype cell no code dequeues
/// (`undequeued_cells`).
extension RuleFixtureTests {
    // MARK: TypedReceivers (accessibility-gaps)

    /// A cell xib of class `NoteCell` holding a button with no title.
    static let noteCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="cell1" customClass="NoteCell">
                    <tableViewCellContentView key="contentView" id="cv1">
                        <subviews>
                            <button id="b1"/>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    func cellGaps(_ dataSource: String, file: String = "App/NotesDataSource.swift") throws -> [String] {
        let files = [
            "App/NoteCell.xib": Self.noteCellXib, "App/NoteCell.swift": "import UIKit\nclass NoteCell: UITableViewCell {}\n",
            file: dataSource,
        ]
        let repo = try indexed(files, sources: ["App/NoteCell.swift", file], resources: ["App/NoteCell.xib"])
        return try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn)
    }

    /// A data source that labels the cell it dequeues as `NoteCell` labels every NoteCell: the cell
    /// is the element, and the button inside it is no gap. A cell whose type code does not write,
    /// or another class's cell, leaves the button a gap.
    @Test func aCellADataSourceLabelsThroughATypedLocalIsTheElement() throws {
        func swift(_ declaration: String) -> String {
            """
            import UIKit
            final class NotesDataSource: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(declaration)
                    cell.accessibilityLabel = "Note \\(indexPath.row)"
                    return cell
                }
            }
            """
        }
        let cast = #"let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell"#
        #expect(try cellGaps(swift(cast)).isEmpty)
        #expect(try cellGaps(swift(#"guard let cell = tableView.dequeueReusableCell(withIdentifier: "Note") as? NoteCell else { fatalError() }"#)).isEmpty)
        #expect(try cellGaps(swift(#"let cell: NoteCell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell"#)).isEmpty)
        #expect(try cellGaps(swift(#"let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)"#)) == ["b1"])
        #expect(try cellGaps(swift(#"let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath) as! TagCell"#)) == ["b1"])
        let objectiveC = """
            #import <UIKit/UIKit.h>
            #import "NoteCell.h"
            @implementation NotesDataSource
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NoteCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Note"];
                [cell setAccessibilityLabel:@"Note"];
                return cell;
            }
            @end
            """
        #expect(try cellGaps(objectiveC, file: "App/NotesDataSource.m").isEmpty)
        let untyped = objectiveC.replacingOccurrences(of: "NoteCell *cell", with: "UITableViewCell *cell")
        #expect(try cellGaps(untyped, file: "App/NotesDataSource.m") == ["b1"])
    }

    /// The nearest declaration before the use decides: a parameter, a typed `let`, a cast; an
    /// earlier method's `cell` of another class does not.
    @Test func theNearestDeclarationGivesAReceiversClass() {
        func type(_ source: String) -> String? {
            let bytes = Array(source.utf8)
            let use = Array(source.utf8).lastIndex(of: UInt8(ascii: "#"))!
            return TypedReceivers.swiftType(of: Array("cell".utf8), before: use, in: bytes)
        }
        #expect(type("func configure(_ cell: Module.NoteCell?) { # }") == "NoteCell")
        #expect(type("let cell = a as! TagCell\nfunc b() { var cell = table\n    .dequeue()\n    as? NoteCell\n # }") == "NoteCell")
        #expect(type("let cell = a as! TagCell\nlet cell = table.dequeue(id)\n#") == nil)
        #expect(type("if cell == other { # }") == nil)
        #expect(type("let cell = a as! TagCell\n// let cell = b as! OldCell\nlet s = \"let cell = c as! StringCell\"\n#") == "TagCell")
    }

    // MARK: used_in_code (outlet-mismatches)

    /// `used_in_code` of a member no IB file connects, for three neighbours of one name: another
    /// class's own uses of its own `statusLabel` leave this one unused (0); another class that
    /// forwards to this one (`editor.newNote(sender)`) uses it (1), though it has its own
    /// `newNote`; a superclass that calls its own `reload` on self calls a subclass's override (1).
    @Test func usedInCodeCountsTheClassesOwnCodeAndCallsOnOtherObjects() throws {
        let editor = """
            import UIKit
            class EditorController: BaseController {
                @IBOutlet var statusLabel: UILabel!
                @IBAction func newNote(_ sender: Any) {}
                @IBAction override func reload(_ sender: Any) {}
            }
            """
        let base = """
            import UIKit
            class BaseController: UIViewController {
                @objc func reload(_ sender: Any) {}
                override func viewDidLoad() { super.viewDidLoad(); reload(self) }
            }
            """
        let others = """
            import UIKit
            final class ListController: UIViewController {
                @IBOutlet var statusLabel: UILabel!
                var editor: EditorController?
                override func viewDidLoad() { super.viewDidLoad(); statusLabel.text = "Ready"; self.statusLabel.isHidden = false }
                @objc func newNote(_ sender: Any) { editor?.newNote(sender) }
            }
            """
        let storyboard = Self.storyboard("").replacingOccurrences(
            of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
            with: #"<viewController id="vc1" customClass="EditorController" sceneMemberID="viewController">"#)
        let repo = try indexed(
            ["App/Editor.swift": editor, "App/Base.swift": base, "App/Others.swift": others, "App/Main.storyboard": storyboard],
            sources: ["App/Editor.swift", "App/Base.swift", "App/Others.swift"], resources: ["App/Main.storyboard"])
        let rows = try reportRows("outlet-mismatches", database: repo.database)
            .map { $0.split(separator: "|", omittingEmptySubsequences: false) }
            .filter { $0[0] == "EditorController" }
            .map { "\($0[1])=\($0[7])" }
        #expect(rows.sorted() == ["newNote:=1", "reload:=1", "statusLabel=0"])
    }

    /// The scan's own view of receivers: a use on self or a weak self is the class's own, any
    /// other receiver is another object's.
    @Test func usesOnOtherObjectsAreCountedApart() {
        let scan = MemberMentions.swiftScan(Array("self.a(); self?.a(); a(); super.a(); x.a(); x?.b; items[0].b; .b".utf8))
        #expect(scan.counts["a"] == 5 && scan.counts["b"] == 3)
        #expect(scan.onOthers == ["a": 1, "b": 3])
    }

    // MARK: sheet_windows (localization-gaps)

    static func sheetXib(visibleAtLaunch: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="AddFeedWindowController">
                    <connections><outlet property="window" destination="w1" id="o1"/></connections>
                </customObject>
                <window title="Add Feed" \(visibleAtLaunch ? "" : #"visibleAtLaunch="NO" "#)id="w1">
                    <view key="contentView" id="cv1">
                        <subviews><textField id="t1"><textFieldCell key="cell" title="Feed address:" id="tc1"/></textField></subviews>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    func sheetGaps(_ code: String, visibleAtLaunch: Bool = false) throws -> [String] {
        let files = [
            "App/Base.lproj/AddFeed.xib": Self.sheetXib(visibleAtLaunch: visibleAtLaunch),
            "App/de.lproj/AddFeed.strings": "/* nothing yet */\n", "App/AddFeedWindowController.swift": code,
        ]
        let repo = try indexed(
            files, sources: ["App/AddFeedWindowController.swift"],
            resources: ["App/Base.lproj/AddFeed.xib", "App/de.lproj/AddFeed.strings"], sdk: "macosx")
        return try reportRows("localization-gaps", database: repo.database).map { String($0.split(separator: "|")[1]) }
    }

    /// A window its class only runs as a sheet shows no title: its title is missing nowhere, while
    /// the text inside it still is. Shown at load, shown as a window too, or another object's
    /// window given to the sheet, the title is a gap.
    @Test func aWindowShownOnlyAsASheetShowsNoTitle() throws {
        func controller(_ body: String) -> String {
            """
            import AppKit
            final class AddFeedWindowController: NSWindowController {
                func run(on hostWindow: NSWindow) {
                    \(body)
                }
            }
            """
        }
        #expect(try sheetGaps(controller("hostWindow.beginSheet(window!) { _ in }")) == ["tc1.title"])
        #expect(try sheetGaps(controller("hostWindow.beginSheet(self.window!, completionHandler: nil)")) == ["tc1.title"])
        #expect(try sheetGaps(controller("hostWindow.beginSheet(window!) { _ in }"), visibleAtLaunch: true) == ["tc1.title", "w1.title"])
        #expect(try sheetGaps(controller("hostWindow.beginSheet(window!) { _ in }; showWindow(nil)")) == ["tc1.title", "w1.title"])
        #expect(try sheetGaps(controller("hostWindow.beginSheet(other.window!) { _ in }")) == ["tc1.title", "w1.title"])
        #expect(try sheetGaps(controller("alert.beginSheetModal(for: window!) { _ in }")) == ["tc1.title", "w1.title"])
    }

    @Test func sheetScansNameTheOwnMemberPassed() {
        #expect(
            SheetWindows.swift(Array("a.beginSheet(window)\nNSApp.beginSheet(_panel, modalFor: w)\nb.beginCriticalSheet(self.sheet!)".utf8)) == [
                "window", "panel", "sheet",
            ])
        #expect(SheetWindows.swift(Array("a.beginSheet(c.window!)\nx.beginSheetModal(for: w)\nbeginSheet(make())".utf8)).isEmpty)
        // Comments and strings run nothing.
        #expect(SheetWindows.swift(Array("// h.beginSheet(window)\n/* h.beginSheet(panel) */ let s = \"beginSheet(sheet)\"".utf8)).isEmpty)
    }

    // MARK: undequeued_cells (localization-gaps)

    static let prototypesStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tv1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <tableViewController id="tv1" customClass="NotesController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" id="t1">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Note" id="c1">
                                        <tableViewCellContentView key="contentView" id="cv1">
                                            <subviews><label text="Untitled note" id="l1"/></subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="OldNote" id="c2">
                                        <tableViewCellContentView key="contentView" id="cv2">
                                            <subviews><label text="Archived note" id="l2"/></subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func prototypeGaps(_ dequeue: String) throws -> [String] {
        let code = """
            import UIKit
            final class NotesController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(dequeue)
                }
                func identifier(at indexPath: IndexPath) -> String { kinds[indexPath.row] }
                var kinds: [String] = []
            }
            """
        let files = [
            "App/Base.lproj/Main.storyboard": Self.prototypesStoryboard, "App/de.lproj/Main.strings": "/* nothing yet */\n",
            "App/NotesController.swift": code,
        ]
        let repo = try indexed(
            files, sources: ["App/NotesController.swift"],
            resources: ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings"])
        return try reportRows("localization-gaps", database: repo.database).map { String($0.split(separator: "|")[1]) }
    }

    /// A prototype cell no code dequeues is never shown, nor its texts; while code dequeues a cell
    /// whose identifier sbdb cannot bound, any cell may be shown.
    @Test func aPrototypeCellNoCodeDequeuesIsNeverShown() throws {
        #expect(try prototypeGaps(#"tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)"#) == ["l1.text"])
        #expect(
            try prototypeGaps(#"tableView.dequeueReusableCell(withIdentifier: identifier(at: indexPath), for: indexPath)"#)
                == ["l1.text", "l2.text"])
    }
}

extension RuleFixtureTests {
    // MARK: control_accessibility (accessibility_non_elements, value_read_controls)

    /// The SDK facts as data: which controls each framework makes elements and what each reads
    /// without a label; the two rules that exempt a control read them, per framework.
    @Test func eachFrameworksControlDefaultsAreData() throws {
        let repo = try indexed(["App/Main.storyboard": Self.storyboard("")], resources: ["App/Main.storyboard"])
        #expect(
            try rows(repo.database, "SELECT framework || ':' || is_element FROM control_accessibility WHERE element = 'imageView' ORDER BY 1")
                == ["AppKit:1", "UIKit:0", "WatchKit:1"])
        #expect(
            try rows(repo.database, "SELECT framework FROM control_accessibility WHERE reads = 'value' ORDER BY 1")
                == ["AppKit", "UIKit", "WatchKit"])
        // Every element accessibility-gaps once listed by name is some framework's control.
        let listed = [
            "button", "textField", "textView", "slider", "switch", "stepper", "segmentedControl", "datePicker", "barButtonItem",
            "imageView", "searchBar", "popUpButton", "comboBox",
        ]
        #expect(try rows(repo.database, "SELECT DISTINCT element FROM control_accessibility ORDER BY 1") == listed.sorted())
        // An AppKit image view is an element (a gap without a label), a UIKit one is not.
        let mac = try indexed(["App/Panel.xib": Self.macXib(#"<imageView id="iv1"/>"#)], resources: ["App/Panel.xib"], sdk: "macosx")
        #expect(try reportRows("accessibility-gaps", database: mac.database).map(Self.idColumn) == ["iv1"])
        let ios = try indexed(["App/Main.storyboard": Self.storyboard(#"<imageView id="iv2"/>"#)], resources: ["App/Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: ios.database).isEmpty)
    }
}

extension RuleFixtureTests {
    // MARK: unknown-custom-classes and code_that_runs

    /// A class declared only in a file no target builds does not exist at run time: a storyboard
    /// that names it uses an unknown class. Declared in a built file, it is known.
    @Test func aClassDeclaredOnlyInCodeNoTargetBuildsIsUnknown() throws {
        let cell = #"<view id="v1" customClass="ImageCell"/>"#
        let code = "import UIKit\nfinal class ImageCell: UIView {}\n"
        func unknown(built: Bool) throws -> [String] {
            let repo = try indexed(
                ["App/Main.storyboard": Self.storyboard(cell), "App/ImageCell.swift": code, "App/Other.swift": "let x = 1\n"],
                sources: built ? ["App/ImageCell.swift", "App/Other.swift"] : ["App/Other.swift"],
                resources: ["App/Main.storyboard"])
            return try reportRows("unknown-custom-classes", database: repo.database).map { String($0.split(separator: "|")[0]) }
        }
        #expect(try unknown(built: false) == ["ImageCell"])
        #expect(try unknown(built: true).isEmpty)
    }
}
