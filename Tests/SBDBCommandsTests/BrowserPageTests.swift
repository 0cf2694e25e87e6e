import Foundation
import SBDBCore
import SBDBLinks
import SBDBIndexing
import SBDBReports
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
        let tree = try TemporaryDirectory(copying: Fixtures.packageRoot.appendingPathComponent("Examples/ShopApp"))
        // Its own index, not whatever database the example's folder holds from an earlier run.
        try? FileManager.default.removeItem(at: tree.file(".sbdb"))
        let index = try runSBDB(["index", tree.path, "-q"])
        #expect(index.status == 0, "\(index.stderr)")
        // As if Graphviz were not installed, wherever the system keeps it (Debian's dot is in
        // /usr/bin): the graph must not depend on it, nor on a CDN.
        let report = try runSBDB(["report", "--output", tree.file("out").path, "-q"], in: tree.path, environment: ["SBDB_DOT": "none"])
        #expect(report.status == 0, "\(report.stderr)")
        let page = "file://" + tree.file("out/index.html").path
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(tree.file("profile").path)"]
        let dom = try ExternalTool(path: browser).run(flags + ["--dump-dom", page])
        #expect(dom.status == 0)
        // The script ran: a filter box above each table of two rows or more, sortable headers.
        #expect(dom.output.contains("<input class=\"filter\" placeholder=\"Filter "))
        #expect(dom.output.contains("<th data-sort=\"\">report</th>"))
        #expect(dom.output.contains("<ul class=\"tree\">"))
        #expect(dom.output.contains("<code>Main.storyboard</code>"))

        let artifacts = Fixtures.packageRoot.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let screenshot = artifacts.appendingPathComponent("report-page.png").path
        let shot = try ExternalTool(path: browser).run(flags + ["--window-size=1200,1600", "--screenshot=\(screenshot)", page])
        #expect(shot.status == 0)
        let size = (try? FileManager.default.attributesOfItem(atPath: screenshot)[.size] as? Int) ?? 0
        #expect(size > 10_000, "the screenshot at \(screenshot) is \(size) bytes")
    }
}
