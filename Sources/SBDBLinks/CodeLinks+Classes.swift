import GRDB
import SBDBStore

/// Questions about classes that the links of code ask: a controller's implicit nib, its chain's
/// controller base, subclasses, and what a constant names.
extension CodeLinks {
    /// The nib a controller created without a nib name loads, decided by its class chain: a
    /// UIViewController drops "Controller" (`FooViewController` → `FooView`), then tries the class
    /// name; an NSViewController uses the class name; an NSWindowController, or a class that is no
    /// view controller, loads none. A class whose chain sbdb cannot follow (declared nowhere, or
    /// reaching a class neither the repository nor the framework model knows) is taken for a
    /// UIKit view controller only when its name says so (`…ViewController`).
    func implicitNib(forClass name: String) throws -> String? {
        let base = try controllerBase(of: name)
        switch base {
        case "UIViewController", "WKInterfaceController": break
        case "NSViewController": return try nibExists(name) ? name : nil
        case nil where name.hasSuffix("ViewController"): break
        default: return nil
        }
        if name.hasSuffix("Controller") {
            let stripped = String(name.dropLast("Controller".count))
            if try nibExists(stripped) { return stripped }
        }
        return try nibExists(name) ? name : nil
    }

    static let controllerBases: Set<String> = [
        "UIViewController", "NSViewController", "NSWindowController", "WKInterfaceController",
    ]

    /// ios for a UIKit call, macos for an AppKit one, nil when the API runs on both (NSBundle).
    static func platform(ofAPI api: String) -> String? {
        let uiKit = ["UIStoryboard", "UINib", "UIViewController", "UITableView", "UICollectionView"]
        let appKit = ["NSStoryboard", "NSNib", "NSViewController", "NSWindowController", "makeItem", "makeSupplementaryView"]
        // Compared as bytes: Foundation's `String.contains` costs about 10,000 instructions a call,
        // and the standard library's generic `firstRange(of:)` more.
        let bytes = Array(api.utf8)
        func names(_ word: String) -> Bool {
            let word = Array(word.utf8)
            guard let first = word.first, bytes.count >= word.count else { return false }
            for start in 0...(bytes.count - word.count) where bytes[start] == first {
                if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
            }
            return false
        }
        if uiKit.contains(where: names) { return "ios" }
        if appKit.contains(where: names) { return "macos" }
        return nil
    }

    func hasSubclasses(_ name: String) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM classes WHERE superclass = ? AND kind = 'class')"),
            arguments: [name]) ?? false
    }

    func isRepositoryClass(_ name: String) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM classes WHERE name = ? AND kind = 'class')"),
            arguments: [name]) ?? false
    }

    /// The first of `controllerBases` on the class's chain through the repository's classes and
    /// the framework model (the view `class_superclasses`); "" when the chain ends without one;
    /// nil when it cannot be followed (a class neither the repository nor the model knows).
    func controllerBase(of name: String) throws -> String? {
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted, seen.count < 64 {
            if Self.controllerBases.contains(current) { return current }
            let superclasses = try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT superclass FROM class_superclasses WHERE name = ?
                        """), arguments: [current])
            if let superclass = superclasses.first {
                current = superclass
                continue
            }
            let known =
                try Bool.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT EXISTS (SELECT 1 FROM classes WHERE name = ?1 AND kind = 'class')
                                OR EXISTS (SELECT 1 FROM framework_classes WHERE name = ?1)
                            """), arguments: [current]) ?? false
            return known ? "" : nil
        }
        return nil
    }

    /// Asked once per reference or convention: the statement is prepared once per connection
    /// (preparing it per call was a quarter of a full link rebuild).
    func constantValue(_ name: String) throws -> String? {
        if let value = try String.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT CASE WHEN count(DISTINCT value) = 1 THEN max(value) END FROM code_constants WHERE name = ?
                    """), arguments: [name])
        {
            return value
        }
        // Written inside the type that encloses it: `StoryboardName.settings` for
        // `SettingsProvider.StoryboardName.settings`.
        guard name.contains(".") else { return nil }
        return try constantEndingWith(name)
    }

    /// The one value of the constants whose names end with `.` + `suffix` (`settings` for
    /// `Board.settings`, `StoryboardName.settings` for `SettingsProvider.StoryboardName.settings`);
    /// nil when none or several values. Looked up in `suffixes`, made in one pass over the
    /// constants the first time it is needed: a `GLOB '*.' || ?` scan per question read every
    /// constant once per convention and grew with the square of the repository.
    func constantEndingWith(_ suffix: String) throws -> String? {
        try suffixes.values(db)[suffix].flatMap { $0.count == 1 ? $0.first : nil }
    }

    /// Every constant's value under each of its names' dotted suffixes, built once per `CodeLinks`.
    final class ConstantSuffixes: @unchecked Sendable {
        private var built: [String: Set<String>]?

        func values(_ db: Database) throws -> [String: Set<String>] {
            if let built { return built }
            var result: [String: Set<String>] = [:]
            let query = try RowReader.Query(db, sql: "SELECT name, value FROM code_constants WHERE instr(name, '.') > 0")
            let name = try query.column("name")
            let value = try query.column("value")
            try query.forEach { row in
                let text = row.text(name)
                var index = text.startIndex
                while let dot = text[index...].firstIndex(of: ".") {
                    let after = text.index(after: dot)
                    if after < text.endIndex { result[String(text[after...]), default: []].insert(row.text(value)) }
                    index = after
                }
            }
            built = result
            return result
        }
    }
}
