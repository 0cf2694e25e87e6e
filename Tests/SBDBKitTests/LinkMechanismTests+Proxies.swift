import Foundation
import SBDBTestSupport
import Testing

/// Index → `includes` for the proxy-controller and segue mechanisms (L5 to L9) and for a
/// mechanism declared in `.sbdb.yml`. Same columns as in `LinkMechanismTests.swift`.
extension LinkMechanismTests {
    // L5 (§2.4): restorationIdentifier `[scene@]Storyboard[#bundle]`, or the storyboardIdentifier when
    // IB reuses it; no name (nothing, "#", "Segue@") is unconfigured; an unknown scene is broken; a
    // subclass of the proxy (which may change the delimiters) is not read.
    @Test func grkStoryboardProxy() throws {
        let fixture = try LinkFixture("grk-storyboard-proxy")
        let main = "GRKStoryboardProxyTestApp/Base.lproj/Main.storyboard"
        let folder = "GRKStoryboardProxyTestApp/Base.lproj"
        #expect(
            try fixture.includes() == [
                "\(main)|56|grk-storyboard-proxy|storyboard|Segue|segue_1|NULL|1|\(folder)/Segue.storyboard|segue_1|NULL",
                "\(main)|69|grk-storyboard-proxy|storyboard|bar|foo|wooga|1|NULL|NULL|external-bundle",
                "\(main)|82|grk-storyboard-proxy|storyboard|NULL|NULL|NULL|1|NULL|NULL|unconfigured",
                "\(main)|95|grk-storyboard-proxy|storyboard|NULL|NULL|NULL|1|NULL|NULL|unconfigured",
                "\(main)|108|grk-storyboard-proxy|storyboard|Tab1|NULL|NULL|1|\(folder)/Tab1.storyboard|#ctl-D1|NULL",
                "\(main)|121|grk-storyboard-proxy|storyboard|Tab2|NULL|NULL|1|\(folder)/Tab2.storyboard|#ctl-E1|NULL",
                "\(main)|134|grk-storyboard-proxy|storyboard|Segue|segue_9|NULL|1|\(folder)/Segue.storyboard|NULL|missing-scene",
                "\(main)|160|grk-storyboard-proxy|storyboard|NULL|Segue|NULL|1|NULL|NULL|unconfigured",
            ])
        // §6.4: the run time's silent fallbacks are warnings in the detail.
        #expect(
            try fixture.details(where: "i.line IN (69, 95, 108)") == [
                "\(main)|69|restorationIdentifier \"foo@bar# wooga \"; an unknown scene falls back to the initial view controller at run time; an unknown bundle falls back to the main bundle",
                "\(main)|95|restorationIdentifier \"\"",
                "\(main)|108|restorationIdentifier \"Tab1\"",
            ])
    }

    // L6 (§2.5): both keyPaths on any controller; the XML attribute storyboardIdentifier is the
    // element's own id. Only storyboardName, an empty keyPath, or the keys on a view: no link.
    // The targets have no initial view controller, which is fine: L6 always names a scene.
    @Test func storyboardSegregationRuntimeAttributes() throws {
        let fixture = try LinkFixture("runtime-attributes")
        let main = "Storyboards/Base.lproj/Main.storyboard"
        #expect(
            try fixture.includes() == [
                "\(main)|29|runtime-attributes|storyboard|FirstStoryboard|FirstViewController|NULL|0|Storyboards/FirstStoryboard.storyboard|FirstViewController|NULL",
                "\(main)|43|runtime-attributes|storyboard|SecondStoryboard|SecondViewController|NULL|0|Storyboards/SecondStoryboard.storyboard|SecondViewController|NULL",
                "\(main)|57|runtime-attributes|storyboard|SecondStoryboard|ListViewController|NULL|0|Storyboards/SecondStoryboard.storyboard|NULL|missing-scene",
                "Storyboards/FirstStoryboard.storyboard|34|runtime-attributes|storyboard|EmbedStoryboard|ViewController|NULL|0|Storyboards/EmbedStoryboard.storyboard|ViewController|NULL",
            ])
    }

    // L7 (§2.6): storyboardName is required; sceneIdentifier has no fallback; a bundle the repository
    // lacks is external, while a name the repository has resolves whatever the bundle (main fallback).
    @Test func rbStoryboardLink() throws {
        let fixture = try LinkFixture("rb-storyboard-link")
        let main = "LinkedStoryboards/MainStoryboard.storyboard"
        let secondary = "LinkedStoryboards/SecondaryStoryboard.storyboard"
        #expect(
            try fixture.includes() == [
                "\(main)|85|rb-storyboard-link|storyboard|SecondaryStoryboard|NULL|NULL|1|\(secondary)|#ctl-D1-sec|NULL",
                "\(main)|98|rb-storyboard-link|storyboard|SecondaryStoryboard|Details|NULL|1|\(secondary)|Details|NULL",
                "\(main)|111|rb-storyboard-link|storyboard|SecondaryStoryboard|Summary|NULL|1|\(secondary)|NULL|missing-scene",
                "\(main)|124|rb-storyboard-link|storyboard|PaymentsStoryboard|NULL|com.example.PaymentsKit|1|NULL|NULL|external-bundle",
                "\(main)|137|rb-storyboard-link|storyboard|TertiaryStoryboard|NULL|com.example.LinkedStoryboards|1|LinkedStoryboards/TertiaryStoryboard.storyboard|#ctl-E1-ter|NULL",
                "\(main)|150|rb-storyboard-link|storyboard|NULL|Details|NULL|1|NULL|NULL|unconfigured",
            ])
        #expect(
            try fixture.details(where: "i.line IN (85, 137)") == [
                "\(main)|85|keyPath storyboardName",
                "\(main)|137|keyPath storyboardName; an unknown bundle falls back to the main bundle",
            ])
    }

    // L8 (§2.7): the placeholder class, or the keys on another class; a segue of these classes to a
    // plain view controller ("Broken Push") and the forwarded valueFromStoryboard are not links.
    @Test func crossStoryboardSegues() throws {
        let fixture = try LinkFixture("cross-storyboard-segue")
        let main = "CrossStoryboardSegues/Base.lproj/Main.storyboard"
        let next = "CrossStoryboardSegues/Base.lproj/Next.storyboard"
        #expect(
            try fixture.includes() == [
                "\(main)|78|cross-storyboard-segue|storyboard|Next|NULL|NULL|1|\(next)|#ctl-N1-nxt|NULL",
                "\(main)|94|cross-storyboard-segue|storyboard|Next|Other|NULL|1|\(next)|Other|NULL",
                "\(main)|112|cross-storyboard-segue|storyboard|Different|NULL|com.pivotallabs.DifferentBundle|1|DifferentBundle/Base.lproj/Different.storyboard|#ctl-P1-dif|NULL",
                "\(main)|129|cross-storyboard-segue|storyboard|Next|Other|NULL|1|\(next)|Other|NULL",
            ])
    }

    // L9 (§2.8): the identifier of an AAPLExternalStoryboardSegue names a storyboard, always its
    // initial VC; another segue class with the same identifier is no link.
    @Test func segueIdentifierNamesAStoryboard() throws {
        let fixture = try LinkFixture("segue-identifier")
        let main = "CustomTransitions/Base.lproj/Main.storyboard"
        #expect(
            try fixture.includes() == [
                "\(main)|50|segue-identifier|storyboard|CrossDissolve|NULL|NULL|1|CustomTransitions/CrossDissolve/CrossDissolve.storyboard|#ctl-CrossDissolve|NULL",
                "\(main)|69|segue-identifier|storyboard|Swipe|NULL|NULL|1|CustomTransitions/Swipe/Swipe.storyboard|#ctl-Swipe|NULL",
                "\(main)|88|segue-identifier|storyboard|CustomPresentation|NULL|NULL|1|CustomTransitions/CustomPresentation/CustomPresentation.storyboard|NULL|no-initial-view-controller",
                "\(main)|107|segue-identifier|storyboard|NULL|NULL|NULL|1|NULL|NULL|unconfigured",
            ])
        // The link starts at the segue's source, a cell of the menu.
        #expect(
            try rows(
                fixture.database,
                """
                SELECT v.element, v.ib_id FROM includes i JOIN views v ON v.id = i.source_view_id WHERE i.line = 50
                """) == ["tableViewCell|cel-Y3-cdv"])
    }

    // `.sbdb.yml` (§2.8's "configurable list"): rows carry the configured mechanism; the keyPaths count
    // only on the configured class; a configured segue class joins AAPLExternalStoryboardSegue.
    // PromoBanner.xib's File's Owner has the configured class, but a File's Owner is no link.
    @Test func configuredMechanisms() throws {
        let fixture = try LinkFixture("custom-mechanism")
        #expect(
            try fixture.includes() == [
                "Acme/Main.storyboard|29|acme-nib|nib|PromoBanner|NULL|NULL|0|Acme/Embeds/PromoBanner.xib|NULL|NULL",
                "Acme/Main.storyboard|46|segue-identifier|storyboard|Checkout|NULL|NULL|1|Acme/Checkout.storyboard|#chk-H1-ctl|NULL",
                "Acme/Main.storyboard|61|acme-embed|storyboard|Deals|TopDeals|NULL|1|Acme/Embeds/Deals.storyboard|TopDeals|NULL",
                "Acme/Main.storyboard|74|acme-embed|storyboard|Deals|NULL|NULL|1|Acme/Embeds/Deals.storyboard|#dls-F1-ctl|NULL",
            ])
        #expect(
            try fixture.details(where: "i.mechanism LIKE 'acme-%'") == [
                "Acme/Main.storyboard|29|keyPath nibName (configured)",
                "Acme/Main.storyboard|61|keyPath embeddedStoryboard (configured)",
                "Acme/Main.storyboard|74|keyPath embeddedStoryboard (configured)",
            ])
    }

    @Test func withoutTheConfigurationTheInHouseMechanismsAreUnknown() throws {
        let tree = try TemporaryDirectory(copying: Fixtures.url("Links/custom-mechanism"))
        let database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
        #expect(try rows(database, "SELECT mechanism, count(*) FROM includes GROUP BY mechanism") == [])
    }
}
