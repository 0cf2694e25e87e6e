import Foundation
import SBDBTestSupport
import Testing

/// Index → `includes`: the exact rows of each link mechanism of ib-links.md §2, one fixture
/// repository per mechanism under `Tests/Fixtures/Links`. Columns: source path, line, mechanism,
/// target kind, name, identifier, bundle, defaults_to_initial, target path, target scene, problem.
/// This file: L1 to L4 and L10; `LinkMechanismTests+Proxies.swift`: L5 to L9 and configured mechanisms.
@Suite struct LinkMechanismTests {
    // L1 (§2.1): the target is storyboardName + referencedIdentifier, never the placeholder's own
    // storyboardIdentifier; child tabBarItem/navigationItem elements are not targets.
    @Test func storyboardReferences() throws {
        let fixture = try LinkFixture("storyboard-reference")
        #expect(
            try fixture.includes() == [
                "App/Base.lproj/Main.storyboard|30|storyboard-reference|storyboard|Profile|NULL|NULL|1|App/Profile.storyboard|#prf-P1-ctl|NULL",
                "App/Base.lproj/Main.storyboard|40|storyboard-reference|storyboard|Profile|EditProfile|NULL|1|App/Profile.storyboard|EditProfile|NULL",
                "App/Base.lproj/Main.storyboard|50|storyboard-reference|storyboard|Onboarding|NULL|com.example.OnboardingKit|1|NULL|NULL|external-bundle",
                "App/Base.lproj/Main.storyboard|60|storyboard-reference|storyboard|NULL|NULL|NULL|1|NULL|NULL|unconfigured",
                "App/Base.lproj/Main.storyboard|102|storyboard-reference|storyboard|Third|NULL|NULL|1|App/Third.storyboard|Root|NULL",
                "App/Base.lproj/Main.storyboard|112|storyboard-reference|storyboard|Wishlist|NULL|NULL|1|NULL|NULL|missing-file",
                "App/Maps.storyboard|62|storyboard-reference|storyboard|Maps|Map|NULL|1|App/Maps.storyboard|Map|NULL",
                "Mac/Window.storyboard|32|storyboard-reference|storyboard|Preferences|NULL|NULL|1|Mac/Preferences.storyboard|#prf-X1-ctl|NULL",
            ])
    }

    @Test func storyboardReferencesStartAtTheirPlaceholder() throws {
        let fixture = try LinkFixture("storyboard-reference")
        #expect(
            try rows(
                fixture.database,
                """
                SELECT i.line, v.element, v.ib_id, s.ib_scene_id FROM includes i
                JOIN views v ON v.id = i.source_view_id JOIN scenes s ON s.id = i.source_scene_id
                WHERE i.target_name IN ('Third', 'Maps', 'Preferences') ORDER BY i.line
                """) == [
                    "32|controllerPlaceholder|ref-W2-prf|scn-W2-prf",
                    "62|viewControllerPlaceholder|ref-M1-map|scn-M3-ref",
                    "102|viewControllerPlaceholder|ref-R5-thd|scn-R7-thd",
                ])
    }

    @Test func aSelfReferenceIsACycleOfOneFile() throws {
        let fixture = try LinkFixture("storyboard-reference")
        #expect(
            try rows(
                fixture.database,
                """
                SELECT f.path, d.in_cycle FROM include_depths d JOIN files f ON f.id = d.file_id ORDER BY f.path
                """) == [
                    "App/Base.lproj/Main.storyboard|0",
                    "App/Maps.storyboard|1",
                    "App/Profile.storyboard|0",
                    "App/Third.storyboard|0",
                    "Mac/Preferences.storyboard|0",
                    "Mac/Window.storyboard|0",
                ])
    }

    // L2 (§2.2): `storyboard` + `sceneId`, or the 2015 key `id`; the generic keys count only on a
    // view whose class is IBIncludedStoryboard (a CardView and a class-less view give nothing).
    @Test func ibIncludedStoryboard() throws {
        let fixture = try LinkFixture("ib-included-storyboard")
        #expect(
            try fixture.includes() == [
                "Demo/Main.storyboard|13|ib-included-storyboard|storyboard|Second|NULL|NULL|1|Demo/Second.storyboard|#sec-S2-nav|NULL",
                "Demo/Second.storyboard|33|ib-included-storyboard|storyboard|Nibs|NibsScene|NULL|1|Demo/nibs/Nibs.storyboard|NibsScene|NULL",
                "Demo/Second.storyboard|41|ib-included-storyboard|storyboard|Nibs|Footer|NULL|1|Demo/nibs/Nibs.storyboard|Footer|NULL",
            ])
        #expect(
            try fixture.details() == [
                "Demo/Main.storyboard|13|keyPath storyboard",
                "Demo/Second.storyboard|33|keyPath storyboard (scene in the 2015 key id)",
                "Demo/Second.storyboard|41|keyPath storyboard",
            ])
    }

    // L3 (§2.2): `nib`, with `controller` only in the detail; an empty `nib` is unconfigured. Nib2.xib's
    // File's Owner is an IBIncludedNib (the view loads the nib as owner): that placeholder is no link.
    @Test func ibIncludedNib() throws {
        let fixture = try LinkFixture("ib-included-nib")
        #expect(
            try fixture.includes() == [
                "Demo/Nibs.storyboard|17|ib-included-nib|nib|Nib|NULL|NULL|0|Demo/nib/Nib.xib|NULL|NULL",
                "Demo/Nibs.storyboard|24|ib-included-nib|nib|Nib2|NULL|NULL|0|Demo/nib/Nib2.xib|NULL|NULL",
                "Demo/Nibs.storyboard|31|ib-included-nib|nib|Nib3|NULL|NULL|0|NULL|NULL|missing-file",
                "Demo/Nibs.storyboard|37|ib-included-nib|nib|NULL|NULL|NULL|0|NULL|NULL|unconfigured",
            ])
        #expect(try fixture.details(where: "i.line = 17") == ["Demo/Nibs.storyboard|17|keyPath nib, controller NibController"])
    }

    // L4 (§2.3): detected by keyPath on any element (the class, a subclass, a preview view, a
    // sub-thing in a xib); the VC + root view pair is one link; a storyboard beats a nib; an empty
    // sceneId means the initial VC; an attribute-less IBIncludedSubThing is a marker, not a link.
    @Test func ibIncludedThing() throws {
        let fixture = try LinkFixture("ib-included-thing")
        let flow1 = "Demo/Base.lproj/Flow1.storyboard"
        #expect(
            try fixture.includes() == [
                "\(flow1)|28|ib-included-thing|storyboard|First|NULL|NULL|1|Demo/First/First.storyboard|#fst-H1-ctl|NULL",
                "\(flow1)|52|ib-included-thing|storyboard|Second|SecondScene|NULL|1|Demo/Second/Second.storyboard|SecondScene|NULL",
                "\(flow1)|75|ib-included-thing|nib|Fourth|NULL|NULL|0|Demo/Fourth/Base.lproj/Fourth.xib|NULL|NULL",
                "\(flow1)|101|ib-included-thing|storyboard|First|NULL|NULL|1|Demo/First/First.storyboard|#fst-H1-ctl|NULL",
                "\(flow1)|106|ib-included-thing|storyboard|Second|SecondScene|NULL|1|Demo/Second/Second.storyboard|SecondScene|NULL",
                "\(flow1)|130|storyboard-reference|storyboard|Flow2|NULL|NULL|1|Demo/Base.lproj/Flow2.storyboard|#fl2-G1-ctl|NULL",
                "Demo/Base.lproj/Flow2.storyboard|12|ib-included-thing|nib|Fourth|NULL|NULL|0|Demo/Fourth/Base.lproj/Fourth.xib|NULL|NULL",
                "Demo/Fourth/Base.lproj/Fourth.xib|23|ib-included-thing|nib|Fifth|NULL|NULL|0|Demo/Fifth/Base.lproj/Fifth.xib|NULL|NULL",
                "Demo/Fourth/Base.lproj/Fourth.xib|33|ib-included-thing|nib|Sixth|NULL|NULL|0|Demo/Sixth/Base.lproj/Sixth.xib|NULL|NULL",
            ])
        // The kept half of each pair is the view controller; the sub-thing in Fourth's scene is its own link.
        #expect(
            try rows(
                fixture.database,
                """
                SELECT i.line, v.element, v.ib_id, v.custom_class FROM includes i JOIN views v ON v.id = i.source_view_id
                JOIN files f ON f.id = i.source_file_id WHERE f.name = 'Flow1' AND i.mechanism = 'ib-included-thing' ORDER BY i.line
                """) == [
                    "28|viewController|fst-F2-ctl|Flow1Controller",
                    "52|viewController|sec-F3-ctl|IBIncludedThing",
                    "75|viewController|thr-F4-ctl|Flow1Controller",
                    "101|viewController|fth-F5-ctl|IBIncludedThing",
                    "106|view|fth-F5-prv|IBIncludedThingPreview",
                ])
        #expect(
            try fixture.details(where: "sf.name IN ('Flow2', 'Fourth')") == [
                "Demo/Base.lproj/Flow2.storyboard|12|keyPath incNib, nibController FourthController",
                "Demo/Fourth/Base.lproj/Fourth.xib|23|keyPath incNib",
                "Demo/Fourth/Base.lproj/Fourth.xib|33|keyPath incNib, nibController SixthController",
            ])
    }

    // §6.8: Flow1 → Flow2 → Fourth.xib → Fifth/Sixth.xib, as the include-graph report shows it.
    @Test func ibIncludedThingChainReachesTheSubThingNibs() throws {
        let fixture = try LinkFixture("ib-included-thing")
        let flow1 = "Flow1|Demo/Base.lproj/Flow1.storyboard"
        #expect(
            try fixture.report("include-graph") == [
                "source|source_path|line|mechanism|target|target_path|identifier",
                "\(flow1)|28|ib-included-thing|First|Demo/First/First.storyboard|NULL",
                "\(flow1)|52|ib-included-thing|Second|Demo/Second/Second.storyboard|SecondScene",
                "\(flow1)|75|ib-included-thing|Fourth|Demo/Fourth/Base.lproj/Fourth.xib|NULL",
                "\(flow1)|101|ib-included-thing|First|Demo/First/First.storyboard|NULL",
                "\(flow1)|106|ib-included-thing|Second|Demo/Second/Second.storyboard|SecondScene",
                "\(flow1)|130|storyboard-reference|Flow2|Demo/Base.lproj/Flow2.storyboard|NULL",
                "Flow2|Demo/Base.lproj/Flow2.storyboard|12|ib-included-thing|Fourth|Demo/Fourth/Base.lproj/Fourth.xib|NULL",
                "Fourth|Demo/Fourth/Base.lproj/Fourth.xib|23|ib-included-thing|Fifth|Demo/Fifth/Base.lproj/Fifth.xib|NULL",
                "Fourth|Demo/Fourth/Base.lproj/Fourth.xib|33|ib-included-thing|Sixth|Demo/Sixth/Base.lproj/Sixth.xib|NULL",
            ])
    }

    // L10 (§2.9, §3.7): IBUINibName in a legacy Xcode 3 archive, the only link such a file has; it
    // starts in a xib. The app's `Counter-Info.plist` (a varied plist name, §5) makes MainWindow the entry.
    @Test func legacyNibName() throws {
        let fixture = try LinkFixture("legacy-nib-name")
        #expect(
            try fixture.includes() == [
                "Counter/Counter-Info.plist|NULL|info-plist|nib|MainWindow|NULL|NULL|0|Counter/MainWindow.xib|NULL|NULL",
                "Counter/MainWindow.xib|28|legacy-nib-name|nib|CounterView|NULL|NULL|0|Counter/CounterView.xib|NULL|NULL",
                "Counter/MainWindow.xib|35|legacy-nib-name|nib|HistoryView|NULL|NULL|0|NULL|NULL|missing-file",
            ])
        #expect(
            try fixture.depths() == [
                "Counter/CounterView.xib|1|1|0|MainWindow > CounterView",
                "Counter/MainWindow.xib|0|0|0|MainWindow",
            ])
    }
}
