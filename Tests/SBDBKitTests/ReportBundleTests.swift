import Foundation
@testable import SBDBCore
@testable import SBDBReporting
@testable import SBDBReports
import SBDBTestSupport
import Testing

/// The nightly bundle: its files, their contents, the graph, and the baseline comparison.
@Suite struct ReportBundleTests {
    let tree: TemporaryDirectory
    let database: String
    let reports = ["broken-includes", "unused-nibs", "nib-usage"].map { ReportCatalog.report(named: $0)! }

    init() throws {
        (tree, database) = try indexedCopy(of: "Repos/Mini")
    }

    func bundle(parameters: [String: String] = [:]) throws -> ReportBundle {
        var bundle = ReportBundle(
            generatedAt: Date(timeIntervalSince1970: 1_800_000_000), root: tree.path,
            outcomes: try ReportOutcome.run(reports, databasePath: database, parameters: parameters))
        bundle.gitCommit = "0123456789abcdef0123456789abcdef01234567"
        bundle.elapsedSeconds = 1.5
        return bundle
    }

    func json(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func aReportThatNeedsAParameterIsSkippedWithTheReason() throws {
        let outcomes = try bundle().outcomes
        #expect(outcomes.map(\.skipped) == [nil, nil, "needs --param name=VALUE"])
        #expect(outcomes.map(\.rowCount) == [1, 3, 0])
        let given = try bundle(parameters: ["name": "Main", "unused": "x"]).outcomes
        #expect(given[2].skipped == nil)
        #expect(given[2].rowCount == 1)
    }

    /// A bundle is always whole (issue 22, item 7): it is made beside the folder and takes its
    /// place, so a file of the old bundle that cannot be replaced (here a folder standing where
    /// index.html goes, as a full disk would stop a write part way) no longer leaves the first
    /// files new and the rest old.
    @Test func aBundleReplacesTheOldOneWhole() throws {
        let folder = tree.file("out").path
        try bundle().write(to: folder)
        try FileManager.default.removeItem(atPath: folder + "/index.html")
        try FileManager.default.createDirectory(atPath: folder + "/index.html/stuck", withIntermediateDirectories: true)
        var next = try bundle()
        next.elapsedSeconds = 9.5
        try next.write(to: folder)
        var isFolder: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: folder + "/index.html", isDirectory: &isFolder) && !isFolder.boolValue)
        #expect(try json(folder + "/bundle.json")["elapsed_ms"] as? Double == 9500)
        let siblings = try FileManager.default.contentsOfDirectory(atPath: tree.path).filter { $0.contains(".sbdb-") }
        #expect(siblings.isEmpty)
    }

    /// A folder holding files of the user's is written into in place: nothing of theirs moves.
    @Test func aFolderWithOtherFilesKeepsThem() throws {
        let folder = tree.file("shared").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "keep".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        try bundle().write(to: folder)
        #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "keep")
        #expect(FileManager.default.fileExists(atPath: folder + "/bundle.json"))
    }

    @Test func theBundleHoldsOneJSONFilePerReportAndAManifest() throws {
        let folder = tree.file("out").path
        let written = try bundle().write(to: folder)
        #expect(Set(written) == ["broken-includes.json", "unused-nibs.json", "bundle.json", "sbdb.sarif", "index.md", "index.html"])
        let sarif = try json(folder + "/sbdb.sarif")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["broken-includes", "unused-nibs"])
        #expect((run["results"] as? [Any])?.count == 4)
        let report = try json(folder + "/unused-nibs.json")
        #expect(report["report"] as? String == "unused-nibs")
        #expect(report["row_count"] as? Int == 3)
        #expect(report["git_commit"] as? String == "0123456789abcdef0123456789abcdef01234567")
        #expect(report["sbdb_version"] as? String == SBDBVersion.current)
        #expect(report["generated_at"] as? String == "2027-01-15T08:00:00Z")
        #expect(report["elapsed_ms"] as? Double == 1500)
        #expect(report["columns"] as? [String] == ReportCatalog.report(named: "unused-nibs")!.decided().columns)
        let rows = try #require(report["rows"] as? [[String: Any]])
        #expect(rows.map { $0["path"] as? String } == ["App/Broken.xib", "App/Views/Card View.xib", "Pods/Lib/Spinner.xib"])
        #expect(rows[0]["owner_class"] is NSNull)
        #expect(rows[2]["vendored"] as? Int == 1)
        let manifest = try json(folder + "/bundle.json")
        let entries = try #require(manifest["reports"] as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["broken-includes", "unused-nibs", "nib-usage"])
        #expect(entries.map { $0["file"] as? String } == ["broken-includes.json", "unused-nibs.json", nil])
        #expect(entries[2]["skipped"] as? String == "needs --param name=VALUE")
        #expect(manifest["baseline"] == nil)
    }

    @Test func theSummaryShowsCountsAndTheLargestOffenders() throws {
        var bundle = try bundle()
        let many = QueryResult(columns: ["n"], rows: (1...8).map { [.integer(Int64($0))] })
        bundle.outcomes.append(
            ReportOutcome(
                report: Report(name: "many", text: "-- summary: Eight rows.\nSELECT 1", origin: "x"), result: many, skipped: nil, elapsedMilliseconds: 1))
        let markdown = bundle.markdown()
        #expect(
            markdown.hasPrefix(
                "# sbdb report: \(tree.url.lastPathComponent)\n\nGenerated 2027-01-15T08:00:00Z · sbdb \(SBDBVersion.current) · commit 0123456789ab · 1.50 s\n")
        )
        #expect(markdown.contains("| [unused-nibs](unused-nibs.json) | 3 | "))
        #expect(markdown.contains("| nib-usage | skipped: needs --param name=VALUE | "))
        #expect(markdown.contains("| Main | App/Base.lproj/Main.storyboard | 62 | storyboard-reference | Checkout | Cart | missing-file |"))
        #expect(markdown.contains("| 5 |\n\n… and 3 more in [many.json](many.json).\n"))
        #expect(!markdown.contains("| 6 |"))
        let html = bundle.html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</body></html>\n"))
        // Every row is on the page, each place linked to its file; the first screen counts findings.
        #expect(html.contains("<td><a href=\"file://\(tree.path)/App/Views/Card%20View.xib\">App/Views/Card View.xib</a></td>"))
        #expect(html.contains("<td>8</td>") || html.contains("<td class=\"n\">8</td>"))
        #expect(html.contains("<h2>Needs attention</h2>"))
        #expect(html.contains("<details id=\"unused-nibs\">"))
    }

    /// `SBDB_DOT` (any `SBDB_<NAME>`) says where a program is, or `none` to act as if it were not
    /// installed, whatever PATH holds.
    @Test func anOverrideVariableChoosesOrHidesAProgram() throws {
        let tree = try TemporaryDirectory()
        try tree.write("bin/dot", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.file("bin/dot").path)
        let path = tree.file("bin").path
        #expect(ExternalTool.find("dot", environment: ["PATH": path])?.path == tree.file("bin/dot").path)
        #expect(ExternalTool.find("dot", environment: ["PATH": path, "SBDB_DOT": "none"]) == nil)
        #expect(
            ExternalTool.find("dot", environment: ["PATH": "/nowhere", "SBDB_DOT": tree.file("bin/dot").path])?.path
                == tree.file("bin/dot").path)
        #expect(ExternalTool.find("dot", environment: ["PATH": path, "SBDB_DOT": "/no/such/dot"]) == nil)
        #expect(ExternalTool.overrideVariable(for: "sqlite3") == "SBDB_SQLITE3")
    }

    @Test func cellsAreEscapedForMarkdownAndHTML() throws {
        let hostile = QueryResult(columns: ["a|b"], rows: [[.text("<script>\"x\" & 'y'</script>|\nz")]])
        let report = Report(name: "hostile", text: "-- summary: <b>bold</b> | pipe\nSELECT 1", origin: "x")
        let bundle = ReportBundle(root: "/r", outcomes: [ReportOutcome(report: report, result: hostile, skipped: nil, elapsedMilliseconds: 0)])
        let html = bundle.html()
        #expect(!html.contains("<script>\"x\""))
        #expect(html.contains("<td>&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;|\nz</td>"))
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
        let markdown = bundle.markdown()
        #expect(markdown.contains("| a\\|b |"))
        #expect(markdown.contains("| \\<script\\>\"x\" & 'y'\\</script\\>\\|<br>z |"))
        #expect(markdown.contains("| [hostile](hostile.json) | 1 | \\<b\\>bold\\</b\\> \\| pipe |"))
        #expect(markdown.contains("## hostile\n\n\\<b\\>bold\\</b\\> \\| pipe\n"))
    }

    /// The page's inline script parses (checked with Node.js when it is installed).
    @Test func thePageScriptParses() throws {
        guard let node = ExternalTool.find("node") else {
            print("Node.js is absent: the page script's syntax is not checked")
            return
        }
        let script = ReportPage.script.replacingOccurrences(of: "<script>", with: "").replacingOccurrences(of: "</script>", with: "")
        try tree.write("page.js", script)
        let (status, output) = try node.run(["--check", tree.file("page.js").path])
        #expect(status == 0, "\(output)")
    }

    @Test func theGraphIsMermaidWithoutGraphvizAndSVGWithIt() throws {
        let graph = try IncludeGraph.load(databasePath: database)
        var plain = try bundle()
        plain.attach(graph, dot: nil)
        guard case .mermaid(let text)? = plain.graph else {
            Issue.record("expected Mermaid, got \(String(describing: plain.graph))")
            return
        }
        #expect(text == GraphFormat.mermaid.render(graph))
        #expect(plain.markdown().contains("## Include graph\n\n```mermaid\n"))
        #expect(plain.html().contains("<pre class=\"mermaid\">"))
        // Offline: no script or style from anywhere else, the graph drawn as a tree of links
        // from the files nothing reaches, tables sortable and filterable by inline script.
        let page = plain.html()
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(page.contains("<ul class=\"tree\">"))
        let roots = graph.nodes.filter { node in
            !graph.edges.contains { $0.to == node.key && $0.from != node.key } && graph.edges.contains { $0.from == node.key }
        }
        #expect(!roots.isEmpty)
        for root in roots { #expect(page.contains("<li><code>\(HTMLFormatter.escape(root.label))</code>")) }
        for edge in graph.edges { #expect(page.contains(HTMLFormatter.escape(edge.label))) }
        #expect(page.contains("th.onclick") && page.contains("box.oninput"))

        // A stand-in for Graphviz that checks it was given the dot source.
        try tree.write("bin/dot", "#!/bin/sh\ngrep -q digraph && printf '<?xml version=\"1.0\"?>\\n<svg id=\"g\"></svg>\\n'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.file("bin/dot").path)
        var drawn = try bundle()
        drawn.attach(graph, dot: ExternalTool(path: tree.file("bin/dot").path))
        #expect(drawn.graph == .svg("<svg id=\"g\"></svg>\n"))
        #expect(drawn.html().contains("<h2>Include graph</h2>\n<div class=\"graph\"><svg id=\"g\"></svg>"))
        let written = try drawn.write(to: tree.file("out").path)
        #expect(Set(written).isSuperset(of: ["include-graph.svg", "include-graph.dot", "include-graph.mmd"]))

        let count = ReportBundle.inlineGraphEdgeLimit + 1
        let big = IncludeGraph(
            nodes: (0..<count).map { .init(key: "a\($0)", label: "a\($0)", kind: "xib", missing: false) }
                + [.init(key: "b", label: "b", kind: "storyboard", missing: false)],
            edges: (0..<count).map { .init(from: "a\($0)", to: "b", label: "", broken: false, inCycle: false) })
        var large = try bundle()
        large.attach(big, dot: nil)
        #expect(large.graph == .tooLarge(edges: ReportBundle.inlineGraphEdgeLimit + 1))
    }

    @Test func aBaselineBundleGivesWhatIsNewAndWhatWasFixed() throws {
        let before = tree.file("before").path
        try bundle().write(to: before)
        // Fix the broken reference, and add a nib nothing uses.
        try tree.write(
            "App/Checkout.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="c1">
                        <objects>
                            <viewController storyboardIdentifier="Cart" id="cart"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        try tree.write("App/Orphan.xib", try String(contentsOf: Fixtures.url("Repos/Mini/App/Views/Card View.xib"), encoding: .utf8))
        try index(tree.path, database: database)
        var now = try bundle()
        now.comparison = BaselineComparison(
            current: now.outcomes,
            baseline: try BaselineComparison.loadBaseline(before, reports: reports, parameters: [:]), source: "before")
        let comparison = try #require(now.comparison)
        let broken = try #require(comparison.changes.first { $0.report == "broken-includes" })
        #expect(broken.newRows.isEmpty)
        #expect(broken.fixedRows.map { $0["problem"] } == ["missing-file"])
        let unused = try #require(comparison.changes.first { $0.report == "unused-nibs" })
        #expect(unused.newRows.map { $0["path"] } == ["App/Orphan.xib"])
        #expect(unused.fixedRows.isEmpty)
        #expect(comparison.sentence == "1 fixed in broken-includes, 1 new in unused-nibs")
        #expect(now.markdown().contains("**Since the baseline** (`before`): 1 fixed in broken-includes, 1 new in unused-nibs.\n"))
        #expect(now.markdown().contains("| [broken-includes](broken-includes.json) | 0 | +0 new, −1 fixed |"))
        #expect(now.markdown().contains("| [unused-nibs](unused-nibs.json) | 4 | +1 new, −0 fixed |"))

        // The same comparison from the manifest file, and from a database.
        let fromManifest = try BaselineComparison.loadBaseline(before + "/bundle.json", reports: reports, parameters: [:])
        #expect(BaselineComparison(current: now.outcomes, baseline: fromManifest, source: "m").changes == comparison.changes)
        let same = try BaselineComparison.loadBaseline(database, reports: reports, parameters: [:])
        #expect(BaselineComparison(current: now.outcomes, baseline: same, source: "db").sentence == "no changes")

        let written = try now.write(to: tree.file("after").path)
        #expect(written.contains("bundle.json"))
        let manifest = try json(tree.file("after/bundle.json").path)
        let baseline = try #require(manifest["baseline"] as? [String: Any])
        #expect(baseline["new"] as? Int == 1)
        #expect(baseline["fixed"] as? Int == 1)
    }

    @Test func aBaselineThatIsNotOneIsRefusedClearly() throws {
        #expect(throws: BaselineError.notFound(path: tree.file("missing").path)) {
            try BaselineComparison.loadBaseline(tree.file("missing").path, reports: reports, parameters: [:])
        }
        try tree.write("empty/readme.txt", "nothing")
        #expect(throws: BaselineError.unreadable(path: tree.file("empty").path, reason: "no readable bundle.json in it")) {
            try BaselineComparison.loadBaseline(tree.file("empty").path, reports: reports, parameters: [:])
        }
        // A named pipe would block the open until someone wrote to it (issue 37).
        let fifo = tree.file("baseline.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: BaselineError.unreadable(path: fifo, reason: "it is not a regular file or a folder")) {
            try BaselineComparison.loadBaseline(fifo, reports: reports, parameters: [:])
        }
        // A truncated baseline file, or a file of anything else, is said to be neither.
        for (name, text) in [("baseline.json", "{\"sbdb_baseline\": 1, \"reports\": {"), ("notes.txt", "hello\n")] {
            try tree.write(name, text)
            #expect(
                throws: BaselineError.unreadable(
                    path: tree.file(name).path,
                    reason: "it is neither a baseline file (JSON with \"sbdb_baseline\"), a bundle's bundle.json nor an sbdb database")
            ) {
                try BaselineComparison.loadBaseline(tree.file(name).path, reports: reports, parameters: [:])
            }
        }
    }
}
