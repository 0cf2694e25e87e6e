import Foundation

/// Earlier bundles' row counts, for the trend section of a bundle (`sbdb report --history DIR`):
/// each bundle folder under DIR (its `bundle.json`), oldest first, the latest thirty.
public struct ReportHistory: Sendable, Equatable {
    public struct Run: Sendable, Equatable {
        /// ISO 8601, as `bundle.json` writes it; sorts in time order.
        public let generatedAt: String
        public let counts: [String: Int]

        public init(generatedAt: String, counts: [String: Int]) {
            self.generatedAt = generatedAt
            self.counts = counts
        }
    }

    public static let runsKept = 30
    public var runs: [Run]

    public init(runs: [Run]) { self.runs = runs }

    /// The bundles in `folder` and its subfolders (one level), skipping what is not a bundle.
    public static func load(_ folder: String) throws -> ReportHistory {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ReportHistoryError.notAFolder(folder)
        }
        var manifests = [(folder as NSString).appendingPathComponent(ReportBundle.manifestName)]
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            manifests.append(((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(ReportBundle.manifestName))
        }
        let runs = manifests.compactMap { path -> Run? in
            guard let data = manager.contents(atPath: path),
                let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let generatedAt = manifest["generated_at"] as? String,
                let reports = manifest["reports"] as? [[String: Any]]
            else { return nil }
            var counts: [String: Int] = [:]
            for report in reports {
                if let name = report["name"] as? String, let count = report["row_count"] as? Int { counts[name] = count }
            }
            return Run(generatedAt: generatedAt, counts: counts)
        }
        return ReportHistory(runs: Array(runs.sorted { $0.generatedAt < $1.generatedAt }.suffix(runsKept)))
    }

    /// One report's counts over the runs, then now (nil where a run did not have the report).
    func series(_ report: String, now: Int) -> [Int?] {
        runs.map { $0.counts[report] } + [now]
    }

    /// A small line chart of `values` as inline SVG (missing runs leave a gap).
    static func sparkline(_ values: [Int?], width: Int = 160, height: Int = 28) -> String {
        let known = values.compactMap { $0 }
        let top = max(known.max() ?? 0, 1)
        let step = values.count > 1 ? Double(width - 4) / Double(values.count - 1) : 0
        var segments: [[String]] = [[]]
        for (index, value) in values.enumerated() {
            guard let value else {
                if !(segments.last?.isEmpty ?? true) { segments.append([]) }
                continue
            }
            let x = 2 + step * Double(index)
            let y = Double(height - 2) - Double(value) / Double(top) * Double(height - 4)
            segments[segments.count - 1].append(String(format: "%.1f,%.1f", x, y))
        }
        let lines = segments.filter { !$0.isEmpty }.map {
            "<polyline fill=\"none\" stroke=\"#36c\" stroke-width=\"1.5\" points=\"\($0.joined(separator: " "))\"/>"
        }
        return "<svg class=\"trend\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\">"
            + lines.joined() + "</svg>"
    }
}

public enum ReportHistoryError: LocalizedError, Equatable {
    case notAFolder(String)

    public var errorDescription: String? {
        switch self {
        case .notAFolder(let path):
            return "The history folder '\(path)' does not exist. Pass the folder that holds earlier bundles (each with its bundle.json)."
        }
    }
}

extension ReportBundle {
    /// The trend section: per report, its counts over the earlier runs and now.
    func trendHTML() -> String {
        guard let history, !history.runs.isEmpty else { return "" }
        var out = "<h2>Trend</h2>\n<p class=\"muted\">Rows per report over the last \(history.runs.count) run(s) and this one.</p>\n"
        out += "<table><tr><th>report</th><th>trend</th><th>counts</th></tr>\n"
        for outcome in outcomes where outcome.skipped == nil {
            let series = history.series(outcome.report.name, now: outcome.rowCount)
            let counts = series.map { $0.map(String.init) ?? "–" }.joined(separator: " → ")
            out += "<tr><td>\(Self.escape(outcome.report.name))</td><td>\(ReportHistory.sparkline(series))</td><td>\(counts)</td></tr>\n"
        }
        return out + "</table>\n"
    }

    func trendMarkdown() -> String {
        guard let history, !history.runs.isEmpty else { return "" }
        var out = "\n## Trend\n\nRows per report over the last \(history.runs.count) run(s) and this one.\n\n| report | counts |\n|---|---|\n"
        for outcome in outcomes where outcome.skipped == nil {
            let counts = history.series(outcome.report.name, now: outcome.rowCount).map { $0.map(String.init) ?? "–" }
            out += "| \(outcome.report.name) | \(counts.joined(separator: " → ")) |\n"
        }
        return out
    }
}
