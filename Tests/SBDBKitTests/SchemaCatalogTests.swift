@testable import SBDBKit
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
}
