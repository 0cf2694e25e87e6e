import Foundation
import SBDBStore

/// A table or view of the schema with the meaning of each column, read from the comments
/// of `Schema/*.sql` (`-- table NAME: meaning` and a `-- meaning` after each column).
public struct SchemaTable: Sendable, Equatable {
    public let name: String
    public let kind: String
    public let summary: String
    public var columns: [SchemaColumn]
}

public struct SchemaColumn: Sendable, Equatable {
    public let name: String
    public let type: String
    public let meaning: String
}

public enum SchemaCatalog {
    public static let tables: [SchemaTable] = parse(EmbeddedSQL.migrations.map(\.sql))

    static func parse(_ scripts: [String]) -> [SchemaTable] {
        var tables: [SchemaTable] = []
        var pending: (kind: String, name: String, summary: String)?
        var current: SchemaTable?
        for script in scripts {
            for rawLine in script.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if let added = addedColumn(line) {
                    if let index = tables.firstIndex(where: { $0.name == added.table }) { tables[index].columns.append(added.column) }
                } else if let redescribed = redescribedColumn(line) {
                    if let table = tables.firstIndex(where: { $0.name == redescribed.table }),
                        let column = tables[table].columns.firstIndex(where: { $0.name == redescribed.column })
                    {
                        let old = tables[table].columns[column]
                        tables[table].columns[column] = SchemaColumn(name: old.name, type: old.type, meaning: redescribed.meaning)
                    }
                } else if let header = tableHeader(line) {
                    pending = header
                } else if line.hasPrefix("CREATE TABLE") || line.hasPrefix("CREATE VIEW") {
                    if let pending {
                        current = SchemaTable(name: pending.name, kind: pending.kind, summary: pending.summary, columns: [])
                    }
                    pending = nil
                } else if line.hasPrefix(")") || line.hasPrefix("AS") {
                    // A view dropped and created again by a later migration is described by the later one.
                    if let table = current {
                        if let earlier = tables.firstIndex(where: { $0.name == table.name }) {
                            tables[earlier] = table
                        } else {
                            tables.append(table)
                        }
                    }
                    current = nil
                } else if current != nil, let column = column(line) {
                    current!.columns.append(column)
                }
            }
        }
        return tables
    }

    /// `ALTER TABLE t ADD COLUMN c TYPE; -- meaning`
    private static func addedColumn(_ line: String) -> (table: String, column: SchemaColumn)? {
        guard line.hasPrefix("ALTER TABLE "), let range = line.range(of: " ADD COLUMN ") else { return nil }
        let table = line[line.index(line.startIndex, offsetBy: 12)..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let rest = String(line[range.upperBound...]).replacingOccurrences(of: ";", with: ",")
        return column(rest).map { (table, $0) }
    }

    /// `-- column t.c: meaning`, in a later migration: a column's meaning changed, and a
    /// released migration is never edited.
    private static func redescribedColumn(_ line: String) -> (table: String, column: String, meaning: String)? {
        guard line.hasPrefix("-- column ") else { return nil }
        let rest = line.dropFirst(10)
        guard let colon = rest.firstIndex(of: ":"), let dot = rest[..<colon].firstIndex(of: ".") else { return nil }
        return (
            String(rest[..<dot]), String(rest[rest.index(after: dot)..<colon]),
            rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        )
    }

    private static func tableHeader(_ line: String) -> (kind: String, name: String, summary: String)? {
        for kind in ["table", "view"] where line.hasPrefix("-- \(kind) ") {
            let rest = line.dropFirst(4 + kind.count)
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            return (kind, String(rest[..<colon]), rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func column(_ line: String) -> SchemaColumn? {
        guard let comment = line.range(of: "-- ") else { return nil }
        let definition = line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
        let parts = definition.split(separator: " ", maxSplits: 2)
        guard let name = parts.first?.trimmingCharacters(in: CharacterSet(charactersIn: ",")),
            !name.isEmpty, name.first!.isLetter
        else { return nil }
        let type = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: CharacterSet(charactersIn: ",")) : ""
        return SchemaColumn(
            name: name, type: type, meaning: line[comment.upperBound...].trimmingCharacters(in: .whitespaces))
    }
}
