import GRDB
import GRDBSQLite
@testable import SBDBIndexing
@testable import SBDBStore
import Testing

/// `EncodedRows` carries a file's rows from a parse worker to the writer: values by parameter
/// position, text bound in place, and references to the row ids of earlier rows of the file.
@Suite struct EncodedRowsTests {
    /// The tables the statements below write, without the schema's constraints: their columns
    /// are the contracts', so a column added to a contract needs nothing here.
    static func makeTables(_ db: Database) throws {
        for contract in [ScenesContract.self, ViewsContract.self, ResourcesContract.self] as [any TableContract.Type] {
            let columns = ["id INTEGER PRIMARY KEY"] + contract.catalog.map(\.name) + contract.filledElsewhere
            try db.execute(sql: "CREATE TABLE \(contract.table) (\(columns.joined(separator: ", ")))")
        }
        try db.execute(sql: "CREATE UNIQUE INDEX resources_name ON resources(name)")
    }

    static func rows(_ db: Database, _ sql: String) throws -> [String] {
        try Row.fetchAll(db, sql: sql).map { row in
            row.databaseValues.map { $0.isNull ? "NULL" : "\($0.storage.value ?? "")" }.joined(separator: "|")
        }
    }

    /// Steps the cached statement with whatever values it holds (GRDB's `execute` would
    /// insist on arguments).
    static func stepAsLeft(_ db: Database, _ statement: RowStatement) throws {
        let handle = try db.cachedStatement(sql: statement.sql).sqliteStatement
        #expect(sqlite3_step(handle) == SQLITE_DONE)
        sqlite3_reset(handle)
    }

    static func resource(_ rows: inout EncodedRows, element: String?, name: String?, line: Int?) {
        rows.begin(.resources)
        rows.bindFileID()
        rows.bind(element)
        rows.bind(name)
        rows.bind(line)
        rows.end()
    }

    static func view(_ rows: inout EncodedRows, scene: Int?, parent: Int?, element: String) {
        rows.begin(.views, recording: true)
        rows.bindFileID()
        rows.bind(reference: scene)
        rows.bind(reference: parent)
        rows.bind(element)
        for _ in 5...ViewsContract.catalog.count { rows.bind(nil as String?) }
        rows.end()
    }

    @Test func referencesNameTheRowIdsOfRecordedRows() throws {
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            // Earlier rows, so the new ids do not start at 1.
            try db.execute(sql: "INSERT INTO scenes (id) VALUES (40); INSERT INTO views (id) VALUES (90)")
            var rows = EncodedRows()
            for scene in ["s1", "s2"] {
                rows.begin(.scenes, recording: true)
                rows.bindFileID()
                rows.bind(scene)
                rows.end()
            }
            // References 0 and 1 are the scenes; 2, 3 and 4 the views.
            Self.view(&rows, scene: 0, parent: nil, element: "root")
            Self.view(&rows, scene: 1, parent: 2, element: "child")
            Self.view(&rows, scene: nil, parent: 3, element: "grandchild")
            rows.begin(.sceneController)
            rows.bind(reference: 3)
            rows.bind(reference: 1)
            rows.end()
            #expect(rows.recordedRows == 5)
            try rows.write(db, fileID: 7)
            #expect(
                try Self.rows(db, "SELECT id, file_id, ib_scene_id, controller_view_id FROM scenes WHERE id > 40") == [
                    "41|7|s1|NULL", "42|7|s2|92",
                ])
            #expect(
                try Self.rows(db, "SELECT id, file_id, scene_id, parent_id, element FROM views WHERE id > 90") == [
                    "91|7|41|NULL|root", "92|7|42|91|child", "93|7|NULL|92|grandchild",
                ])
        }
    }

    /// NULL is "not bound"; an empty string is still text.
    @Test func nullsEmptyTextUnicodeAndLongText() throws {
        let long = String(repeating: "0123456789", count: 10_000)
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            var rows = EncodedRows()
            Self.resource(&rows, element: "", name: nil, line: 0)
            Self.resource(&rows, element: nil, name: "Écran 👩‍💻", line: nil)
            Self.resource(&rows, element: long, name: "long", line: -3)
            try rows.write(db, fileID: 1)
            #expect(
                try Self.rows(db, "SELECT quote(element), quote(name), quote(line) FROM resources WHERE name IS NOT 'long'") == [
                    "''|NULL|0", "NULL|'Écran 👩‍💻'|NULL",
                ])
            #expect(try String.fetchOne(db, sql: "SELECT element FROM resources WHERE name = 'long'") == long)
        }
    }

    /// Nothing may stay bound to the rows' text once they are written: the next user of the
    /// cached statement finds every parameter NULL.
    @Test func everyParameterIsNullAfterTheWrite() throws {
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            var rows = EncodedRows()
            Self.resource(&rows, element: "image", name: "a", line: 3)
            try rows.write(db, fileID: 5)
            try Self.stepAsLeft(db, .resources)
            #expect(
                try Self.rows(db, "SELECT file_id, element, name, line FROM resources ORDER BY id") == [
                    "5|image|a|3", "NULL|NULL|NULL|NULL",
                ])
        }
    }

    /// A failing row throws SQLite's error and leaves its statement with no values.
    @Test func aFailedRowThrowsAndLeavesTheStatementClean() throws {
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            var first = EncodedRows()
            Self.resource(&first, element: "image", name: "same", line: 1)
            try first.write(db, fileID: 1)
            var second = EncodedRows()
            Self.resource(&second, element: "color", name: "same", line: 2)
            #expect(throws: DatabaseError.self) { try second.write(db, fileID: 2) }
            try Self.stepAsLeft(db, .resources)
            #expect(
                try Self.rows(db, "SELECT file_id, element, name, line FROM resources ORDER BY id") == [
                    "1|image|same|1", "NULL|NULL|NULL|NULL",
                ])
        }
    }

    /// The statement may hold another user's values when a write starts: they are cleared.
    @Test func valuesLeftByAnotherUserAreCleared() throws {
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            let statement = try db.cachedStatement(sql: RowStatement.resources.sql)
            try statement.setArguments([9, "left", "over", 9, "system", 1])
            var rows = EncodedRows()
            Self.resource(&rows, element: nil, name: "n", line: nil)
            try rows.write(db, fileID: 4)
            #expect(try Self.rows(db, "SELECT file_id, element, name, line FROM resources") == ["4|NULL|n|NULL"])
        }
    }

    /// Rows of different statements interleave, and files of one transaction share the
    /// statements: no row ever takes a value from another.
    @Test func interleavedStatementsAndFilesKeepTheirOwnValues() throws {
        try DatabaseQueue().write { db in
            try Self.makeTables(db)
            let statements = RowStatements(db)
            var first = EncodedRows()
            Self.resource(&first, element: "image", name: "a", line: 5)
            Self.view(&first, scene: nil, parent: nil, element: "v1")
            Self.resource(&first, element: nil, name: "b", line: nil)
            Self.view(&first, scene: nil, parent: 0, element: "v2")
            Self.resource(&first, element: "color", name: "c", line: 6)
            var second = EncodedRows()
            Self.resource(&second, element: nil, name: "d", line: nil)
            Self.view(&second, scene: nil, parent: nil, element: "v3")
            try first.write(db, fileID: 1, statements: statements)
            try second.write(db, fileID: 2, statements: statements)
            #expect(
                try Self.rows(db, "SELECT file_id, element, name, line FROM resources ORDER BY id") == [
                    "1|image|a|5", "1|NULL|b|NULL", "1|color|c|6", "2|NULL|d|NULL",
                ])
            #expect(
                try Self.rows(db, "SELECT id, file_id, parent_id, element FROM views ORDER BY id") == [
                    "1|1|NULL|v1", "2|1|1|v2", "3|2|NULL|v3",
                ])
        }
    }
}
