import Foundation
import SBDBTestSupport
import Testing

/// The example that ships with the project (Examples/ShopApp) gives the answers its README
/// promises; the golden files under Tests/Fixtures/Goldens are those answers.
@Suite struct ExampleAppTests {
    let tree: TemporaryDirectory

    init() throws {
        tree = try TemporaryDirectory(copying: Fixtures.packageRoot.appendingPathComponent("Examples/ShopApp"))
        let run = try runSBDB(["index", tree.path, "--strict", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    func golden(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.url("Goldens/\(name)"), encoding: .utf8)
    }

    @Test(arguments: [
        (["query", "inclusion-depth", "--format", "tsv"], "shopapp-inclusion-depth.tsv"),
        (["query", "broken-includes", "--format", "tsv"], "shopapp-broken-includes.tsv"),
        (["graph"], "shopapp-graph.dot"),
        (["graph", "--format", "mermaid"], "shopapp-graph.mmd"),
    ])
    func outputMatchesGolden(arguments: [String], golden name: String) throws {
        let run = try runSBDB(arguments, in: tree.path)
        #expect(run.status == 0)
        #expect(run.stdout == (try golden(name)))
    }

    /// The README's reports: LegacyBannerView.xib is the one unused nib; every storyboard is
    /// reached; the only loads by names sbdb cannot bound are in vendored code, which
    /// dynamic-loads leaves out. Undecided rows included, so nothing hides behind a doubt.
    @Test(arguments: [
        (
            "unused-nibs",
            "nib\tpath\towner_class\troot_classes\tvendored\tstatus\n"
                + "LegacyBannerView\tShopApp/LegacyBannerView.xib\t\tLegacyBannerView\t0\tunreferenced\n"
        ),
        ("unused-storyboards", "storyboard\tpath\tstatus\n"),
        ("dynamic-loads", "kind\tapi\targument\tvalue_kind\tenclosing_type\tpath\tline\n"),
    ])
    func findingReportsGiveTheReadmesRows(report: String, expected: String) throws {
        let run = try runSBDB(["query", report, "--format", "tsv"], in: tree.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
        if report != "dynamic-loads" {
            let undecided = try runSBDB(["query", report, "--format", "tsv", "--undecided"], in: tree.path)
            #expect(undecided.stdout.split(separator: "\n").count == 1, "\(undecided.stdout)")
        }
    }

    @Test func graphFromAFileFollowsOnlyItsLinks() throws {
        let run = try runSBDB(["graph", "--format", "mermaid", "--from", "Checkout"], in: tree.path)
        #expect(
            run.stdout == """
                flowchart LR
                  n0["Checkout.storyboard"]
                  n1["Receipt.storyboard"]
                  n0 -->|"runtime-attributes #ReceiptSummary"| n1

                """)
        let unknown = try runSBDB(["graph", "--from", "Nowhere"], in: tree.path)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("No storyboard or nib named 'Nowhere'"))
    }
}
