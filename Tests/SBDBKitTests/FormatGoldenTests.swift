import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
import SBDBTestSupport
import Testing

/// Every format renders one canned result exactly like its golden file in
/// `Tests/Fixtures/Goldens/Formats` (`SBDB_RECORD_GOLDENS=1` rewrites them; review the diff).
@Suite struct FormatGoldenTests {
    /// A report-like result with the cases formats disagree on: a relative path, one with a space
    /// and a pipe, one outside the root, a missing path; markup, quotes, commas, colons, %, newlines.
    static let result = QueryResult(
        columns: ["source", "path", "line", "problem", "detail", "ratio"],
        rows: [
            [
                .text("Main"), .text("App/Base.lproj/Main.storyboard"), .integer(42), .text("missing-file"),
                .text("Checkout <\"beta\"> & 'more'"), .real(0.5),
            ],
            [
                .text("Settings|Legacy"), .text("App/Settings Legacy.xib"), .null, .text("ambiguous"),
                .text("two\nlines, with: 100% *stars* _under_ `tick`"), .integer(3),
            ],
            [.text("Shared"), .text("/elsewhere/Shared.xib"), .integer(0), .text("external-bundle"), .text("source_path"), .null],
            [.text("Info"), .null, .integer(7), .text("unconfigured"), .null, .real(-1.25)],
        ])

    static let context = OutputContext(
        report: "canned-report", summary: "A canned report for golden files: links that do not resolve.",
        root: "/work/repo", baseDirectory: "/work/repo")

    static func goldenURL(_ format: OutputFormat) -> URL {
        Fixtures.url("Goldens/Formats/canned-report.\(format.rawValue)")
    }

    @Test(arguments: OutputFormat.allCases)
    func matchesGolden(format: OutputFormat) throws {
        let rendered = format.render(Self.result, context: Self.context)
        let url = Self.goldenURL(format)
        if ProcessInfo.processInfo.environment["SBDB_RECORD_GOLDENS"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(url.lastPathComponent); unset SBDB_RECORD_GOLDENS and run again.")
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == golden, "\(format.rawValue) differs from \(url.lastPathComponent)")
    }

    @Test func everyFormatHasAGoldenFile() {
        for format in OutputFormat.allCases {
            #expect(FileManager.default.fileExists(atPath: Self.goldenURL(format).path), "no golden for \(format.rawValue)")
        }
    }
}
