import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// The project model (issue 19) on Tests/Fixtures/Repos/Projects: targets and the files they
/// build, names resolved within the bundle that loads them, files in no target, xcconfig
/// settings, synchronized folders, a package and a preprocessed Info.plist. Every report's rows
/// are exact.
@Suite struct ProjectModelTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Projects")
    }

    private func report(_ name: String) throws -> [String] {
        try reportRows(name, database: database)
    }

    @Test func targetsAreReadWithTheirIdentityFromProjectsXcconfigsAndPackages() throws {
        #expect(
            try rows(
                database,
                """
                SELECT name, product_type, coalesce(bundle_identifier, ''), coalesce(module_name, ''),
                       coalesce(info_plist, ''), coalesce(platform, '')
                FROM targets ORDER BY name
                """) == [
                    "DualMac|com.apple.product-type.application||DualMac||macos",
                    "DualPhone|com.apple.product-type.application||DualPhone||ios",
                    // From Config/Share.xcconfig, which includes Base.xcconfig: $(TARGET_NAME:rfc1034identifier).
                    "ShareExt|com.apple.product-type.app-extension|com.example.ShareExt|ShareExt|Shop/Share/Info.plist|ios",
                    "Shop|com.apple.product-type.application|com.example.shop|Shop|Shop/App/Info.plist|ios",
                    "ShopKit|com.apple.product-type.framework|com.example.shopkit|ShopKit||ios",
                    "ShopTests|com.apple.product-type.bundle.unit-test||ShopTests||ios",
                    "SyncedApp|com.apple.product-type.application||SyncedApp||ios",
                    "SyncedWidget|com.apple.product-type.app-extension||SyncedWidget||ios",
                    "Widgets|swiftpm.regular||Widgets||",
                    "WidgetsTests|swiftpm.test||WidgetsTests||",
                ])
        #expect(
            try rows(
                database,
                """
                SELECT t.name, d.kind, d.name FROM target_dependencies d JOIN targets t ON t.id = d.target_id ORDER BY 1, 2, 3
                """) == ["Shop|embed|ShareExt", "Shop|link|ShopKit", "Shop|package-product|Widgets", "Shop|target|ShopKit"])
        #expect(
            try rows(
                database,
                """
                SELECT b.configuration, b.path FROM base_configurations b JOIN targets t ON t.id = b.target_id ORDER BY 1
                """) == ["Debug|Shop/Config/Share.xcconfig", "Release|Shop/Config/Share.xcconfig"])
    }

    /// A storyboard's image that only another target's catalog holds: not in the nib's bundle (issue 20).
    @Test func anImageOfAnotherTargetsCatalogIsNotInTheBundle() throws {
        #expect(
            try rows(database, "SELECT catalog, target FROM (SELECT c.catalog, t.name AS target FROM asset_catalogs c JOIN targets t ON t.id = c.target_id)")
                == [
                    "Shop/Share/ShareAssets.xcassets|ShareExt"
                ])
        #expect(
            try report("missing-resources") == [
                "image|share-glyph|not-in-bundle|Shop/App/Base.lproj/Main.storyboard|10|imageView iv1-aa-bbb"
            ])
    }

    @Test func theTargetsReportCountsWhatEachTargetBuilds() throws {
        #expect(
            try report("targets") == [
                "DualMac|Dual/Dual.xcodeproj/project.pbxproj|com.apple.product-type.application|macos|||0|2|2",
                "DualPhone|Dual/Dual.xcodeproj/project.pbxproj|com.apple.product-type.application|ios|||0|1|2",
                "Widgets|Pkg/Package.swift|swiftpm.regular||||0|2|2",
                "WidgetsTests|Pkg/Package.swift|swiftpm.test||||0|0|1",
                "ShareExt|Shop/Shop.xcodeproj/project.pbxproj|com.apple.product-type.app-extension|ios|com.example.ShareExt|Shop/Share/Info.plist|2|1|1",
                "Shop|Shop/Shop.xcodeproj/project.pbxproj|com.apple.product-type.application|ios|com.example.shop|Shop/App/Info.plist|4|4|2",
                "ShopKit|Shop/Shop.xcodeproj/project.pbxproj|com.apple.product-type.framework|ios|com.example.shopkit||1|1|1",
                "ShopTests|Shop/Shop.xcodeproj/project.pbxproj|com.apple.product-type.bundle.unit-test|ios|||0|0|1",
                "SyncedApp|Synced/Synced.xcodeproj/project.pbxproj|com.apple.product-type.application|ios|||1|1|1",
                "SyncedWidget|Synced/Synced.xcodeproj/project.pbxproj|com.apple.product-type.app-extension|ios|||0|1|0",
            ])
    }

    @Test func eachFileKnowsTheTargetsThatBuildIt() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, group_concat(t.name || ':' || m.role, ' ') FROM file_targets m
                JOIN files f ON f.id = m.file_id JOIN targets t ON t.id = m.target_id
                WHERE f.kind IN ('storyboard', 'xib', 'swift', 'objc', 'plist')
                GROUP BY f.path ORDER BY f.path
                """) == [
                    "Dual/Mac/MacController.swift|DualMac:source",
                    "Dual/Mac/MainMenu.xib|DualMac:resource",
                    "Dual/Mac/Row.xib|DualMac:resource",
                    "Dual/Shared/RowLoader.swift|DualMac:source DualPhone:source",
                    "Dual/iOS/PhoneController.swift|DualPhone:source",
                    "Dual/iOS/Row.xib|DualPhone:resource",
                    "Pkg/Sources/Widgets/CardView.swift|Widgets:package",
                    "Pkg/Sources/Widgets/Chip.swift|Widgets:package",
                    "Pkg/Sources/Widgets/Resources/Badge.xib|Widgets:resource",
                    "Pkg/Sources/Widgets/Resources/Card.xib|Widgets:resource",
                    "Pkg/Tests/WidgetsTests/CardTests.swift|WidgetsTests:package",
                    "Shop/App/AppDelegate.swift|Shop:source",
                    "Shop/App/Badge.xib|Shop:resource",
                    "Shop/App/Base.lproj/Main.storyboard|Shop:resource",
                    "Shop/App/BetaLaunch.storyboard|Shop:resource",
                    "Shop/App/Card.storyboard|Shop:resource",
                    "Shop/App/Launch.storyboard|Shop:resource",
                    "Shop/App/Panel.xib|Shop:resource",
                    "Shop/App/PanelLoader.swift|Shop:source",
                    "Shop/App/Promo.xib|Shop:resource",
                    "Shop/App/Sheet.xib|Shop:resource",
                    "Shop/Checks/SheetCheck.swift|ShopTests:source",
                    "Shop/Kit/BadgeView.swift|ShopKit:source",
                    "Shop/Kit/Card.storyboard|ShopKit:resource",
                    "Shop/Kit/Panel.xib|ShopKit:resource",
                    "Shop/Share/Badge.xib|ShareExt:resource",
                    "Shop/Share/Base.lproj/MainInterface.storyboard|ShareExt:resource",
                    "Shop/Share/Card.storyboard|ShareExt:resource",
                    "Shop/Shared/CardLoader.swift|ShareExt:source",
                    // The synchronized folder, less its exceptions; Widget.xib also joins SyncedWidget.
                    "Synced/App/Main.storyboard|SyncedApp:synchronized",
                    "Synced/App/ViewController.swift|SyncedApp:synchronized",
                    "Synced/App/Widget.xib|SyncedApp:synchronized SyncedWidget:synchronized",
                ])
    }

    @Test func namesResolveWithinTheBundleThatLoadsThem() throws {
        #expect(
            try rows(
                database,
                """
                SELECT s.path, i.target_name, coalesce(t.path, ''), coalesce(i.problem, '') FROM includes i
                JOIN files s ON s.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id
                ORDER BY 1, 2, 3
                """) == [
                    "Dual/Dual.xcodeproj/project.pbxproj|MainMenu|Dual/Mac/MainMenu.xib|",
                    // One link per app: each runs the shared code with its own Row.
                    "Dual/Shared/RowLoader.swift|Row|Dual/Mac/Row.xib|",
                    "Dual/Shared/RowLoader.swift|Row|Dual/iOS/Row.xib|",
                    "Pkg/Sources/Widgets/CardView.swift|Card|Pkg/Sources/Widgets/Resources/Card.xib|",
                    // `.module`: the package's own Badge, not that of the app linking the package.
                    "Pkg/Sources/Widgets/Chip.swift|Badge|Pkg/Sources/Widgets/Resources/Badge.xib|",
                    "Shop/App/AppDelegate.swift|Card|Shop/App/Card.storyboard|",
                    // A storyboard reference into the framework's bundle, by its identifier.
                    "Shop/App/Base.lproj/Main.storyboard|Card|Shop/Kit/Card.storyboard|",
                    // Both branches of the preprocessed plist.
                    "Shop/App/Info.plist|BetaLaunch|Shop/App/BetaLaunch.storyboard|",
                    "Shop/App/Info.plist|Launch|Shop/App/Launch.storyboard|",
                    "Shop/App/Info.plist|Main|Shop/App/Base.lproj/Main.storyboard|",
                    // `Bundle(for: BadgeView.self)`: the framework's Card, which has no scene
                    // Receipt; a missing scene, though three storyboards are named Card.
                    "Shop/App/PanelLoader.swift|Card|Shop/Kit/Card.storyboard|missing-scene",
                    // `Bundle(for: BadgeView.self)` and `Bundle(identifier: "com.example.shopkit")`:
                    // the framework's Panel, not the app's nearer one.
                    "Shop/App/PanelLoader.swift|Panel|Shop/Kit/Panel.xib|",
                    "Shop/App/PanelLoader.swift|Panel|Shop/Kit/Panel.xib|",
                    "Shop/Checks/SheetCheck.swift|Sheet|Shop/App/Sheet.xib|",
                    // The framework's `bundle: nil` is the app that links it.
                    "Shop/Kit/BadgeView.swift|Badge|Shop/App/Badge.xib|",
                    "Shop/Old/Dead.swift|Promo|Shop/App/Promo.xib|",
                    "Shop/Share/Info.plist|MainInterface|Shop/Share/Base.lproj/MainInterface.storyboard|",
                    // Equally near to both Cards: the extension that builds it decides.
                    "Shop/Shared/CardLoader.swift|Card|Shop/Share/Card.storyboard|",
                    "Synced/App/ViewController.swift|Widget|Synced/App/Widget.xib|",
                    "Synced/Synced.xcodeproj/project.pbxproj|Main|Synced/App/Main.storyboard|",
                ])
        #expect(try report("broken-includes") == ["PanelLoader|Shop/App/PanelLoader.swift|19|code|Card|Receipt|missing-scene"])
    }

    @Test func filesInNoTargetAreReportedAndGiveNoEvidence() throws {
        #expect(
            try report("not-in-target") == [
                "Old|Pkg/Sources/Widgets/Legacy/Old.xib|xib|0|0",
                "Legacy|Shop/Old/Legacy.xib|xib|0|0",
                "MainInterface|Shop/Old/MainInterface.storyboard|storyboard|0|0",
                "Draft|Synced/App/Drafts/Draft.xib|xib|0|0",
                "Unused|Synced/App/Unused.xib|xib|0|0",
                "Demo|Pkg/Examples/Demo.swift|swift|0|0",
                "Dead|Shop/Old/Dead.swift|swift|0|0",
            ])
        #expect(
            try report("unused-nibs") == [
                "Panel|Shop/App/Panel.xib||UIView|0|unreferenced",
                "Badge|Shop/Share/Badge.xib||UIView|0|unreferenced",
                // Named only by Old/Dead.swift, which no target builds.
                "Promo|Shop/App/Promo.xib||UIView|0|unreachable",
                "Old|Pkg/Sources/Widgets/Legacy/Old.xib||UIView|0|not-in-target",
                // Named only by code that only the unit-test target builds.
                "Sheet|Shop/App/Sheet.xib||UIView|0|test-only",
                "Legacy|Shop/Old/Legacy.xib|LegacyOwner|GoneView|0|not-in-target",
                "Draft|Synced/App/Drafts/Draft.xib||UIView|0|not-in-target",
                "Unused|Synced/App/Unused.xib||UIView|0|not-in-target",
            ])
        #expect(try report("unused-storyboards") == ["MainInterface|Shop/Old/MainInterface.storyboard|not-in-target"])
    }

    @Test func theOtherReportsLeaveOutFilesInNoTarget() throws {
        // Old/Legacy.xib connects `ghost` on LegacyOwner, which Old/Dead.swift declares with an
        // unconnected `unused`, and uses GoneView, which nothing declares: all in no target.
        // The Mac menu sends refresh: to First Responder: it reaches the Mac app's controller, not
        // the iOS app's, which the Mac app does not build.
        #expect(
            try report("outlet-mismatches") == [
                "PhoneController|refresh:|action|not-connected|Dual/iOS/PhoneController.swift|5|Dual/iOS/PhoneController.swift:5|0"
            ])
        #expect(try report("unknown-custom-classes").isEmpty)
        #expect(try report("designable-reuse") == ["BadgeView|1|1|Shop/Kit/BadgeView.swift"])
        #expect(try report("dynamic-loads").isEmpty)
        #expect(
            try report("inclusion-depth").map { $0.split(separator: "|", omittingEmptySubsequences: false).prefix(4).joined(separator: "|") } == [
                "BetaLaunch|Shop/App/BetaLaunch.storyboard|storyboard|0",
                "Launch|Shop/App/Launch.storyboard|storyboard|0",
                "Main|Shop/App/Base.lproj/Main.storyboard|storyboard|0",
                // From the project's INFOPLIST_KEY_UIMainStoryboardFile.
                "Main|Synced/App/Main.storyboard|storyboard|0",
                "MainInterface|Shop/Share/Base.lproj/MainInterface.storyboard|storyboard|0",
                "MainMenu|Dual/Mac/MainMenu.xib|nib|0",
                "Badge|Pkg/Sources/Widgets/Resources/Badge.xib|nib|1",
                "Badge|Shop/App/Badge.xib|nib|1",
                "Card|Pkg/Sources/Widgets/Resources/Card.xib|nib|1",
                "Card|Shop/App/Card.storyboard|storyboard|1",
                "Card|Shop/Kit/Card.storyboard|storyboard|1",
                "Card|Shop/Share/Card.storyboard|storyboard|1",
                "Panel|Shop/Kit/Panel.xib|nib|1",
                "Row|Dual/Mac/Row.xib|nib|1",
                "Row|Dual/iOS/Row.xib|nib|1",
                "Widget|Synced/App/Widget.xib|nib|1",
                "Badge|Shop/Share/Badge.xib|nib|",
                "Draft|Synced/App/Drafts/Draft.xib|nib|",
                "Legacy|Shop/Old/Legacy.xib|nib|",
                "MainInterface|Shop/Old/MainInterface.storyboard|storyboard|",
                "Old|Pkg/Sources/Widgets/Legacy/Old.xib|nib|",
                "Panel|Shop/App/Panel.xib|nib|",
                "Promo|Shop/App/Promo.xib|nib|",
                "Sheet|Shop/App/Sheet.xib|nib|",
                "Unused|Synced/App/Unused.xib|nib|",
            ])
    }

    @Test func aChangedProjectMovesMembershipAndLinks() throws {
        // Old/Legacy.xib joins the first resources phase of the file, the framework's: a changed
        // project re-derives membership.
        let project = tree.file("Shop/Shop.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: project, encoding: .utf8)
        let resources = try #require(text.range(of: "isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = ("))
        let buildFile = "\t\tB00000000000000000000001 = {isa = PBXBuildFile; fileRef = \(try legacyReference(text));};\n"
        text.insert(contentsOf: "B00000000000000000000001, ", at: resources.upperBound)
        let objects = try #require(text.range(of: "\tobjects = {\n\n"))
        text.insert(contentsOf: buildFile, at: objects.upperBound)
        try text.write(to: project, atomically: true, encoding: .utf8)
        let summary = try index(tree.path, database: database)
        // Only the project's own links and those of the one file that moved are made again.
        #expect(summary.links == .updated(files: 2))
        #expect(try !report("not-in-target").contains("Legacy|Shop/Old/Legacy.xib|xib|0|0"))
        try expectSameAsAFreshIndex()
        #expect(
            try rows(
                database,
                """
                SELECT group_concat(t.name) FROM file_targets m JOIN files f ON f.id = m.file_id JOIN targets t ON t.id = m.target_id
                WHERE f.path = 'Shop/Old/Legacy.xib'
                """) == ["ShopKit"])
    }

    @Test func aChangedXcconfigRedescribesItsTargets() throws {
        let config = tree.file("Shop/Config/Base.xcconfig")
        try "PRODUCT_BUNDLE_IDENTIFIER = org.example.$(TARGET_NAME)\nSDKROOT = macosx\n".write(to: config, atomically: true, encoding: .utf8)
        // A target's identity moved: every link is made again.
        #expect(try index(tree.path, database: database).links == .rebuilt)
        #expect(try rows(database, "SELECT bundle_identifier, platform FROM targets WHERE name = 'ShareExt'") == ["org.example.ShareExt|macos"])
        try expectSameAsAFreshIndex()
    }

    @Test func aProjectEditThatMovesNoFileRemakesOnlyItsOwnLinks() throws {
        let project = tree.file("Synced/Synced.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try text.replacingOccurrences(of: "SDKROOT = iphoneos; GENERATE", with: "SDKROOT = iphoneos; SWIFT_VERSION = 6.0; GENERATE")
            .write(to: project, atomically: true, encoding: .utf8)
        #expect(try index(tree.path, database: database).links == .updated(files: 1))
        #expect(try rows(database, "SELECT count(*) FROM build_settings WHERE key = 'SWIFT_VERSION' AND value = '6.0'") == ["4"])
        try expectSameAsAFreshIndex()
    }

    @Test func aRemovedPackageLeavesItsFilesInNoTarget() throws {
        try FileManager.default.removeItem(at: tree.file("Pkg/Package.swift"))
        #expect(try index(tree.path, database: database).links == .rebuilt)
        // No project or package governs Pkg/ any more: its files are nobody's, not unbuilt.
        #expect(try report("not-in-target").allSatisfy { !$0.contains("Pkg/") })
        try expectSameAsAFreshIndex()
    }

    /// The links, depths and project rows an incremental run left equal those of a fresh index.
    private func expectSameAsAFreshIndex() throws {
        let fresh = tree.file(".sbdb/fresh.sqlite").path
        try index(tree.path, database: fresh)
        for sql in [
            """
            SELECT s.path, i.line, i.target_name, coalesce(t.path, ''), coalesce(i.problem, ''), coalesce(i.detail, '')
            FROM includes i JOIN files s ON s.id = i.source_file_id LEFT JOIN files t ON t.id = i.target_file_id ORDER BY 1, 2, 3, 4
            """,
            "SELECT f.path, d.depth, d.chain FROM include_depths d JOIN files f ON f.id = d.file_id ORDER BY 1",
            "SELECT f.path, t.name, m.role FROM file_targets m JOIN files f ON f.id = m.file_id JOIN targets t ON t.id = m.target_id ORDER BY 1, 2",
            "SELECT name, bundle_identifier, info_plist, platform FROM targets ORDER BY 1",
            "SELECT f.path, u.status FROM unreached_files u JOIN files f ON f.id = u.file_id ORDER BY 1",
        ] {
            #expect(try rows(database, sql) == (try rows(fresh, sql)))
        }
    }

    @Test func aFileAddedToASynchronizedFolderJoinsItsTarget() throws {
        let added = tree.file("Synced/App/Added.xib")
        try FileManager.default.copyItem(at: tree.file("Synced/App/Widget.xib"), to: added)
        try index(tree.path, database: database)
        #expect(
            try rows(
                database,
                """
                SELECT t.name FROM file_targets m JOIN files f ON f.id = m.file_id JOIN targets t ON t.id = m.target_id
                WHERE f.path = 'Synced/App/Added.xib'
                """) == ["SyncedApp"])
        #expect(try report("unused-nibs").contains("Added|Synced/App/Added.xib||UIView|0|unreferenced"))
    }

    /// Xcode's generated Info.plist takes `INFOPLIST_KEY_` settings from an .xcconfig too: the
    /// main nib it names is an entry point of the targets based on that file (issue 34).
    @Test func anXcconfigsInfoPlistKeyIsAnEntryPointOfTheTargetsBasedOnIt() throws {
        #expect(try report("unused-nibs").contains("Badge|Shop/Share/Badge.xib||UIView|0|unreferenced"))
        let config = tree.file("Shop/Config/Share.xcconfig")
        let text = try String(contentsOf: config, encoding: .utf8)
        try (text + "INFOPLIST_KEY_NSMainNibFile = Badge\n").write(to: config, atomically: true, encoding: .utf8)
        try index(tree.path, database: database)
        #expect(!(try report("unused-nibs").contains { $0.hasPrefix("Badge|") }))
        #expect(
            try rows(
                database,
                """
                SELECT s.path, i.mechanism, t.path FROM includes i JOIN files s ON s.id = i.source_file_id
                JOIN files t ON t.id = i.target_file_id WHERE t.path = 'Shop/Share/Badge.xib'
                """) == ["Shop/Config/Share.xcconfig|info-plist|Shop/Share/Badge.xib"])
    }

    private func legacyReference(_ text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.contains("path = Legacy.xib") })
        return String(line.trimmingCharacters(in: .whitespaces).prefix(24))
    }
}
