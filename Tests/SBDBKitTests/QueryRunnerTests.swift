import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// User SQL is read-only unless asked otherwise, and parameters are bound, never spliced.
@Suite struct QueryRunnerTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Mini")
    }

    @Test func selectReturnsTypedColumnsAndRows() throws {
        let result = try QueryRunner(databasePath: database).run(sql: "SELECT name, size > 0 AS sized, NULL AS missing FROM files WHERE kind = 'storyboard'")
        #expect(result.columns == ["name", "sized", "missing"])
        #expect(result.rows == [[.text("Main"), .integer(1), .null]])
    }

    @Test func everyStorageClassComesBackAsSQLiteTypedIt() throws {
        let result = try QueryRunner(databasePath: database).run(
            sql: "SELECT NULL AS n, -7 AS i, 2.5 AS r, 'naïve ✓' AS t, x'00ff10' AS b, '' AS e, CAST('a' || char(0) || 'b' AS TEXT) AS z")
        #expect(
            result.rows == [
                [
                    .null, .integer(-7), .real(2.5), .text("naïve ✓"), .blob(Data([0x00, 0xFF, 0x10])), .text(""), .text("a\u{0}b"),
                ]
            ])
    }

    /// Streaming CSV and TSV writes the very bytes rendering the whole result gives: quoting,
    /// tabs and line breaks (Unicode ones too), every storage class, invalid UTF-8, and rows
    /// enough to span several chunks.
    /// JSON and JSONL stream too (issue 22, item 10), byte for byte as rendered.
    @Test(arguments: [OutputFormat.csv, .tsv, .json, .jsonl])
    func streamedDelimitedOutputEqualsTheRenderedResult(format: OutputFormat) throws {
        let sql = """
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3000)
            SELECT x AS "id, with comma", 'row ' || x AS "plain", NULL AS "nothing", x * 0.5 AS "half",
                   CASE x % 7 WHEN 0 THEN 'tab' || char(9) || 'in' WHEN 1 THEN 'say "hi", ok' WHEN 2 THEN 'line' || char(10) || 'break'
                        WHEN 3 THEN 'naïve ✓' WHEN 4 THEN 'next' || char(133) || 'line' || char(8232) || 'sep'
                        WHEN 5 THEN CAST(x'61ff62' AS TEXT) ELSE 'a' || char(0) || 'b' || char(13) END AS "mixed",
                   CASE WHEN x % 11 = 0 THEN x'00ff10' END AS "bytes"
            FROM n
            """
        let runner = QueryRunner(databasePath: database)
        let expected = format.render(try runner.run(sql: sql))
        var streamed: [UInt8] = []
        var chunks = 0
        let rows = try runner.stream(sql: sql, format: format) { bytes in
            streamed += bytes
            chunks += 1
        }
        #expect(rows == 3000)
        #expect(chunks > 1)
        #expect(streamed == Array(expected.utf8))
    }

    /// Table, Markdown and HTML stream too (issue 22, item 10): up to 10,000 rows exactly as the
    /// whole result renders (in a pipe and at a terminal's width, empty results included); past
    /// that, laid out from the first 10,000 rows, which are all that is held.
    @Test(arguments: [OutputFormat.table, .markdown, .html])
    func laidOutFormatsStreamAsRenderedUpToTheSample(format: OutputFormat) throws {
        let runner = QueryRunner(databasePath: database)
        let context = OutputContext(report: "numbers", summary: "Numbers & words", width: format == .table ? 40 : nil)
        for count in [0, 1, 3000, LaidOutStreamWriterSample.size] {
            let sql = """
                WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(count))
                SELECT x AS id, CASE x % 3 WHEN 0 THEN 'a|b <c>' || char(10) || 'd' ELSE 'row ' || x END AS "text", NULL AS empty
                FROM n WHERE \(count) > 0
                """
            var streamed: [UInt8] = []
            #expect(try runner.stream(sql: sql, format: format, context: context) { streamed += $0 } == count)
            #expect(streamed == Array(format.render(try runner.run(sql: sql), context: context).utf8))
        }
    }

    @Test(arguments: [OutputFormat.table, .markdown, .html])
    func pastTheSampleRowsKeepTheFirstRowsLayout(format: OutputFormat) throws {
        let runner = QueryRunner(databasePath: database)
        let total = LaidOutStreamWriterSample.size + 5
        // The last rows are wider than any measured one.
        let sql = """
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(total))
            SELECT x AS id, CASE WHEN x > \(LaidOutStreamWriterSample.size) THEN 'a much longer value than any before' ELSE 'v' END AS value
            FROM n
            """
        var streamed: [UInt8] = []
        #expect(try runner.stream(sql: sql, format: format, context: OutputContext(report: "wide")) { streamed += $0 } == total)
        let lines = String(decoding: streamed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        switch format {
        case .table:
            // Header, rule, rows; the id column stays as wide as the measured rows made it.
            #expect(lines.count == total + 3)
            #expect(lines[2] == "    1  v")
            #expect(lines[total + 1] == "10005  a much longer value than any before")
        case .markdown:
            #expect(lines.count == total + 3)
            #expect(lines[1] == "| ---: | --- |")
            #expect(lines[total + 1] == "| 10005 | a much longer value than any before |")
        default:
            #expect(lines.contains("<tr><td class=\"number\">10005</td><td>a much longer value than any before</td></tr>"))
            #expect(lines.suffix(4).first == "<p>10005 rows</p>")
        }
    }

    @Test(arguments: [OutputFormat.json, .jsonl])
    func anEmptyResultStreamsAsRendered(format: OutputFormat) throws {
        let runner = QueryRunner(databasePath: database)
        let sql = "SELECT path FROM files WHERE 0"
        var streamed: [UInt8] = []
        #expect(try runner.stream(sql: sql, format: format) { streamed += $0 } == 0)
        #expect(streamed == Array(format.render(try runner.run(sql: sql)).utf8))
    }

    @Test func manyRowsComeBackInOrder() throws {
        let result = try QueryRunner(databasePath: database).run(
            sql: """
                WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 20000) SELECT x, 'row ' || x FROM n
                """)
        #expect(result.rows.count == 20000)
        #expect(result.rows.first == [.integer(1), .text("row 1")])
        #expect(result.rows.last == [.integer(20000), .text("row 20000")])
    }

    @Test(arguments: [
        "INSERT INTO meta VALUES ('x', 'y')",
        "DROP TABLE files",
        "UPDATE files SET size = 0",
        "DELETE FROM files",
        "ATTACH DATABASE '/tmp/sbdb-attack.sqlite' AS attack",
        "PRAGMA writable_schema = 1",
        "PRAGMA writable_schema",
        "CREATE TABLE t (x)",
        "VACUUM",
        "SELECT 1; DROP TABLE files",
        "/* hidden */ DELETE FROM files",
        "SELECT load_extension('/tmp/evil.so')",
        "VALUES (load_extension('/tmp/evil.so'))",
        "WITH x AS (SELECT 1) DELETE FROM files",
        "REPLACE INTO meta VALUES ('x', 'y')",
        "SELECT 1 -- a comment\n; DELETE FROM files",
        "SELECT 1; ATTACH DATABASE '/tmp/sbdb-attack.sqlite' AS attack",
        "  pragma MAIN.Writable_Schema = ON",
        "PRAGMA user_version(5)",
        "PRAGMA journal_mode(DELETE)",
        "PRAGMA query_only(0)",
        "PRAGMA foreign_keys(0)",
        "REINDEX",
        "ANALYZE",
        "BEGIN; DELETE FROM files; COMMIT",
        "SELECT * FROM files WHERE 1 = 1; INSERT INTO meta VALUES ('x', 'y')",
        "SELECT hex(fts3_tokenizer('simple'))",
        "SELECT \"FTS3_Tokenizer\"('simple')",
    ])
    func writesAndTricksAreRefused(sql: String) throws {
        #expect(throws: (any Error).self) { try QueryRunner(databasePath: database).run(sql: sql) }
        #expect(try count(database, "files") == 5)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/sbdb-attack.sqlite"))
    }

    @Test func functionsThatTouchMemoryOrFilesAreRefusedEvenWithWrite() throws {
        let writer = QueryRunner(databasePath: database, writable: true)
        do {
            _ = try writer.run(sql: "SELECT hex(fts3_tokenizer('simple'))")
            Issue.record("fts3_tokenizer ran")
        } catch {
            #expect(error.localizedDescription.contains("fts3_tokenizer() reads or writes memory"))
        }
    }

    @Test func aDeniedFunctionsNameInsideAnotherWordIsNoRefusal() throws {
        #expect(try QueryRunner(databasePath: database).run(sql: "SELECT 'EditFileViewController' AS credited").rows.count == 1)
    }

    @Test func refusalsSayWhatToDo() throws {
        do {
            _ = try QueryRunner(databasePath: database).run(sql: "DELETE FROM files")
            Issue.record("DELETE ran on a read-only query")
        } catch {
            #expect(error.localizedDescription.contains("--write"))
        }
    }

    @Test func pragmasThatOnlyReadStayReadOnly() throws {
        let stamp = try rows(database, "PRAGMA user_version")
        #expect(try QueryRunner(databasePath: database).run(sql: "PRAGMA user_version").rows.count == 1)
        #expect(try count(database, "files") == 5)
        #expect(try rows(database, "PRAGMA user_version") == stamp)
    }

    @Test func readOnlyPragmasRun() throws {
        let result = try QueryRunner(databasePath: database).run(sql: "PRAGMA table_info(files)")
        #expect(result.rows.count > 5)
    }

    @Test func parametersAreBoundNeverSpliced() throws {
        let runner = QueryRunner(databasePath: database)
        let hit = try runner.run(sql: "SELECT path FROM files WHERE name = :name", arguments: ["name": "Main"])
        #expect(hit.rows == [[.text("App/Base.lproj/Main.storyboard")]])
        let injection = try runner.run(sql: "SELECT path FROM files WHERE name = :name", arguments: ["name": "x' OR '1'='1"])
        #expect(injection.rows.isEmpty)
    }

    @Test func writeMustBeAskedFor() throws {
        _ = try QueryRunner(databasePath: database, writable: true).run(sql: "DELETE FROM diagnostics")
        #expect(try count(database, "diagnostics") == 0)
    }

    @Test func badSQLNamesItsOrigin() throws {
        do {
            _ = try QueryRunner(databasePath: database).run(sql: "SELECT nope FROM files", origin: "report broken")
            Issue.record("bad SQL ran")
        } catch {
            #expect(error.localizedDescription == "report broken:1: no such column: nope")
        }
    }

    /// `sbdb query` on a report with undecided rows streams its decided rows and counts the
    /// others in one run: the same bytes as running `decided()`, and the count `undecidedCountSQL`
    /// gives, for every streaming format and wherever the column sits.
    @Test(arguments: [OutputFormat.tsv, .csv, .json, .jsonl, .table, .markdown, .html, .sarif, .github])
    func streamingDecidedRowsEqualsRunningDecidedAndCountingTheRest(format: OutputFormat) throws {
        let report = Report(
            name: "mixed",
            text: """
                -- summary: Numbers, some undecided.
                -- columns: path, undecided, line
                -- kind: finding
                -- message: Row {line}
                WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 50)
                SELECT 'App/F' || x || '.swift' AS path, CASE WHEN x % 4 = 0 THEN 'why ' || x END AS undecided, x AS line FROM n
                """, origin: "mixed.sql")
        let runner = QueryRunner(databasePath: database)
        let context = OutputContext(report: "mixed")
        var expected: [UInt8] = []
        let expectedRows = try runner.stream(report.decided(), format: format, context: context) { expected += $0 }
        let count = try runner.run(sql: try #require(report.undecidedCountSQL)).rows.first?.first
        var streamed: [UInt8] = []
        let counts = try runner.streamDecided(report, format: format, context: context) { streamed += $0 }
        #expect(counts.rows == expectedRows)
        #expect(counts.rows == 38)
        #expect(.integer(Int64(counts.undecided)) == count)
        #expect(streamed == expected)
    }
}

/// The number of rows table, Markdown and HTML measure before they stream.
enum LaidOutStreamWriterSample {
    static let size = 10_000

}
