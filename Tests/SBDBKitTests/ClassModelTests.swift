import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// Classes as the runtime sees them (Tests/Fixtures/Repos/ClassModel, whose README says what
/// each file shows): extensions are not classes, framework classes have their own members,
/// First Responder actions reach any class, @objc runtime names, "-able" superclasses, one row
/// per member, overrides of framework actions, and classes of packages that are not checked in.
@Suite struct ClassModelTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/ClassModel")
    }

    func report(_ name: String) throws -> [String] {
        let report = try #require(ReportCatalog.report(named: name))
        let result = try QueryRunner(databasePath: database).run(sql: report.decided().sql)
        return result.rows.map { $0.map { $0 == .null ? "NULL" : $0.text }.joined(separator: "|") }
    }

    @Test func outletMismatchesAreExactlyTheRealOnes() throws {
        #expect(
            try report("outlet-mismatches") == [
                // Sent to First Responder, answered by nothing in the repository or the frameworks.
                "FirstResponder|launchRockets:|action|missing-in-code|Mac/MainMenu.xib|27|NULL|NULL",
                // A legacy archive's connection, checked like any other.
                "LegacyPanel|gone|outlet|missing-in-code|Mac/Legacy.xib|26|NULL|NULL",
                // A plain UIViewController subclass has no tableView; UITableViewController does.
                "ProfileViewController|tableView|outlet|missing-in-code|App/Profile.xib|8|NULL|NULL",
                // Declared nowhere, not even as a plain method or instance variable.
                "StatsWindowController|progress|outlet|missing-in-code|Mac/Stats.xib|7|NULL|NULL",
                "StatsWindowController|vanished:|action|missing-in-code|Mac/Stats.xib|23|NULL|NULL",
                // Dead members first: only a comment and a string name orphan.
                "EditorViewController|orphan:|action|not-connected|App/EditorViewController.swift|13|App/EditorViewController.swift:13|0",
                // In a project the app's project refers to (Linked.xcodeproj), so it is the app's.
                "LinkedView|dangling|outlet|not-connected|Linked/LinkedView.swift|5|Linked/LinkedView.swift:5|0",
                // Declared in the header and the implementation: one row, both places.
                "ListController|unused:|action|not-connected|Mac/ListController.h|9|Mac/ListController.h:9 Mac/ListController.m:8|0",
                // Used by code: assigned in viewDidLoad, a #selector in an extension, [self reload:nil].
                "EditorViewController|footer|outlet|not-connected|App/EditorViewController.swift|5|App/EditorViewController.swift:5|1",
                "EditorViewController|refreshNow:|action|not-connected|App/EditorViewController+Toolbar.swift|4|App/EditorViewController+Toolbar.swift:4|1",
                "ListController|reload:|action|not-connected|Mac/ListController.h|10|Mac/ListController.h:10 Mac/ListController.m:10|1",
            ])
    }

    @Test func extensionsAndCategoriesDoNotMakeFrameworkClassesRepositoryClasses() throws {
        #expect(
            try rows(database, "SELECT name, kind FROM classes WHERE name IN ('UIViewController', 'UIView', 'NSTableView') ORDER BY name")
                == ["NSTableView|extension", "UIView|extension", "UIViewController|extension"])
        // view (UIViewController), dataSource/delegate (UITableView, NSTableView) are framework members.
        let rows = try report("outlet-mismatches")
        for member in ["|view|", "|dataSource|", "|delegate|"] { #expect(!rows.contains { $0.contains(member) }) }
    }

    @Test func runtimeNamesAreTheNamesIBUses() throws {
        #expect(try rows(database, "SELECT name, runtime_name FROM classes WHERE runtime_name IS NOT NULL") == ["StarButton|ACMStarButton"])
        #expect(try report("designable-reuse").first == "StarButton|2|2|App/StarButton.swift")
        #expect(!(try report("unknown-custom-classes")).contains { $0.hasPrefix("ACMStarButton|") })
    }

    @Test func separateProjectsAreVendoredAndProjectsTheAppRefersToAreNot() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, v.reason, v.project FROM vendored_files v JOIN files f ON f.id = v.file_id ORDER BY f.path
                """) == [
                    "Demos/Sample/Sample.xcodeproj/project.pbxproj|project|Demos/Sample/Sample.xcodeproj",
                    "Demos/Sample/SampleController.h|project|Demos/Sample/Sample.xcodeproj",
                ])
        #expect(!(try report("outlet-mismatches")).contains { $0.hasPrefix("SampleController|") })
    }

    @Test func theClasslessOwnerOfANibLoadedWithOwnerSelfIsTheLoadingClass() throws {
        #expect(!(try report("outlet-mismatches")).contains { $0.hasPrefix("SheetLoader|") })
    }

    @Test func designableReuseTellsAnIOSClassFromAMacOSClassOfTheSameName() throws {
        #expect(
            try report("designable-reuse") == [
                "StarButton|2|2|App/StarButton.swift", "BadgeView|1|1|App/BadgeView.swift",
                // Declared in Objective-C and in Swift, used once: one use.
                "RatingControl|1|1|Mac/RatingControl.h",
            ])
    }

    @Test func aSuperclassNamedLikeAProtocolIsStillASuperclass() throws {
        #expect(try rows(database, "SELECT superclass FROM classes WHERE name = 'CategoryTable'") == ["ThemeableTable"])
    }

    /// Classes code shows to come from a package are left out; the rest, in a repository whose
    /// code imports packages it does not hold (and IB files no target claims), may come from
    /// one of them: undecided, naming them, never guessed from a list of well-known packages.
    @Test func unknownCustomClassesLeaveOutPackagesThatAreNotCheckedIn() throws {
        // IB says OwnTypo is the app target's own (customModuleProvider="target"): no package's.
        #expect(try report("unknown-custom-classes") == ["OwnTypo|1|1|App/Widgets.storyboard"])
        let unknown = try #require(ReportCatalog.report(named: "unknown-custom-classes"))
        let undecided = try QueryRunner(databasePath: database).run(sql: unknown.undecidedOnly().sql)
        #expect(
            undecided.rows.map { $0[0].text } == [
                "AnimatedImageView", "GhostLegacyView", "PKRatTypo", "SPUStandardUpdaterController", "TypoView",
            ])
        #expect(
            undecided.rows.allSatisfy {
                $0.last?.text
                    == "declared nowhere in the repository, whose code for this file imports FancyButton, MSGMessagesKit, RatingKit, not checked in: it may come from there"
            })
    }

    @Test func theFrameworkModelIsLoadedAndWalksToNSObject() throws {
        #expect(
            try rows(
                database,
                """
                WITH RECURSIVE up(name) AS (VALUES ('UITableViewController')
                    UNION SELECT f.superclass FROM up JOIN framework_classes f ON f.name = up.name WHERE f.superclass IS NOT NULL)
                SELECT name FROM up
                """) == ["UITableViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(
            try rows(database, "SELECT class FROM framework_members WHERE member = 'prefetchDataSource' ORDER BY class")
                == ["NSCollectionView", "UICollectionView", "UITableView"])
        #expect(try rows(database, "SELECT platform FROM framework_classes WHERE name = 'WKWebView' ORDER BY platform") == ["iOS", "macOS"])
    }
}
