import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBStore
import SBDBTestSupport
import Testing

/// Names bound by the code that calls a function: class parameters and generic parameters bound
/// at each call, functions nobody calls, a local holding the class's name
/// (Tests/Fixtures/Repos/BoundNames).
@Suite struct BoundNameTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/BoundNames")
    }

    @Test func classesPassedToAClassParameterAreTheNamesItsLoadsGive() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.path, i.line, i.target_name, coalesce(i.target_identifier, ''), i.resolution FROM includes i
                JOIN files f ON f.id = i.source_file_id WHERE i.mechanism = 'code' ORDER BY f.path, i.line, i.target_name
                """) == [
                    "App/AppDelegate.m|6|PaneController||implicit",
                    "App/Boards.swift|10|Settings||constant",
                    "App/Boards.swift|11|onboarding||constant",
                    // A raw value of an enum parameter: the cases callers pass as `.settings`.
                    "App/Boards.swift|14|Settings||argument",
                    "App/Boards.swift|20|onboarding||argument",
                    "App/Cells.swift|10|PriceCell||argument",
                    "App/Cells.swift|10|RatingCell||argument",
                    "App/Cells.swift|15|SummaryHeader||argument",
                    // A local's assignments: an if's and each case of a switch.
                    "App/Choices.swift|8|NarrowHeader||literal",
                    "App/Choices.swift|8|WideHeader||literal",
                    "App/Choices.swift|17|PlainFooter||literal",
                    "App/Choices.swift|17|RichFooter||literal",
                    // An @IBInspectable name: what IB sets on the class's objects.
                    "App/Designables.swift|11|CardFace||argument",
                    // A loop over an enum's own cases, whose property switches to each cell's name
                    // (one through an associated value's switch); names without a nib are no link.
                    "App/Feed.swift|49|CompactFeedCell||constant",
                    "App/Feed.swift|49|PhotoFeedCell||constant",
                    // A loop over a function's literal list of classes; an element of a stored dictionary;
                    // a class property whose provider is a superclass's.
                    "App/Forms.swift|26|InfoRowCell||argument",
                    "App/Forms.swift|26|NoteRowCell||argument",
                    // Guarded by the nib's existence: PlainRowCell, which has none, is no link.
                    "App/Forms.swift|31|InfoRowCell||constant",
                    "App/Forms.swift|40|HelpPanel||literal",
                    "App/Forms.swift|53|MovieCell||constant",
                    // A local given NSStringFromClass([self class]) is the class's name.
                    "App/PaneController.m|9|PaneController||class-name",
                    // A choice names each branch, as an argument and as a local's value.
                    "App/Panels.m|9|SearchBar||literal",
                    "App/Panels.m|9|SearchPanel||literal",
                    "App/Panels.m|11|CompactRow||literal",
                    "App/Panels.m|11|WideRow||literal",
                    // A class provider that strips the module from NSStringFromClass(self), asked of TicketView.
                    "App/Readable.swift|17|TicketView||constant",
                    // `self` in a class method: the class its callers call it on (StubView.loadFromNib()).
                    "App/Readable.swift|26|StubView||argument",
                    "App/Storyboards.swift|18|Main||literal",
                    // A class-method provider asked through a local; a class method creating the class of
                    // self, called with brackets and with dot syntax (PlainPane, which has no nib, is none).
                    "App/Tabs.m|34|DurationRow||class-name",
                    "App/Tabs.m|45|AboutPane||helper",
                    "App/Tabs.m|45|GeneralPane||helper",
                ])
        // `T.sceneIdentifier` with T bound by `instantiate(ofType: CartViewController.self)`.
        #expect(
            try rows(database, "SELECT name, value FROM code_arguments WHERE name = 'instantiate#ofType'")
                == ["instantiate#ofType|CartViewController"])
    }

    @Test func aStringEnumsCasesNameTheirRawValues() throws {
        #expect(
            try rows(
                database,
                """
                SELECT i.line, i.target_name, i.resolution FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path = 'App/Boards.swift' ORDER BY i.line, i.target_name
                """) == ["10|Settings|constant", "11|onboarding|constant", "14|Settings|argument", "20|onboarding|argument"])
        #expect(try reportRows("unused-storyboards", database: database) == ["Unopened|App/Unopened.storyboard|unreferenced"])
        // A parameter of the enum type names the cases its callers pass, never every case; the
        // parameter's type is kept beside its arguments to look `.settings` up in.
        #expect(
            try rows(database, "SELECT name, value FROM code_arguments WHERE name IN ('b#board', 'fromBoard#named') ORDER BY name, value")
                == [
                    "b#board|$(CONST .settings)", "b#board|$(TYPE Board)",
                    "fromBoard#named|$(CONST .onboarding)", "fromBoard#named|$(TYPE Board)",
                ])
    }

    @Test func aLoadMadeOnlyWhenTheNibExistsBreaksNothing() throws {
        #expect(try reportRows("broken-includes", database: database).isEmpty)
        #expect(
            try rows(
                database,
                """
                SELECT DISTINCT r.api FROM code_references r JOIN files f ON f.id = r.file_id
                WHERE f.path = 'App/Forms.swift' AND r.line = 31 AND r.kind = 'nib'
                """)
                == ["UINib(nibName:bundle:) when the nib exists"])
    }

    @Test func dynamicLoadsHoldsOnlyTheLoadACallerFeedsAnUnknownName() throws {
        // Not loadPanel(named:), which nothing calls; not the generic scene, opened on a
        // storyboard object the code holds.
        #expect(
            try reportRows("dynamic-loads", database: database) == [
                "nib|UINib(nibName:bundle:)|badge|constant|PanelLoader|App/Cells.swift|36",
                // An inspectable its own code assigns; not BadgeView's, which nothing sets (nil: no load).
                "nib|UINib(nibName:bundle:)|ribbonNib|dynamic|RibbonView|App/Designables.swift|27",
            ])
        #expect(try rows(database, "SELECT count(*) FROM unset_inspectable_loads") == ["1"])
        #expect(try rows(database, "SELECT function FROM uncalled_parameter_loads") == ["loadPanel"])
    }

    @Test func aNibThatStartsLikeANameCodeBuildsIsUndecided() throws {
        #expect(try reportRows("unused-nibs", database: database) == ["Orphan|App/Orphan.xib|||0|unreferenced"])
        let undecided = try rows(database, "SELECT prefix FROM run_time_name_prefixes")
        #expect(undecided == ["Badge"])
    }

    /// `self` passed in a class method names the classes callers call it on: a caller added in
    /// another file, or removed, re-links the load in the method's file, as a fresh index would.
    @Test func aNewCallerOfAClassMethodRelinksTheLoadItFeeds() throws {
        func stubLinks() throws -> [String] {
            try rows(
                database,
                """
                SELECT i.target_name FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path = 'App/Readable.swift' AND i.resolution = 'argument' ORDER BY 1
                """)
        }
        #expect(try stubLinks() == ["StubView"])
        try tree.write("App/BadgeStub.xib", try String(contentsOf: tree.file("App/StubView.xib"), encoding: .utf8))
        try tree.write(
            "App/BadgeStubs.swift",
            """
            import UIKit
            final class BadgeStub: UIView {}
            final class BadgeController: UIViewController {
                override func viewDidLoad() { view.addSubview(BadgeStub.loadFromNib()) }
            }
            """)
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try stubLinks() == ["BadgeStub", "StubView"])
        try expectEqualsAFreshIndex(tree, database: database)
        try FileManager.default.removeItem(at: tree.file("App/BadgeStubs.swift"))
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try stubLinks() == ["StubView"])
    }

    /// A case's result asked of a class in another file (`PhotoFeedCell.reuseIdentifier`): a new
    /// declaration of that constant elsewhere re-links the load, as a fresh index would.
    @Test func aCasesNameChangedInAnotherFileRelinksTheLoad() throws {
        func feedLinks() throws -> [String] {
            try rows(
                database,
                """
                SELECT i.target_name FROM includes i JOIN files f ON f.id = i.source_file_id
                WHERE f.path = 'App/Feed.swift' ORDER BY 1
                """)
        }
        #expect(try feedLinks() == ["CompactFeedCell", "PhotoFeedCell"])
        let feed = try String(contentsOf: tree.file("App/Feed.swift"), encoding: .utf8)
        try tree.write("App/Feed.swift", feed.replacingOccurrences(of: "PhotoFeedCell.reuseIdentifier", with: "GalleryCell.reuseIdentifier"))
        try tree.write("App/GalleryCell.xib", try String(contentsOf: tree.file("App/PhotoFeedCell.xib"), encoding: .utf8))
        try tree.write(
            "App/Gallery.swift", "import UIKit\nfinal class GalleryCell: UICollectionViewCell {\n    static let reuseIdentifier = \"GalleryCell\"\n}\n")
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try feedLinks() == ["CompactFeedCell", "GalleryCell"])
        try tree.write(
            "App/Gallery.swift", "import UIKit\nfinal class GalleryCell: UICollectionViewCell {\n    static let reuseIdentifier = \"PhotoFeedCell\"\n}\n")
        _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        #expect(try feedLinks() == ["CompactFeedCell", "PhotoFeedCell"])
        try expectEqualsAFreshIndex(tree, database: database)
    }
}
