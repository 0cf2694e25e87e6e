import Foundation
import SBDBLinks
import SBDBReports
import SBDBTestSupport
import Testing

/// The named platform rules (Schema/0016-rules.sql, `MacPath`), each held to a fixture that
/// triggers the report and one that must not, in the way SwiftLint states a rule's triggering and
/// non-triggering examples. Every fixture is a whole small repository: a project that builds it,
/// its IB files and its code.
@Suite struct RuleFixtureTests {
    /// A repository of `files` with an Xcode project whose one app target builds `sources` and
    /// `resources` (repository paths), indexed; returns the tree (kept alive) and its database.
    /// With `project: false` the repository has no project, so no file is left out as unbuilt.
    func indexed(
        _ files: [String: String], sources: [String] = [], resources: [String] = [], project: Bool = true,
        sdk: String = "iphoneos"
    ) throws -> (tree: TemporaryDirectory, database: String) {
        let tree = try TemporaryDirectory()
        for (path, text) in files { try tree.write(path, text) }
        if project { try tree.write("App.xcodeproj/project.pbxproj", Self.project(sources: sources, resources: resources, sdk: sdk)) }
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        return (tree, database)
    }

    // MARK: accessibility_non_elements

    @Test func aPlainUIKitImageViewIsNoAccessibilityGap() throws {
        let repo = try indexed(["Main.storyboard": Self.storyboard(#"<imageView image="logo" id="iv1"/>"#)], resources: ["Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).isEmpty)
    }

    @Test func aUIKitImageViewIBMakesAnElementNeedsALabel() throws {
        let view = #"""
            <imageView image="logo" id="iv1">
                <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
            </imageView>
            """#
        let repo = try indexed(["Main.storyboard": Self.storyboard(view)], resources: ["Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["iv1"])
    }

    @Test func anAppKitImageViewIsAnElementAndNeedsALabel() throws {
        let repo = try indexed(
            ["Panel.xib": Self.macXib(#"<imageView id="iv2"><imageCell key="cell" image="logo" id="ic2"/></imageView>"#)], resources: ["Panel.xib"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["iv2"])
    }

    // MARK: self_describing_images

    @Test func aButtonShowingAnSFSymbolDescribesItself() throws {
        let button = #"<button id="b1"><state key="normal" image="gearshape"/></button>"#
        let repo = try indexed(
            ["Main.storyboard": Self.storyboard(button, resources: #"<image name="gearshape" catalog="system" width="20" height="20"/>"#)],
            resources: ["Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).isEmpty)
    }

    @Test func aButtonShowingTheAppsOwnImageNeedsALabel() throws {
        let button = #"<button id="b1"><state key="normal" image="gear-custom"/></button>"#
        let repo = try indexed(
            ["Main.storyboard": Self.storyboard(button, resources: #"<image name="gear-custom" width="20" height="20"/>"#)],
            resources: ["Main.storyboard"])
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["b1"])
    }

    /// An AppKit image view shows the image its cell holds, and an SF Symbol there still needs a
    /// label: AppKit's symbol image has the description its creator gives
    /// (`NSImage(systemSymbolName:accessibilityDescription:)`), and IB's `<imageReference>` gives
    /// none. Tried as a rule on the 26 apps (2 Dec): it left out 2 decorative header icons and 4
    /// rows the judges call true gaps (a warning symbol shown on error, a button whose symbol code
    /// replaces), so it is not one.
    @Test func anAppKitImageViewWhoseCellShowsAnSFSymbolStillNeedsALabel() throws {
        func gaps(_ reference: String) throws -> [String] {
            let view = #"<imageView id="iv3"><imageCell key="cell" id="ic3">"# + reference + "</imageCell></imageView>"
            let repo = try indexed(["Panel.xib": Self.macXib(view)], resources: ["Panel.xib"])
            return try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn)
        }
        #expect(try gaps(#"<imageReference key="image" image="exclamationmark.triangle" catalog="system"/>"#) == ["iv3"])
        #expect(try gaps(#"<imageReference key="image" image="warning-custom"/>"#) == ["iv3"])
    }

    // MARK: MacPath

    @Test func pathsCompareAsTheMacsFileSystemDoes() {
        #expect(MacPath.key("Helpers/NSString+Paths.m") == MacPath.key("helpers/NSString+paths.m"))
        #expect(MacPath.key("Écran/Vue.xib") == MacPath.key("écran/vue.xib"))
        #expect(MacPath.key("A/b.m") != MacPath.key("A/c.m"))
        // The byte-wise ASCII fold is `lowercased()` on every ASCII byte and on mixed paths.
        var state: UInt64 = 0x9E37
        let pieces = ["A", "z", "Z", "@", "[", "`", "{", "/", ".", "é", "É", "Ω", " ", "_", "0"]
        for _ in 0..<2_000 {
            var path = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for shift in stride(from: 0, to: Int(state >> 59) * 2, by: 2) {
                path += pieces[Int((state >> UInt64(shift)) & 0xFF) % pieces.count]
            }
            #expect(MacPath.key(path) == path.lowercased(), "\(path)")
        }
        let ascii = String(decoding: (1...127).map { UInt8($0) }, as: UTF8.self)
        #expect(MacPath.key(ascii) == ascii.lowercased())
    }

    @Test func aFileTheProjectNamesInAnotherCaseIsBuilt() throws {
        let repo = try indexed(
            ["Helpers/NSString+Paths.m": "@implementation NSString (Paths)\n@end\n", "Helpers/Dead.m": "@implementation Dead\n@end\n"],
            sources: ["helpers/NSString+paths.m"])
        #expect(
            try reportRows("not-in-target", database: repo.database).map { String($0.split(separator: "|")[1]) }
                .filter { $0.hasSuffix(".m") } == ["Helpers/Dead.m"])
    }

    // MARK: CopiedFolders

    /// A folder that Copy Bundle Resources lists by a typeless reference (`Pod/en.lproj`) ships
    /// with everything in it; the same folder listed only by a Sources phase builds nothing.
    @Test func aFolderAResourcesPhaseCopiesShipsEverythingInIt() throws {
        func unbuilt(sources: [String], resources: [String]) throws -> [String] {
            let repo = try indexed(
                [
                    "Pod/en.lproj/MainMenu.xib": IBTexts.tableCellXib,
                    "Pod/en.lproj/Nested/Sheet.xib": IBTexts.tableCellXib,
                    "Pod/Demo/Demo.xib": IBTexts.tableCellXib,
                    "App/main.m": "int main(void) { return 0; }\n",
                ],
                sources: sources, resources: resources)
            return try reportRows("not-in-target", database: repo.database).map { String($0.split(separator: "|")[1]) }
        }
        #expect(try unbuilt(sources: ["App/main.m"], resources: ["Pod/en.lproj"]) == ["Pod/Demo/Demo.xib"])
        #expect(
            try unbuilt(sources: ["App/main.m", "Pod/en.lproj"], resources: [])
                == ["Pod/Demo/Demo.xib", "Pod/en.lproj/MainMenu.xib", "Pod/en.lproj/Nested/Sheet.xib"])
    }

    // MARK: unbuilt_files and code_includes

    /// An implementation file a built file includes by a quoted path is compiled with it; one
    /// that only an unbuilt file includes, or that is only imported as a header, is not.
    @Test func aFileABuiltFileIncludesIsBuilt() throws {
        let repo = try indexed(
            [
                "App/main.m": "#import \"App.h\"\n#import \"Vendor/Base64.m\"\n#include \"tables.c\"\nint main(void) { return 0; }\n",
                "App/Vendor/Base64.m": "@implementation Base64\n@end\n",
                "App/tables.c": "int tables[1];\n",
                "App/Dead.m": "#import \"Orphan.m\"\n@implementation Dead\n@end\n",
                "App/Orphan.m": "@implementation Orphan\n@end\n",
                "App/App.h": "@interface App\n@end\n",
            ],
            sources: ["App/main.m"])
        #expect(
            try reportRows("not-in-target", database: repo.database).map { String($0.split(separator: "|")[1]) }
                == ["App/Dead.m", "App/Orphan.m"])
        #expect(try rows(repo.database, "SELECT path FROM code_includes ORDER BY path") == ["Orphan.m", "Vendor/Base64.m", "tables.c"])
    }

    // MARK: vendored_files and embedded projects

    /// A project nested in the app's folder whose framework the app links is part of the app:
    /// its dead file is a finding. Unlinked, the same project is a separate one (a checkout of a
    /// library, a demo), listed as vendored.
    @Test func aNestedProjectWhoseProductTheAppLinksIsTheApps() throws {
        func repo(linking frameworks: [String]) throws -> [String] {
            let kit = Self.project(
                sources: ["Sources/Kit.swift"], resources: [], frameworks: [], name: "Kit",
                productType: "com.apple.product-type.framework")
            let built = try indexed(
                [
                    "App/Main.swift": "let x = 1\n", "Kit/Sources/Kit.swift": "public let kit = 1\n",
                    "Kit/Sources/Dead.swift": "let dead = 1\n", "Kit/Kit.xcodeproj/project.pbxproj": kit,
                    "App.xcodeproj/project.pbxproj": Self.project(sources: ["App/Main.swift"], resources: [], frameworks: frameworks),
                ],
                project: false)
            return try reportRows("not-in-target", database: built.database).map {
                let cells = $0.split(separator: "|", omittingEmptySubsequences: false)
                return "\(cells[1])|vendored=\(cells[4])"
            }
        }
        #expect(try repo(linking: ["Kit.framework"]) == ["Kit/Sources/Dead.swift|vendored=0"])
        #expect(try repo(linking: []) == ["Kit/Sources/Dead.swift|vendored=1"])
    }

    /// A Swift file a run-script build phase runs is a tool's, not dead code: undecided.
    @Test func aFileARunScriptPhaseNamesIsUndecided() throws {
        var project = Self.project(sources: ["App/Main.swift"], resources: [])
        let phase =
            "AAAAAAAAAAAAAAAAAAAAAA01 = {isa = PBXShellScriptBuildPhase; buildActionMask = 2147483647; files = (); "
            + "shellPath = /bin/sh; shellScript = \"xcrun swift \\\"$SRCROOT/Scripts/GenerateAssets.swift\\\"\\n\";};"
        project = project.replacingOccurrences(of: "\tobjects = {\n", with: "\tobjects = {\n\t\t\(phase)\n")
        let repo = try indexed(
            [
                "App/Main.swift": "let x = 1\n", "Scripts/GenerateAssets.swift": "print(1)\n", "Scripts/Old.swift": "print(2)\n",
                "App.xcodeproj/project.pbxproj": project,
            ],
            project: false)
        let report = try #require(ReportCatalog.report(named: "not-in-target"))
        let runner = QueryRunner(databasePath: repo.database)
        #expect(try runner.run(report.decided()).rows.map { $0[1].text } == ["Scripts/Old.swift"])
        #expect(
            try runner.run(report.undecidedOnly()).rows.map { "\($0[1].text)|\($0[5].text)" } == [
                "Scripts/GenerateAssets.swift|a run-script build phase of App.xcodeproj/project.pbxproj runs it: a tool, not a target's code"
            ])
    }

    // MARK: unread_project_folders and tool conventions

    @Test func aFileUnderAProjectSbdbCannotReadIsUndecidedNotDead() throws {
        let repo = try indexed(
            [
                "App/Main.swift": "let x = 1\n", "App/Dead.swift": "let y = 2\n", "Lib/Source.swift": "let z = 3\n",
                "Lib/Lib.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ this is not a project",
                "Dangerfile.swift": "import Danger\nlet danger = Danger()\n",
                "Playgrounds/Spring.playground/Contents.swift": "import UIKit\nlet v = UIView()\n",
                "Playgrounds/Spring.playground/Sources/Helpers.swift": "public let k = 1\n",
                "Tools/playground.swift": "let notAPlayground = 1\n",
            ],
            sources: ["App/Main.swift"])
        let report = try #require(ReportCatalog.report(named: "not-in-target"))
        let runner = QueryRunner(databasePath: repo.database)
        #expect(try runner.run(report.decided()).rows.map { $0[1].text } == ["App/Dead.swift", "Tools/playground.swift"])
        let undecided = try runner.run(report.undecidedOnly()).rows.map { "\($0[1].text)|\($0[5].text)" }
        #expect(
            undecided == [
                "Dangerfile.swift|Danger runs Dangerfile.swift by its name; no target is meant to build it",
                "Playgrounds/Spring.playground/Contents.swift|a playground's code (Playgrounds/Spring.playground): Xcode runs it in the playground; no target is meant to build it",
                "Playgrounds/Spring.playground/Sources/Helpers.swift|a playground's code (Playgrounds/Spring.playground): Xcode runs it in the playground; no target is meant to build it",
                "Lib/Source.swift|the project Lib/Lib.xcodeproj/project.pbxproj holds this folder and sbdb could read no target from it: it may build the file",
            ])
    }

    // MARK: code_that_runs

    @Test func aLoadInCodeNoTargetCompilesIsNoBrokenInclude() throws {
        let loader = "import UIKit\nfunc show() { _ = UIStoryboard(name: \"Nowhere\", bundle: nil) }\n"
        let repo = try indexed(["Old/Loader.swift": loader, "App/Main.swift": "let x = 1\n"], sources: ["App/Main.swift"])
        #expect(try reportRows("broken-includes", database: repo.database).isEmpty)
    }

    @Test func aLoadInBuiltCodeOfAStoryboardNobodyHasIsBroken() throws {
        let loader = "import UIKit\nfunc show() { _ = UIStoryboard(name: \"Nowhere\", bundle: nil) }\n"
        let repo = try indexed(["App/Loader.swift": loader], sources: ["App/Loader.swift"])
        let rows = try reportRows("broken-includes", database: repo.database)
        #expect(rows.count == 1)
        #expect(rows.first?.contains("Nowhere") == true)
    }

    // MARK: ib_files_in_app

    @Test func anUnbuiltCopyOfAnIBFileDoesNotCountAsDesignableUses() throws {
        let designable = "import UIKit\n@IBDesignable class Badge: UIView {}\n"
        let use = Self.storyboard(#"<view customClass="Badge" id="bd1"/>"#)
        let repo = try indexed(
            ["App/Badge.swift": designable, "App/Base.lproj/Main.storyboard": use, "App/Stale/Main.storyboard": use],
            sources: ["App/Badge.swift"], resources: ["App/Base.lproj/Main.storyboard"])
        #expect(
            try reportRows("designable-reuse", database: repo.database).map { $0.split(separator: "|").prefix(3).joined(separator: "|") }
                == ["Badge|1|1"])
    }

    // MARK: unbounded_loads and undecided rows

    static let cellNib = IBTexts.tableCellXib
    static let unboundedLoader = "import UIKit\nfunc load() { _ = UINib(nibName: UserDefaults.standard.string(forKey: \"nib\")!, bundle: nil) }\n"

    /// A report's rows, decided (without the undecided column) and undecided (with it, last),
    /// each as `describe` writes it from its values and, for undecided rows, the reason.
    func decidedAndUndecided(
        _ name: String, _ database: String, describe: ([QueryValue]) -> String
    ) throws -> (decided: [String], undecided: [String]) {
        let report = try #require(ReportCatalog.report(named: name))
        let runner = QueryRunner(databasePath: database)
        let decided = try runner.run(report.decided())
        let undecided = try runner.run(report.undecidedOnly())
        #expect(!decided.columns.contains("undecided"))
        #expect(undecided.columns.last == "undecided")
        return (
            decided.rows.map(describe),
            undecided.rows.map { "\(describe($0))|\($0[$0.count - 1].text)" }
        )
    }

    /// The unused-nibs rows, decided and undecided, as `nib|status` and `nib|status|reason`.
    func unusedNibs(_ database: String) throws -> (decided: [String], undecided: [String]) {
        try decidedAndUndecided("unused-nibs", database) { "\($0[0].text)|\($0[5].text)" }
    }

    @Test func aNibNamedAfterAClassIsUndecidedWhileCodeLoadsNibsByNamesSbdbCannotBound() throws {
        let repo = try indexed(
            [
                "App/CardCell.xib": Self.cellNib, "App/CardCell.swift": "import UIKit\nclass CardCell: UITableViewCell {}\n",
                "App/Loader.swift": Self.unboundedLoader,
            ], project: false)
        let rows = try unusedNibs(repo.database)
        #expect(rows.decided.isEmpty)
        #expect(rows.undecided.count == 1)
        #expect(rows.undecided.first?.hasPrefix("CardCell|unreferenced|code loads nibs by names sbdb cannot bound") == true)
        #expect(rows.undecided.first?.contains("App/Loader.swift:2") == true)
    }

    @Test func aNibNamedAfterAClassIsDecidedWhenEveryLoadIsBounded() throws {
        let repo = try indexed(
            [
                "App/CardCell.xib": Self.cellNib, "App/CardCell.swift": "import UIKit\nclass CardCell: UITableViewCell {}\n",
                "App/Loader.swift": "import UIKit\nfunc load() { _ = UINib(nibName: \"Other\", bundle: nil) }\n",
            ], project: false)
        #expect(try unusedNibs(repo.database) == (["CardCell|unreferenced"], []))
    }

    @Test func aNibNamedAfterNoClassIsDecidedEvenBesideAnUnboundedLoad() throws {
        let repo = try indexed(["App/Orphan.xib": Self.cellNib, "App/Loader.swift": Self.unboundedLoader], project: false)
        #expect(try unusedNibs(repo.database) == (["Orphan|unreferenced"], []))
    }

    @Test func anUnboundedLoadInCodeNoTargetCompilesDecidesNothing() throws {
        let repo = try indexed(
            [
                "App/CardCell.xib": Self.cellNib, "App/CardCell.swift": "import UIKit\nclass CardCell: UITableViewCell {}\n",
                "Old/Loader.swift": Self.unboundedLoader,
            ],
            sources: ["App/CardCell.swift"], resources: ["App/CardCell.xib"])
        #expect(try unusedNibs(repo.database) == (["CardCell|unreferenced"], []))
        #expect(try reportRows("dynamic-loads", database: repo.database).isEmpty)
    }

    // MARK: MemberMentions.labelMembers

    static func form(_ controllerCode: String, file: String = "App/FormViewController.swift") -> [String: String] {
        let scene = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="vc1">
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <viewController id="vc1" customClass="FormViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw1">
                                    <subviews>
                                        <textField id="tf1"/>
                                        <button id="bt1"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="nameField" destination="tf1" id="o1"/>
                                    <outlet property="goButton" destination="bt1" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return ["App/Main.storyboard": scene, file: controllerCode]
    }

    /// FormViewController in Swift, its outlets declared, with `body` as its viewDidLoad.
    static func swiftForm(viewDidLoad body: String) -> String {
        """
        import UIKit
        final class FormViewController: UIViewController {
            @IBOutlet var nameField: UITextField!
            @IBOutlet var goButton: UIButton!
            override func viewDidLoad() {
                \(body)
            }
        }
        """
    }

    /// FormViewController in Objective-C, its outlets declared, with `methods` as its implementation.
    static func objcForm(_ methods: String) -> String {
        """
        @interface FormViewController : UIViewController
        @property (nonatomic, weak) IBOutlet UITextField *nameField;
        @property (nonatomic, weak) IBOutlet UIButton *goButton;
        @end
        @implementation FormViewController
        \(methods)
        @end
        """
    }

    func gaps(_ files: [String: String]) throws -> [String] {
        let repo = try indexed(files, project: false)
        return try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn)
    }

    @Test func aPlaceholderOrTitleCodeSetsLabelsTheControl() throws {
        let swift = """
            import UIKit
            final class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
                override func viewDidLoad() {
                    nameField?.placeholder = NSLocalizedString("Name", comment: "")
                    goButton.setTitle("Go", for: .normal)
                }
            }
            """
        #expect(try gaps(Self.form(swift)).isEmpty)
        let objc = Self.objcForm(
            """
            - (void)viewDidLoad {
                self.nameField.placeholder = @"Name";
                [self.goButton setTitle:@"Go" forState:UIControlStateNormal];
            }
            """)
        #expect(try gaps(Self.form(objc, file: "App/FormViewController.m")).isEmpty)
    }

    @Test func readingAPlaceholderOrTitleLabelsNothing() throws {
        let swift = """
            import UIKit
            final class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
                var summary: String { (nameField.placeholder ?? "") + (goButton.title(for: .normal) ?? "") }
                func clear() { nameField.placeholder = ""; goButton.setTitle("", for: .normal) }
                override func viewDidLoad() { title = "Form"; self.title = "Form" }
            }
            """
        #expect(try gaps(Self.form(swift)) == ["tf1", "bt1"])
        let objc = Self.objcForm(
            """
            - (void)clear {
                self.nameField.placeholder = @"";
                [self.goButton setTitle:@"" forState:UIControlStateNormal];
                NSLog(@"%@", self.goButton.title);
            }
            """)
        #expect(try gaps(Self.form(objc, file: "App/FormViewController.m")) == ["tf1", "bt1"])
    }

    // MARK: MemberMentions.showsSystemSymbol

    @Test func anSFSymbolCodeSetsOnAButtonDescribesIt() throws {
        let swift = Self.swiftForm(viewDidLoad: #"goButton.setImage(UIImage(systemName: "info.circle"), for: .normal)"#)
        #expect(try gaps(Self.form(swift)) == ["tf1"])
        let objc = Self.objcForm(
            """
            - (void)viewDidLoad {
                [self.goButton setImage:[UIImage systemImageNamed:@"info.circle"] forState:UIControlStateNormal];
            }
            """)
        #expect(try gaps(Self.form(objc, file: "App/FormViewController.m")) == ["tf1"])
    }

    @Test func anImageOfTheAppCodeSetsDescribesNothing() throws {
        let swift = Self.swiftForm(
            viewDidLoad: #"""
                goButton.setImage(UIImage(named: "info"), for: .normal)
                nameField.background = UIImage(systemName: "square")
                """#)
        #expect(try gaps(Self.form(swift)) == ["tf1", "bt1"])
    }

    /// Another class's code setting a placeholder through a property of the same name labels
    /// nothing: its `nameField` may be an object of its own.
    @Test func aPlaceholderAnotherClassSetsLabelsNothing() throws {
        let view = """
            import UIKit
            final class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var goButton: UIButton!
            }
            """
        var files = Self.form(view)
        files["App/Coordinator.swift"] = """
            import UIKit
            final class Coordinator {
                let nameField = UITextField()
                func show() { nameField.placeholder = "Name" }
            }
            """
        #expect(try gaps(files) == ["tf1", "bt1"])
    }

    @Test func whatAButtonHoldsIsPartOfTheButton() throws {
        let watch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" initialViewController="ic1">
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <controller id="ic1">
                                <items>
                                    <button alignment="left" id="bt1">
                                        <group key="contentGroup" width="1" alignment="left" id="gr1">
                                            <items>
                                                <imageView alignment="left" id="im1"/>
                                            </items>
                                        </group>
                                    </button>
                                    <imageView alignment="left" id="im2"/>
                                </items>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let repo = try indexed(["Watch/Interface.storyboard": watch], project: false)
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["bt1", "im2"])
    }

    /// A runtime attribute with a title or localization key labels the control (a localization
    /// library's category sets its text); one with a number, or a text a subclass only draws, does not.
    @Test func aRuntimeAttributeThatShowsATextLabelsTheControl() throws {
        let fields = Self.storyboard(
            """
            <textField id="tf1"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="search.placeholder"/></userDefinedRuntimeAttributes></textField>
            <button id="bt1"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="titleKey" value="buy"/></userDefinedRuntimeAttributes></button>
            <button id="bt2"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></button>
            <textView id="tv1"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="placeHolderText" value="Write here"/></userDefinedRuntimeAttributes></textView>
            """)
        let repo = try indexed(["Main.storyboard": fields], project: false)
        // A placeholder a subclass only draws (placeHolderText) is no label VoiceOver reads.
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["bt2", "tv1"])
    }

    // MARK: value_read_controls

    @Test func aDatePickerIsReadByItsDate() throws {
        let picker = Self.storyboard(#"<datePicker contentMode="scaleToFill" id="dp1"/><slider id="sl1"/>"#)
        let repo = try indexed(["Main.storyboard": picker], project: false)
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["sl1"])
    }

    // MARK: never_shown_views

    /// A panel's xib: File's Owner's `view` outlet holds the first top-level view (when `held`),
    /// and a second top-level view holds `extra`, reached by an outlet only when `reached`.
    static func panelXib(held: Bool, reached: Bool) -> String {
        let outlets =
            (held ? #"<outlet property="view" destination="cv1" id="o1"/>"# : "")
            + (reached ? #"<outlet property="spare" destination="b2" id="o2"/>"# : "")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PanelController">
                        <connections>\(outlets)</connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="cv1">
                        <subviews>
                            <button id="b1"><buttonCell key="cell" type="square" id="c1"/></button>
                        </subviews>
                    </customView>
                    <customView id="cv2">
                        <subviews>
                            <button id="b2">
                                <buttonCell key="cell" type="square" id="c2"/>
                                <connections><action selector="spin:" target="-2" id="a1"/></connections>
                            </button>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
    }

    /// A top-level view no outlet holds is dropped after loading, in a file whose owner holds
    /// another one: what it holds is never on screen (an action inside it shows nothing).
    @Test func aTopLevelViewNoOutletHoldsIsNeverShown() throws {
        let dropped = try indexed(["Panel.xib": Self.panelXib(held: true, reached: false)], project: false)
        #expect(try reportRows("accessibility-gaps", database: dropped.database).map(Self.idColumn) == ["b1"])
        // An outlet into it keeps it: code can put it on screen.
        let kept = try indexed(["Panel.xib": Self.panelXib(held: true, reached: true)], project: false)
        #expect(try reportRows("accessibility-gaps", database: kept.database).map(Self.idColumn) == ["b1", "b2"])
        // A file whose owner holds nothing may be loaded for its top-level objects: each may be shown.
        let loose = try indexed(["Panel.xib": Self.panelXib(held: false, reached: false)], project: false)
        #expect(try reportRows("accessibility-gaps", database: loose.database).map(Self.idColumn) == ["b1", "b2"])
    }

    // MARK: single-target watchOS apps

    static let watchPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>WKApplication</key><true/>
        <key>WKCompanionAppBundleIdentifier</key><string>com.example.app</string>
        </dict></plist>
        """

    /// watchOS loads a single-target watch app's `Interface.storyboard` by convention, as a
    /// WatchKit app's; a SwiftUI watch app has none, which is no broken link.
    @Test func aSingleTargetWatchAppsInterfaceStoryboardIsItsEntry() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="15505" targetRuntime="watchKit" initialViewController="c1">
                <scenes><scene sceneID="s1"><objects><controller id="c1"/></objects></scene></scenes>
            </document>
            """
        let withStoryboard = try indexed(
            ["Watch/Info.plist": Self.watchPlist, "Watch/Base.lproj/Interface.storyboard": storyboard, "Watch/Base.lproj/Other.storyboard": storyboard],
            project: false)
        #expect(try reportRows("unused-storyboards", database: withStoryboard.database).map { String($0.split(separator: "|")[0]) } == ["Other"])
        let swiftUI = try indexed(["Watch/Info.plist": Self.watchPlist, "Watch/App.swift": "import SwiftUI\n"], project: false)
        #expect(try reportRows("broken-includes", database: swiftUI.database).isEmpty)
    }

    /// An object IB hides that no outlet reaches and no binding of its hidden state shows is
    /// never on screen; one an outlet holds may be shown by code.
    @Test func aHiddenObjectNothingCanShowIsNeverShown() throws {
        let scene = Self.storyboard(
            """
            <button hidden="YES" id="b1"/>
            <view hidden="YES" id="v1"><subviews><button id="b2"/></subviews></view>
            <button hidden="YES" id="b3"/>
            <button id="b4"/>
            """
        ).replacingOccurrences(
            of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
            with: #"<viewController id="vc1" sceneMemberID="viewController"><connections><outlet property="retry" destination="b3" id="o1"/></connections>"#)
        let repo = try indexed(["Main.storyboard": scene], project: false)
        #expect(try reportRows("accessibility-gaps", database: repo.database).map(Self.idColumn) == ["b3", "b4"])
    }

    // MARK: RepositoryWalker.frameworkSuffixes

    @Test func aClassABinaryFrameworkDeclaresIsKnown() throws {
        let use = Self.macXib(#"<customObject id="u1" customClass="KitUpdateController"/>"#)
        let header = "@interface KitUpdateController : NSObject\n@end\n"
        let known = try indexed(
            ["Panel.xib": use, "Libs/Kit.framework/Versions/B/Headers/KitUpdateController.h": header],
            project: false)
        #expect(try reportRows("unknown-custom-classes", database: known.database).isEmpty)
        let unknown = try indexed(["Panel.xib": use], project: false)
        #expect(
            try reportRows("unknown-custom-classes", database: unknown.database).map { String($0.split(separator: "|")[0]) }
                == ["KitUpdateController"])
    }

    // MARK: external_modules (unknown-custom-classes' undecided rows)

    /// A class no code declares, in an IB file whose target imports a dependency that is not
    /// checked in, may come from that dependency: undecided, naming it. Without such an import
    /// (only Apple's SDKs), it is unknown.
    @Test func aClassOfAnIBFileWhoseTargetImportsADependencyIsUndecided() throws {
        let form = Self.storyboard(#"<view customClass="ShimmerView" id="sv1"/>"#)
        let code = "import UIKit\nimport Combine\nfinal class FormViewController: UIViewController {}\n"
        let sdkOnly = try indexed(["Main.storyboard": form, "App/Form.swift": code], sources: ["App/Form.swift"], resources: ["Main.storyboard"])
        #expect(try reportRows("unknown-custom-classes", database: sdkOnly.database).map { String($0.split(separator: "|")[0]) } == ["ShimmerView"])

        let withDependency = try indexed(
            ["Main.storyboard": form, "App/Form.swift": code + "import PixelKit\n"],
            sources: ["App/Form.swift"], resources: ["Main.storyboard"])
        #expect(try reportRows("unknown-custom-classes", database: withDependency.database).isEmpty)
        let report = try #require(ReportCatalog.report(named: "unknown-custom-classes"))
        let undecided = try QueryRunner(databasePath: withDependency.database).run(sql: report.undecidedOnly().sql)
        #expect(
            undecided.rows.map { $0.last?.text ?? "" } == [
                "declared nowhere in the repository, whose code for this file imports PixelKit, not checked in: it may come from there"
            ])
    }

    @Test func aModuleTheRepositoryHoldsIsNoDependency() throws {
        let form = Self.storyboard(#"<view customClass="ShimmerView" id="sv1"/>"#)
        let code = "import UIKit\nimport DesignSystem\nfinal class FormViewController: UIViewController {}\n"
        let repo = try indexed(
            ["Main.storyboard": form, "App/Form.swift": code, "DesignSystem/Sources/Colors.swift": "let brand = 1\n"],
            sources: ["App/Form.swift"], resources: ["Main.storyboard"])
        #expect(try rows(repo.database, "SELECT module FROM external_modules").isEmpty)
        #expect(try reportRows("unknown-custom-classes", database: repo.database).map { String($0.split(separator: "|")[0]) } == ["ShimmerView"])
    }

    // MARK: unshipped_string_tables and kept texts

    static let greeting = Self.storyboard(
        #"""
        <label text="Hello" id="l1"/>
        <label text="GitHub" id="l2"/>
        """#)

    func localizationGaps(_ strings: [String: String], built: [String]) throws -> [String] {
        var files = strings
        files["App/Base.lproj/Main.storyboard"] = Self.greeting
        let repo = try indexed(files, resources: ["App/Base.lproj/Main.storyboard"] + built)
        // languages|file|key|problem
        return try reportRows("localization-gaps", database: repo.database).map {
            let cells = $0.split(separator: "|", omittingEmptySubsequences: false)
            return ([cells[4]] + cells.prefix(3)).joined(separator: "|")
        }
    }

    /// A Cocoa binding of a field's value replaces the text IB gives its cell: that text is never
    /// shown, so a language that lacks it misses nothing; nor does a hidden field nothing can show
    /// (never_shown_views). An unbound, shown field's text is a gap.
    @Test func aTextABindingReplacesIsMissingNowhere() throws {
        let panel = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="PanelController"/>
                    <customView id="cv1">
                        <subviews>
                            <textField id="tf1">
                                <textFieldCell key="cell" title="Duration is too short" id="c1"/>
                                <connections><binding destination="-2" name="value" keyPath="self.errorMessage" id="bd1"/></connections>
                            </textField>
                            <textField id="tf2"><textFieldCell key="cell" title="Hello there" id="c2"/></textField>
                            <textField hidden="YES" id="tf3"><textFieldCell key="cell" title="Never seen" id="c3"/></textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let files = ["App/Base.lproj/Panel.xib": panel, "App/de.lproj/Panel.strings": "/* nothing yet */\n"]
        let repo = try indexed(files, resources: Array(files.keys), sdk: "macosx")
        #expect(
            try reportRows("localization-gaps", database: repo.database).map { $0.split(separator: "|").prefix(3).joined(separator: "|") }
                == ["App/Base.lproj/Panel.xib|c2.title|missing"])
    }

    @Test func aTextMissingInSeveralLanguagesIsOneRowWithThem() throws {
        var strings: [String: String] = [:]
        for language in ["it", "de"] { strings["App/\(language).lproj/Main.strings"] = "\"l2.text\" = \"GitHub\";\n" }
        let rows = try localizationGaps(strings, built: Array(strings.keys))
        #expect(rows == ["de, it|App/Base.lproj/Main.storyboard|l1.text|missing"])
    }

    @Test func aTableNoTargetBuildsIsOneNotShippedRow() throws {
        let rows = try localizationGaps(
            ["App/de.lproj/Main.strings": "\"l2.text\" = \"GitHub\";\n", "App/fr.lproj/Main.strings": "\"l2.text\" = \"GitHub\";\n"],
            built: ["App/de.lproj/Main.strings"])
        #expect(rows == ["de|App/Base.lproj/Main.storyboard|l1.text|missing", "fr|App/Base.lproj/Main.storyboard||not-shipped"])
    }

    @Test func aTextMostTranslationsKeepIsMissingNowhere() throws {
        var strings: [String: String] = [:]
        for (language, hello) in [("de", "Hallo"), ("fr", "Bonjour"), ("es", "Hola")] {
            strings["App/\(language).lproj/Main.strings"] = "\"l1.text\" = \"\(hello)\";\n\"l2.text\" = \"GitHub\";\n"
        }
        strings["App/it.lproj/Main.strings"] = "/* empty */\n"
        let rows = try localizationGaps(strings, built: Array(strings.keys))
        // Italian lacks both; GitHub, which every other language keeps, is no gap.
        #expect(rows == ["it|App/Base.lproj/Main.storyboard|l1.text|missing"])
    }

    // MARK: system_sent_actions

    @Test func anActionTheSystemSendsByItselfIsConnected() throws {
        let code = """
            import AppKit
            final class DocumentWindowController: NSWindowController {
                @IBAction override func selectNextTab(_ sender: Any?) {}
                @IBAction func cancelOperation(_ sender: Any?) {}
                @IBAction func refreshFeeds(_ sender: Any?) {}
            }
            """
        let owner = Self.macXib("").replacingOccurrences(
            of: #"<customObject id="-2" userLabel="File's Owner"/>"#,
            with: #"<customObject id="-2" userLabel="File's Owner" customClass="DocumentWindowController"/>"#)
        let repo = try indexed(["App/Document.xib": owner, "App/DocumentWindowController.swift": code], project: false)
        let rows = try reportRows("outlet-mismatches", database: repo.database)
        #expect(
            rows.map { $0.split(separator: "|").prefix(4).joined(separator: "|") }
                == ["DocumentWindowController|refreshFeeds:|action|not-connected"])
    }

    /// A system action counts on its own platform only: UIKit's duplicate: reaches nothing in a Mac app.
    @Test func aSystemActionCountsOnItsPlatformOnly() throws {
        let code = """
            import AppKit
            final class BrowserController: NSViewController {
                @IBAction override func selectNextTab(_ sender: Any?) {}
                @IBAction func duplicate(_ sender: Any?) {}
            }
            """
        let owner = Self.macXib("").replacingOccurrences(
            of: #"<customObject id="-2" userLabel="File's Owner"/>"#,
            with: #"<customObject id="-2" userLabel="File's Owner" customClass="BrowserController"/>"#)
        let repo = try indexed(
            ["App/Browser.xib": owner, "App/BrowserController.swift": code],
            sources: ["App/BrowserController.swift"], resources: ["App/Browser.xib"], sdk: "macosx")
        #expect(
            try reportRows("outlet-mismatches", database: repo.database).map { $0.split(separator: "|").prefix(4).joined(separator: "|") }
                == ["BrowserController|duplicate:|action|not-connected"])
    }

    // MARK: instance variables of outlets

    @Test func anOutletConnectedUnderItsInstanceVariableIsOneConnectedMember() throws {
        let header = """
            @interface Panel : NSWindowController
            @property (nonatomic, weak) IBOutlet NSTextView *textView;
            @property (nonatomic, weak) IBOutlet NSButton *button;
            @property (nonatomic, weak) IBOutlet NSButton *other;
            @end
            """
        let implementation = "#import \"Panel.h\"\n@implementation Panel\n@synthesize button = button_;\n@end\n"
        let connections = #"""
            <customObject id="-2" userLabel="File's Owner" customClass="Panel">
                <connections>
                    <outlet property="_textView" destination="tv1" id="o1"/>
                    <outlet property="button_" destination="b1" id="o2"/>
                    <outlet property="_missing" destination="b1" id="o3"/>
                </connections>
            </customObject>
            """#
        let xib = Self.macXib(#"<textView id="tv1"/><button id="b1"/>"#)
            .replacingOccurrences(of: #"<customObject id="-2" userLabel="File's Owner"/>"#, with: connections)
        let repo = try indexed(["App/Panel.h": header, "App/Panel.m": implementation, "App/Panel.xib": xib], project: false)
        #expect(
            try reportRows("outlet-mismatches", database: repo.database).map { $0.split(separator: "|").prefix(4).joined(separator: "|") }
                == ["Panel|_missing|outlet|missing-in-code", "Panel|other|outlet|not-connected"])
    }

    // MARK: overrides of connected members

    /// A subclass that redeclares an action or outlet its superclass's nib connects (on File's
    /// Owner) is connected too: the connection reaches the override on the subclass's instances.
    /// A member no class of the chain has connected stays a finding.
    @Test func anOverrideOfAMemberAnAncestorsNibConnectsIsConnected() throws {
        let code = """
            import AppKit
            class StorageController: NSViewController {
                @IBAction func loginAction(_ sender: Any) {}
                @IBOutlet weak var titleField: NSTextField!
            }
            class DriveController: StorageController {
                @IBAction override func loginAction(_ sender: Any) {}
                @IBAction func logoutAction(_ sender: Any) {}
            }
            """
        let connections = #"""
            <customObject id="-2" userLabel="File's Owner" customClass="StorageController">
                <connections>
                    <outlet property="titleField" destination="tf1" id="o1"/>
                </connections>
            </customObject>
            """#
        let xib = Self.macXib(
            #"<textField id="tf1"/><button id="b1"><connections><action selector="loginAction:" target="-2" id="a1"/></connections></button>"#
        )
        .replacingOccurrences(of: #"<customObject id="-2" userLabel="File's Owner"/>"#, with: connections)
        let repo = try indexed(["App/Storage.swift": code, "App/StorageController.xib": xib], project: false)
        #expect(
            try reportRows("outlet-mismatches", database: repo.database).map { $0.split(separator: "|").prefix(4).joined(separator: "|") }
                == ["DriveController|logoutAction:|action|not-connected"])
    }

    // MARK: unheld_app_fonts

    static func infoPlist(fonts: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIAppFonts</key>
            <array>\(fonts.map { "<string>\($0)</string>" }.joined())</array>
        </dict>
        </plist>
        """
    }

    static let labelWithFont = #"""
        <label text="Hi" id="l1"><fontDescription key="fontDescription" name="Brand-Bold" family="Brand" pointSize="17"/></label>
        """#

    /// missing-resources as users see it, and its undecided rows' names.
    func missingFonts(_ files: [String: String]) throws -> (decided: [String], undecided: [String]) {
        let repo = try indexed(files.merging(["Main.storyboard": Self.storyboard(Self.labelWithFont)]) { $1 }, project: false)
        let report = try #require(ReportCatalog.report(named: "missing-resources"))
        let undecided = try QueryRunner(databasePath: repo.database).run(report.undecidedOnly())
        return (
            try reportRows("missing-resources", database: repo.database).map { $0.split(separator: "|").prefix(3).joined(separator: "|") },
            undecided.rows.map { "\($0[1].text)|\($0[6].text)" }
        )
    }

    @Test func aFontIsUndecidedWhileThePlistRegistersFontFilesTheRepositoryDoesNotHold() throws {
        let result = try missingFonts(["Info.plist": Self.infoPlist(fonts: ["Brand-Bold.otf"])])
        #expect(result.decided.isEmpty)
        #expect(
            result.undecided == [
                "Brand-Bold|an Info.plist registers font files the repository does not hold (Brand-Bold.otf): "
                    + "a dependency or build step provides them, and this font may be one of theirs"
            ])
    }

    @Test func aFontIsMissingWhenNoRegisteredFileIsOutsideTheRepository() throws {
        #expect(try missingFonts([:]) == (["font|Brand-Bold|not-found"], []))
        let held = try missingFonts(["Info.plist": Self.infoPlist(fonts: ["Fonts/Other.otf"]), "Fonts/Other.otf": "not a font"])
        #expect(held == (["font|Brand-Bold|not-found"], []))
    }

    // MARK: fixtures

    static func idColumn(_ row: String) -> String {
        let cells = row.split(separator: "|", omittingEmptySubsequences: false)
        return cells.count > 4 ? String(cells[4]) : row
    }

    static func storyboard(_ subviews: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1">
                                <subviews>
                                    \(subviews)
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func macXib(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="cv1">
                    <subviews>
                        \(subviews)
                    </subviews>
                </customView>
            </objects>
        </document>
        """
    }

    /// A project.pbxproj with one iOS app target; each path is a file reference relative to the
    /// project's folder.
    static func project(
        sources: [String], resources: [String], sdk: String = "iphoneos", frameworks: [String] = [], name: String = "App",
        productType: String = "com.apple.product-type.application"
    ) -> String {
        var objects: [String] = []
        var counter = 0x100
        func id() -> String {
            counter += 1
            return String(format: "A%023X", counter)
        }
        var references: [String] = []
        func phase(_ isa: String, _ paths: [String]) -> String {
            var buildFiles: [String] = []
            for path in paths {
                let reference = id(), buildFile = id()
                references.append(reference)
                objects.append("\(reference) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\";};")
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference);};")
                buildFiles.append(buildFile)
            }
            let phaseID = id()
            objects.append(
                "\(phaseID) = {isa = \(isa); buildActionMask = 2147483647; files = (\(buildFiles.map { $0 + ", " }.joined())); runOnlyForDeploymentPostprocessing = 0;};"
            )
            return phaseID
        }
        let sourcesPhase = phase("PBXSourcesBuildPhase", sources)
        let resourcesPhase = phase("PBXResourcesBuildPhase", resources)
        // Products of other projects of the workspace, linked from the built products folder.
        var linked: [String] = []
        for framework in frameworks {
            let reference = id(), buildFile = id()
            objects.append("\(reference) = {isa = PBXFileReference; path = \"\(framework)\"; sourceTree = BUILT_PRODUCTS_DIR;};")
            objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference);};")
            linked.append(buildFile)
        }
        let frameworksPhase = id()
        objects.append(
            "\(frameworksPhase) = {isa = PBXFrameworksBuildPhase; buildActionMask = 2147483647; files = (\(linked.map { $0 + ", " }.joined())); runOnlyForDeploymentPostprocessing = 0;};"
        )
        let group = id(), debug = id(), release = id(), list = id(), target = id()
        let projectDebug = id(), projectRelease = id(), projectList = id(), project = id()
        objects.append("\(group) = {isa = PBXGroup; children = (\(references.map { $0 + ", " }.joined())); sourceTree = \"<group>\";};")
        for configuration in [(debug, "Debug"), (release, "Release")] {
            objects.append(
                "\(configuration.0) = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); GENERATE_INFOPLIST_FILE = YES; }; name = \(configuration.1);};"
            )
        }
        objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(debug), \(release), ); defaultConfigurationName = Release;};")
        objects.append(
            "\(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(sourcesPhase), \(resourcesPhase), \(frameworksPhase), ); dependencies = (); name = \(name); productName = \(name); productType = \"\(productType)\";};"
        )
        for configuration in [(projectDebug, "Debug"), (projectRelease, "Release")] {
            objects.append("\(configuration.0) = {isa = XCBuildConfiguration; buildSettings = {}; name = \(configuration.1);};")
        }
        objects.append(
            "\(projectList) = {isa = XCConfigurationList; buildConfigurations = (\(projectDebug), \(projectRelease), ); defaultConfigurationName = Release;};")
        objects.append(
            "\(project) = {isa = PBXProject; buildConfigurationList = \(projectList); compatibilityVersion = \"Xcode 14.0\"; mainGroup = \(group); projectDirPath = \"\"; projectRoot = \"\"; targets = (\(target), );};"
        )
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
            \t};
            \trootObject = \(project);
            }
            """
    }
}
