import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// What IB files use besides other IB files (issue 20), on Tests/Fixtures/Repos/Resources
/// (written by Tests/Fixtures/Tools/make-resources-fixture.py): asset catalogs with a namespace
/// folder and a package's catalog, SF Symbols, system colours and fonts, a font registered in
/// UIAppFonts and one not, loose images, .strings in UTF-16 and UTF-8 with missing, stale and
/// untranslated entries, and a string catalog. Every report's rows are exact.
@Suite struct ResourceTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Resources")
    }

    private func report(_ name: String, _ arguments: [String: String] = [:]) throws -> [String] {
        try reportRows(name, database: database, arguments: arguments)
    }

    @Test func assetCatalogsGiveEverySetItsNameWithTheNamespacesAroundIt() throws {
        #expect(
            try rows(database, "SELECT catalog, kind, name FROM asset_names ORDER BY 1, 2, 3") == [
                "App/Assets.xcassets|appicon|AppIcon",
                "App/Assets.xcassets|color|Brand",
                "App/Assets.xcassets|color|HighlightColor",
                "App/Assets.xcassets|complicationset|Complication",
                "App/Assets.xcassets|image|Circular",
                "App/Assets.xcassets|image|Icons/home",
                "App/Assets.xcassets|image|Icons/settings",
                "App/Assets.xcassets|image|LaunchLogo",
                "App/Assets.xcassets|image|Onboarding",
                "App/Assets.xcassets|image|RSSFolder",
                "App/Assets.xcassets|image|TestFixture",
                "App/Assets.xcassets|image|Unused",
                "App/Assets.xcassets|image|badge_1",
                "App/Assets.xcassets|image|badge_2",
                "App/Assets.xcassets|image|flagged_header",
                "App/Assets.xcassets|image|logo",
                "App/Assets.xcassets|symbol|star.custom",
                "Kit/Sources/Kit/Resources/Kit.xcassets|image|kit-badge",
            ])
        #expect(
            try rows(
                database,
                """
                SELECT folder, coalesce(parent, 'NULL'), kind, provides_namespace, images, coalesce(symbol, '')
                FROM assets WHERE catalog = 'App/Assets.xcassets' AND name IN ('Assets', 'Icons', 'home', 'logo', 'HighlightColor')
                ORDER BY folder
                """) == [
                    "|NULL|catalog|0|0|",
                    "HighlightColor.colorset||color|0|0|highlight",
                    "Icons||folder|1|0|",
                    "Icons/home.imageset|Icons|image|0|1|home",
                    "logo.imageset||image|0|1|logo",
                ])
    }

    @Test func fontsAreReadFromTheirNameTables() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, t.font_index, t.postscript_name, t.family, t.subfamily, t.full_name
                FROM fonts t JOIN files f ON f.id = t.file_id ORDER BY 1
                """) == [
                    "App/Fonts/Brand-Regular.ttf|0|Brand-Regular|Brand|Regular|Brand Regular",
                    "App/Fonts/Unlisted-Bold.ttf|0|Unlisted-Bold|Unlisted|Bold|Unlisted Bold",
                ])
        #expect(
            try rows(database, "SELECT setting, value FROM plist_entries WHERE setting IN ('UIAppFonts', 'UIImageName')") == [
                "UIAppFonts|Fonts/Brand-Regular.ttf", "UIImageName|LaunchLogo",
            ])
    }

    @Test func everyImageColourSymbolAndFontUseKeepsItsObjectAndProperty() throws {
        #expect(
            try rows(
                database,
                """
                SELECT u.kind, u.name, coalesce(u.family, ''), u.property, u.system, coalesce(v.ib_id, '-')
                FROM resource_uses u LEFT JOIN views v ON v.id = u.view_id ORDER BY u.name, u.property
                """) == [
                    "font|Avenir-Heavy|Avenir|fontDescription|0|lbl-placeholder",
                    "color|Brand||textColor|0|lbl-welcome",
                    "font|Brand-Regular|Brand|fontDescription|0|lbl-welcome",
                    "color|GhostColor||textColor|0|lbl-fonts",
                    "image|Icons/home||image|0|img-home",
                    "font|Nowhere-Font|Nowhere|fontDescription|0|lbl-nowhere",
                    "font|Unlisted-Bold|Unlisted|fontDescription|0|lbl-fonts",
                    "symbol|cart||normal.image|1|btn-buy",
                    // Only the <resources> list names it, and IB keeps its image in the file.
                    "image|embedded-art||resources|0|-",
                    "image|legacy.png||image|0|img-legacy",
                    "image|logo||image|0|img-logo",
                    "image|missing-image||image|0|img-missing",
                    "image|star.custom||normal.image|0|btn-icon",
                    "color|systemBackgroundColor||backgroundColor|1|lbl-fonts",
                ])
        #expect(
            try rows(database, "SELECT name, coalesce(catalog, ''), embedded FROM resources WHERE name IN ('cart', 'embedded-art', 'logo') ORDER BY 1") == [
                "cart|system|0", "embedded-art||1", "logo||0",
            ])
    }

    @Test func missingResourcesNamesWhatNothingProvidesAndAFontNoPlistRegisters() throws {
        #expect(
            try report("missing-resources") == [
                "color|GhostColor|not-found|App/Base.lproj/Main.storyboard|28|label lbl-fonts",
                "font|Nowhere-Font|not-found|App/Base.lproj/Main.storyboard|35|label lbl-nowhere",
                "image|missing-image|not-found|App/Base.lproj/Main.storyboard|11|imageView img-missing",
                "font|Unlisted-Bold|not-registered|App/Base.lproj/Main.storyboard|27|label lbl-fonts",
            ])
    }

    @Test func unusedAssetsLeavesOutWhatIBCodePlistsAndGeneratedSymbolsName() throws {
        // Named: logo and Icons/home (IB), Brand (IB colour), Onboarding (code), HighlightColor
        // (the generated symbol .highlight), LaunchLogo (UILaunchScreen), flagged_header and RSSFolder
        // (Objective-C's ACImageNameFlaggedHeader, ACImageNameRSSFolder). AppIcon is no image set; Circular is a part of a complication set.
        #expect(
            try report("unused-assets") == [
                "image|Icons/settings|App/Assets.xcassets|App/Assets.xcassets/Icons/settings.imageset|unreferenced",
                "image|Unused|App/Assets.xcassets|App/Assets.xcassets/Unused.imageset|unreferenced",
                "image|kit-badge|Kit/Sources/Kit/Resources/Kit.xcassets|Kit/Sources/Kit/Resources/Kit.xcassets/kit-badge.imageset|unreferenced",
                "image|TestFixture|App/Assets.xcassets|App/Assets.xcassets/TestFixture.imageset|test-only",
            ])
        // "badge_\(level)" may give badge_1 and badge_2: listed only when asked for.
        #expect(
            try report("unused-assets", ["dynamic": "1"]).filter { $0.hasSuffix("|dynamic") } == [
                "image|badge_1|App/Assets.xcassets|App/Assets.xcassets/badge_1.imageset|dynamic",
                "image|badge_2|App/Assets.xcassets|App/Assets.xcassets/badge_2.imageset|dynamic",
            ])
    }

    @Test func stringsTablesAndCatalogsAreReadInEveryEncoding() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, t.format, t.table_name, t.language, t.folder, coalesce(t.source_language, '')
                FROM string_tables t JOIN files f ON f.id = t.file_id ORDER BY 1
                """) == [
                    "App/de.lproj/Main.strings|strings|Main|de|App/|",
                    "App/es.lproj/Main.strings|strings|Main|es|App/|",
                    "App/fr.lproj/Main.strings|strings|Main|fr|App/|",
                    "App/mul.lproj/Other.xcstrings|xcstrings|Other|mul|App/|en",
                ])
        // UTF-16 with a BOM, comments and escapes.
        #expect(
            try rows(
                database,
                """
                SELECT e.key, e.value, e.line, coalesce(e.comment, '') FROM strings_entries e JOIN files f ON f.id = e.file_id
                WHERE f.path = 'App/de.lproj/Main.strings' AND e.key IN ('lbl-welcome.text', 'gone-btn.normalTitle')
                ORDER BY e.line
                """) == [
                    #"lbl-welcome.text|Willkommen|2|Class = "UILabel"; text = "Welcome"; ObjectID = "lbl-welcome";"#,
                    "gone-btn.normalTitle|Weg|23|A button deleted from the storyboard.",
                ])
        #expect(
            try rows(
                database,
                """
                SELECT e.key, coalesce(e.language, '-'), coalesce(e.value, '-'), coalesce(e.state, '-'), coalesce(e.translate, '-')
                FROM strings_entries e JOIN files f ON f.id = e.file_id WHERE f.path = 'App/mul.lproj/Other.xcstrings' ORDER BY 1, 2
                """) == [
                    "lbl-hello.text|de|Hallo|translated|-",
                    "lbl-hello.text|fr|Bonjour|translated|-",
                    "lbl-product.text|fr|Produit|translated|-",
                    "lbl-removed.text|de|Entfernt|translated|-",
                    "lbl-version.text|-|-|-|0",
                ])
    }

    @Test func localizableTextsAreKeyedAsIbtoolKeysThem() throws {
        #expect(
            try rows(database, "SELECT ib_id || '.' || property, replace(text, char(10), '/') FROM localizable_texts ORDER BY 1") == [
                "btn-buy.normalTitle|Buy", "lbl-fonts.text|Two/lines", "lbl-hello.text|Hello", "lbl-nowhere.text|Nowhere",
                "lbl-placeholder.text|Label", "lbl-product.text|Product", "lbl-version.text|Version", "lbl-welcome.text|Welcome",
                "nav.title|Home", "seg.segmentTitles[0]|One", "seg.segmentTitles[1]|Two",
                "sw-plain.accessibilityHint|Turns alerts on", "sw-plain.accessibilityLabel|Notifications", "tf-email.placeholder|Email",
            ])
    }

    @Test func localizationGapsFindsMissingStaleAndUntranslatedEntries() throws {
        // Left out: the placeholder "Label", the catalog key marked shouldTranslate: false, and
        // French and Spanish, which translate everything.
        let missingAndStale = [
            "App/Base.lproj/Main.storyboard|lbl-fonts.text|missing|Two\nlines|de|App/de.lproj/Main.strings|",
            "App/Base.lproj/Main.storyboard|gone-btn.normalTitle|stale||de|App/de.lproj/Main.strings|23",
            "App/Base.lproj/Other.xib|lbl-product.text|missing|Product|de|App/mul.lproj/Other.xcstrings|",
            "App/Base.lproj/Other.xib|lbl-removed.text|stale||de|App/mul.lproj/Other.xcstrings|30",
        ]
        #expect(try report("localization-gaps") == missingAndStale)
        // German keeps "Buy" where French and Spanish translate it: listed only when asked for.
        var withUntranslated = missingAndStale
        withUntranslated.insert("App/Base.lproj/Main.storyboard|btn-buy.normalTitle|untranslated|Buy|de|App/de.lproj/Main.strings|5", at: 2)
        #expect(try report("localization-gaps", ["untranslated": "1"]) == withUntranslated)
    }

    @Test func accessibilityGapsListsControlsAndImagesWithoutALabelOrIdentifier() throws {
        // Not listed: an image with an identifier, a decorative image, buttons with a title or a
        // system type, a segmented control with titles, a field with a placeholder, a labelled
        // switch, and the plain UIKit image views (img-logo, img-home, img-plain), which are no
        // accessibility elements (accessibility_non_elements).
        #expect(
            try report("accessibility-gaps") == [
                "App/Base.lproj/Main.storyboard|40|button||btn-icon|",
                "App/Base.lproj/Main.storyboard|54|switch||sw-bare|",
            ])
        #expect(
            try rows(
                database,
                """
                SELECT v.ib_id, coalesce(a.identifier, ''), coalesce(a.label, ''), coalesce(a.hint, ''),
                       coalesce(a.is_element, '-'), coalesce(a.system_label, '')
                FROM accessibility a JOIN views v ON v.id = a.view_id ORDER BY 1
                """) == [
                    "btn-info||||-|buttonType=infoLight",
                    "img-legacy||||0|", "img-missing|missingImage|||-|", "sw-plain||Notifications|Turns alerts on|-|",
                ])
    }
}
