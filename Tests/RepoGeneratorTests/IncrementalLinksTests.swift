import Foundation
import GRDB
import RepoGenerator
import SBDBCore
import SBDBStore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// Incremental link updates end where a full index ends: random sequences of edits to a
/// generated repository (links breaking and healing, scenes and initial view controllers
/// coming and going, localised copies, case-only renames, implicit nibs, cross-file constants),
/// each followed by an incremental run whose database must equal a fresh index, row for row.
@Suite struct IncrementalLinksTests {
    /// One repository being edited, with what the edits need to undo themselves.
    final class Session {
        let tree: TemporaryDirectory
        let repository: GeneratedRepository
        let database: String
        var random: SeededRandom
        var log: [String] = []
        /// Files taken away (path → content), to put back later.
        var removed: [String: String] = [:]
        /// Renamed storyboards: the new path → the original one.
        var renamed: [String: String] = [:]
        /// Files the edits added.
        var added: Set<String> = []

        init(seed: UInt64) throws {
            tree = try TemporaryDirectory()
            repository = try RepoGenerator(shape: .tiny, seed: 1).write(to: tree.url)
            database = tree.file(".sbdb/index.sqlite").path
            random = SeededRandom(seed: seed)
            _ = try Indexer(store: try Store(path: database), root: tree.path).run()
        }

        func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }

        func read(_ path: String) throws -> String { try String(contentsOf: tree.file(path), encoding: .utf8) }

        /// Rewrites a file and moves its mtime, so the run sees it whatever the clock resolution.
        func rewrite(_ path: String, _ text: String) throws {
            try tree.write(path, text)
            try tree.bumpModificationTime(path, seconds: Double(1 + random.below(1_000)))
        }

        func remove(_ path: String) throws {
            removed[path] = try read(path)
            try FileManager.default.removeItem(at: tree.file(path))
        }

        func move(_ from: String, _ to: String) throws {
            try FileManager.default.createDirectory(at: tree.file(to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: tree.file(from), to: tree.file(to))
        }

        var storyboards: [String] { repository.storyboardPaths.filter { FileManager.default.fileExists(atPath: tree.file($0).path) } }

        static func name(_ path: String) -> String { FileNaming(relativePath: path).name }

        static func folder(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

        /// One random edit, described in the log.
        func edit() throws {
            switch random.below(11) {
            case 0:  // Rename a storyboard, so the links naming it break (or back, so they heal).
                if let (current, original) = renamed.first, random.below(2) == 0 {
                    try move(current, original)
                    renamed[current] = nil
                    log.append("rename back \(current)")
                } else {
                    let path = pick(storyboards)
                    // A case-only rename leaves a near miss for every link naming it.
                    let name = Self.name(path)
                    let newName = random.below(2) == 0 ? name.lowercased() : name + "Moved"
                    let target = Self.folder(path) + (newName == name ? "/" : "/Lower/") + newName + ".storyboard"
                    guard target != path else { return }
                    try move(path, target)
                    renamed[target] = path
                    log.append("rename \(path) to \(target)")
                }
            case 1:  // Rename a scene's storyboard identifier (or back).
                let path = pick(storyboards)
                let text = try read(path)
                let scene = "storyboardIdentifier=\"Scene\(random.below(3))"
                if text.contains(scene + "x\"") {
                    try rewrite(path, text.replacingOccurrences(of: scene + "x\"", with: scene + "\""))
                } else {
                    try rewrite(path, text.replacingOccurrences(of: scene + "\"", with: scene + "x\""))
                }
                log.append("toggle \(scene) in \(path)")
            case 2:  // Drop a storyboard's initial view controller (or give it one again).
                let path = pick(storyboards)
                let text = try read(path)
                if let range = text.range(of: #" initialViewController="[^"]*""#, options: .regularExpression) {
                    try rewrite(path, text.replacingCharacters(in: range, with: ""))
                } else {
                    let first = try #require(text.range(of: #"<viewController storyboardIdentifier="[^"]*" id="[^"]*""#, options: .regularExpression))
                    let id = String(text[first].split(separator: "\"")[3])
                    try rewrite(path, text.replacingOccurrences(of: "colorMatched=\"YES\">", with: "colorMatched=\"YES\" initialViewController=\"\(id)\">"))
                }
                log.append("toggle the initial view controller of \(path)")
            case 3:  // Take a xib or Swift file away, or put one back.
                if let (path, text) = removed.first, random.below(2) == 0 {
                    try tree.write(path, text)
                    removed[path] = nil
                    log.append("restore \(path)")
                } else {
                    let path = pick(random.below(2) == 0 ? repository.xibPaths : repository.swiftPaths)
                    guard FileManager.default.fileExists(atPath: tree.file(path).path) else { return }
                    try remove(path)
                    log.append("remove \(path)")
                }
            case 4:  // A localised copy: the same logical file, or a competitor in another folder.
                let path = pick(storyboards)
                let name = Self.name(path)
                let copy =
                    random.below(2) == 0
                    ? Self.folder(path) + "/Base.lproj/\(name).storyboard" : "Elsewhere\(random.below(2))/\(name).storyboard"
                if added.contains(copy) {
                    try FileManager.default.removeItem(at: tree.file(copy))
                    added.remove(copy)
                    log.append("remove copy \(copy)")
                } else {
                    try tree.write(copy, try read(path).replacingOccurrences(of: "Scene1\"", with: "Scene1Copy\""))
                    added.insert(copy)
                    log.append("copy \(path) to \(copy)")
                }
            case 5:  // Make a Swift file open another storyboard by a literal name.
                let path = pick(repository.swiftPaths)
                guard FileManager.default.fileExists(atPath: tree.file(path).path) else { return }
                let target = Self.name(pick(repository.storyboardPaths))
                try rewrite(
                    path,
                    try read(path) + """

                        final class Extra\(random.below(1_000)) {
                            func open() -> UIViewController {
                                UIStoryboard(name: "\(target)", bundle: nil).instantiateViewController(withIdentifier: "Scene\(random.below(3))")
                            }
                        }

                        """)
                log.append("link \(path) to \(target)")
            case 6:  // A view controller created without a nib name, named after a xib that may or may not exist.
                let xib = Self.name(pick(repository.xibPaths.filter { Self.name($0).hasSuffix("View") }))
                let path = "Added/Sources/Launcher\(random.below(4)).swift"
                try tree.write(
                    path,
                    """
                    import UIKit

                    final class Launcher {
                        func open() -> UIViewController { \(xib)Controller() }
                    }

                    """)
                try tree.bumpModificationTime(path, seconds: Double(1 + random.below(1_000)))
                added.insert(path)
                log.append("write \(path) creating \(xib)Controller")
            case 7:  // A constant in one file names the storyboard that another file opens.
                let target = Self.name(pick(repository.storyboardPaths))
                try tree.write("Added/Sources/Names.swift", "enum Names {\n    static let flow = \"\(target)\"\n}\n")
                try tree.bumpModificationTime("Added/Sources/Names.swift", seconds: Double(1 + random.below(1_000)))
                try tree.write(
                    "Added/Sources/Flow.swift",
                    """
                    import UIKit

                    final class Flow {
                        func open() -> UIViewController? { UIStoryboard(name: Names.flow, bundle: nil).instantiateInitialViewController() }
                    }

                    """)
                log.append("constant Names.flow = \(target)")
            case 8:  // Conventions whose names are constants declared in another file.
                let types = "Added/Sources/Conventions.swift"
                if FileManager.default.fileExists(atPath: tree.file(types).path), random.below(4) == 0 {
                    try FileManager.default.removeItem(at: tree.file(types))
                    log.append("remove \(types)")
                    return
                }
                if !FileManager.default.fileExists(atPath: tree.file(types).path) {
                    try tree.write(
                        types,
                        """
                        import UIKit

                        final class ShopFlow: UIViewController, StoryboardInstantiable {}
                        final class ShopScene: UIViewController, StoryboardSceneBased {
                            static let sceneIdentifier = "Scene1"
                        }

                        """)
                }
                let target = Self.name(pick(repository.storyboardPaths))
                try rewrite(
                    "Added/Sources/ConventionNames.swift",
                    """
                    import UIKit

                    extension ShopFlow {
                        static let storyboardName = "\(target)"
                        static let viewControllerIdentifier = "Scene\(random.below(3))"
                    }
                    extension ShopScene {
                        static var sceneStoryboard = UIStoryboard(name: Names.flow, bundle: nil)
                    }

                    """)
                log.append("conventions name \(target)")
            case 9:  // An IB file starts or stops using a class whose code loads a nib: a code edge comes or goes.
                let probe = "Added/Sources/DepthProbe.swift"
                let xibs = repository.xibPaths.filter { FileManager.default.fileExists(atPath: tree.file($0).path) }
                if !FileManager.default.fileExists(atPath: tree.file(probe).path), let xib = xibs.first {
                    try tree.write(
                        probe,
                        """
                        import UIKit

                        final class DepthProbe: UILabel {
                            func load() { Bundle.main.loadNibNamed("\(Self.name(xib))", owner: self) }
                        }

                        """)
                }
                let path = pick(storyboards + xibs)
                let text = try read(path)
                let used = " customClass=\"DepthProbe\" probe=\"1\""
                if text.contains(used) {
                    try rewrite(path, text.replacingOccurrences(of: used, with: ""))
                    log.append("stop using DepthProbe in \(path)")
                } else if let label = text.range(of: "<label ") {
                    try rewrite(path, text.replacingCharacters(in: label, with: "<label" + used + " "))
                    log.append("use DepthProbe in \(path)")
                }
            default:  // Touch a file without changing it.
                let path = pick(repository.xibPaths + repository.swiftPaths)
                guard FileManager.default.fileExists(atPath: tree.file(path).path) else { return }
                try tree.bumpModificationTime(path)
                log.append("touch \(path)")
            }
        }

        /// The incremental run, then a fresh index of the same tree: they must be equal.
        func check(_ step: Int) throws -> Bool {
            _ = try Indexer(store: try Store(path: database), root: tree.path).run()
            let scratch = try TemporaryDirectory()
            let fresh = scratch.file("fresh.sqlite").path
            _ = try Indexer(store: try Store(path: fresh), root: tree.path).run()
            // Batches of new files skip SQLite's foreign-key checks: every row must still have its parents.
            for path in [database, fresh] {
                let orphans = try DatabaseQueue(path: path).read { try Row.fetchAll($0, sql: "PRAGMA foreign_key_check") }
                guard orphans.isEmpty else {
                    Issue.record("after step \(step): rows without their parents in \(path): \(orphans.prefix(10))")
                    return false
                }
            }
            let incremental = try DatabaseDump.lines(database)
            let expected = try DatabaseDump.lines(fresh)
            guard incremental != expected else { return true }
            let missing = Set(expected).subtracting(incremental).sorted().prefix(10)
            let extra = Set(incremental).subtracting(expected).sorted().prefix(10)
            Issue.record(
                """
                after step \(step) (\(log.joined(separator: "; "))):
                missing: \(missing.joined(separator: "\n"))
                extra: \(extra.joined(separator: "\n"))
                """)
            return false
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomEditsEndEqualToAFreshIndex(seed: UInt64) throws {
        let session = try Session(seed: seed)
        for step in 1...10 {
            // One to three edits per run, so runs see several changes at once too.
            for _ in 0...session.random.below(3) { try session.edit() }
            guard try session.check(step) else { return }
        }
        #expect(session.log.count >= 10)
    }

    /// The edits the random sequences rely on do change links: a rename breaks them, and the
    /// incremental run reports them broken until the name comes back.
    @Test func renamingAStoryboardBreaksAndHealsItsLinks() throws {
        let session = try Session(seed: 9)
        let brokenSQL = "SELECT count(*) FROM includes WHERE problem = 'missing-file'"
        let before = try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: brokenSQL) ?? 0 }
        let path = try #require(session.repository.storyboardPaths.first)
        let target = Session.folder(path) + "/Gone.storyboard"
        try session.move(path, target)
        #expect(try session.check(1))
        let broken = try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: brokenSQL) ?? 0 }
        #expect(broken > before)
        try session.move(target, path)
        #expect(try session.check(2))
        let healed = try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: brokenSQL) ?? 0 }
        #expect(healed == before)
    }

    /// An implicit nib (`FooViewController()` loads `FooView.xib`) is a link only while the nib
    /// exists: taking the xib away, and putting it back, changes a Swift file's links although
    /// no Swift file changed.
    @Test func implicitNibLinksFollowTheXib() throws {
        let session = try Session(seed: 10)
        // `CardViewController()` asks for `CardView.xib`: only a `…ViewController` call is recognised.
        let xib = try #require(session.repository.xibPaths.first { Session.name($0).hasSuffix("View") })
        try session.tree.write(
            "Added/Sources/Launcher.swift",
            """
            import UIKit

            final class Launcher {
                func open() -> UIViewController { \(Session.name(xib))Controller() }
            }

            """)
        #expect(try session.check(1))
        let implicitSQL = "SELECT count(*) FROM includes WHERE resolution = 'implicit' AND problem IS NULL"
        let linked = try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: implicitSQL) ?? 0 }
        #expect(linked > 0)
        try session.remove(xib)
        #expect(try session.check(2))
        let unlinked = try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: implicitSQL) ?? 0 }
        #expect(unlinked == linked - 1)
        try session.tree.write(xib, try #require(session.removed[xib]))
        #expect(try session.check(3))
    }

    /// A constant declared in one file names the storyboard another file opens: deleting or
    /// changing the constant changes the other file's link, although that file did not change.
    @Test func aConstantInAnotherFileMovesALink() throws {
        let session = try Session(seed: 11)
        let storyboards = session.repository.storyboardPaths.map(Session.name)
        try session.tree.write("Added/Sources/Names.swift", "enum Names {\n    static let flow = \"\(storyboards[1])\"\n}\n")
        try session.tree.write(
            "Added/Sources/Flow.swift",
            """
            import UIKit

            final class Flow {
                func open() -> UIViewController? { UIStoryboard(name: Names.flow, bundle: nil).instantiateInitialViewController() }
            }

            """)
        #expect(try session.check(1))
        let linkSQL = """
            SELECT i.target_name FROM includes i JOIN files f ON f.id = i.source_file_id WHERE f.path = 'Added/Sources/Flow.swift'
            """
        func targets() throws -> [String] { try DatabaseQueue(path: session.database).read { try String.fetchAll($0, sql: linkSQL) } }
        #expect(try targets() == [storyboards[1]])
        try session.rewrite("Added/Sources/Names.swift", "enum Names {\n    static let flow = \"\(storyboards[2])\"\n}\n")
        #expect(try session.check(2))
        #expect(try targets() == [storyboards[2]])
        try session.remove("Added/Sources/Names.swift")
        #expect(try session.check(3))
        #expect(try targets().isEmpty)
    }

    /// A run that died between writing files and updating links leaves no links fingerprint:
    /// the next run rebuilds every link, even if it changes one file or none, since updating
    /// from its own changes would keep the dead run's stale links.
    @Test(arguments: [false, true])
    func aMissingLinksFingerprintRebuildsEveryLink(changingAFile: Bool) throws {
        let session = try Session(seed: 12)
        try DatabaseQueue(path: session.database).write { db in
            // What the dead run leaves: its files written, its links not (here: none at all).
            try db.execute(sql: "DELETE FROM include_depths; DELETE FROM includes; DELETE FROM meta WHERE name = 'links_fingerprint'")
        }
        if changingAFile {
            let path = try #require(session.repository.storyboardPaths.last)
            try session.rewrite(path, try session.read(path) + "\n")
        }
        #expect(try session.check(1))
        #expect(try DatabaseQueue(path: session.database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM includes") ?? 0 } > 0)
    }
}
