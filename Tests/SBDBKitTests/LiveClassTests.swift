import Foundation
import SBDBIndexing
import SBDBStore
import SBDBTestSupport
import SourceParsing
import Testing

/// Classes that are alive (issue 34): a nib that only the code of a class nothing reaches loads
/// is unreachable, in Swift and Objective-C (Tests/Fixtures/Repos/LiveClasses).
@Suite struct LiveClassTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/LiveClasses")
    }

    private func mentions(_ path: String) throws -> [String] {
        try rows(
            database,
            """
            SELECT CASE m.type WHEN '' THEN '-' ELSE m.type END || ' ' || m.name FROM type_mention_names m JOIN files f ON f.id = m.file_id
            WHERE f.path = '\(path)' ORDER BY 1
            """)
    }

    @Test func nibsOfClassesNothingReachesAreUnreachable() throws {
        #expect(
            try reportRows("unused-nibs", database: database) == [
                // Loaded by classes nothing creates or names: OrphanViewController; DeadChildController,
                // which only OrphanViewController creates; CycleController, named only by the view
                // of the nib it loads; OwnerOnlyController, the File's Owner of the nib it loads.
                "CyclePanel|App/CyclePanel.xib||CycleView|0|unreachable",
                "DeadChildPanel|App/DeadChildPanel.xib|||0|unreachable",
                // Objective-C: declared in a header and forward-declared with @class, created by nothing.
                "LegacyDead|App/LegacyDead.xib|||0|unreachable",
                "OrphanPanel|App/OrphanPanel.xib|||0|unreachable",
                "OwnerOnly|App/OwnerOnly.xib|OwnerOnlyController||0|unreachable",
                // Only the tests create ProbeController.
                "ProbePanel|App/ProbePanel.xib|||0|test-only",
            ])
        // Reached: from @main through the classes it creates (HomeHeader, DetailPanel), a subclass
        // the app creates (ListHeader), a class found by its name (ReflectedPanel), the Info.plist's
        // scene delegate (SceneBanner), a framework type's extension (HelpPanel), and in
        // Objective-C from main()'s UIApplicationMain (LegacyRoot) and a macro (MacroPanel).
        #expect(
            try rows(
                database,
                "SELECT f.name FROM include_depths d JOIN files f ON f.id = d.file_id WHERE d.depth IS NOT NULL ORDER BY 1")
                == ["DetailPanel", "HelpPanel", "HomeHeader", "LegacyRoot", "ListHeader", "MacroPanel", "ReflectedPanel", "SceneBanner"])
        #expect(try reportRows("dynamic-loads", database: database).isEmpty)
    }

    @Test func mentionsLeaveOutDeclarationsAndTheTypesOwnName() throws {
        // `@main` marks AppDelegate as the app's entry point; the declaration and its inheritance
        // clause (UIResponder, UIApplicationDelegate) are no mentions.
        #expect(
            try mentions("App/AppDelegate.swift") == [
                "@main AppDelegate", "AppDelegate Any", "AppDelegate Bool", "AppDelegate HomeViewController",
                "AppDelegate LaunchOptionsKey", "AppDelegate UIApplication", "AppDelegate UIWindow",
            ])
        // OwnerOnlyController's own name in its own body is none; OrphanViewController's code
        // mentions DeadChildController; CycleView's mentions CycleController.
        let orphans = try mentions("App/Orphans.swift")
        #expect(orphans.contains("OrphanViewController DeadChildController"))
        #expect(orphans.contains("CycleView CycleController"))
        #expect(!orphans.contains { $0.hasSuffix(" OwnerOnlyController") })
        #expect(!orphans.contains { $0.hasPrefix("- ") })
        // Objective-C: a macro's body mentions MacroController where it is defined; `@class` and the
        // `@interface` header (UIResponder, UIApplicationDelegate) do not.
        #expect(try mentions("App/LegacyAppDelegate.h") == ["- MacroController", "LegacyAppDelegate UIWindow"])
        // `int main(…)` is the app's entry point; what it names is mentioned from outside every type.
        #expect(try mentions("App/main.m") == ["- LegacyAppDelegate", "- NSStringFromClass", "- UIApplicationMain", "@main main"])
    }

    /// A caller added in another file reaches the orphan and what it creates, as a fresh index
    /// would; removing it makes them unreachable again.
    @Test func aNewMentionReachesTheClassAndWhatItCreates() throws {
        try tree.write(
            "App/Adopter.swift",
            "import UIKit\n\nextension HomeViewController {\n    func adopt() { present(OrphanViewController(), animated: true) }\n}\n")
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(
            try reportRows("unused-nibs", database: database).map { $0.split(separator: "|")[0] } == [
                "CyclePanel", "LegacyDead", "OwnerOnly", "ProbePanel",
            ])
        try expectEqualsAFreshIndex(tree, database: database)
        try FileManager.default.removeItem(at: tree.file("App/Adopter.swift"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try reportRows("unused-nibs", database: database).count == 6)
        try expectEqualsAFreshIndex(tree, database: database)
    }

    /// Without an entry point (no `@main` type, no C `main`, no `main.swift`) sbdb does not see how
    /// the code starts, as in a library or a folder of snippets: no class is called unreached.
    @Test func withoutAnEntryPointNoClassIsDecided() throws {
        try FileManager.default.removeItem(at: tree.file("App/AppDelegate.swift"))
        try FileManager.default.removeItem(at: tree.file("App/main.m"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try reportRows("unused-nibs", database: database).isEmpty)
        try expectEqualsAFreshIndex(tree, database: database)
    }
}
