import Foundation
import GRDB
import RepoGenerator
@testable import SBDBKit
import SBDBTestSupport
import Testing

/// outlet-mismatches checks most connections with one lookup and walks class chains only for
/// the rest. On random class hierarchies (chains inside the repository, framework superclasses,
/// extensions, classes IB names but no code declares) it returns exactly what the first, plain
/// form of the query returned (Tests/Fixtures/Reference).
@Suite struct OutletMismatchesEquivalenceTests {
    static let members = ["title", "view", "delegate", "tableView", "button", "label", "cells"]
    static let selectors = ["tap:", "copy:", "buy:", "refresh:", "done:"]

    func fill(_ db: Database, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<6 {
            try db.execute(sql: """
                INSERT INTO files (id, path, name, extension, kind, size, mtime_ns, content_hash, status, indexed_at)
                VALUES (?, ?, ?, ?, ?, 0, 0, '', 'ok', '')
                """, arguments: [index + 1, "F\(index).\(index < 3 ? "swift" : "xib")", "F\(index)", index < 3 ? "swift" : "xib",
                                 index < 3 ? "swift" : "xib"])
        }
        let classes = (0..<24).map { "C\($0)" }
        let named = classes + ["Ghost", "UIViewController"]
        for (index, name) in classes.enumerated() {
            let superclass: String? = switch Int.random(in: 0..<4, using: &random) {
            case 0: nil
            case 1: "UIViewController"
            default: index > 0 ? classes[Int.random(in: 0..<index, using: &random)] : "UITableViewCell"
            }
            try db.execute(sql: """
                INSERT INTO classes (file_id, kind, name, superclass, is_designable, language, line)
                VALUES (?, 'class', ?, ?, 0, 'swift', ?)
                """, arguments: [1 + index % 3, name, superclass, index + 1])
            if Bool.random(using: &random) {
                try db.execute(sql: """
                    INSERT INTO classes (file_id, kind, name, is_designable, language, line) VALUES (?, 'extension', ?, 0, 'swift', ?)
                    """, arguments: [1 + (index + 1) % 3, name, 100 + index])
            }
        }
        for line in 0..<60 {
            let kind = ["outlet", "outlet-collection", "action", "inspectable"][Int.random(in: 0..<4, using: &random)]
            let name = kind == "action" ? "handler\(line)" : Self.members.randomElement(using: &random)!
            let selector = kind == "action" ? Self.selectors.randomElement(using: &random)! : nil
            try db.execute(sql: """
                INSERT INTO code_outlets (file_id, class_name, kind, name, selector, line) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [1 + line % 3, classes.randomElement(using: &random)!, kind, name, selector, line + 1])
        }
        for line in 0..<80 {
            let kind = ["outlet", "outletCollection", "action"][Int.random(in: 0..<3, using: &random)]
            let owner = named.randomElement(using: &random)!
            let destination = named.randomElement(using: &random)!
            try db.execute(sql: """
                INSERT INTO outlets (file_id, kind, owner_class, property, selector, destination_class, line)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [
                    4 + line % 3, kind, owner, kind == "action" ? nil : Self.members.randomElement(using: &random)!,
                    kind == "action" ? Self.selectors.randomElement(using: &random)! : nil, destination, line + 1,
                ])
        }
    }

    @Test(arguments: 1...12)
    func theFastFormReturnsWhatThePlainFormReturned(seed: UInt64) throws {
        let tree = try TemporaryDirectory()
        let path = tree.file("index.sqlite").path
        try Store(path: path).write { try fill($0, seed: seed) }
        let reference = try String(contentsOf: Fixtures.url("Reference/outlet-mismatches-reference.sql"), encoding: .utf8)
        let report = try #require(ReportCatalog.report(named: "outlet-mismatches"))
        let runner = QueryRunner(databasePath: path)
        let expected = try runner.run(sql: reference)
        let actual = try runner.run(sql: report.sql)
        #expect(!expected.rows.isEmpty)
        #expect(actual == expected)
    }
}
