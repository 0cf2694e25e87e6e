import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// The bundle's page in a real headless browser (Chromium or Chrome; skipped, saying so, when
/// none is installed): its inline script runs offline, adds a filter box to every table and
/// makes headers sortable, and the include graph is drawn as a tree. A screenshot is kept in
/// `.build/artifacts/report-page.png` (issue 23).
@Suite struct BrowserPageTests {
    static let candidates = [
        // Not Ubuntu's chromium-browser, a stub that asks for snap.
        ProcessInfo.processInfo.environment["SBDB_BROWSER"], "/usr/bin/chromium", "/usr/bin/google-chrome",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ].compactMap { $0 }

    static var browser: String? { candidates.first { FileManager.default.isExecutableFile(atPath: $0) } }

    @Test func thePageWorksOfflineInABrowser() throws {
        guard let browser = Self.browser else {
            print("no headless browser (Chromium or Chrome; SBDB_BROWSER=PATH): the page is not checked in one")
            return
        }
        // Two nights of the example app: the second breaks a link, so the page has new findings.
        let tree = try TemporaryDirectory(copying: Fixtures.packageRoot.appendingPathComponent("Examples/ShopApp"))
        try? FileManager.default.removeItem(at: tree.file(".sbdb"))
        let index = try runSBDB(["index", tree.path, "-q"])
        #expect(index.status == 0, "\(index.stderr)")
        let first = try runSBDB(["report", "--output", tree.file("history/night1").path, "-q"], in: tree.path, environment: ["SBDB_DOT": "none"])
        #expect(first.status == 0, "\(first.stderr)")
        let checkout = tree.file("ShopApp/Checkout.storyboard")
        try String(contentsOf: checkout, encoding: .utf8)
            .replacingOccurrences(of: "keyPath=\"storyboardName\" value=\"Receipt\"", with: "keyPath=\"storyboardName\" value=\"Recipt\"")
            .write(to: checkout, atomically: true, encoding: .utf8)
        let report = try runSBDB(
            [
                "report", "--output", tree.file("out").path, "-q", "--baseline", tree.file("history/night1").path,
                "--history", tree.file("history").path, "--link", "https://example.com/blob/{commit}/{path}#L{line}",
            ],
            in: tree.path, environment: ["SBDB_DOT": "none"])
        #expect(report.status == 0, "\(report.stderr)")
        let page = "file://" + tree.file("out/index.html").path
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(tree.file("profile").path)"]
        let dom = try ExternalTool(path: browser).run(flags + ["--dump-dom", page])
        #expect(dom.status == 0)
        // The first screen: what is new, as sentences linked to their place, counted per report.
        #expect(dom.output.contains("<h2>Needs attention</h2>"))
        #expect(dom.output.contains("2 new findings since the baseline"))
        #expect(dom.output.contains("Checkout links to 'Recipt' (runtime-attributes), but no storyboard or nib of that name exists"))
        #expect(dom.output.contains("href=\"https://example.com/blob/"))
        #expect(dom.output.contains("/ShopApp/Checkout.storyboard#L58\""))
        #expect(dom.output.contains("<span class=\"badge error\">1</span> new"))
        // Findings, then inventories folded; tables paginated, sortable and filterable; the trend.
        #expect(dom.output.contains("<section id=\"inventories\">"))
        #expect(dom.output.contains("<details id=\"scene-counts\"><summary>"))
        #expect(dom.output.contains("<input class=\"filter\" placeholder=\"Filter "))
        #expect(dom.output.contains("<th data-sort=\"\">source</th>"))
        #expect(dom.output.contains("class=\"pages small muted\""))
        #expect(dom.output.contains("<svg class=\"trend\""))
        #expect(dom.output.contains("<ul class=\"tree\">"))
        #expect(dom.output.contains("<code>Main.storyboard</code>"))

        let artifacts = Fixtures.packageRoot.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = artifacts.appendingPathComponent("report-page.png").path
        let shot = try ExternalTool(path: browser).run(flags + ["--window-size=1400,900", "--screenshot=\(screenshot)", page])
        #expect(shot.status == 0)
        let size = (try? FileManager.default.attributesOfItem(atPath: screenshot)[.size] as? Int) ?? 0
        #expect(size > 10_000, "the screenshot at \(screenshot) is \(size) bytes")
    }
}
