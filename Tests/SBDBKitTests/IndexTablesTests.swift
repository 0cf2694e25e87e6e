import Foundation
import SBDBLinks
import SBDBIndexing
import SBDBTestSupport
import Testing

/// Index → tables: the exact rows sbdb writes for the Mini fixture repository.
@Suite struct IndexTablesTests {
    let tree: TemporaryDirectory
    let database: String
    let summary: IndexSummary

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.url("Repos/Mini"))
        database = tree.file(".sbdb/index.sqlite").path
        summary = try index(tree.path, database: database)
    }

    @Test func summaryCountsEveryFileAndTheFailure() {
        #expect(summary.seen == 5)
        #expect(summary.added == 5)
        #expect(summary.failed == 1)
        #expect(summary.parsed == 4)
        #expect(summary.failedInDatabase == 1)
        #expect(summary.diagnostics.map(\.path) == ["App/Broken.xib"])
    }

    @Test func filesAreRelativeNamedAndMarked() throws {
        #expect(
            try rows(database, "SELECT path, name, extension, kind, lproj, status, vendored FROM files ORDER BY path") == [
                "App/Base.lproj/Main.storyboard|Main|storyboard|storyboard|Base|ok|0",
                "App/Broken.xib|Broken|xib|xib|NULL|failed|0",
                "App/Info.plist|Info|plist|plist|NULL|ok|0",
                "App/Views/Card View.xib|Card View|xib|xib|NULL|ok|0",
                "Pods/Lib/Spinner.xib|Spinner|xib|xib|NULL|ok|1",
            ])
        #expect(try rows(database, "SELECT count(*) FROM files WHERE path LIKE 'node_modules/%'") == ["0"])
    }

    @Test func documentsCarryRootAttributes() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.name, d.format, d.platform, d.tools_version, d.initial_view_controller, d.launch_screen, d.deployment
                FROM documents d JOIN files f ON f.id = d.file_id ORDER BY f.path
                """) == [
                    "Main|document|ios|22505|nav-01-abc|0|iOS",
                    "Card View|document|ios|22505|NULL|0|iOS",
                    "Spinner|document|ios|22505|NULL|0|NULL",
                ])
    }

    @Test func scenesNameTheirControllers() throws {
        #expect(
            try rows(
                database,
                """
                SELECT ib_scene_id, controller_element, controller_ib_id, custom_class, custom_module, storyboard_identifier,
                       title, is_initial, line, controller_view_id IS NOT NULL
                FROM scenes ORDER BY line
                """) == [
                    "scn-01-nav|navigationController|nav-01-abc|NULL|NULL|NULL|NULL|1|10|1",
                    "scn-02-cat|viewController|cat-01-abc|CatalogViewController|Shop|Catalog|Catalog|0|24|1",
                    "scn-03-ref|viewControllerPlaceholder|ref-01-abc|NULL|NULL|NULL|NULL|0|60|1",
                ])
    }

    @Test func viewsKeepTreeShapeAndConstraints() throws {
        #expect(
            try rows(
                database,
                """
                SELECT v.element, v.ib_id, v.custom_class, p.ib_id, v.depth, v.constraint_count, v.line
                FROM views v JOIN files f ON f.id = v.file_id LEFT JOIN views p ON p.id = v.parent_id
                WHERE f.name = 'Main' ORDER BY v.line
                """) == [
                    "navigationController|nav-01-abc|NULL|NULL|0|0|12",
                    "navigationBar|bar-01-abc|NULL|nav-01-abc|1|0|13",
                    "placeholder|frs-01-abc|NULL|NULL|0|0|20",
                    "viewController|cat-01-abc|CatalogViewController|NULL|0|0|26",
                    "view|vw0-01-abc|NULL|cat-01-abc|1|2|27",
                    "button|btn-01-abc|NULL|vw0-01-abc|2|0|29",
                    "view|crd-01-abc|CardView|vw0-01-abc|2|0|36",
                    "navigationItem|nvi-01-abc|NULL|cat-01-abc|1|0|50",
                    "placeholder|frs-02-abc|NULL|NULL|0|0|56",
                    "viewControllerPlaceholder|ref-01-abc|NULL|NULL|0|0|62",
                    "placeholder|frs-03-abc|NULL|NULL|0|0|63",
                ])
    }

    @Test func outletsAndActionsResolveBothEnds() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.name, o.kind, o.owner_class, o.property, o.selector, o.event_type, o.destination_ib_id,
                       o.destination_element, o.destination_class, o.destination_view_id IS NOT NULL, o.line
                FROM outlets o JOIN files f ON f.id = o.file_id ORDER BY f.path, o.line
                """) == [
                    "Main|action|NULL|NULL|buy:|touchUpInside|cat-01-abc|viewController|CatalogViewController|1|32",
                    "Main|outlet|CatalogViewController|buyButton|NULL|NULL|btn-01-abc|button|NULL|1|52",
                    "Main|outlet|CatalogViewController|card|NULL|NULL|crd-01-abc|view|CardView|1|53",
                    "Card View|outlet|CardView|contentView|NULL|NULL|iN0-l3-epB|view|NULL|1|9",
                ])
    }

    @Test func seguesRuntimeAttributesAndReferences() throws {
        #expect(
            try rows(
                database,
                """
                SELECT kind, relationship, identifier, destination_ib_id, destination_element, destination_scene_id IS NOT NULL, line
                FROM segues ORDER BY line
                """) == [
                    "relationship|rootViewController|NULL|cat-01-abc|viewController|1|17",
                    "show|NULL|showCheckout|ref-01-abc|viewControllerPlaceholder|1|33",
                ])
        #expect(
            try rows(
                database,
                """
                SELECT v.ib_id, a.key_path, a.type, a.value FROM runtime_attributes a JOIN views v ON v.id = a.view_id ORDER BY a.line
                """) == ["crd-01-abc|title|string|Deals", "crd-01-abc|rating|number|4"])
        #expect(
            try rows(
                database,
                """
                SELECT element, storyboard_name, referenced_identifier, bundle_identifier, scene_id IS NOT NULL FROM storyboard_references
                """) == ["viewControllerPlaceholder|Checkout|Cart|NULL|1"])
    }

    @Test func nibOwnersAndDiagnostics() throws {
        #expect(
            try rows(
                database,
                """
                SELECT f.name, n.role, n.ib_id, n.custom_class, n.custom_module FROM nib_owners n JOIN files f ON f.id = n.file_id
                ORDER BY f.path, n.line
                """) == [
                    "Card View|files-owner|-1|CardView|Shop",
                    "Card View|first-responder|-2|UIResponder|NULL",
                    "Spinner|files-owner|-1|NULL|NULL",
                ])
        #expect(
            try rows(database, "SELECT path, line, severity, code FROM diagnostics") == [
                "App/Broken.xib|5|error|malformed-xml"
            ])
    }

    @Test func metaRemembersTheRoot() throws {
        let root = URL(fileURLWithPath: tree.path).standardizedFileURL.path
        #expect(try rows(database, "SELECT value FROM meta WHERE name = 'root'") == [root])
    }
}
