import Foundation
import GRDB
import RepoGenerator
@testable import SBDBReports
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// outlet-mismatches checks most connections with one lookup and walks class chains only for
/// the rest. On random class hierarchies (chains inside the repository, framework and unknown
/// superclasses written with modules and generics, extensions of framework classes, runtime
/// names, actions sent to First Responder, members declared twice, classes IB names but no code
/// declares, bindings, unwind segues, plain methods and properties) it returns exactly what a plain, row-by-row form returns (Tests/Fixtures/Reference).
@Suite struct OutletMismatchesEquivalenceTests {
    static let members = ["title", "view", "delegate", "tableView", "button", "label", "cells"]
    static let selectors = ["tap:", "copy:", "buy:", "refresh:", "done:", "reload:", "changeColor:"]

    func fill(_ db: Database, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for index in 0..<6 {
            try db.execute(
                sql: """
                    INSERT INTO files (id, path, name, extension, kind, size, mtime_ns, content_hash, status, indexed_at)
                    VALUES (?, ?, ?, ?, ?, 0, 0, '', 'ok', '')
                    """,
                arguments: [
                    index + 1, "F\(index).\(index < 3 ? "swift" : "xib")", "F\(index)", index < 3 ? "swift" : "xib",
                    index < 3 ? "swift" : "xib",
                ])
        }
        let classes = (0..<24).map { "C\($0)" }
        // Every fourth class has an @objc runtime name, which IB files use too.
        let runtimeNames = classes.enumerated().filter { $0.offset % 4 == 3 }.map { "RT\($0.element)" }
        let named = classes + runtimeNames + ["Ghost", "UIViewController", "UIResponder"]
        for (index, name) in classes.enumerated() {
            let superclass: String? =
                switch Int.random(in: 0..<7, using: &random) {
                case 0: nil
                case 1: "UIViewController"
                case 2: ["UITableViewController", "UIKit.UIView", "NSTextView", "PodBase", "Base<Int>"][index % 5]
                default: index > 0 ? classes[Int.random(in: 0..<index, using: &random)] : "UITableViewCell"
                }
            try db.execute(
                sql: """
                    INSERT INTO classes (file_id, kind, name, superclass, is_designable, language, line, runtime_name)
                    VALUES (?, 'class', ?, ?, 0, 'swift', ?, ?)
                    """, arguments: [1 + index % 3, name, superclass, index + 1, index % 4 == 3 ? "RT\(name)" : nil])
            if Bool.random(using: &random) {
                try db.execute(
                    sql: """
                        INSERT INTO classes (file_id, kind, name, is_designable, language, line) VALUES (?, 'extension', ?, 0, 'swift', ?)
                        """, arguments: [1 + (index + 1) % 3, name, 100 + index])
            }
        }
        // An extension of a framework class adds members without making it a repository class.
        try db.execute(
            sql: "INSERT INTO classes (file_id, kind, name, is_designable, language, line) VALUES (1, 'extension', 'UIViewController', 0, 'swift', 200)")
        let owners = classes + ["UIViewController"]
        for line in 0..<60 {
            // Plain methods and Objective-C properties (some with an ivar's underscore) are reached too.
            let kind = ["outlet", "outlet-collection", "action", "inspectable", "method", "property"][Int.random(in: 0..<6, using: &random)]
            let member = Self.members.randomElement(using: &random)!
            let name =
                kind == "action" || kind == "method"
                ? "handler\(line)"
                : kind == "property" && Bool.random(using: &random) ? "_" + member : member
            let selector = kind == "action" || kind == "method" ? Self.selectors.randomElement(using: &random)! : nil
            // Some members are declared twice (a header and its implementation).
            let copies = Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1
            let owner = owners.randomElement(using: &random)!
            for copy in 0..<copies {
                try db.execute(
                    sql: """
                        INSERT INTO code_outlets (file_id, class_name, kind, name, selector, line) VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [1 + (line + copy) % 3, owner, kind, name, selector, line + 1 + copy * 100])
            }
        }
        // Bindings to objects of random classes: key paths, target bindings with a selector, and
        // unwind segues' actions.
        for index in 0..<10 {
            let viewID = 100 + index
            let file = 4 + index % 3
            try db.execute(
                sql: """
                    INSERT INTO views (id, file_id, element, ib_id, custom_class, depth, constraint_count, line)
                    VALUES (?, ?, 'customObject', ?, ?, 0, 0, 1)
                    """, arguments: [viewID, file, "b\(index)", named.randomElement(using: &random)!])
            let keyPath = [
                "self", Self.members.randomElement(using: &random)! + ".name", Self.members.randomElement(using: &random)!,
                "@count", "selection.self",
            ][Int.random(in: 0..<5, using: &random)]
            let selector = Bool.random(using: &random) ? Self.selectors.randomElement(using: &random)! : nil
            try db.execute(
                sql: """
                    INSERT INTO bindings (file_id, name, key_path, destination_view_id, line, selector) VALUES (?, 'value', ?, ?, ?, ?)
                    """, arguments: [file, keyPath, viewID, 300 + index, selector])
            if index % 4 == 0 {
                try db.execute(
                    sql: """
                        INSERT INTO segues (file_id, kind, unwind_action, line) VALUES (?, 'unwind', ?, ?)
                        """, arguments: [file, Self.selectors.randomElement(using: &random)!, 400 + index])
            }
        }
        // Code mentions some members: by name, by a selector's first piece, in random files.
        for index in 0..<40 {
            let name =
                Bool.random(using: &random)
                ? "handler\(Int.random(in: 0..<60, using: &random))"
                : Bool.random(using: &random)
                    ? Self.members.randomElement(using: &random)!
                    : String(Self.selectors.randomElement(using: &random)!.dropLast())
            // Some of the uses are on another object (`editor.refresh()`).
            let count = Int.random(in: 1...3, using: &random)
            try db.execute(
                sql: "INSERT OR REPLACE INTO code_mentions (name, file_id, count, on_others) VALUES (?, ?, ?, ?)",
                arguments: [name, 1 + index % 3, count, Int.random(in: 0...count, using: &random) / 2])
        }
        // Each xib has a First Responder placeholder that some actions are sent to.
        for file in 4...6 {
            try db.execute(
                sql: """
                    INSERT INTO views (id, file_id, element, ib_id, custom_class, placeholder_identifier, depth, constraint_count, line)
                    VALUES (?, ?, 'placeholder', '-2', 'UIResponder', 'IBFirstResponder', 0, 0, 1)
                    """, arguments: [file, file])
        }
        // Half the repositories open IB files of a bundle they do not hold (unheld_ib_bundles), and
        // objects of some classes sit in the xibs, so some classes are used by no IB file.
        if seed % 2 == 1 {
            try db.execute(
                sql: """
                    INSERT INTO includes (source_file_id, line, mechanism, target_kind, target_name, target_bundle, defaults_to_initial, problem)
                    VALUES (4, 9, 'storyboard-reference', 'storyboard', 'Kit', 'com.example.Kit', 1, 'external-bundle')
                    """)
        }
        for index in 0..<8 {
            try db.execute(
                sql: """
                    INSERT INTO views (file_id, element, ib_id, custom_class, depth, constraint_count, line)
                    VALUES (?, 'view', ?, ?, 1, 0, ?)
                    """, arguments: [4 + index % 3, "v\(index)", named.randomElement(using: &random)!, 500 + index])
        }
        for line in 0..<80 {
            let kind = ["outlet", "outletCollection", "action"][Int.random(in: 0..<3, using: &random)]
            let owner = named.randomElement(using: &random)!
            let toFirstResponder = kind == "action" && Int.random(in: 0..<6, using: &random) == 0
            let destination = toFirstResponder ? "UIResponder" : named.randomElement(using: &random)!
            let file = 4 + line % 3
            try db.execute(
                sql: """
                    INSERT INTO outlets (file_id, kind, owner_class, property, selector, destination_class, destination_view_id, line)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    file, kind, owner, kind == "action" ? nil : Self.members.randomElement(using: &random)!,
                    kind == "action" ? Self.selectors.randomElement(using: &random)! : nil, destination,
                    toFirstResponder ? file : nil, line + 1,
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
        let describe = { (result: QueryResult) in result.rows.map { $0.map { "\($0)" }.joined(separator: "|") } }
        let onlyFast = describe(actual).filter { !describe(expected).contains($0) }
        let onlyPlain = describe(expected).filter { !describe(actual).contains($0) }
        #expect(onlyFast.isEmpty && onlyPlain.isEmpty, "only fast: \(onlyFast)\nonly plain: \(onlyPlain)")
        #expect(actual == expected)
    }
}
