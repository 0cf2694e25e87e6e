import Foundation
import SBDBStore
import SBDBLinks
@testable import SBDBIndexing
import SBDBTestSupport
import Testing

/// Incremental runs re-read only what changed, and always end equal to a fresh index.
@Suite struct IncrementalIndexTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        database = tree.file(".sbdb/index.sqlite").path
        try index(tree.path, database: database)
    }

    /// A fresh index of the same tree, dumped for comparison.
    func freshDump() throws -> [String] {
        let scratch = try TemporaryDirectory()
        let fresh = scratch.file("fresh.sqlite").path
        try index(tree.path, database: fresh)
        return try DatabaseDump.lines(fresh)
    }

    /// Runs and files carry when they were indexed as ISO 8601 in UTC, as `ISO8601DateFormatter` reads it.
    @Test func indexTimesAreISO8601InUTC() throws {
        let stamps = try rows(database, "SELECT value FROM meta WHERE name = 'last_indexed_at' UNION ALL SELECT indexed_at FROM files")
        #expect(stamps.count == 6)
        for stamp in stamps {
            #expect(stamp.count == 20 && stamp.hasSuffix("Z"))
            let date = try #require(ISO8601DateFormatter().date(from: stamp))
            #expect(abs(date.timeIntervalSinceNow) < 600)
        }
    }

    @Test func timestampsArePaddedAndInUTC() {
        #expect(Indexer.timestamp(0) == "1970-01-01T00:00:00Z")
        #expect(Indexer.timestamp(1_764_644_645) == "2025-12-02T03:04:05Z")
        #expect(Indexer.timestamp(253_402_300_799) == "9999-12-31T23:59:59Z")
    }

    @Test func noOpRunReadsNothing() throws {
        let summary = try index(tree.path, database: database)
        #expect(summary.unchanged == 5)
        #expect(summary.parsed == 0)
        #expect(summary.added + summary.changed + summary.removed == 0)
    }

    @Test func touchedButIdenticalFileIsHashedNotParsed() throws {
        try tree.bumpModificationTime("App/Views/Card View.xib")
        let summary = try index(tree.path, database: database)
        #expect(summary.parsed == 0)
        #expect(summary.unchanged == 5)
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test func modifiedFileIsTheOnlyOneParsed() throws {
        let path = "App/Base.lproj/Main.storyboard"
        let text = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, text.replacingOccurrences(of: "showCheckout", with: "showBasket"))
        try tree.bumpModificationTime(path)
        let summary = try index(tree.path, database: database)
        #expect(summary.parsed == 1)
        #expect(summary.changed == 1)
        #expect(try rows(database, "SELECT identifier FROM segues WHERE kind = 'show'") == ["showBasket"])
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test func addedDeletedAndRenamedFiles() throws {
        try tree.write(
            "App/Extra.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects><view id="ext-01-abc" customClass="ExtraView"/></objects>
            </document>
            """)
        var summary = try index(tree.path, database: database)
        #expect(summary.added == 1)
        #expect(summary.parsed == 1)
        #expect(try DatabaseDump.lines(database) == freshDump())

        try FileManager.default.removeItem(at: tree.file("Pods/Lib/Spinner.xib"))
        summary = try index(tree.path, database: database)
        #expect(summary.removed == 1)
        #expect(summary.parsed == 0)
        #expect(try rows(database, "SELECT count(*) FROM views WHERE custom_class = 'Spinner'") == ["0"])
        #expect(try DatabaseDump.lines(database) == freshDump())

        try FileManager.default.moveItem(at: tree.file("App/Extra.xib"), to: tree.file("App/Renamed.xib"))
        summary = try index(tree.path, database: database)
        #expect(summary.removed == 1)
        #expect(summary.added == 1)
        #expect(summary.parsed == 1)
        #expect(try rows(database, "SELECT f.path FROM views v JOIN files f ON f.id = v.file_id WHERE v.custom_class = 'ExtraView'") == ["App/Renamed.xib"])
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test func brokenFileKeepsItsLastGoodRowsUntilFixed() throws {
        let path = "App/Views/Card View.xib"
        let good = try String(contentsOf: tree.file(path), encoding: .utf8)
        try tree.write(path, String(good.prefix(300)))
        try tree.bumpModificationTime(path)
        var summary = try index(tree.path, database: database)
        #expect(summary.failed == 1)
        #expect(try rows(database, "SELECT status FROM files WHERE path = '\(path)'") == ["failed"])
        #expect(try rows(database, "SELECT count(*) FROM outlets o JOIN files f ON f.id = o.file_id WHERE f.path = '\(path)'") == ["1"])
        #expect(try rows(database, "SELECT code FROM diagnostics WHERE path = '\(path)'") == ["malformed-xml"])

        try tree.write(path, good.replacingOccurrences(of: "contentView", with: "rootView"))
        try tree.bumpModificationTime(path, seconds: 10)
        summary = try index(tree.path, database: database)
        #expect(summary.failed == 0)
        #expect(try rows(database, "SELECT property FROM outlets o JOIN files f ON f.id = o.file_id WHERE f.path = '\(path)'") == ["rootView"])
        #expect(try rows(database, "SELECT count(*) FROM diagnostics WHERE path = '\(path)'") == ["0"])
        #expect(try DatabaseDump.lines(database) == freshDump())
    }

    @Test func excludedPathsAreDroppedFromTheIndex() throws {
        let summary = try index(tree.path, database: database, excludes: ["Pods"])
        #expect(summary.removed == 1)
        #expect(try rows(database, "SELECT count(*) FROM files WHERE vendored = 1") == ["0"])
    }

    @Test func aSecondWriterIsRefusedWithTheHolderNamed() throws {
        let store = try Store(path: database)
        let holder = Indexer(store: store, root: tree.path)
        // Hold the lock by running an index whose progress callback tries a second one.
        var secondError: Error?
        _ = try holder.run { _ in
            if secondError == nil {
                do { try index(tree.path, database: database) } catch { secondError = error }
            }
        }
        // No progress callback fires when nothing changed: force work first.
        if secondError == nil {
            try tree.bumpModificationTime("App/Info.plist")
            _ = try holder.run { _ in
                if secondError == nil {
                    do { try index(tree.path, database: database) } catch { secondError = error }
                }
            }
        }
        let storeError = try #require(secondError as? StoreError)
        guard case .writerBusy(_, let holderText) = storeError else {
            Issue.record("expected writerBusy, got \(storeError)")
            return
        }
        #expect(holderText.contains("pid \(ProcessInfo.processInfo.processIdentifier)"))
    }
}

/// What a changed source file re-links: the files that read a name it declares, and no others.
@Suite struct SourceRelinkTests {
    @Test func aNestedTypeManyFilesDeclareRelinksOnlyConventionClassesOfThatName() throws {
        let tree = try TemporaryDirectory()
        let database = tree.file(".sbdb/index.sqlite").path
        // Three models, each with its own nested CodingKeys, and a cell whose convention reads a
        // constant another file declares.
        for name in ["Order", "Item", "User"] {
            try tree.write(
                "App/\(name).swift",
                "struct \(name): Codable {\n    var id = 0\n    enum CodingKeys: String, CodingKey { case id }\n}\n")
        }
        try tree.write("App/PriceCell.swift", "import UIKit\nfinal class PriceCell: UITableViewCell, NibLoadable {}\n")
        try tree.write("App/PriceCell+Nib.swift", "extension PriceCell {\n    static let nibName = \"Price\"\n}\n")
        try tree.write("App/Price.xib", PaneTexts.xib)
        try index(tree.path, database: database)
        // A model's edit re-links only itself, not every file declaring a type called CodingKeys.
        try tree.write(
            "App/Order.swift", "struct Order: Codable {\n    var id = 1\n    enum CodingKeys: String, CodingKey { case id }\n}\n")
        #expect(try index(tree.path, database: database).links == .updated(files: 1))
        // The constant a convention reads re-links the class's file too.
        try tree.write("App/PriceCell+Nib.swift", "extension PriceCell {\n    static let nibName = \"Cost\"\n}\n")
        #expect(try index(tree.path, database: database).links == .updated(files: 2))
        #expect(try rows(database, "SELECT target_name FROM includes WHERE mechanism = 'code'") == ["Cost"])
    }
}

private enum PaneTexts {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view contentMode="scaleToFill" id="v1"/></objects>
        </document>
        """
}
