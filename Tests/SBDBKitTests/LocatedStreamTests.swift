import Foundation
import SBDBCore
import SBDBReports
import SBDBTestSupport
import Testing

/// The located formats (xcode, github, sarif, checkstyle, codeclimate, junit) stream a finding at
/// a time (issue 37: a million rows as SARIF took gigabytes), and a crafted path or message can
/// neither forge a place nor reach a log raw.
@Suite struct LocatedStreamTests {
    let tree: TemporaryDirectory
    let database: String

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Mini")
    }

    private func streamed(_ sql: String, _ format: OutputFormat, context: OutputContext = OutputContext(report: "r")) throws -> (String, Int) {
        var bytes: [UInt8] = []
        let count = try QueryRunner(databasePath: database).stream(sql: sql, format: format, context: context) { bytes += $0 }
        return (String(decoding: bytes, as: UTF8.self), count)
    }

    /// Files out of order, several rows of one file, a row without a place, and no rows at all.
    static let samples = [
        "SELECT 'App/A.xib' AS path, 3 AS line, 'first' AS message UNION ALL SELECT 'App/B.xib', 1, 'second' "
            + "UNION ALL SELECT 'App/A.xib', 9, 'third' UNION ALL SELECT NULL, NULL, 'nowhere'",
        "SELECT path, name FROM files ORDER BY path",
        "SELECT path FROM files WHERE 0",
    ]

    @Test(arguments: [OutputFormat.xcode, .github, .sarif, .checkstyle, .codeclimate, .junit])
    func aStreamIsWhatTheWholeResultRenders(format: OutputFormat) throws {
        let runner = QueryRunner(databasePath: database)
        let context = OutputContext(report: "r", root: tree.path, baseDirectory: tree.path, keyColumns: ["path"])
        for sql in Self.samples {
            let whole = format.render(try runner.run(sql: sql), context: context)
            let (text, count) = try streamed(sql, format, context: context)
            #expect(text == whole, "\(format): \(sql)")
            #expect(count == (try runner.run(sql: sql).rows.count))
        }
    }

    @Test func checkstyleGroupsEachRunOfRowsOfOneFile() throws {
        let (text, _) = try streamed(Self.samples[0], .checkstyle)
        #expect(text.components(separatedBy: "<file name=\"App/A.xib\">").count == 3)
        #expect(text.components(separatedBy: "<file ").count == text.components(separatedBy: "</file>").count)
    }

    @Test func junitCountsItsFailuresAfterSpoolingThem() throws {
        // About 3 MB of failures: more than the writer keeps in memory.
        let sql = """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
            SELECT 'App/F' || i || '.xib' AS path, i AS line, printf('%.250c', 'x') AS message FROM n
            """
        let (text, count) = try streamed(sql, .junit)
        #expect(count == 10_000)
        #expect(text.contains("<testsuites name=\"sbdb\" tests=\"1\" failures=\"10000\">"))
        #expect(text.components(separatedBy: "<failure ").count == 10_001)
        #expect(text.contains("App/F1.xib:1: x") && text.contains("App/F10000.xib:10000: x"))
        #expect(text.hasSuffix("    </testcase>\n  </testsuite>\n</testsuites>\n"))
    }

    @Test func aPathWithAColonForgesNoPlaceInXcodeFormat() throws {
        let (text, _) = try streamed("SELECT 'A:1:1: error: x.xib' AS path, 4 AS line, 'm' AS message", .xcode)
        #expect(text == "sbdb: warning: m (in \"A:1:1: error: x.xib:4\") [r]\n")
    }

    @Test func controlCharactersNeverReachAWorkflowLogRaw() throws {
        let (text, _) = try streamed("SELECT 'a' || char(27) || '[31mb.xib' AS path, 'x' || char(0) || char(11) || 'y' AS message", .github)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
        #expect(text.contains("file=a\\u{1B}[31mb.xib,") && text.contains("::x\\0") && text.hasSuffix("y\n"), "\(text.debugDescription)")
    }
}
