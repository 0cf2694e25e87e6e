import Foundation
import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// The code side over the Code fixture repository: links made by code and the five reports
/// that need it, with exact rows.
@Suite struct CodeReportTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Code")
    }

    func report(_ name: String, _ arguments: [String: String] = [:]) throws -> [String] {
        let report = try #require(ReportCatalog.report(named: name))
        let result = try QueryRunner(databasePath: database).run(sql: report.decided().sql, arguments: try report.arguments(arguments))
        return result.rows.map { $0.map { $0 == .null ? "NULL" : $0.text }.joined(separator: "|") }
    }

    @Test func codeLinksResolveLiteralsConstantsClassNamesConventionsAndImplicitNibs() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.name, i.line, i.target_name, i.target_identifier, t.path, i.source_class, i.resolution, i.problem
                FROM includes i JOIN files f ON f.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id
                WHERE i.mechanism = 'code' ORDER BY f.path, i.line
                """) == [
                    "BadgeView|8|BadgeView|NULL|App/BadgeView.xib|BadgeView|class-name|NULL",
                    "OrdersViewController|20|OrderCell|NULL|App/OrderCell.xib|OrdersViewController|literal|NULL",
                    "OrdersViewController|21|Shop|Cart|App/Shop.storyboard|OrdersViewController|literal|NULL",
                    "OrdersViewController|23|DetailView|NULL|App/DetailView.xib|OrdersViewController|implicit|NULL",
                    "OrdersViewController|31|Banner|NULL|App/Banner.xib|Banner|convention|NULL",
                ])
        // The commented-out call and the dynamic name are kept out of the graph; the dynamic one is recorded.
        #expect(try rows(database, "SELECT value_kind, source_text FROM code_references WHERE value_kind = 'dynamic'") == ["dynamic|name"])
        #expect(try rows(database, "SELECT count(*) FROM code_references WHERE source_text LIKE '%CommentedOut%'") == ["0"])
    }

    @Test func objectiveCControllersWithoutANibNameLinkToTheirImplicitNib() throws {
        try tree.write("App/LegacyView.xib", try String(contentsOf: tree.file("App/Dead.xib"), encoding: .utf8))
        try tree.write(
            "App/Sources/Menu.m",
            """
            #import "Menu.h"
            @implementation Menu
            - (void)open {
                UIViewController *legacy = [[LegacyViewController alloc] init];
                [[HelperViewController alloc] initWithNibName:nil bundle:nil];
            }
            @end
            """)
        try index(tree.path, database: database)
        #expect(
            try rows(
                database,
                """
                SELECT f.name, i.line, i.target_name, t.path, i.source_class, i.resolution
                FROM includes i JOIN files f ON f.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id
                WHERE i.mechanism = 'code' AND f.kind = 'objc' ORDER BY i.line
                """) == ["Menu|4|LegacyView|App/LegacyView.xib|Menu|implicit"])
        #expect(try !report("unused-nibs").contains { $0.hasPrefix("LegacyView|") })
    }

    @Test func codeLinksStartWhereTheirClassIsUsed() throws {
        #expect(
            try report("inclusion-depth").prefix(5) == [
                "Main|App/Base.lproj/Main.storyboard|storyboard|0|0|0|Main",
                "BadgeView|App/BadgeView.xib|nib|1|1|0|Main > BadgeView",
                // Banner's class is used by no IB file: its code runs from the app's code.
                "Banner|App/Banner.xib|nib|1|1|0|code > Banner",
                "DetailView|App/DetailView.xib|nib|1|1|0|Main > DetailView",
                "OrderCell|App/OrderCell.xib|nib|1|1|0|Main > OrderCell",
            ])
    }

    @Test func unusedNibsAndStoryboards() throws {
        // Banner is used by code (a NibLoadable conformance) even though no IB file uses the class.
        #expect(try report("unused-nibs") == ["CommentedOut|App/CommentedOut.xib|NULL|NULL|0|unreferenced", "Dead|App/Dead.xib|NULL|DeadView|0|unreferenced"])
        #expect(try report("unused-storyboards") == ["Forgotten|App/Forgotten.storyboard|unreferenced"])
    }

    @Test func designableReuseCountsUsesNotFileOwners() throws {
        #expect(
            try report("designable-reuse") == [
                "BadgeView|2|1|App/Sources/BadgeView.swift",
                "LonelyView|0|0|App/Sources/BadgeView.swift",
            ])
    }

    @Test func outletMismatchesFollowSuperclassesInTheRepository() throws {
        #expect(
            try report("outlet-mismatches") == [
                "OrdersViewController|gone|outlet|missing-in-code|App/Base.lproj/Main.storyboard|23|NULL|NULL",
                "OrdersViewController|vanished:|action|missing-in-code|App/Base.lproj/Main.storyboard|15|NULL|NULL",
                "OrdersViewController|neverWired:|action|not-connected|App/Sources/OrdersViewController.swift|15|App/Sources/OrdersViewController.swift:15|0",
                "OrdersViewController|unused|outlet|not-connected|App/Sources/OrdersViewController.swift|13|App/Sources/OrdersViewController.swift:13|0",
            ])
    }

    @Test func unknownCustomClasses() throws {
        #expect(
            try report("unknown-custom-classes") == [
                "CartViewController|1|1|App/Shop.storyboard",
                "DeadView|1|1|App/Dead.xib",
                "MysteryView|1|1|App/Base.lproj/Main.storyboard",
                "OrderCell|1|1|App/OrderCell.xib",
            ])
    }

    @Test func nibUsageExplainsEveryLink() throws {
        #expect(
            try report("nib-usage", ["name": "BadgeView"]).map { $0.split(separator: "|").prefix(6).joined(separator: "|") } == [
                "BadgeView|App/BadgeView.xib|BadgeView|App/Sources/BadgeView.swift|8|code"
            ])
    }

    @Test func aChangedSwiftFileReplacesItsFacts() throws {
        let path = "App/Sources/OrdersViewController.swift"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, text.replacingOccurrences(of: "\"OrderCell\", bundle", with: "\"Dead\", bundle"))
        try tree.bumpModificationTime(path)
        let summary = try index(tree.path, database: database)
        #expect(summary.parsed == 1)
        #expect(
            try report("unused-nibs") == [
                "CommentedOut|App/CommentedOut.xib|NULL|NULL|0|unreferenced", "OrderCell|App/OrderCell.xib|NULL|OrderCell|0|unreferenced",
            ])
    }

    @Test func configuredWrappersMakeLinksAndReReadSources() throws {
        try tree.write(
            "App/Sources/Router.swift",
            """
            final class OrdersRouter { func go() { Router.open("Forgotten") } }
            """)
        try index(tree.path, database: database)
        #expect(try report("unused-storyboards") == ["Forgotten|App/Forgotten.storyboard|unreferenced"])
        try tree.write(".sbdb.yml", "wrappers:\n  - function: open\n    kind: storyboard\n")
        var options = IndexOptions()
        options.configuration = try SBDBConfiguration.load(root: tree.path)
        let summary = try Indexer(store: try Store(path: database), root: tree.path, options: options).run()
        #expect(summary.parsed == 3, "every source file is read again when the wrappers change")
        #expect(try report("unused-storyboards").isEmpty)
    }

    @Test func reusableStoryboardConventionsUseTheTypesOwnStoryboard() throws {
        try tree.write(
            "App/Sources/Scenes.swift",
            """
            final class CartViewController: UIViewController, StoryboardSceneBased {
                static let sceneStoryboard = UIStoryboard(name: "Shop", bundle: nil)
            }
            final class ForgottenViewController: UIViewController, StoryboardBased {}
            final class Forgotten: UIViewController, StoryboardBased {}
            """)
        try index(tree.path, database: database)
        #expect(
            try rows(
                database,
                """
                SELECT i.source_class, i.target_name, i.target_identifier, t.path, i.problem FROM includes i
                LEFT JOIN files t ON t.id = i.target_file_id WHERE i.resolution = 'convention' AND i.source_class <> 'Banner'
                ORDER BY i.source_class
                """) == [
                    "CartViewController|Shop|CartViewController|App/Shop.storyboard|missing-scene",
                    "Forgotten|Forgotten|NULL|App/Forgotten.storyboard|NULL",
                    "ForgottenViewController|ForgottenViewController|NULL|NULL|missing-file",
                ])
    }
}
