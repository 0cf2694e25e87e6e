import Foundation
import GRDB

/// Every row of an sbdb database as sorted text lines, with row ids replaced by natural keys
/// (file paths, IB ids, lines, project and target names) and timestamps dropped, so two databases of the same tree
/// compare equal however their rows were written.
public enum DatabaseDump {
    public static func lines(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            let files = try dictionary(db, "SELECT id, path FROM files")
            let views = try dictionary(
                db,
                """
                SELECT v.id, f.path || '#' || coalesce(v.ib_id, '') || '@' || v.line FROM views v JOIN files f ON f.id = v.file_id
                """)
            let scenes = try dictionary(
                db,
                """
                SELECT s.id, f.path || '#' || coalesce(s.ib_scene_id, '') || '@' || s.line FROM scenes s JOIN files f ON f.id = s.file_id
                """)
            // A project read again numbers its targets anew.
            let targets = try dictionary(
                db, "SELECT t.id, f.path || '/' || t.name FROM targets t JOIN files f ON f.id = t.file_id")
            let maps = ["file_id": files, "view_id": views, "scene_id": scenes, "target_id": targets]
            var lines: [String] = []
            let tables = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' AND name <> 'meta'
                    ORDER BY name
                    """)
            for table in tables {
                let columns = try db.columns(in: table).map(\.name)
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table)") {
                    var fields: [String] = []
                    for column in columns where column != "id" && column != "indexed_at" {
                        let value = row[column] as DatabaseValue
                        let map =
                            maps[column] ?? maps.first { column.hasSuffix("_" + $0.key) }?.value
                            ?? (column == "parent_id" ? views : nil)
                        if let map, case .int64(let id) = value.storage {
                            fields.append("\(column)=\(map[id] ?? "?\(id)")")
                        } else {
                            fields.append("\(column)=\(value)")
                        }
                    }
                    lines.append("\(table): " + fields.joined(separator: " "))
                }
            }
            return lines.sorted()
        }
    }

    private static func dictionary(_ db: Database, _ sql: String) throws -> [Int64: String] {
        var result: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: sql) { result[row[0]] = row[1] }
        return result
    }
}
