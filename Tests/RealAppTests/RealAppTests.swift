import Foundation
import RealAppReview
import SBDBTestSupport
import Testing

/// The real-app suite: each app under ../shared/apps is indexed and every finding report is set
/// against its reviewed rows in Tests/RealApps/<app>/<report>.tsv (Tests/RealApps/README.md).
/// A row nobody judged, a true row lost, a fixed false row back, a false row gone (mark it
/// fixed) or a missing row found (mark it true) fails. Rows judged missing and still not given
/// are the known gaps: each is a row of its review file, counted per app in the output, and
/// fails the day sbdb starts giving it, until it is marked true. `SBDB_REALAPPS_RECORD=1`
/// rewrites the files mechanically (new rows as `?`, which still fail until someone judges them).
@Suite(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
struct RealAppTests {
    static let reviewedApps: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.realAppReviews.path)) ?? [])
        .filter { !$0.hasPrefix(".") && isFolder(Fixtures.realAppReviews.appendingPathComponent($0).path) }.sorted()

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["SBDB_REALAPPS_RECORD"] == "1" }

    @Test func everySharedAppIsReviewedForEveryFindingReport() throws {
        let shared = try FileManager.default.contentsOfDirectory(atPath: Fixtures.apps!.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        #expect(shared == Self.reviewedApps, "every app of ../shared/apps needs a folder in Tests/RealApps")
        let groupsPath = Fixtures.realAppReviews.appendingPathComponent(AppGroup.fileName).path
        let groups = try AppGroup.parse(String(contentsOfFile: groupsPath, encoding: .utf8), path: groupsPath)
        #expect(groups.keys.sorted() == Self.reviewedApps, "every reviewed app needs its batch and half in \(groupsPath)")
        for app in Self.reviewedApps {
            for report in FindingReports.names {
                let path = Fixtures.realAppReviews.appendingPathComponent("\(app)/\(report).tsv").path
                #expect(FileManager.default.fileExists(atPath: path), "no review file \(path)")
            }
        }
    }

    @Test(arguments: reviewedApps)
    func findingsMatchTheReviewedVerdicts(app: String) throws {
        let root = Fixtures.apps!.appendingPathComponent(app)
        try #require(FileManager.default.fileExists(atPath: root.path), "\(app) is not in ../shared/apps")
        let scratch = try TemporaryDirectory()
        let database = scratch.file("index.sqlite").path
        let index = try runSBDB(["index", root.path, "--db", database, "-q"])
        try #require(index.status == 0, "sbdb index \(app) failed: \(index.stderr)")

        var gaps: [String: Int] = [:]
        for report in FindingReports.names {
            let url = Fixtures.realAppReviews.appendingPathComponent("\(app)/\(report).tsv")
            let path = "Tests/RealApps/\(app)/\(report).tsv"
            var review = try ReviewFile.parse(String(contentsOf: url, encoding: .utf8), report: report, path: path)
            let query = try runSBDB(["query", report, "--db", database, "--format", "tsv"])
            try #require(query.status == 0, "sbdb query \(report) on \(app) failed: \(query.stderr)")
            let given = ReportRows.parseTSV(query.stdout)
            if Self.recording, given.columns != review.columns, let adopted = review.adopting(columns: given.columns) {
                review = adopted
            }
            let comparison = try Comparison(review: review, given: given)
            if Self.recording {
                try Data(comparison.recorded().render().utf8).write(to: url)
            }
            for message in comparison.messages(app: app, path: path) {
                Issue.record(Comment(rawValue: message))
            }
            if !comparison.knownGaps.isEmpty { gaps[report] = comparison.knownGaps.count }
        }
        if !gaps.isEmpty {
            let counts = gaps.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("\(app): known gaps (rows judged missing that sbdb does not give yet): \(counts)")
        }
    }
}
