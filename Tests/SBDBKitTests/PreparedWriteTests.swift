import GRDB
@testable import SBDBStore
import Testing

/// `PreparedWrite` binds only the values a row has and leaves every parameter NULL after each
/// row, so rows never inherit values: not from the row before, and not from another write that
/// shares the same cached statement.
@Suite struct PreparedWriteTests {
    static func rows(_ db: Database, _ sql: String) throws -> [String] {
        try Row.fetchAll(db, sql: sql).map { row in
            row.databaseValues.map { $0.isNull ? "NULL" : "'\($0.storage.value ?? "")'" }.joined(separator: ",")
        }
    }

    @Test func rowsNeverInheritValues() throws {
        try DatabaseQueue().write { db in
            try db.execute(sql: "CREATE TABLE t (a TEXT, b TEXT, c INTEGER)")
            let sql = "INSERT INTO t (a, b, c) VALUES (?, ?, ?)"
            var first = try PreparedWrite(db, sql)
            var second = try PreparedWrite(db, sql)
            first.bind("a1")
            first.bind("b1")
            first.bind(Int64(1))
            try first.run()
            // The same cached statement, bound by the other write: nothing of row 1 may remain.
            second.bind(nil as String?)
            second.bind("")
            second.bind(nil as Int64?)
            try second.run()
            first.bind("a2")
            first.bind(nil as String?)
            first.bind(Int64(2))
            try first.run()
            second.bind("x")
            second.bind(nil as String?)
            second.bind(nil as Int64?)
            try second.run()
            first.bind(nil as String?)
            first.bind(nil as String?)
            first.bind(nil as Int64?)
            try first.run()
            #expect(
                try Self.rows(db, "SELECT a, b, c FROM t ORDER BY rowid") == [
                    "'a1','b1','1'", "NULL,'',NULL", "'a2',NULL,'2'", "'x',NULL,NULL", "NULL,NULL,NULL",
                ])
        }
    }

    /// Past 64 parameters the mask cannot say which were bound: every one is cleared per row.
    @Test func wideStatementsClearEveryParameter() throws {
        try DatabaseQueue().write { db in
            let columns = (1...70).map { "c\($0)" }
            try db.execute(sql: "CREATE TABLE wide (\(columns.map { "\($0) TEXT" }.joined(separator: ", ")))")
            let sql = "INSERT INTO wide VALUES (\(Array(repeating: "?", count: 70).joined(separator: ", ")))"
            var write = try PreparedWrite(db, sql)
            for column in 1...70 { write.bind("v\(column)") }
            try write.run()
            for column in 1...70 { write.bind(column % 2 == 0 ? "w\(column)" : nil) }
            try write.run()
            #expect(
                try Self.rows(db, "SELECT c1, c2, c65, c66, c69, c70 FROM wide ORDER BY rowid") == [
                    "'v1','v2','v65','v66','v69','v70'", "NULL,'w2',NULL,'w66',NULL,'w70'",
                ])
        }
    }

    @Test func aFailedRowLeavesTheStatementClean() throws {
        try DatabaseQueue().write { db in
            try db.execute(sql: "CREATE TABLE u (a TEXT UNIQUE, b TEXT)")
            var write = try PreparedWrite(db, "INSERT INTO u (a, b) VALUES (?, ?)")
            write.bind("same")
            write.bind("b1")
            try write.run()
            write.bind("same")
            write.bind("b2")
            #expect(throws: DatabaseError.self) { try write.run() }
            write.bind("other")
            write.bind(nil as String?)
            try write.run()
            #expect(try Self.rows(db, "SELECT a, b FROM u ORDER BY rowid") == ["'same','b1'", "'other',NULL"])
        }
    }
}
