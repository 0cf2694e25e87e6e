import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// The framework model (Schema/Frameworks) against real IB files: every outlet that an IB file of
/// ../shared/corpus or ../shared/apps connects on a stock object (one with no custom class) must
/// be declared by that object's framework class or one of its superclasses in the model.
@Suite(.enabled(if: Fixtures.corpus != nil, Comment(rawValue: Fixtures.corpusMissing)))
struct FrameworkModelTests {
    /// The framework classes an IB element stands for: UI or NS and the element's name
    /// capitalized (tableView: UITableView, NSTableView), and the elements named otherwise.
    static let specialElements: [String: [String]] = [
        "wkWebView": ["WKWebView"], "webView": ["WebView", "UIWebView"], "customView": ["NSView"],
        "glkView": ["GLKView"], "notificationController": ["WKUserNotificationInterfaceController"],
        "mtkView": ["MTKView"], "sceneKitView": ["SCNView"], "skView": ["SKView"], "mapView": ["MKMapView"],
        "pdfView": ["PDFView"], "arscnView": ["ARSCNView"],
    ]

    /// Elements whose class is the owner's or a plain object's, which no framework class stands for.
    static let classless: Set<String> = ["customObject", "placeholder"]

    func undeclaredStockOutlets(in root: URL) throws -> [String] {
        let scratch = try TemporaryDirectory()
        let database = scratch.file("index.sqlite").path
        // IB files only: the model is about what IB connects.
        try index(root.path, database: database, excludes: ["*.swift", "*.m", "*.h", "*.mm"])
        let special = Self.specialElements.flatMap { element, classes in classes.map { "('\(element)', '\($0)')" } }
        return try rows(
            database,
            """
            WITH RECURSIVE stock(element, member) AS (
                SELECT DISTINCT v.element, o.property FROM outlets o JOIN views v ON v.id = o.owner_view_id
                WHERE o.kind <> 'action' AND v.custom_class IS NULL AND o.property IS NOT NULL
                  -- Legacy archives name elements by archive class (IBUIWebView), not by tag.
                  AND v.file_id IN (SELECT file_id FROM documents WHERE format = 'document')
                  AND v.element NOT IN (\(Self.classless.map { "'\($0)'" }.joined(separator: ", ")))
            ),
            special(element, class) AS (VALUES \(special.joined(separator: ", "))),
            candidates(element, member, class) AS (
                SELECT s.element, s.member, c.class FROM stock s JOIN special c ON c.element = s.element
                UNION SELECT element, member, 'UI' || upper(substr(element, 1, 1)) || substr(element, 2) FROM stock
                UNION SELECT element, member, 'NS' || upper(substr(element, 1, 1)) || substr(element, 2) FROM stock
            ),
            chain(element, member, ancestor) AS (
                SELECT element, member, class FROM candidates WHERE class IN (SELECT name FROM framework_classes)
                UNION
                SELECT c.element, c.member, f.superclass FROM chain c JOIN framework_classes f ON f.name = c.ancestor
                WHERE f.superclass IS NOT NULL
            )
            SELECT s.element || '.' || s.member FROM stock s
            WHERE NOT EXISTS (
                SELECT 1 FROM chain c JOIN framework_members m ON m.class = c.ancestor AND m.member = c.member
                WHERE c.element = s.element AND c.member = s.member)
            ORDER BY 1
            """)
    }

    @Test func everyOutletOnAStockObjectOfTheCorpusIsAFrameworkMember() throws {
        #expect(try undeclaredStockOutlets(in: Fixtures.corpus!) == [])
    }

    @Test(.enabled(if: Fixtures.apps != nil, Comment(rawValue: Fixtures.appsMissing)))
    func everyOutletOnAStockObjectOfTheAppsIsAFrameworkMember() throws {
        #expect(try undeclaredStockOutlets(in: Fixtures.apps!) == [])
    }
}
