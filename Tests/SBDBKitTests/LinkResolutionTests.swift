import Foundation
import Testing

/// Name → file (ib-links.md §6.1, §6.2) and Info.plist/pbxproj entry points (§5), as exact
/// `includes` rows (columns as in `LinkMechanismTests.swift`).
@Suite struct LinkResolutionTests {
    // Localised copies are one logical file (the Base copy stands for it); `Foo~ipad` answers to Foo;
    // of two Main.storyboard the one in the source's folder wins, and a true tie is ambiguous; a name
    // that differs from a file only in case is missing (iOS devices are case-sensitive); a storyboard
    // and a xib may share a name, and each link finds the kind it needs.
    @Test func namesResolveToLogicalFiles() throws {
        let fixture = try LinkFixture("resolution")
        let hub = "AppA/Base.lproj/Hub.storyboard"
        #expect(
            try fixture.includes() == [
                "\(hub)|25|storyboard-reference|storyboard|Main|Home|NULL|1|AppA/Base.lproj/Main.storyboard|Home|NULL",
                "\(hub)|32|storyboard-reference|storyboard|Foo|NULL|NULL|1|AppA/Base.lproj/Foo~ipad.storyboard|#ctl-A7-foo|NULL",
                "\(hub)|39|storyboard-reference|storyboard|duplicate|NULL|NULL|1|NULL|NULL|missing-file",
                "\(hub)|46|storyboard-reference|storyboard|Card|NULL|NULL|1|AppA/Card.storyboard|#ctl-A9-crd|NULL",
                "\(hub)|53|ib-included-thing|nib|Card|NULL|NULL|0|AppA/Card.xib|NULL|NULL",
                "AppB/Extras.storyboard|25|storyboard-reference|storyboard|Main|Home|NULL|1|AppB/Main.storyboard|Home|NULL",
                "Shared/Shared.storyboard|25|storyboard-reference|storyboard|Main|NULL|NULL|1|NULL|NULL|ambiguous",
            ])
    }

    @Test func detailsNameTheCompetingFiles() throws {
        let fixture = try LinkFixture("resolution")
        #expect(
            try fixture.details(where: "i.target_name IN ('Main', 'duplicate')") == [
                "AppA/Base.lproj/Hub.storyboard|25|<viewControllerPlaceholder> storyboardName; the nearest of 2 files named Main",
                "AppA/Base.lproj/Hub.storyboard|39|<viewControllerPlaceholder> storyboardName; a file differs only in case: Duplicate",
                "AppB/Extras.storyboard|25|<viewControllerPlaceholder> storyboardName; the nearest of 2 files named Main",
                "Shared/Shared.storyboard|25|<viewControllerPlaceholder> storyboardName; several files are named Main: AppA/Base.lproj/Main.storyboard, AppB/Main.storyboard",
            ])
    }

    // include_depths has one row per logical file: Main's en/de copies and Extras~ipad count once.
    @Test func localisedAndDeviceCopiesCountOnce() throws {
        let fixture = try LinkFixture("resolution")
        #expect(try rows(fixture.database, "SELECT count(*) FROM files WHERE kind IN ('storyboard', 'xib')") == ["12"])
        #expect(
            try fixture.depths() == [
                "AppA/Base.lproj/Foo~ipad.storyboard|NULL|NULL|0|NULL",
                "AppA/Base.lproj/Hub.storyboard|NULL|NULL|0|NULL",
                "AppA/Base.lproj/Main.storyboard|NULL|NULL|0|NULL",
                "AppA/Card.storyboard|NULL|NULL|0|NULL",
                "AppA/Card.xib|NULL|NULL|0|NULL",
                "AppA/Duplicate.storyboard|NULL|NULL|0|NULL",
                "AppB/Extras.storyboard|NULL|NULL|0|NULL",
                "AppB/Main.storyboard|NULL|NULL|0|NULL",
                "Shared/Shared.storyboard|NULL|NULL|0|NULL",
            ])
    }

    @Test func theBrokenReportListsTheAmbiguousAndTheCaseClash() throws {
        let fixture = try LinkFixture("resolution")
        #expect(
            try fixture.report("broken-includes") == [
                "source|source_path|line|mechanism|target|identifier|problem",
                "Hub|AppA/Base.lproj/Hub.storyboard|39|storyboard-reference|duplicate|NULL|missing-file",
                "Shared|Shared/Shared.storyboard|25|storyboard-reference|Main|NULL|ambiguous",
            ])
    }

    // §5: UIMainStoryboardFile, UILaunchStoryboardName (here a xib), NSMainNibFile; the pbxproj's
    // INFOPLIST_KEY_ settings repeat in Debug and Release but give one row each (at the first line).
    @Test func infoPlistAndBuildSettingEntryPoints() throws {
        let fixture = try LinkFixture("info-plist")
        #expect(
            try fixture.includes() == [
                "Notes.xcodeproj/project.pbxproj|179|info-plist|interface|LaunchScreen|NULL|NULL|1|Notes/Base.lproj/LaunchScreen.xib|NULL|NULL",
                "Notes.xcodeproj/project.pbxproj|180|info-plist|storyboard|Main|NULL|NULL|1|Notes/Base.lproj/Main.storyboard|#nts-I1-ctl|NULL",
                "Notes/Info.plist|NULL|info-plist|interface|LaunchScreen|NULL|NULL|1|Notes/Base.lproj/LaunchScreen.xib|NULL|NULL",
                "Notes/Info.plist|NULL|info-plist|storyboard|Main|NULL|NULL|1|Notes/Base.lproj/Main.storyboard|#nts-I1-ctl|NULL",
                "Notes/Info.plist|NULL|info-plist|nib|MainWindow|NULL|NULL|0|Notes/MainWindow.xib|NULL|NULL",
            ])
        #expect(
            try rows(
                fixture.database,
                """
                SELECT p.setting, p.configuration, p.line FROM plist_entries p JOIN files f ON f.id = p.file_id
                WHERE f.kind = 'pbxproj' AND p.setting = 'UIMainStoryboardFile' ORDER BY p.line
                """) == ["UIMainStoryboardFile|Debug|180", "UIMainStoryboardFile|Release|199"])
        #expect(
            try fixture.details(where: "sf.kind = 'plist'") == [
                "Notes/Info.plist|NULL|UILaunchStoryboardName",
                "Notes/Info.plist|NULL|UIMainStoryboardFile",
                "Notes/Info.plist|NULL|NSMainNibFile",
            ])
    }

    @Test func entryPointsAreAtDepthZero() throws {
        let fixture = try LinkFixture("info-plist")
        #expect(
            try fixture.report("inclusion-depth") == [
                "name|path|kind|depth|max_depth|in_cycle|chain",
                "LaunchScreen|Notes/Base.lproj/LaunchScreen.xib|nib|0|0|0|LaunchScreen",
                "Main|Notes/Base.lproj/Main.storyboard|storyboard|0|0|0|Main",
                "MainWindow|Notes/MainWindow.xib|nib|0|0|0|MainWindow",
            ])
    }
}
