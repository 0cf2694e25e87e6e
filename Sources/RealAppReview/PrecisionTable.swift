import Foundation

/// Precision and recall per report, per app and report, and the false-positive causes, as
/// Markdown tables (which read as plain text too).
public struct PrecisionTable {
    public let set: ReviewSet

    public init(_ set: ReviewSet) { self.set = set }

    public static func percent(_ value: Double?) -> String {
        guard let value else { return "–" }
        return String(format: "%.0f %%", value * 100)
    }

    public func render(causes: Int = 20) -> String {
        var lines: [String] = []
        lines.append("Per report, over \(set.apps.count) apps:")
        lines.append("")
        lines.append("| report | rows | true | false | unsampled | missing | precision | row-weighted | recall |")
        lines.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|")
        for report in set.reports {
            lines.append(row(report, set.tally(report: report)))
        }
        lines.append(row("all", set.tally()))
        lines.append("")
        let groups = groupNames
        if groups.count > 1 {
            lines.append("Row-weighted precision / recall per batch and half (rows given in brackets):")
            lines.append("")
            lines.append("| report | " + groups.map { "batch \($0.batch) \($0.half)" }.joined(separator: " | ") + " |")
            lines.append("|---|" + groups.map { _ in "--:|" }.joined())
            for report in set.reports + [nil] {
                let cells = groups.map { group -> String in
                    let tally = set.filtered(batch: group.batch, half: group.half).tally(report: report)
                    return "\(Self.percent(tally.rowWeightedPrecision)) / \(Self.percent(tally.recall)) (\(tally.given))"
                }
                lines.append("| \(report ?? "all") | " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines.append("Precision per app (rows given in brackets; – where the report gives none):")
        lines.append("")
        lines.append("| app | " + set.reports.joined(separator: " | ") + " |")
        lines.append("|---|" + set.reports.map { _ in "--:|" }.joined())
        for app in set.apps {
            let cells = set.reports.map { report -> String in
                let tally = set.tally(app: app, report: report)
                return tally.given == 0 ? "– (0)" : "\(Self.percent(tally.precision)) (\(tally.given))"
            }
            lines.append("| \(app) | " + cells.joined(separator: " | ") + " |")
        }
        let ranked = set.falseCauses()
        if !ranked.isEmpty {
            lines.append("")
            lines.append("False rows by cause:")
            lines.append("")
            lines.append("| cause | rows | first example |")
            lines.append("|---|--:|---|")
            for cause in ranked.prefix(causes) {
                lines.append("| \(cause.tag) | \(cause.rows) | \(cause.example.replacingOccurrences(of: "|", with: "\\|")) |")
            }
            if ranked.count > causes { lines.append("| (\(ranked.count - causes) more) | | |") }
        }
        let unsampled = set.tally().unsampled
        if unsampled > 0 {
            lines.append("")
            lines.append("\(unsampled) given rows lie outside the judged samples; row-weighted precision counts them at their sample's rate.")
        }
        let unjudged = set.tally().unjudged
        if unjudged > 0 {
            lines.append("")
            lines.append("\(unjudged) rows have no verdict yet ('?').")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func row(_ name: String, _ tally: Tally) -> String {
        "| \(name) | \(tally.given) | \(tally.true) | \(tally.false) | \(tally.unsampled) | \(tally.missing) | "
            + "\(Self.percent(tally.precision)) | \(Self.percent(tally.rowWeightedPrecision)) | \(Self.percent(tally.recall)) |"
    }

    /// The batches and halves that hold apps of the set, in order.
    private var groupNames: [AppGroup] {
        Set(set.entries.compactMap { set.groups[$0.app] })
            .sorted { ($0.batch, AppGroup.halves.firstIndex(of: $0.half) ?? 0) < ($1.batch, AppGroup.halves.firstIndex(of: $1.half) ?? 0) }
    }
}
