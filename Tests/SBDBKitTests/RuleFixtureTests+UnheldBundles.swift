import Testing

// Rule (unheld_ib_bundles, migration 0026): while the app opens IB files of a bundle the
// repository does not hold, a class that no IB file of the repository uses may be connected in
// those files: its members that no held IB file connects are undecided, not dead.
extension RuleFixtureTests {
    /// A storyboard whose scene is a `HistoryViewController` and, with `kit`, a segue to a
    /// storyboard reference into `com.example.Kit`, a bundle no project or Info.plist of the
    /// repository gives.
    static func history(kit: Bool) -> String {
        let placeholder =
            kit
            ? """
            <scene sceneID="sc2">
                <objects>
                    <viewControllerPlaceholder storyboardName="Insulin" bundleIdentifier="com.example.Kit" id="ph1" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="vc1">
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <viewController id="vc1" customClass="HistoryViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw1"/>
                            </viewController>
                        </objects>
                    </scene>
                    \(placeholder)
                </scenes>
            </document>
            """
    }

    static let historyCode = """
        import UIKit
        final class HistoryViewController: UIViewController {
            @IBOutlet var chartView: UIView!
        }
        final class InsulinViewController: UITableViewController {
            @IBOutlet var totalLabel: UILabel!
        }
        """

    /// outlet-mismatches' rows as `class.property`, decided and undecided (with the reason).
    func outletRows(_ database: String) throws -> (decided: [String], undecided: [String]) {
        try decidedAndUndecided("outlet-mismatches", database) { "\($0[0].text).\($0[1].text)" }
    }

    @Test func aClassNoHeldIBFileUsesIsUndecidedWhileTheAppOpensIBFilesItDoesNotHold() throws {
        let repo = try indexed(
            ["App/Main.storyboard": Self.history(kit: true), "App/Controllers.swift": Self.historyCode],
            sources: ["App/Controllers.swift"], resources: ["App/Main.storyboard"])
        let rows = try outletRows(repo.database)
        // The class a held storyboard uses keeps its finding.
        #expect(rows.decided == ["HistoryViewController.chartView"])
        #expect(
            rows.undecided == [
                "InsulinViewController.totalLabel|no IB file of the repository uses InsulinViewController, and App/Main.storyboard:13 "
                    + "opens IB files of com.example.Kit, which the repository does not hold: they may connect it"
            ])
    }

    /// Without the reference, or when the repository builds the bundle it names (an Info.plist
    /// gives its identifier), every IB file the app opens is held: the rows are decided.
    @Test(arguments: [false, true])
    func aClassNoIBFileUsesIsDecidedWhenEveryIBFileTheAppOpensIsHeld(buildsTheBundle: Bool) throws {
        var files = ["App/Main.storyboard": Self.history(kit: buildsTheBundle), "App/Controllers.swift": Self.historyCode]
        if buildsTheBundle {
            files["Kit/Info.plist"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.Kit</string></dict></plist>
                """
        }
        let repo = try indexed(files, sources: ["App/Controllers.swift"], resources: ["App/Main.storyboard"])
        let rows = try outletRows(repo.database)
        #expect(rows.decided == ["HistoryViewController.chartView", "InsulinViewController.totalLabel"])
        #expect(rows.undecided.isEmpty)
    }
}
