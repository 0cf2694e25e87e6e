import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// Nib names that code gives through overrides, custom initializers and the platform's own
/// class-name rule, decided by the class chain (Tests/Fixtures/Repos/NameFlow).
@Suite struct NameFlowTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/NameFlow")
    }

    @Test func codeLinksFollowOverridesInitializersAndTheClassNameRule() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, i.line, i.target_name, t.path, i.source_class, i.resolution, i.problem
                FROM includes i JOIN files f ON f.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id
                WHERE i.mechanism = 'code' ORDER BY f.path, i.line, i.target_name
                """) == [
                    // A loop over names class functions give; PlainCell inherits BaseCell's.
                    "App/Cells.swift|18|BaseCell|App/BaseCell.xib|CellsController|constant|NULL",
                    "App/Cells.swift|18|FancyCell|App/FancyCell.xib|CellsController|constant|NULL",
                    "App/CellsLoader.m|8|FancyCell|App/FancyCell.xib|CellsLoader|constant|NULL",
                    "App/ProfileController.swift|7|Profile|App/Profile.xib|NULL|implicit|NULL",
                    // One #define name, two values: each file's own (EditController.m), or its header's.
                    "App/Share/EditController.m|10|EditScreen|App/Share/EditScreen.xib|EditController|constant|NULL",
                    "App/Share/ShareController.m|5|ShareScreen|App/Share/ShareScreen.xib|ShareController|constant|NULL",
                    "App/UIView+Helpers.m|14|RatingsView|App/RatingsView.xib|RatingsView|helper|NULL",
                    "App/UIView+Nib.swift|19|OrderCell|App/OrderCell.xib|NULL|helper|NULL",
                    "App/UIView+Nib.swift|20|BannerView|App/BannerView.xib|NULL|helper|NULL",
                    // type(of: self).defaultNibName: an extension's class var returning another's.
                    "App/UIViewController+Nib.swift|14|SheetController|App/SheetController.xib|SheetController|class-name|NULL",
                    "Mac/Controllers.swift|5|GameScanner|Mac/GameScanner.xib|GameScannerViewController|literal|NULL",
                    "Mac/Controllers.swift|11|PrefA|Mac/PrefA.xib|PrefControlsController|literal|NULL",
                    "Mac/Controllers.swift|11|PrefB|Mac/PrefB.xib|PrefControlsController|literal|NULL",
                    "Mac/Controllers.swift|16|ShaderParameters|Mac/ShaderParameters.xib|ShaderWindowController|literal|NULL",
                    "Mac/Controllers.swift|29|PrefBiosController|Mac/PrefBiosController.xib|NULL|implicit|NULL",
                    "Mac/Controllers.swift|43|GridItem|Mac/GridItem.xib|GridController|implicit|NULL",
                    "Mac/OECollectionViewController.m|5|OECollection|Mac/OECollection.xib|OECollectionViewController|literal|NULL",
                    // The custom initializer's parameter, passed to super: what its callers pass.
                    "Mac/OECollectionViewController.m|11|Files|Mac/Files.xib|FilesViewController|argument|NULL",
                    "Mac/OECollectionViewController.m|15|Files|Mac/Files.xib|FilesViewController|literal|NULL",
                    // [self mainNibName] in BasePane: each subclass's provider, the nearest on its chain.
                    "Mac/Panes/BasePane.m|10|Advanced|Mac/Panes/Advanced.xib|AdvancedPane|constant|NULL",
                    "Mac/Panes/BasePane.m|10|Advanced|Mac/Panes/Advanced.xib|ExpertPane|constant|NULL",
                    "Mac/Panes/BasePane.m|10|GeneralPane|Mac/Panes/GeneralPane.xib|GeneralPane|class-name|NULL",
                    "Shared/Router.swift|5|Settings|App/Base.lproj/Settings.storyboard|NULL|literal|NULL",
                    "Shared/Router.swift|9|Settings|Mac/Base.lproj/Settings.storyboard|NULL|literal|NULL",
                ])
    }

    @Test func unusedNibsAreThoseNoControllerLoads() throws {
        let report = try #require(ReportCatalog.report(named: "unused-nibs"))
        let result = try QueryRunner(databasePath: database).run(sql: report.sql)
        #expect(
            result.rows.map { $0[1].text } == [
                "App/Orphan.xib", "Mac/DataController.xib", "Mac/Panes/AdvancedPane.xib", "Mac/ToolsController.xib",
            ])
    }

    @Test func anIdentifierNibThatComesAndGoesIsLinkedIncrementally() throws {
        let linked = "SELECT count(*) FROM includes WHERE target_name = 'GridItem' AND target_file_id IS NOT NULL"
        let xib = try String(contentsOf: tree.file("Mac/GridItem.xib"), encoding: .utf8)
        try FileManager.default.removeItem(at: tree.file("Mac/GridItem.xib"))
        try index(tree.path, database: database)
        #expect(try rows(database, linked) == ["0"])
        #expect(try rows(database, "SELECT count(*) FROM includes WHERE problem IS NOT NULL AND target_name = 'GridItem'") == ["0"])
        try tree.write("Mac/GridItem.xib", xib)
        try index(tree.path, database: database)
        #expect(try rows(database, linked) == ["1"])
    }

    @Test func aHelperThatStopsLoadingByClassNameUnlinksItsCallersIncrementally() throws {
        let helperLinks = "SELECT target_name FROM includes WHERE resolution = 'helper' ORDER BY target_name"
        #expect(try rows(database, helperLinks) == ["BannerView", "OrderCell", "RatingsView"])
        let path = "App/UIView+Nib.swift"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, text.replacingOccurrences(of: "UINib(nibName: classNameWithoutNamespaces", with: "UINib(nibName: \"Fixed\""))
        try tree.bumpModificationTime(path)
        try index(tree.path, database: database)
        #expect(try rows(database, helperLinks) == ["RatingsView"])
        try tree.write(path, text)
        try tree.bumpModificationTime(path, seconds: 10)
        try index(tree.path, database: database)
        #expect(try rows(database, helperLinks) == ["BannerView", "OrderCell", "RatingsView"])
    }

    @Test func aProviderThatChangesItsNameRelinksTheLoadInItsBaseClass() throws {
        let panes = "SELECT DISTINCT target_name FROM includes WHERE source_class IN ('AdvancedPane', 'ExpertPane') ORDER BY 1"
        #expect(try rows(database, panes) == ["Advanced"])
        let path = "Mac/Panes/Panes.m"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, text.replacingOccurrences(of: "return @\"Advanced\";", with: "return @\"AdvancedPane\";"))
        try tree.bumpModificationTime(path)
        try index(tree.path, database: database)
        #expect(try rows(database, panes) == ["AdvancedPane"])
        let report = try #require(ReportCatalog.report(named: "unused-nibs"))
        #expect(try QueryRunner(databasePath: database).run(sql: report.sql).rows.map { $0[1].text }.contains("Mac/Panes/Advanced.xib"))
    }

    @Test func dynamicLoadsListsTheCallsWhoseNameNobodyCanKnow() throws {
        let report = try #require(ReportCatalog.report(named: "dynamic-loads"))
        let result = try QueryRunner(databasePath: database).run(sql: report.sql)
        // Not the forwarding initializer's super call, not [self mainNibName], not a resolved name.
        #expect(
            result.rows.map { $0.map(\.text).joined(separator: "|") } == [
                "nib|UINib(nibName:bundle:)|\"Banner\" + theme|dynamic|ThemeLoader|App/ThemeLoader.swift|6"
            ])
    }

    @Test func anInheritedProviderThatChangesRelinksTheLoadsThatAskASubclass() throws {
        let cells = "SELECT target_name FROM includes WHERE line = 18 AND source_file_id = (SELECT id FROM files WHERE path = 'App/Cells.swift') ORDER BY 1"
        #expect(try rows(database, cells) == ["BaseCell", "FancyCell"])
        let path = "App/Cells.swift"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        let loader = "SELECT target_name FROM includes WHERE source_file_id = (SELECT id FROM files WHERE path = 'App/CellsLoader.m')"
        #expect(try rows(database, loader) == ["FancyCell"])
        try tree.write(
            path,
            text.replacingOccurrences(of: "return \"BaseCell\"", with: "return \"RatingsView\"")
                .replacingOccurrences(of: "{ \"FancyCell\" }", with: "{ \"Profile\" }"))
        try tree.bumpModificationTime(path)
        try index(tree.path, database: database)
        // PlainCell inherits the new name; FancyCell's own changed, also for CellsLoader.m, a file
        // that did not change.
        #expect(try rows(database, cells) == ["Profile", "RatingsView"])
        #expect(try rows(database, loader) == ["Profile"])
    }

    @Test func whatTheRepositoryCannotCheckIsNoBrokenLink() throws {
        // The links are there, resolved or with their problem, in includes...
        #expect(
            try rows(database, "SELECT target_name, problem FROM includes WHERE problem IS NOT NULL ORDER BY target_name")
                == ["Insulin|external-bundle"])
        // ...and broken-includes, the finding, has none of them.
        let report = try #require(ReportCatalog.report(named: "broken-includes"))
        #expect(try QueryRunner(databasePath: database).run(sql: report.sql).rows.isEmpty)
    }

    @Test func aCallsPlatformPicksAmongFilesOfOneName() throws {
        #expect(
            try rows(
                database,
                """
                SELECT i.line, t.path, i.problem FROM includes i JOIN files f ON f.id = i.source_file_id
                LEFT JOIN files t ON t.id = i.target_file_id WHERE f.path = 'Shared/Router.swift' ORDER BY i.line
                """) == ["5|App/Base.lproj/Settings.storyboard|NULL", "9|Mac/Base.lproj/Settings.storyboard|NULL"])
        // The detail says what decided: the platform, not the folders.
        #expect(
            try rows(
                database,
                """
                SELECT substr(i.detail, instr(i.detail, '; ') + 2) FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path = 'Shared/Router.swift' ORDER BY i.line
                """) == ["the one of 2 files named Settings for ios", "the one of 2 files named Settings for macos"])
    }
}

/// A scene opened on a storyboard that a local holds (`let storyboard = UIStoryboard(name:)`, then
/// `storyboard.instantiateViewController(withIdentifier:)`), and a storyboard name written
/// inside the type that encloses its constant (`Boards.shop` for `StoreRouter.Boards.shop`).
@Suite struct SceneIdentifierTests {
    @Test func aMistypedSceneOnAStoryboardLocalIsAMissingScene() throws {
        let tree = try TemporaryDirectory()
        try tree.write(
            "App/StoreRouter.swift",
            """
            import UIKit

            final class StoreRouter {
                enum Boards { static let shop = "Shop" }
                func checkout() -> UIViewController {
                    let storyboard = UIStoryboard(name: Boards.shop, bundle: nil)
                    return storyboard.instantiateViewController(withIdentifier: "Checkout")
                }
                func typo() -> UIViewController {
                    let board = UIStoryboard(name: "Shop", bundle: nil)
                    return board.instantiateViewController(withIdentifier: "Chekout")
                }
            }
            """)
        try tree.write(
            "App/Shop.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="shp-VC-001">
                <scenes>
                    <scene sceneID="scn-shp-001">
                        <objects>
                            <viewController storyboardIdentifier="Checkout" id="shp-VC-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let database = tree.file("index.sqlite").path
        try index(tree.path, database: database)
        #expect(
            try rows(
                database,
                """
                SELECT i.line, i.target_name, i.target_identifier, i.target_scene_id IS NOT NULL, i.problem
                FROM includes i WHERE i.mechanism = 'code' ORDER BY i.line
                """) == [
                    "6|Shop|NULL|0|NULL", "7|Shop|Checkout|1|NULL", "10|Shop|NULL|0|NULL", "11|Shop|Chekout|0|missing-scene",
                ])
        let report = try #require(ReportCatalog.report(named: "broken-includes"))
        #expect(
            try QueryRunner(databasePath: database).run(sql: report.sql).rows.map { $0.map(\.text).joined(separator: "|") } == [
                "StoreRouter|App/StoreRouter.swift|11|code|Shop|Chekout|missing-scene"
            ])
    }
}
