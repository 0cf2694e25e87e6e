/// The columns of one table the indexer writes, declared once: each column's name, SQL type,
/// nullability and the value it takes from the parsed model. The INSERT statement, the
/// parse worker's encoder (`DocumentRowSink`) and the direct writer (`ContractWrite`) are all
/// derived from `columns`, so a column cannot be bound in another column's slot, and adding a
/// column is a migration, the model field and one line here.
///
/// `columns` is generic over its sink rather than a list of closures: in the encoder it is
/// specialised and its closures inlined, so a row costs what hand-written `bind` calls cost.
///
/// The contract machinery (this protocol, `ColumnSink`, `ContractWrite`, `PreparedWrite`) is
/// public, where the rest of `SBDBStore` is `package`: the contracts live in the layers above,
/// and Swift 6.3 specialises a generic across modules only from a `public` `@inlinable` body (a
/// `package` one is called unspecialised, which costs a first index measurably: docs/performance.md).
public protocol TableContract: SendableMetatype {
    /// What one row is made from (a parsed object, or a small struct of the values a row joins).
    associatedtype Item
    static var table: String { get }
    /// What to do when a row collides with a unique index, if the table has one it relies on.
    static var onConflict: ConflictRule? { get }
    /// The table's columns the INSERT leaves to someone else (an UPDATE after it, a later pass
    /// over all files); with `columns` and the primary key, they are all the table's columns.
    static var filledElsewhere: [String] { get }
    /// Declares every column, in INSERT order, to `sink`.
    static func columns<Sink: ColumnSink>(_ sink: inout Sink) where Sink.Item == Item
}

extension TableContract {
    package static var onConflict: ConflictRule? { nil }
    package static var filledElsewhere: [String] { [] }

    /// The declared columns, in INSERT order.
    package static var catalog: [ContractColumn] {
        var catalog = ColumnCatalog<Item>()
        columns(&catalog)
        return catalog.columns
    }

    /// The INSERT statement of the declared columns, one parameter each.
    package static func makeInsertSQL() -> String {
        let names = catalog.map(\.name)
        var sql =
            "\(onConflict?.verb ?? "INSERT") INTO \(table) (\(names.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
        if let clause = onConflict?.sql(columns: names) { sql += " " + clause }
        return sql
    }
}

/// The SQL type a column is declared with in `Schema/*.sql`.
package enum SQLType: String, Sendable {
    case integer = "INTEGER"
    case text = "TEXT"
}

public enum Nullability: Sendable {
    case null, notNull
}

/// The rows a document's parse records (`EncodedRows`) and that later rows of the same file
/// point to by their index in the parsed document, not by a row number.
public enum RecordedTable: Sendable {
    /// `IBDocument.scenes[i]`.
    case scenes
    /// `IBDocument.objects[i]`.
    case views

    package var table: String {
        switch self {
        case .scenes: return "scenes"
        case .views: return "views"
        }
    }
}

/// A column as a contract declares it, without its value.
package struct ContractColumn: Equatable, Sendable {
    package let name: String
    package let type: SQLType
    package let nullability: Nullability
    /// The table an `INTEGER` column refers to, for references to rows of the same file.
    package let references: String?
}

/// What an INSERT does when its row collides with a unique index.
public enum ConflictRule: Sendable {
    /// `INSERT OR IGNORE`: the first row stays.
    case ignore
    /// `INSERT OR REPLACE`: the new row replaces the first (with a new row id).
    case replaceRow
    /// On a duplicate `key`, fills every column the first row left NULL from the new row,
    /// except the key and `keeping` (the first row's file and line stay).
    case fillNulls(key: String, keeping: [String])
    /// On a duplicate `key`, replaces every other column with the new row's (the row id stays).
    case replace(key: String)

    package var verb: String {
        switch self {
        case .ignore: return "INSERT OR IGNORE"
        case .replaceRow: return "INSERT OR REPLACE"
        case .fillNulls, .replace: return "INSERT"
        }
    }

    /// The `ON CONFLICT` clause after the values, if the rule has one.
    package func sql(columns: [String]) -> String? {
        switch self {
        case .ignore, .replaceRow: return nil
        case .fillNulls(let key, let keeping):
            let filled = columns.filter { $0 != key && !keeping.contains($0) }
                .map { "\($0) = coalesce(\($0), excluded.\($0))" }
            return "ON CONFLICT (\(key)) DO UPDATE SET " + filled.joined(separator: ", ")
        case .replace(let key):
            let replaced = columns.filter { $0 != key }.map { "\($0) = excluded.\($0)" }
            return "ON CONFLICT (\(key)) DO UPDATE SET " + replaced.joined(separator: ", ")
        }
    }

    /// The columns the rule names, for the contract test.
    package var namedColumns: [String] {
        switch self {
        case .fillNulls(let key, let keeping): return [key] + keeping
        case .replace(let key): return [key]
        case .ignore, .replaceRow: return []
        }
    }
}

/// What a contract declares its columns to: one method per kind of value. Each takes the
/// column's name, its nullability and a closure from the row's item to the value.
public protocol ColumnSink {
    associatedtype Item
    /// The id of the file being written (`files.id`); never NULL.
    mutating func fileID(_ name: StaticString)
    mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?)
    mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?)
    mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?)
    /// A boolean, stored as 0 or 1.
    mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?)
    /// The row id of an earlier row of the same file, given as its index in the parsed
    /// document (`RecordedTable`); only the parse worker's encoder resolves these.
    mutating func reference(
        _ name: StaticString, to table: RecordedTable, _ nullability: Nullability, _ value: (Item) -> Int?)
}

/// Collects the declared columns, never calling a value closure.
package struct ColumnCatalog<Item>: ColumnSink {
    package var columns: [ContractColumn] = []

    private mutating func add(_ name: StaticString, _ type: SQLType, _ nullability: Nullability, _ references: String? = nil) {
        columns.append(ContractColumn(name: name.description, type: type, nullability: nullability, references: references))
    }

    package mutating func fileID(_ name: StaticString) { add(name, .integer, .notNull, "files") }
    package mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?) { add(name, .text, nullability) }
    package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?) { add(name, .integer, nullability) }
    package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?) { add(name, .integer, nullability) }
    package mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?) { add(name, .integer, nullability) }
    package mutating func reference(
        _ name: StaticString, to table: RecordedTable, _ nullability: Nullability, _ value: (Item) -> Int?
    ) {
        add(name, .integer, nullability, table.table)
    }
}
