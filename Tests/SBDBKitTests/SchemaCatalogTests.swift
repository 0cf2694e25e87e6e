@testable import SBDBReports
import Testing

/// `sbdb schema` reads each column's meaning from the comments of `Schema/*.sql`; a later
/// migration can give a column a new meaning without editing the one that created it.
@Suite struct SchemaCatalogTests {
    @Test func aLaterMigrationRedescribesAColumn() {
        let tables = SchemaCatalog.parse([
            """
            -- table t: a table
            CREATE TABLE t (
                a TEXT NOT NULL,                  -- the old meaning
                b INTEGER                         -- untouched
            );
            """,
            "-- column t.a: the new meaning\n-- column t.missing: ignored\n-- column nowhere.a: ignored",
        ])
        #expect(tables.map(\.name) == ["t"])
        #expect(tables.first?.columns.map(\.meaning) == ["the new meaning", "untouched"])
        #expect(tables.first?.columns.map(\.type) == ["TEXT", "INTEGER"])
    }

    @Test func theContentHashIsDocumentedAsXXH64() throws {
        let files = try #require(SchemaCatalog.tables.first { $0.name == "files" })
        let hash = try #require(files.columns.first { $0.name == "content_hash" })
        #expect(hash.meaning.hasPrefix("64-bit XXH64 hash of the content"))
    }

    @Test func aViewDroppedAndCreatedAgainIsDescribedOnceByTheLaterMigration() throws {
        let tables = SchemaCatalog.parse([
            "-- view v: the first\nCREATE VIEW v (\n    a -- first a\n) AS SELECT 1;",
            "DROP VIEW v;\n-- view v: the second\nCREATE VIEW v (\n    a, -- second a\n    b -- new b\n) AS SELECT 1, 2;",
        ])
        #expect(tables.map(\.name) == ["v"])
        #expect(tables.first?.summary == "the second")
        #expect(tables.first?.columns.map(\.name) == ["a", "b"])
        // The shipped schema redefines unbuilt_files and unreached_files (migration 0013).
        #expect(SchemaCatalog.tables.filter { $0.name == "unbuilt_files" }.count == 1)
        #expect(try #require(SchemaCatalog.tables.first { $0.name == "unreached_files" }).summary.contains("not-in-target"))
    }
}
