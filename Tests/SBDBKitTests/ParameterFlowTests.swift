import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// Names that reach a load from elsewhere: through a function's parameters, a static property of
/// the same extension, a class handed on, an extension's principal class, XLForm's registry; and
/// loads the repository cannot check (Tests/Fixtures/Repos/ParameterFlow).
@Suite struct ParameterFlowTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/ParameterFlow")
    }

    private func report(_ name: String) throws -> [String] {
        try reportRows(name, database: database)
    }

    @Test func eachLiteralACallerPassesIsANameTheParameterLoads() throws {
        #expect(
            try rows(
                database,
                """
                SELECT target_name, coalesce(target_identifier, ''), coalesce(problem, '') FROM includes
                WHERE resolution = 'argument' ORDER BY target_name, target_identifier
                """) == [
                    // Objective-C: a C function's two literals, a method appending a literal, a parameter.
                    "Big||", "Help||", "Login_RTL||", "ObjcBoard||", "Prefs||",
                    // The storyboard and scene each call pairs (`instantiate("AppIcon", fromStoryboard: …)`).
                    "Settings||", "Settings|AppIcon|", "Settings|AppIkon|missing-scene", "Small||", "Unified||",
                ])
        #expect(
            try rows(
                database,
                """
                SELECT name, value FROM code_arguments WHERE name GLOB 'windowControllerWithName#*' ORDER BY value
                """) == ["windowControllerWithName#_0|Prefs", "windowControllerWithName#_0|Unified"])
        // A local that hides the parameter is not the parameter: "Shadowed" names nothing.
        #expect(try rows(database, "SELECT count(*) FROM includes WHERE target_name IN ('Shadowed', 'Computed')") == ["0"])
    }

    @Test func helpersGenericsTypeParametersAndCandidatesName() throws {
        #expect(
            try rows(
                database,
                """
                SELECT target_name, resolution FROM includes
                WHERE resolution IN ('helper', 'literal', 'class-name') ORDER BY target_name, resolution
                """) == [
                    "AboutViewController|helper", "Container|literal", "FooterView|helper", "FormCell|helper", "HeaderView|helper",
                    "MacPanel|literal", "MeterView|helper", "OrderCell|helper", "PadA|literal", "PadB|literal", "PhoneMain|literal",
                    "PromoView|helper",
                    "SheetVC|class-name", "TVMain|literal", "TestOnly|literal", "TouchPanel|literal", "Twin|literal",
                ])
        // Both sides of `#if` and `#ifdef` count.
        #expect(
            try rows(
                database,
                """
                SELECT target_name FROM includes WHERE target_name IN ('TVMain', 'PhoneMain', 'MacPanel', 'TouchPanel')
                  AND target_file_id IS NOT NULL ORDER BY target_name
                """) == ["MacPanel", "PhoneMain", "TVMain", "TouchPanel"])
        // A generic parameter is never itself a name.
        #expect(try rows(database, "SELECT count(*) FROM includes WHERE target_name = 'T'") == ["0"])
    }

    @Test func dynamicLoadsListsOnlyWhatNoCallerTells() throws {
        #expect(
            try report("dynamic-loads") == [
                "storyboard|UIStoryboard(name:bundle:)|storyboardName ?? String(describing: self)|dynamic|UIViewController|App/Controllers.swift|11",
                "nib|UINib(nibName:bundle:)|name|dynamic|HelpRouter|App/HelpRouter.swift|12",
            ])
    }

    @Test func unusedStoryboardsAreThoseNoCallerNames() throws {
        // Unreferenced first, then a storyboard only an unreferenced one links to.
        #expect(
            try report("unused-storyboards") == [
                "Orphaned|App/Orphaned.storyboard|unreferenced", "Unopened|Mac/Base.lproj/Unopened.storyboard|unreferenced",
                "Deep|App/Deep.storyboard|unreachable",
            ])
    }

    @Test func codeLoadsHaveADepthThroughTheAppsCode() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.name, d.depth, d.chain FROM include_depths d JOIN files f ON f.id = d.file_id
                WHERE f.name IN ('Unified', 'Deep', 'TestOnly', 'EmbeddedViewController', 'Twin') ORDER BY f.name, f.path
                """) == [
                    "Deep|NULL|NULL", "EmbeddedViewController|2|code > Container > EmbeddedViewController",
                    "TestOnly|NULL|NULL",
                    // Ambiguity is not absence: an ambiguous link reaches both files of the name.
                    "Twin|1|code > Twin", "Twin|1|code > Twin",
                    "Unified|1|code > Unified",
                ])
    }

    @Test func unusedNibsLeaveOutHelpersHandoffsPrincipalClassesAndXLFormRows() throws {
        // PromoView (a static provider of its extension), LoginViewController (handed on),
        // PickerViewController (NSExtensionPrincipalClass), FormCell and ServerCell (XLForm) are used.
        // Login.xib: the only load appends "_RTL".
        // InlineViewController.xib: its object in Container.xib has a view of its own.
        // InlineViewController.xib and OtherViewController.xib are named after classes while
        // HelpRouter.shadowed loads a nib by a name sbdb does not bound: undecided, not listed.
        #expect(
            try report("unused-nibs").map { "\($0.split(separator: "|")[1])|\($0.split(separator: "|").last!)" } == [
                "App/Login.xib|unreferenced", "App/TestOnly.xib|test-only",
            ])
        #expect(
            try rows(database, "SELECT target_name, resolution FROM includes WHERE mechanism = 'implicit-nib'")
                == ["EmbeddedViewController|implicit"])
    }

    @Test func whatTheRepositoryCannotCheckIsNoBrokenLink() throws {
        // The pod's bundle, a NibLoadable conformance never asked for its nib, and an XLForm row
        // type without a nib are left out; MeterView, asked for its missing nib, is broken.
        #expect(
            try report("broken-includes") == [
                "SettingsProvider|App/SettingsProvider.swift|11|code|Settings|AppIkon|missing-scene",
                "StatusViews|App/StatusViews.swift|13|code|MeterView||missing-file",
                "StatusViews|App/StatusViews.swift|15|code|MeterView||missing-file",
                // Which Twin loads is a matter of bundles, which sbdb does not know yet.
                "TwinLoader|Twins/Loader/TwinLoader.swift|4|code|Twin||ambiguous",
            ])
        #expect(
            try rows(
                database,
                """
                SELECT count(*) FROM includes WHERE target_name IN ('PodConsole', 'PodCell', 'GaugeView', 'PlainFormCell')
                """) == ["0"])
        #expect(
            try rows(database, "SELECT DISTINCT bundle_class FROM code_references WHERE bundle_class IS NOT NULL ORDER BY 1")
                == ["PodCellClass", "PodLogger"])
    }

    @Test func aCallerThatChangesItsLiteralRelinksTheLoadIncrementally() throws {
        let prefs = "SELECT count(*) FROM includes WHERE resolution = 'argument' AND target_name = 'Prefs'"
        #expect(try rows(database, prefs) == ["1"])
        let path = "Mac/WindowFactory.swift"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, text.replacingOccurrences(of: "windowControllerWithName(\"Prefs\")", with: "windowControllerWithName(\"Unopened\")"))
        try tree.bumpModificationTime(path)
        try index(tree.path, database: database)
        #expect(try rows(database, prefs) == ["0"])
        #expect(
            try report("unused-storyboards").map { $0.split(separator: "|")[1] }
                == ["App/Orphaned.storyboard", "Mac/Base.lproj/Prefs.storyboard", "App/Deep.storyboard"])
    }
}
