import GRDB
import SourceParsing

/// Links made by code (mechanism `code`, ib-links.md §4): name references, class-name
/// conventions (StoryboardInstantiable, Reusable's StoryboardBased, NibLoadable, …) and
/// implicit nibs of view controllers created without a nib name.
struct CodeLinks {
    let db: Database
    /// Whether a nib with this name exists (implicit nibs link only to nibs that exist).
    let nibExists: (String) -> Bool
    /// Only links made by these source files; nil for every file.
    var files: Set<Int64>? = nil

    /// Looks constants up across files: a name defined once (or always with one value) resolves.
    static func resolveConstants(_ db: Database) throws {
        try db.execute(sql: """
            UPDATE code_references SET resolved_value = (
                SELECT CASE WHEN count(DISTINCT c.value) = 1 THEN max(c.value) END
                FROM code_constants c WHERE c.name = code_references.value)
            WHERE value_kind = 'constant'
            """)
    }

    func candidates() throws -> [LinkCandidate] {
        try references() + conventions()
    }

    private func references() throws -> [LinkCandidate] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT file_id, kind, api, value_kind, resolved_value, varies_by_subclass, storyboard_value, enclosing_type,
                   owner_is_self, line, source_text, value
            FROM code_references WHERE kind IN ('nib', 'storyboard', 'scene')\(FileFilter.clause("file_id", files))
            ORDER BY file_id, line, id
            """)
        let scenesWithStoryboard = Set(rows.compactMap { row -> String? in
            guard row[1] as String == "scene", let storyboard: String = row[6] else { return nil }
            return "\(row[0] as Int64)|\(row[9] as Int)|\(storyboard)"
        })
        var result: [LinkCandidate] = []
        for row in rows {
            let kind: String = row[1]
            let api: String = row[2]
            let valueKind: String = row[3]
            guard var name: String = row[4] else { continue }  // dynamic or unresolved: recorded, never guessed
            var detail = "\(api) with a \(valueKind) name"
            if row[5] as Bool { detail += "; the name is the class of self, so subclasses load their own" }
            if row[8] as Bool { detail += "; loaded with owner self" }
            var identifier: String?
            var targetKind = LinkTargetKind.nib
            var resolution = valueKind
            switch kind {
            case "storyboard":
                // `UIStoryboard(name:).instantiateViewController(…)` is one link, made by the scene row, whose
                // storyboard is the name as written (a literal without its quotes, or the constant's name).
                if scenesWithStoryboard.contains("\(row[0] as Int64)|\(row[9] as Int)|\(row[11] as String? ?? "")") { continue }
                targetKind = .storyboard
            case "scene":
                guard let storyboard: String = row[6] else { continue }
                identifier = name
                name = try constantValue(storyboard) ?? storyboard
                targetKind = .storyboard
            default:
                if api == CodeReference.implicitNibAPI {
                    guard let nib = implicitNib(forClass: name) else { continue }
                    name = nib
                    resolution = "implicit"
                    detail = "\(row[10] as String): a view controller without a nib name loads the nib named after its class"
                }
            }
            result.append(LinkCandidate(
                sourceFileID: row[0], sourceSceneID: nil, sourceViewID: nil, line: row[9], mechanism: "code",
                targetKind: targetKind, name: name, identifier: identifier, bundle: nil, defaultsToInitial: false,
                detail: detail, problem: nil, sourceClass: row[7], resolution: resolution))
        }
        return result
    }

    /// UIKit drops "Controller" (`FooViewController` → `FooView`), then tries the class name; AppKit uses the class name.
    private func implicitNib(forClass name: String) -> String? {
        if name.hasSuffix("Controller") {
            let stripped = String(name.dropLast("Controller".count))
            if nibExists(stripped) { return stripped }
        }
        return nibExists(name) ? name : nil
    }

    func constantValue(_ name: String) throws -> String? {
        try String.fetchOne(db, sql: """
            SELECT CASE WHEN count(DISTINCT value) = 1 THEN max(value) END FROM code_constants WHERE name = ?
            """, arguments: [name])
    }
}
