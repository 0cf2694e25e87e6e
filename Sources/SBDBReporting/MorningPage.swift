import Foundation
import SBDBReports

/// The bundle's HTML page, written for the person who opens it in the morning: the first screen
/// says what needs attention (new findings since the baseline, each as a sentence linked to its
/// file and line, and what was fixed; without a baseline, the findings by report), then every
/// finding report in full (tables paginated, sortable and filterable), then the inventories,
/// folded, then the trend and the include graph.
extension ReportBundle {
    /// Sentences shown on the first screen before "… and N more".
    static let attentionShown = 12
    /// Rows a report's table holds on the page; its JSON file holds them all.
    static let pageRowLimit = 2_000

    /// The link of a finding's place: `linkPattern` with `{path}` (relative to the root),
    /// `{abspath}`, `{line}` (1 when unknown) and `{commit}`; by default the file itself.
    func link(path: String, line: Int?) -> String {
        let relative = Finding.relative(path, to: root)
        let absolute = Finding.resolve(path, root: root)
        let pattern = linkPattern ?? "file://{abspath}"
        return
            pattern
            .replacingOccurrences(of: "{path}", with: relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative)
            .replacingOccurrences(of: "{abspath}", with: absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute)
            .replacingOccurrences(of: "{line}", with: String(line ?? 1))
            .replacingOccurrences(of: "{commit}", with: gitCommit ?? "HEAD")
    }

    private func context(_ outcome: ReportOutcome) -> OutputContext { OutputContext(for: outcome.report, root: root) }

    /// Where a finding is, as people read it: its path from the root and its line.
    private func place(_ finding: Finding) -> String? {
        finding.path.map { Finding.relative($0, to: root) + (finding.line.map { ":\($0)" } ?? "") }
    }

    /// One finding as a list item: its sentence, linked to its place.
    private func item(_ finding: Finding) -> String {
        let sentence = Self.escape(finding.message)
        guard let path = finding.path, let place = place(finding) else { return "<li>\(sentence)</li>" }
        return "<li>\(sentence) <a class=\"place\" href=\"\(Self.escape(link(path: path, line: finding.line)))\">\(Self.escape(place))</a></li>"
    }

    /// The finding reports' rows new since the baseline, as findings: the first `attentionShown`,
    /// and how many there are in all.
    private func newFindings() -> (shown: [Finding], total: Int) {
        var shown: [Finding] = []
        var total = 0
        for outcome in outcomes where outcome.report.isFinding {
            guard let result = outcome.result, let change = change(for: outcome), change.inBaseline, !change.newRows.isEmpty else { continue }
            total += change.newRows.count
            guard shown.count < Self.attentionShown else { continue }
            let findings = Finding.findings(in: Self.result(change.newRows, columns: result.columns), context: context(outcome))
            shown += findings.prefix(Self.attentionShown - shown.count)
        }
        return (shown, total)
    }

    private func badge(_ count: Int, _ severity: Report.Severity) -> String {
        "<span class=\"badge \(count == 0 ? "none" : severity.rawValue)\">\(count)</span>"
    }

    /// The first sentence of a summary, for a folded section's one line.
    static func firstSentence(_ summary: String) -> String {
        for separator in [": ", ". ", "; "] {
            if let range = summary.range(of: separator), summary.distance(from: summary.startIndex, to: range.lowerBound) < 160 {
                return String(summary[..<range.lowerBound])
            }
        }
        return summary.count > 160 ? String(summary.prefix(157)) + "…" : summary
    }

    /// The new findings since the baseline as sentences with their place, for index.md (a chat
    /// post reads them as they are); empty without a baseline or without new findings.
    func newFindingsMarkdown() -> String {
        guard comparison != nil else { return "" }
        let (shown, total) = newFindings()
        guard !shown.isEmpty else { return "" }
        let lines = shown.map { finding in "- " + Self.markdownCell(finding.message) + (place(finding).map { " (`\($0)`)" } ?? "") }
        var out = "\n## New findings\n\n" + lines.joined(separator: "\n") + "\n"
        if total > shown.count { out += "\n… and \(total - shown.count) more new, in the reports below.\n" }
        return out
    }

    /// What needs attention today: the first screen.
    func attentionHTML() -> String {
        let findings = outcomes.filter { $0.report.isFinding && $0.result != nil }
        var out = "<section id=\"attention\"><h2>Needs attention</h2>\n"
        if let comparison {
            let changes = findings.compactMap { outcome in change(for: outcome).map { (outcome, $0) } }.filter { $0.1.inBaseline }
            let new = changes.reduce(0) { $0 + $1.1.newRows.count }
            let fixed = changes.reduce(0) { $0 + $1.1.fixedRows.count }
            out += "<p class=\"headline\">\(new == 0 ? "No new findings" : "\(new) new finding\(new == 1 ? "" : "s")") since the baseline"
            out += fixed == 0 ? "" : " · \(fixed) fixed"
            out += " <span class=\"muted\">(\(Self.escape(comparison.source)))</span></p>\n"
            let (shown, _) = newFindings()
            if !shown.isEmpty {
                out += "<ul class=\"findings\">\n" + shown.map { item($0) + "\n" }.joined() + "</ul>\n"
                if new > shown.count { out += "<p class=\"muted\">… and \(new - shown.count) more new, in the reports below.</p>\n" }
            }
            out += "<p class=\"counts\">"
            out += changes.filter { !$0.1.newRows.isEmpty || !$0.1.fixedRows.isEmpty }.map { outcome, change in
                "<a href=\"#\(Self.escape(outcome.report.name))\">\(Self.escape(outcome.report.name))</a> "
                    + badge(change.newRows.count, outcome.report.severity) + " new"
                    + (change.fixedRows.isEmpty ? "" : ", \(change.fixedRows.count) fixed")
            }.joined(separator: " · ")
            out += "</p>\n"
        } else {
            let total = findings.reduce(0) { $0 + $1.rowCount }
            out += "<p class=\"headline\">\(total) finding\(total == 1 ? "" : "s") in \(findings.filter { $0.rowCount > 0 }.count) report(s)"
            out += " <span class=\"muted\">(no baseline: pass --baseline to see only what is new)</span></p>\n"
            let ordered = findings.filter { $0.rowCount > 0 }.sorted {
                ($0.report.severity.rank, -$0.rowCount, $0.report.name) < ($1.report.severity.rank, -$1.rowCount, $1.report.name)
            }
            out +=
                "<p class=\"counts\">"
                + ordered.map { outcome in
                    "<a href=\"#\(Self.escape(outcome.report.name))\">\(Self.escape(outcome.report.name))</a> "
                        + badge(outcome.rowCount, outcome.report.severity)
                }.joined(separator: " · ") + "</p>\n"
            var list = ""
            var shown = 0
            for outcome in ordered where outcome.report.severity == .error {
                for finding in Finding.findings(in: outcome.result!, context: context(outcome)) where shown < Self.attentionShown {
                    list += item(finding) + "\n"
                    shown += 1
                }
            }
            if !list.isEmpty { out += "<ul class=\"findings\">\n\(list)</ul>\n" }
        }
        return out + "</section>\n"
    }

    /// One report, folded to a line: its count, name and first sentence; unfolded, the whole
    /// summary and every row (up to `pageRowLimit`), each place linked.
    func reportSection(_ outcome: ReportOutcome, open: Bool) -> String {
        let name = Self.escape(outcome.report.name)
        let count =
            outcome.skipped == nil
            ? badge(outcome.rowCount, outcome.report.isFinding ? outcome.report.severity : .note)
            : "<span class=\"badge none\">–</span>"
        var out = "<details id=\"\(name)\"\(open ? " open" : "")><summary>\(count) <b>\(name)</b> "
        // Its trend over the earlier bundles (--history), as a line.
        if let history, !history.runs.isEmpty, outcome.skipped == nil {
            out += ReportHistory.sparkline(history.series(outcome.report.name, now: outcome.rowCount), width: 80, height: 16) + " "
        }
        out += "<span class=\"muted\">\(Self.escape(Self.firstSentence(outcome.report.summary)))</span>"
        if let change = change(for: outcome), change.inBaseline, !change.newRows.isEmpty || !change.fixedRows.isEmpty {
            out += " <span class=\"change\">+\(change.newRows.count) new, −\(change.fixedRows.count) fixed</span>"
        }
        out += "</summary>\n<p class=\"muted small\">\(Self.escape(outcome.report.summary))</p>\n"
        if let skipped = outcome.skipped {
            out += "<p>Skipped: \(Self.escape(skipped)).</p>\n"
        } else if let result = outcome.result, !result.rows.isEmpty {
            out += linkedTable(result, outcome: outcome)
            if result.rows.count > Self.pageRowLimit {
                let file = Self.escape(Self.fileName(of: outcome))
                out += "<p class=\"muted\">The first \(Self.pageRowLimit) rows; all \(result.rows.count) are in <a href=\"\(file)\">\(file)</a>.</p>\n"
            }
        }
        if let undecided = outcome.undecided, !undecided.rows.isEmpty {
            out +=
                "<p class=\"muted\">\(undecided.rows.count) more undecided: listed with their reasons in "
                + "<a href=\"\(Self.escape(Self.fileName(of: outcome)))\">\(Self.escape(Self.fileName(of: outcome)))</a> and by "
                + "<code>sbdb query \(name) --undecided</code>.</p>\n"
        }
        return out + "</details>\n"
    }

    /// The rows as a table whose path cells link to the file and line.
    private func linkedTable(_ result: QueryResult, outcome: ReportOutcome) -> String {
        let reader = Finding.Reader(columns: result.columns, context: context(outcome))
        let pathColumn = reader.pathColumn
        var out = "<table class=\"rows\"><thead><tr>" + result.columns.map { "<th>\(Self.escape($0))</th>" }.joined() + "</tr></thead><tbody>\n"
        for row in result.rows.prefix(Self.pageRowLimit) {
            let finding = reader.finding(row)
            out += "<tr>"
            for (index, value) in row.enumerated() {
                let text = Self.escape(value == .null ? "" : value.text)
                if index == pathColumn, let path = finding.path {
                    out += "<td><a href=\"\(Self.escape(link(path: path, line: finding.line)))\">\(text)</a></td>"
                } else {
                    out += value.isNumber ? "<td class=\"n\">\(text)</td>" : "<td>\(text)</td>"
                }
            }
            out += "</tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    /// The page.
    public func html() -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(Self.escape(title))</title>
            <style>\(ReportPage.style)</style>
            </head><body>
            <h1>\(Self.escape(title))</h1>
            <p class="muted small">\(Self.escape(factsLine)) · root <code>\(Self.escape(root))</code>\(indexLine.map { " · index: " + Self.escape($0) } ?? "")</p>

            """
        out += attentionHTML()
        let findings = outcomes.filter(\.report.isFinding)
        let inventories = outcomes.filter { !$0.report.isFinding }
        out += "<section id=\"findings\"><h2>Findings</h2>\n"
        for outcome in findings {
            let isNew = change(for: outcome).map { $0.inBaseline && !$0.newRows.isEmpty } ?? false
            out += reportSection(outcome, open: isNew || (comparison == nil && outcome.report.severity == .error && outcome.rowCount > 0))
        }
        out += "</section>\n" + trendHTML()
        out += "<section id=\"inventories\"><h2>Inventories</h2>\n<p class=\"muted small\">What there is, for exploring: no row here needs fixing.</p>\n"
        for outcome in inventories { out += reportSection(outcome, open: false) }
        out += "</section>\n"
        switch graph {
        case .svg(let svg)?: out += "<section id=\"graph\"><h2>Include graph</h2>\n<div class=\"graph\">\(svg)</div></section>\n"
        case .mermaid(let text)?:
            // Offline: the tree, and the Mermaid source for those who paste it elsewhere.
            out += """
                <section id="graph"><h2>Include graph</h2>
                <p class="muted small">The app's files; test code's links are left out.</p>
                \(graphTree ?? "")<details><summary>Mermaid source (install Graphviz for a drawing)</summary>
                <pre class="mermaid">\(Self.escape(text))</pre></details></section>

                """
        case .tooLarge(let edges)?:
            out +=
                "<section id=\"graph\"><h2>Include graph</h2>\n<p>\(edges) links: too many to draw here; see include-graph.dot, or <code>sbdb graph --from NAME</code>.</p></section>\n"
        case nil: break
        }
        return out + ReportPage.script + "</body></html>\n"
    }
}
