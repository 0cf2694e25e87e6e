import GRDB

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
        if uiKit.contains(where: api.contains) { return "ios" }
        if appKit.contains(where: api.contains) { return "macos" }
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
        return try String.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT CASE WHEN count(DISTINCT value) = 1 THEN max(value) END FROM code_constants
                    WHERE name GLOB '*.' || ? AND substr(name, length(name) - length(?) + 1) = ?
                    """), arguments: [name, name, name])
    }
}
