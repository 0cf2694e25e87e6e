import Foundation
import GRDB
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// A link update reads only what a change touches (names looked up through indexes, depths kept
/// when the graph did not move), and still ends where a fresh index ends.
@Suite struct LinkUpdateTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        tree = try TemporaryDirectory()
        database = tree.file(".sbdb/index.sqlite").path
        try tree.write("App/Main.storyboard", Self.storyboard(labelClass: nil))
        try tree.write("App/Card.xib", Self.xib)
        try tree.write("App/Other.storyboard", Self.xib.replacingOccurrences(of: "XIB\"", with: "Storyboard.XIB\""))
        try tree.write(
            "App/Probe.swift",
            """
            import UIKit

            final class DepthProbe: UILabel {
                func load() { Bundle.main.loadNibNamed("Card", owner: self) }
            }

            final class Opener {
                func open() -> UIViewController? { UIStoryboard(name: "Ärger", bundle: nil).instantiateInitialViewController() }
            }

            """)
        try tree.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>UIMainStoryboardFile</key><string>Main</string>
            </dict></plist>
            """)
        try index(tree.path, database: database)
    }

    static func storyboard(labelClass: String?, identifier: String = "Home", title: String = "Title") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1-aa-bbb">
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" id="vw1-aa-bbb">
                                <subviews>
                                    <label text="\(title)" id="lb1-aa-bbb"\(labelClass.map { " customClass=\"\($0)\"" } ?? "")/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" id="ph1-aa-bbb" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><view id="crd-aa-bbb"/></objects>
        </document>
        """

    func rewrite(_ path: String, _ text: String) throws {
        try tree.write(path, text)
        try tree.bumpModificationTime(path, seconds: 7)
    }

    func expectEqualToAFreshIndex() throws {
        let scratch = try TemporaryDirectory()
        let fresh = scratch.file("fresh.sqlite").path
        try index(tree.path, database: fresh)
        #expect(try DatabaseDump.lines(database) == DatabaseDump.lines(fresh))
    }

    func depth(_ name: String) throws -> String {
        try rows(
            database,
            """
            SELECT coalesce(d.depth, 'NULL') || ' ' || coalesce(d.chain, '') FROM include_depths d
            JOIN files f ON f.id = d.file_id WHERE f.name = '\(name)'
            """
        ).joined()
    }

    /// A storyboard starts using a class whose code loads a nib: the nib is reached from the entry
    /// point through it, no longer from the app's code (a class no IB file uses runs from there),
    /// though no link row of a changed file moved.
    @Test func aClassUseThatComesAndGoesMovesDepths() throws {
        #expect(try depth("Card") == "1 code > Card")
        try rewrite("App/Main.storyboard", Self.storyboard(labelClass: "DepthProbe"))
        try index(tree.path, database: database)
        #expect(try depth("Card") == "1 Main > Card")
        try expectEqualToAFreshIndex()
        try rewrite("App/Main.storyboard", Self.storyboard(labelClass: nil))
        try index(tree.path, database: database)
        #expect(try depth("Card") == "1 code > Card")
        try expectEqualToAFreshIndex()
    }

    /// Edits that move no edge (a title, a scene identifier, in a storyboard whose own link rows
    /// are rewritten with its elements) do not recompute depths: a marked depth row survives
    /// them, and the next edit that moves an edge recomputes it.
    @Test func onlyEditsThatMoveAnEdgeRecomputeDepths() throws {
        try rewrite("App/Main.storyboard", Self.storyboard(labelClass: "DepthProbe"))
        try index(tree.path, database: database)
        try expectEqualToAFreshIndex()
        #expect(try depth("Other") == "1 Main > Other")
        let mark = "UPDATE include_depths SET chain = 'marked' WHERE file_id = (SELECT id FROM files WHERE name = 'Main')"
        try DatabaseQueue(path: database).write { try $0.execute(sql: mark) }
        try rewrite("App/Main.storyboard", Self.storyboard(labelClass: "DepthProbe", identifier: "Start", title: "Hello"))
        #expect(try index(tree.path, database: database).changed == 1)
        #expect(try depth("Main") == "0 marked")
        try rewrite("App/Probe.swift", try String(contentsOf: tree.file("App/Probe.swift"), encoding: .utf8) + "// a comment\n")
        #expect(try index(tree.path, database: database).changed == 1)
        #expect(try depth("Main") == "0 marked")
        try rewrite("App/Main.storyboard", Self.storyboard(labelClass: nil, identifier: "Start", title: "Hello"))
        try index(tree.path, database: database)
        #expect(try depth("Main") == "0 Main")
        try expectEqualToAFreshIndex()
    }

    /// The near-miss note and the link follow names that differ only in non-ASCII case, which
    /// SQLite's lower() does not fold: the update must read those names too.
    @Test func nonASCIICaseNearMissesFollowTheFiles() throws {
        let link = "SELECT coalesce(problem, 'ok') || ' ' || coalesce(detail, '') FROM includes WHERE target_name = 'Ärger'"
        #expect(try rows(database, link).first?.hasPrefix("missing-file") == true)
        #expect(try rows(database, link).first?.contains("differs only in case") == false)
        try tree.write("App/ärger.storyboard", Self.storyboard(labelClass: nil))
        try index(tree.path, database: database)
        #expect(try rows(database, link).first?.contains("a file differs only in case: ärger") == true)
        try expectEqualToAFreshIndex()
        try FileManager.default.moveItem(at: tree.file("App/ärger.storyboard"), to: tree.file("App/Ärger.storyboard"))
        try index(tree.path, database: database)
        #expect(try rows(database, link).first?.hasPrefix("ok") == true)
        try expectEqualToAFreshIndex()
    }

    /// Paths that Swift orders differently from their bytes still match their stored rows in
    /// the one-pass comparison: Swift compares the composed é (after f), the bytes of a
    /// decomposed e + ◌́ sort before f; and the two spellings of one name are two files.
    @Test func noOpRunsMatchPathsByTheirBytes() throws {
        let composed = "App/Caf\u{E9}.xib"
        let decomposed = "App/Cafe\u{301}.xib"
        try tree.write(composed, Self.xib)
        try tree.write(decomposed, Self.xib)
        try tree.write("App/Caff.xib", Self.xib)
        var summary = try index(tree.path, database: database)
        #expect(summary.added == 3)
        summary = try index(tree.path, database: database)
        #expect(summary.unchanged == summary.seen)
        #expect(summary.added + summary.changed + summary.removed == 0)
        try FileManager.default.removeItem(at: tree.file(decomposed))
        summary = try index(tree.path, database: database)
        #expect(summary.removed == 1)
        #expect(summary.unchanged == summary.seen)
        try expectEqualToAFreshIndex()
    }
}
