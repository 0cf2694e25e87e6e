import Foundation
import SBDBIndexing
import SBDBReports
import SBDBStore
import SBDBTestSupport
import SourceParsing
import Testing

/// A function that passes its own parameter on to another passes whatever its callers pass, in
/// Swift and Objective-C, through any number of functions (Tests/Fixtures/Repos/Forwarding).
@Suite struct ForwardedNameTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Forwarding")
    }

    private func codeLinks() throws -> [String] {
        try rows(
            database,
            """
            SELECT f.path, i.line, i.target_name, i.resolution FROM includes i JOIN files f ON f.id = i.source_file_id
            WHERE i.mechanism = 'code' ORDER BY f.path, i.line, i.target_name
            """)
    }

    @Test func aParameterPassedOnNamesWhatTheFirstCallerPasses() throws {
        #expect(
            try codeLinks() == [
                // Objective-C: a local declared nil and given a literal in each branch of an `if`.
                "App/Choices.m|17|ChoiceA|literal",
                "App/Choices.m|17|ChoiceB|literal",
                // Objective-C: `NSStringFromClass(cellClass)` of a `(Class)` parameter, and of a
                // loop variable over a literal array of classes.
                "App/ClassCells.m|17|OrderCell|argument",
                "App/ClassCells.m|26|PriceCell|class-name",
                "App/ClassCells.m|26|TagCell|class-name",
                // A class-name helper on a local holding a class, and on a loop name over classes.
                "App/Headers.swift|18|HeaderView|helper",
                "App/Headers.swift|20|FooterView|helper",
                // A forwarding initialiser (`super.init(nibName: nibNameOrNil, …)`,
                // `[super initWithNibName:nibNameOrNil …]`) is no load: its caller's literal is.
                "App/Initialisers.m|18|ObjCInitPanel|literal",
                "App/Initialisers.swift|16|SwiftInitPanel|literal",
                // An enum's property returning a class per case, in a loop over `allCases`; PlainCell,
                // which has no nib, is none.
                "App/Kinds.swift|23|BannerCell|constant",
                "App/Kinds.swift|23|FooterCell|constant",
                // The same through a local (`let type = kind.cellType`).
                "App/Kinds.swift|31|BannerCell|constant",
                "App/Kinds.swift|31|FooterCell|constant",
                // Objective-C: `+nibName` overridden by a subclass; `[self nibName]` in the base
                // class's factory names the base's nib and the subclass's.
                "App/Overrides.m|11|BasePanel|literal",
                "App/Overrides.m|12|BasePanel|constant",
                "App/Overrides.m|12|SpecialPanel|constant",
                "App/Overrides.m|19|SpecialPanel|literal",
                // Objective-C: openDefault → openPanelNamed:animated: → loadPanelWithNibName:.
                "App/Panels.m|20|ForwardedPanel|argument",
                // A stored property its initialiser sets from a parameter, read on an element of a
                // typed stored array through a local: the constants each caller passes.
                "App/Panes.swift|33|Panes|literal",
                "App/Panes.swift|34|Panes|argument",
                "App/Panes.swift|34|Panes|argument",
                // A property a method sets after the initialiser: what the method's callers pass
                // (AdvancedPane) and what the initialiser is given (GeneralPane).
                "App/Panes.swift|65|Panes|argument",
                "App/Panes.swift|65|Panes|argument",
                // Swift: start → show → present; through an unwrapping `guard let name = name`;
                // and a name wrapper (`.init("Wrapped")`) whose raw value is passed on.
                "App/Router.swift|17|Forwarded|argument",
                "App/Router.swift|17|Unwrapped|argument",
                "App/Router.swift|17|Wrapped|argument",
                // Known parts joined: `base + "-RTL"` as a choice's branch, `base + "-Compact"` directly.
                "App/Suffix.swift|9|Login|literal",
                "App/Suffix.swift|9|Login-RTL|literal",
                "App/Suffix.swift|14|Login-Compact|literal",
            ])
        #expect(
            try rows(database, "SELECT name, value FROM code_arguments WHERE value GLOB '$(ARG *' ORDER BY name, value") == [
                // What initialisers give stored properties: the wrapper's raw value, a pane's fields.
                "Name.rawValue#set|$(ARG Name.init#_0)",
                "Name.rawValue#set|$(ARG Name.init#rawValue)",
                "PaneSpec.identifier#set|$(ARG PaneSpec.init#identifierRawValue)",
                "PaneSpec.title#set|$(ARG PaneSpec.init#title)",
                "TabSpec.identifier#set|$(ARG TabSpec.init#identifier)",
                // `self.identifier = identifier` in `mutating func retarget(_ identifier: String)`.
                "TabSpec.identifier#set|$(ARG retarget#_0)",
                "instantiateController#withIdentifier|$(ARG showPane#identifier)",
                "instantiateController#withIdentifier|$(ARG showTab#identifier)",
                "loadPanelWithNibName:#_0|$(ARG openPanelNamed:animated:#_0)",
                "ping#_0|$(ARG pong#_0)",
                "pong#_0|$(ARG ping#_0)",
                "present#storyboard|$(ARG open#board)",
                "present#storyboard|$(ARG show#name)",
                "present#storyboard|$(ARG unwrap#name)",
                "showPane#identifier|$(ARG PaneSpec.identifier#set)",
                "showTab#identifier|$(ARG TabSpec.identifier#set)",
            ])
        // The property's values: what the initialiser is given for them.
        #expect(
            try rows(database, "SELECT name, value FROM code_arguments WHERE name GLOB 'PaneSpec.*' ORDER BY name, value") == [
                "PaneSpec.identifier#set|$(ARG PaneSpec.init#identifierRawValue)",
                "PaneSpec.init#identifierRawValue|$(CONST PaneName.general)",
                "PaneSpec.init#identifierRawValue|$(CONST PaneName.network)",
                "PaneSpec.init#title|General", "PaneSpec.init#title|Network",
                "PaneSpec.title#set|$(ARG PaneSpec.init#title)",
            ])
        #expect(
            try rows(
                database,
                """
                SELECT target_identifier FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path = 'App/Panes.swift' AND i.target_identifier IS NOT NULL ORDER BY 1
                """) == ["AdvancedPane", "GeneralPane", "GeneralPane", "NetworkPane"])
    }

    @Test func aLocalOrAClosureParameterThatHidesTheParameterIsNotIt() throws {
        // `let name = name.uppercased()` and `{ name in … }`: those calls pass no parameter on, so
        // Hidden and Closured, which only the outer calls name, are unused.
        #expect(
            try reportRows("unused-storyboards", database: database) == [
                "Closured|App/Closured.storyboard|unreferenced", "Hidden|App/Hidden.storyboard|unreferenced",
            ])
        #expect(try reportRows("unused-nibs", database: database) == ["OrphanPanel|App/OrphanPanel.xib|PanelOpener||0|unreferenced"])
        // A storyboard named after a class is undecided while code opens one by a name sbdb
        // cannot bound (`names[0]`); the others stay findings.
        #expect(
            try reportRows("dynamic-loads", database: database) == [
                "storyboard|UIStoryboard(name:bundle:)|names[0]|dynamic|SettingsFlow|App/SettingsFlow.swift|7",
                "storyboard|UIStoryboard(name:bundle:)|name|constant|SettingsFlow|App/SettingsFlow.swift|15",
                // A joined name with a part no literal gives (a parameter its caller computes).
                "storyboard|UIStoryboard(name:bundle:)|base + variant|dynamic|LoginFlow|App/Suffix.swift|20",
            ])
        #expect(try rows(database, "SELECT count(*) FROM uncalled_parameter_loads").first == "0")
        let report = try #require(ReportCatalog.report(named: "unused-storyboards"))
        #expect(
            try rows(database, "SELECT storyboard || '|' || undecided FROM (\(report.undecidedOnly().sql))") == [
                "SettingsFlow|code opens storyboards by names sbdb cannot bound, and this one is named after a class: App/SettingsFlow.swift:7 names[0] (and 2 more: sbdb query dynamic-loads)"
            ])
        #expect(try reportRows("broken-includes", database: database).isEmpty)
    }

    @Test func aDeclaredFunctionsParameterClauseIsNoCall() throws {
        // `func open(board: UIStoryboard.Name)` passes no constant `UIStoryboard.Name` to `open`.
        #expect(try rows(database, "SELECT value FROM code_arguments WHERE name = 'open#board'") == ["Wrapped"])
    }

    /// A new caller in another file of the first function re-links the load two functions away,
    /// as a fresh index would; removing it un-links it again.
    @Test func aNewCallerRelinksTheLoadItReachesThroughForwarding() throws {
        try tree.write("App/Deep.swift", "extension Router {\n    func deep() { show(name: \"Hidden\") }\n}\n")
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try codeLinks().contains("App/Router.swift|17|Hidden|argument"))
        #expect(try reportRows("unused-storyboards", database: database) == ["Closured|App/Closured.storyboard|unreferenced"])
        try expectEqualsAFreshIndex(tree, database: database)
        try FileManager.default.removeItem(at: tree.file("App/Deep.swift"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try !codeLinks().contains("App/Router.swift|17|Hidden|argument"))
        try expectEqualsAFreshIndex(tree, database: database)
    }

    @Test func signaturesKeepOnlyParametersThatMayCarryAName() throws {
        let text = Array("show<T: UIView>(named name: String, _ type: T.Type, count: Int, cell: UITableViewCell, id: NSStoryboard.SceneIdentifier?) {".utf8)
        let signature = try #require(CallArguments.signature(text, from: 0))
        #expect(signature.function == "show")
        #expect(
            signature.parameters == [
                CallArguments.Parameter(label: "named", name: "name", position: 0),
                CallArguments.Parameter(label: nil, name: "type", position: 1),
                CallArguments.Parameter(label: "id", name: "id", position: 4),
            ])
        // An operator, and a clause cut short, have none.
        #expect(CallArguments.signature(Array(" ==(lhs: A, rhs: A) -> Bool".utf8), from: 0) == nil)
        #expect(CallArguments.signature(Array("broken(name: String".utf8), from: 0) == nil)
    }
}
