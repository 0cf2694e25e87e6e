import Foundation
import SBDBReports
import SBDBCore

/// The nightly bundle of `sbdb report`: every report's rows as JSON, a readable summary as
/// Markdown and HTML, the include graph, and what changed since a baseline.
///
///     index.md, index.html     counts per report, the largest offenders, changes, the graph
///     bundle.json              the manifest: when, which sbdb, which commit, per-report counts
///     REPORT.json              one per report: columns, rows and the same facts
///     sbdb.sarif               every finding report's rows as SARIF 2.1.0, for code scanning
///     include-graph.dot|.mmd   the include graph (and .svg when Graphviz is installed)
public struct ReportBundle: Sendable {
    public static let manifestName = "bundle.json"
    /// Rows of each report shown in index.md and index.html; the JSON files have them all.
    public static let offendersShown = 5
    /// Above this many edges the graph is written to its file but not drawn inline.
    public static let inlineGraphEdgeLimit = 400

    public enum Graph: Sendable, Equatable {
        case svg(String)
        case mermaid(String)
        case tooLarge(edges: Int)
    }

    public var generatedAt: Date
    public var sbdbVersion = SBDBVersion.current
    public var root: String
    public var gitCommit: String?
    public var elapsedSeconds: Double = 0
    /// The incremental index's one-line summary, when the run re-indexed.
    public var indexLine: String?
    public var outcomes: [ReportOutcome]
    public var comparison: BaselineComparison?
    public var graph: Graph?
    /// The include graph in Graphviz and Mermaid form, written beside the reports.
    public var graphSources: (dot: String, mermaid: String)?
    /// The graph as an indented tree, drawn on the HTML page when Graphviz is absent.
    public var graphTree: String?
    /// Earlier runs' counts, for the trend section (`--history`).
    public var history: ReportHistory?
    /// How the page links a finding to its file (`--link`): `{path}`, `{abspath}`, `{line}`,
    /// `{commit}`; nil: `file://{abspath}`.
    public var linkPattern: String?

    public init(generatedAt: Date = Date(), root: String, outcomes: [ReportOutcome]) {
        self.generatedAt = generatedAt
        self.root = root
        self.outcomes = outcomes
    }

    /// The commit checked out at `root`, when it is a git repository and git is installed.
    public static func gitCommit(at root: String) -> String? {
        guard let git = ExternalTool.find("git"),
            let (status, output) = try? git.run(["-C", root, "rev-parse", "HEAD"]), status == 0
        else { return nil }
        let commit = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return commit.isEmpty ? nil : commit
    }

    /// Draws the include graph: inline SVG through Graphviz when installed, Mermaid otherwise.
    public mutating func attach(_ includeGraph: IncludeGraph, dot: ExternalTool? = ExternalTool.find("dot")) {
        let dotSource = GraphFormat.dot.render(includeGraph)
        let mermaid = GraphFormat.mermaid.render(includeGraph)
        graphSources = (dotSource, mermaid)
        if includeGraph.edges.count > Self.inlineGraphEdgeLimit {
            graph = .tooLarge(edges: includeGraph.edges.count)
        } else if let dot, let (status, svg) = try? dot.run(["-Tsvg"], input: dotSource), status == 0, svg.contains("<svg") {
            graph = .svg(String(svg[svg.range(of: "<svg")!.lowerBound...]))
        } else {
            graph = .mermaid(mermaid)
            graphTree = ReportPage.tree(includeGraph)
        }
    }

    /// One SARIF log with a rule per report and a result per row, paths relative to the root.
    /// The finding reports' rows as SARIF: an inventory's rows (every link of the include graph,
    /// every scene count) are no results to act on, and code scanning would show them as warnings.
    func sarif() -> String {
        OutputFormat.sarifLog(
            outcomes.filter(\.report.isFinding).compactMap { outcome in
                outcome.result.map { ($0, OutputContext(for: outcome.report, root: root, baseDirectory: root)) }
            })
    }

    static func fileName(of outcome: ReportOutcome) -> String { outcome.report.name + ".json" }

    private var facts: [String: Any] {
        [
            "generated_at": ISO8601DateFormatter().string(from: generatedAt),
            "sbdb_version": sbdbVersion,
            "git_commit": gitCommit ?? NSNull(),
            "root": root,
            "elapsed_ms": (elapsedSeconds * 1000).rounded(),
        ]
    }

    func reportJSON(_ outcome: ReportOutcome) -> Data {
        var object = facts
        object["report"] = outcome.report.name
        object["summary"] = outcome.report.summary
        object["columns"] = outcome.result?.columns ?? []
        object["row_count"] = outcome.rowCount
        object["report_elapsed_ms"] = (outcome.elapsedMilliseconds * 10).rounded() / 10
        object["rows"] = (outcome.result?.rows ?? []).map { row in
            Dictionary(zip(outcome.result!.columns, row.map(Self.json)), uniquingKeysWith: { first, _ in first })
        }
        if let undecided = outcome.undecided {
            object["undecided_count"] = undecided.rows.count
            object["undecided"] = undecided.rows.map { row in
                Dictionary(zip(undecided.columns, row.map(Self.json)), uniquingKeysWith: { first, _ in first })
            }
        }
        return Self.encode(object)
    }

    func manifestJSON() -> Data {
        var object = facts
        object["index"] = indexLine ?? NSNull()
        object["reports"] = outcomes.map { outcome -> [String: Any] in
            var entry: [String: Any] = [
                "name": outcome.report.name, "summary": outcome.report.summary, "row_count": outcome.rowCount,
            ]
            entry["file"] = outcome.result == nil ? NSNull() : Self.fileName(of: outcome)
            entry["skipped"] = outcome.skipped ?? NSNull()
            return entry
        }
        if let comparison {
            object["baseline"] =
                [
                    "source": comparison.source,
                    "new": comparison.newRowCount,
                    "fixed": comparison.fixedRowCount,
                    "summary": comparison.sentence,
                    "reports": comparison.changes.map { change in
                        [
                            "name": change.report, "new_rows": change.newRows, "fixed_rows": change.fixedRows,
                            "changed_rows": change.changedRows.map { ["before": $0.before, "now": $0.now] },
                            "in_baseline": change.inBaseline,
                        ] as [String: Any]
                    },
                ] as [String: Any]
        }
        return Self.encode(object)
    }

    /// A cell for JSONSerialization, typed as `--format json` types it (blobs as `x'…'` text,
    /// non-finite reals as null).
    static func json(_ value: QueryValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .integer(let number): return number
        case .real(let number): return number.isFinite ? number : NSNull()
        case .text(let text): return text
        case .blob: return value.text
        }
    }

    static func encode(_ object: Any) -> Data {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    // MARK: - Summaries

    var title: String { "sbdb report: \((root as NSString).lastPathComponent)" }

    var factsLine: String {
        var parts = ["Generated \(ISO8601DateFormatter().string(from: generatedAt))", "sbdb \(sbdbVersion)"]
        if let gitCommit { parts.append("commit \(gitCommit.prefix(12))") }
        parts.append(String(format: "%.2f s", elapsedSeconds))
        return parts.joined(separator: " · ")
    }

    func change(for outcome: ReportOutcome) -> BaselineComparison.Change? {
        comparison?.changes.first { $0.report == outcome.report.name }
    }

    func changeText(_ outcome: ReportOutcome) -> String {
        guard comparison != nil else { return "" }
        guard let change = change(for: outcome) else { return "" }
        if !change.inBaseline { return "not in baseline" }
        let changed = change.changedRows.isEmpty ? "" : ", ~\(change.changedRows.count) changed"
        return "+\(change.newRows.count) new, −\(change.fixedRows.count) fixed" + changed
    }

    /// The readable summary in GitHub-flavoured Markdown.
    public func markdown() -> String {
        var out = "# \(title)\n\n\(factsLine)\n\nRoot: `\(root)`\n"
        if let indexLine { out += "\nIndex: \(indexLine)\n" }
        if let comparison { out += "\n**Since the baseline** (`\(comparison.source)`): \(comparison.sentence).\n" }
        out += newFindingsMarkdown()
        out += "\n| report | rows |" + (comparison == nil ? "" : " since baseline |") + " summary |\n"
        out += "|---|---:|" + (comparison == nil ? "" : "---|") + "---|\n"
        for outcome in outcomes {
            let rows = outcome.skipped.map { "skipped: \($0)" } ?? String(outcome.rowCount)
            let link = outcome.result == nil ? outcome.report.name : "[\(outcome.report.name)](\(Self.fileName(of: outcome)))"
            out += "| \(link) | \(rows) |" + (comparison == nil ? "" : " \(changeText(outcome)) |")
            out += " \(Self.markdownCell(outcome.report.summary)) |\n"
        }
        out += trendMarkdown()
        for outcome in outcomes {
            guard let result = outcome.result, !result.rows.isEmpty else { continue }
            out += "\n## \(outcome.report.name)\n\n\(Self.markdownCell(outcome.report.summary))\n\n"
            out += Self.markdownTable(QueryResult(columns: result.columns, rows: Array(result.rows.prefix(Self.offendersShown))))
            if result.rows.count > Self.offendersShown {
                out += "\n… and \(result.rows.count - Self.offendersShown) more in [\(Self.fileName(of: outcome))](\(Self.fileName(of: outcome))).\n"
            }
            if let undecided = outcome.undecided, !undecided.rows.isEmpty {
                out +=
                    "\n\(undecided.rows.count) more undecided (listed with their reasons in [\(Self.fileName(of: outcome))](\(Self.fileName(of: outcome))), and by `sbdb query \(outcome.report.name) --undecided`).\n"
            }
            if let change = change(for: outcome), change.inBaseline, !change.newRows.isEmpty {
                out += "\nNew since the baseline:\n\n"
                out += Self.markdownTable(Self.result(change.newRows, columns: result.columns))
            }
        }
        switch graph {
        case .svg?: out += "\n## Include graph\n\n![include graph](include-graph.svg)\n"
        case .mermaid(let text)?: out += "\n## Include graph\n\n```mermaid\n\(text.trimmingCharacters(in: .newlines))\n```\n"
        case .tooLarge(let edges)?: out += "\n## Include graph\n\n\(edges) links: too many to draw here; see include-graph.dot, or 'sbdb graph --from NAME'.\n"
        case nil: break
        }
        return out
    }

    static func result(_ rows: [[String: String]], columns: [String]) -> QueryResult {
        QueryResult(
            columns: columns,
            rows: rows.map { row in
                columns.map { row[$0].map { $0 == "\u{0}" ? QueryValue.null : .text($0) } ?? .null }
            })
    }

    static func markdownCell(_ text: String) -> String { MarkdownFormatter.escape(text) }

    static func markdownTable(_ result: QueryResult) -> String { MarkdownFormatter().render(result) }

    static func escape(_ text: String) -> String { HTMLFormatter.escape(text) }

    static func htmlTable(_ result: QueryResult) -> String { HTMLFormatter().table(result) + "\n" }
}

/// Why a bundle could not be written.
public enum ReportBundleError: LocalizedError, Equatable {
    case cannotWrite(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .cannotWrite(let path, let reason):
            return "Cannot write '\(path)': \(reason). Pass a writable folder to --output."
        }
    }
}
