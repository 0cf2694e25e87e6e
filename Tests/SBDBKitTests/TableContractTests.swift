import Foundation
import GRDB
import GRDBSQLite
import IBParsing
@testable import SBDBIndexing
@testable import SBDBReports
@testable import SBDBStore
import SBDBTestSupport
import Testing

/// Every table contract (`Store/Contracts`) against the migrated schema, and every row a
/// parse worker encodes against the statement that writes it: a misspelled, dropped or
/// mistyped column fails here rather than writing a value in the wrong slot.
@Suite struct TableContractTests {
    struct SchemaColumn {
        let type: String
        let notNull: Bool
        let isPrimaryKey: Bool
        let hasDefault: Bool
    }

    static func schema(_ db: Database, _ table: String) throws -> [(name: String, column: SchemaColumn)] {
        try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?)", arguments: [table])
            .map { row in
                (
                    row["name"],
                    SchemaColumn(
                        type: (row["type"] as String).uppercased(), notNull: row["notnull"] as Int == 1,
                        isPrimaryKey: row["pk"] as Int > 0, hasDefault: !(row["dflt_value"] as DatabaseValue).isNull)
                )
            }
    }

    static func freshStore() throws -> (TemporaryDirectory, Store) {
        let scratch = try TemporaryDirectory()
        return (scratch, try Store(path: scratch.file("index.sqlite").path))
    }

    @Test func everyContractMatchesTheMigratedSchema() throws {
        let (_, store) = try Self.freshStore()
        try store.read { db in
            for contract in Contracts.all {
                let table = contract.table
                let schema = try Self.schema(db, table)
                #expect(!schema.isEmpty, "\(table): no such table")
                let byName = Dictionary(schema.map { ($0.name, $0.column) }, uniquingKeysWith: { first, _ in first })
                let declared = contract.catalog
                #expect(Set(declared.map(\.name)).count == declared.count, "\(table): a column declared twice")
                for column in declared {
                    guard let actual = byName[column.name] else {
                        Issue.record("\(table).\(column.name): declared by the contract, not in the schema")
                        continue
                    }
                    #expect(actual.type == column.type.rawValue, "\(table).\(column.name): \(actual.type) in the schema")
                    // An INTEGER PRIMARY KEY is never NULL though table_info says nullable.
                    let notNull = actual.notNull || (actual.isPrimaryKey && actual.type == "INTEGER")
                    #expect(
                        notNull == (column.nullability == .notNull),
                        "\(table).\(column.name): \(notNull ? "NOT NULL" : "nullable") in the schema")
                    if let referenced = column.references {
                        let keys = try Row.fetchAll(db, sql: "SELECT \"from\", \"table\" FROM pragma_foreign_key_list(?)", arguments: [table])
                        if let key = keys.first(where: { ($0["from"] as String) == column.name }) {
                            #expect(key["table"] as String == referenced, "\(table).\(column.name) refers to \(key["table"] as String)")
                        }
                    }
                }
                // What the contract claims: with the columns filled elsewhere and the row id, all of them.
                for name in contract.filledElsewhere + (contract.onConflict?.namedColumns ?? []) {
                    #expect(byName[name] != nil, "\(table).\(name): named by the contract, not in the schema")
                }
                let covered = Set(declared.map(\.name) + contract.filledElsewhere)
                for (name, column) in schema where !covered.contains(name) && !(column.isPrimaryKey && name == "id") {
                    Issue.record("\(table).\(name): in the schema, neither written by the contract nor filled elsewhere")
                }
                // The INSERT: one parameter per declared column, the columns in declaration order.
                let sql = contract.makeInsertSQL()
                let statement = try db.makeStatement(sql: sql)
                #expect(Int(sqlite3_bind_parameter_count(statement.sqliteStatement)) == declared.count, "\(table): \(sql)")
                let listed = sql.drop(while: { $0 != "(" }).dropFirst().prefix(while: { $0 != ")" })
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(listed == declared.map(\.name), "\(table): \(sql)")
            }
        }
    }

    @Test func everyDocumentStatementHasOneContract() {
        let statements = RowStatement.contracts.map { $0.statement }
        #expect(Set(statements).count == statements.count)
        #expect(Set(statements) == Set(RowStatement.allCases.filter { $0 != .sceneController }))
    }

    /// Every IB file of the fixtures, encoded as a parse worker encodes it: each row binds
    /// exactly the parameters of its statement, prepared on a migrated store.
    @Test func everyEncodedRowBindsItsStatementsParameters() throws {
        let (_, store) = try Self.freshStore()
        let root = Fixtures.url("")
        var seen = Set<RowStatement>()
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
            .filter { ($0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")) && !$0.contains("Hostile") && !$0.contains("Malformed") }
            .sorted()
        #expect(files.count > 100)
        try store.read { db in
            let counts = try RowStatement.allCases.map { statement in
                Int(sqlite3_bind_parameter_count(try db.makeStatement(sql: statement.sql).sqliteStatement))
            }
            for file in files {
                let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(file)))
                guard case .parsed(let document) = IBParser.parse(bytes, path: file) else { continue }
                for row in DocumentRows.encode(document).rowShapes {
                    seen.insert(row.statement)
                    #expect(row.parameters == counts[row.statement.rawValue], "\(file): a \(row.statement) row")
                }
            }
        }
        // The fixtures exercise the main tables at least.
        for statement in RowStatement.allCases where statement != .legacyNibNames {
            #expect(seen.contains(statement), "no fixture writes \(statement)")
        }
    }
}
