import ArgumentParser
import Foundation
import RealAppReview

/// `sbdb-bench precision`: precision and recall of the finding reports on the real apps, from the
/// reviewed verdicts under Tests/RealApps (which the real-app suite keeps true to sbdb's output).
struct PrecisionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "precision",
        abstract: "Prints precision and recall per report and per app from the reviewed real-app findings.",
        discussion: """
            Reads Tests/RealApps/<app>/<report>.tsv (every row a report gives, with a verdict: true, false, \
            missing or fixed) and prints Markdown tables: per report, per app and report, and the causes of \
            false rows ranked by how many rows each explains. Nothing is indexed: run `swift test --filter \
            RealAppTests` first to check that the files match what sbdb gives today.

            Examples:
              swift run sbdb-bench precision
              swift run sbdb-bench precision --report outlet-mismatches --causes 40
              swift run sbdb-bench precision --batch 2 --half held-back
            """)

    @Option(help: "The folder of review files (default: Tests/RealApps of this package).")
    var reviews: String?

    @Option(help: "Only this report's rows.")
    var report: String?

    @Option(help: "Only the apps of this batch (Tests/RealApps/apps.tsv).")
    var batch: Int?

    @Option(help: "Only the apps of this half of their batch: tuning or held-back.")
    var half: String?

    @Option(help: "How many false-positive causes to list.")
    var causes = 20

    func run() throws {
        let root = reviews ?? Self.defaultReviews()
        guard FileManager.default.fileExists(atPath: root) else {
            throw ValidationError("No review files at \(root); pass --reviews DIR (the package's Tests/RealApps).")
        }
        var set = try ReviewSet.load(root: root)
        if let half, !AppGroup.halves.contains(half) {
            throw ValidationError("--half must be one of \(AppGroup.halves.joined(separator: ", ")), not '\(half)'.")
        }
        if batch != nil || half != nil {
            set = set.filtered(batch: batch, half: half)
            guard !set.entries.isEmpty else { throw ValidationError("No app of \(root)/\(AppGroup.fileName) is in that batch and half.") }
        }
        if let report {
            set = ReviewSet(entries: set.entries.filter { $0.file.report == report }, groups: set.groups)
            guard !set.entries.isEmpty else { throw ValidationError("No review files for the report '\(report)' under \(root).") }
        }
        print(PrecisionTable(set).render(causes: causes), terminator: "")
    }

    /// Tests/RealApps beside this source file's package, else under the current folder.
    static func defaultReviews() -> String {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [packageRoot.appendingPathComponent("Tests/RealApps").path, "Tests/RealApps"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[1]
    }
}
