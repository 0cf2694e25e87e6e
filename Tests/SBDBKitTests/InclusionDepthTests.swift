import Foundation
@testable import SBDBLinks
import SBDBTestSupport
import Testing

/// The `app` fixture end to end: an Info.plist entry point, a chain of four storyboards and a nib,
/// the cycle Catalog ↔ Product, a missing storyboard (Wishlist), a missing scene (Checkout#Payment)
/// and an unreached nib (OldBanner) → exact `includes` rows and exact `sbdb query` reports; then
/// incremental re-indexing as the repository changes. Also unit tests of `IncludeDepths`.
@Suite struct InclusionDepthTests {
    static let depthHeader = "name|path|kind|depth|max_depth|in_cycle|chain"
    static let brokenHeader = "source|source_path|line|mechanism|target|identifier|problem"

    @Test func appLinks() throws {
        let fixture = try LinkFixture("app")
        #expect(
            try fixture.includes() == [
                "App/Base.lproj/Main.storyboard|30|storyboard-reference|storyboard|Catalog|NULL|NULL|1|App/Catalog/Catalog.storyboard|#nav-C1-ctl|NULL",
                "App/Base.lproj/Main.storyboard|40|storyboard-reference|storyboard|Wishlist|NULL|NULL|1|NULL|NULL|missing-file",
                "App/Base.lproj/Main.storyboard|50|ib-included-thing|storyboard|Account|NULL|NULL|1|App/Account/Account.storyboard|#acc-A1-ctl|NULL",
                "App/Catalog/Catalog.storyboard|63|storyboard-reference|storyboard|Product|ProductDetail|NULL|1|App/Product/Product.storyboard|ProductDetail|NULL",
                "App/Info.plist|NULL|info-plist|interface|LaunchScreen|NULL|NULL|1|App/Base.lproj/LaunchScreen.storyboard|#lch-L1-ctl|NULL",
                "App/Info.plist|NULL|info-plist|storyboard|Main|NULL|NULL|1|App/Base.lproj/Main.storyboard|#tab-M1-ctl|NULL",
                "App/Product/Product.storyboard|17|ib-included-thing|nib|Reviews|NULL|NULL|0|App/Product/Reviews.xib|NULL|NULL",
                "App/Product/Product.storyboard|54|storyboard-reference|storyboard|Catalog|CatalogList|NULL|1|App/Catalog/Catalog.storyboard|CatalogList|NULL",
                "App/Product/Product.storyboard|62|rb-storyboard-link|storyboard|Checkout|Payment|NULL|1|App/Checkout/Checkout.storyboard|NULL|missing-scene",
            ])
    }

    // A link with a missing scene still reaches its file (Checkout at depth 3); the cycle makes
    // Catalog and Product in_cycle; OldBanner comes last, unreached.
    @Test func appInclusionDepthReport() throws {
        let fixture = try LinkFixture("app")
        #expect(
            try fixture.report("inclusion-depth") == [
                Self.depthHeader,
                "LaunchScreen|App/Base.lproj/LaunchScreen.storyboard|storyboard|0|0|0|LaunchScreen",
                "Main|App/Base.lproj/Main.storyboard|storyboard|0|0|0|Main",
                "Account|App/Account/Account.storyboard|storyboard|1|1|0|Main > Account",
                "Catalog|App/Catalog/Catalog.storyboard|storyboard|1|1|1|Main > Catalog",
                "Product|App/Product/Product.storyboard|storyboard|2|2|1|Main > Catalog > Product",
                "Checkout|App/Checkout/Checkout.storyboard|storyboard|3|3|0|Main > Catalog > Product > Checkout",
                "Reviews|App/Product/Reviews.xib|nib|3|3|0|Main > Catalog > Product > Reviews",
                "OldBanner|App/Legacy/OldBanner.xib|nib|NULL|NULL|0|NULL",
            ])
    }

    @Test func appBrokenIncludesReport() throws {
        let fixture = try LinkFixture("app")
        #expect(
            try fixture.report("broken-includes") == [
                Self.brokenHeader,
                "Main|App/Base.lproj/Main.storyboard|40|storyboard-reference|Wishlist|NULL|missing-file",
                "Product|App/Product/Product.storyboard|62|rb-storyboard-link|Checkout|Payment|missing-scene",
            ])
    }

    // Links are rebuilt after every change: the storyboard that appears repairs the link that names
    // it and pulls OldBanner in; the nib that disappears breaks the link to it.
    @Test func linksFollowTheRepositoryAcrossIncrementalIndexRuns() throws {
        let fixture = try LinkFixture("app")
        let wishlist = "App/Wishlist/Wishlist.storyboard"
        try FileManager.default.createDirectory(at: fixture.tree.file("App/Wishlist"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.url("Links/app-later/\(wishlist)"), to: fixture.tree.file(wishlist))
        let added = try fixture.reindex()
        #expect((added.added, added.changed, added.removed) == (1, 0, 0))
        #expect(
            try fixture.includes(where: "i.target_name IN ('Wishlist', 'OldBanner')") == [
                "App/Base.lproj/Main.storyboard|40|storyboard-reference|storyboard|Wishlist|NULL|NULL|1|\(wishlist)|#wsh-W1-ctl|NULL",
                "\(wishlist)|17|ib-included-thing|nib|OldBanner|NULL|NULL|0|App/Legacy/OldBanner.xib|NULL|NULL",
            ])
        #expect(
            try fixture.report("inclusion-depth").filter { $0.hasPrefix("Wishlist|") || $0.hasPrefix("OldBanner|") } == [
                "Wishlist|\(wishlist)|storyboard|1|1|0|Main > Wishlist",
                "OldBanner|App/Legacy/OldBanner.xib|nib|2|2|0|Main > Wishlist > OldBanner",
            ])
        #expect(
            try fixture.report("broken-includes") == [
                Self.brokenHeader,
                "Product|App/Product/Product.storyboard|62|rb-storyboard-link|Checkout|Payment|missing-scene",
            ])

        try FileManager.default.removeItem(at: fixture.tree.file("App/Product/Reviews.xib"))
        let removed = try fixture.reindex()
        #expect((removed.added, removed.changed, removed.removed) == (0, 0, 1))
        #expect(
            try fixture.includes(where: "i.target_name = 'Reviews'") == [
                "App/Product/Product.storyboard|17|ib-included-thing|nib|Reviews|NULL|NULL|0|NULL|NULL|missing-file"
            ])
        #expect(
            try fixture.report("broken-includes") == [
                Self.brokenHeader,
                "Product|App/Product/Product.storyboard|17|ib-included-thing|Reviews|NULL|missing-file",
                "Product|App/Product/Product.storyboard|62|rb-storyboard-link|Checkout|Payment|missing-scene",
            ])
        #expect(try fixture.depths().filter { $0.contains("Reviews") } == [])
    }

    // MARK: IncludeDepths on hand-made graphs

    @Test func depthsChainsAndCycles() {
        // 0 Main → 1 A → 2 B → 1 A (cycle); 2 B → 3 C; 4 D unreached; 5 E loops on itself.
        let nodes = IncludeDepths.compute(
            names: ["Main", "A", "B", "C", "D", "E"],
            edges: [(0, 1), (1, 2), (2, 1), (2, 3), (0, 5), (5, 5), (4, 3)],
            entries: [0])
        #expect(nodes.map(\.depth) == [0, 1, 2, 3, nil, 1])
        #expect(nodes.map(\.maxDepth) == [0, 1, 2, 3, nil, 1])
        #expect(nodes.map(\.inCycle) == [false, true, true, false, false, true])
        #expect(nodes.map(\.chain) == ["Main", "Main > A", "Main > A > B", "Main > A > B > C", nil, "Main > E"])
    }

    @Test func maxDepthFollowsTheLongestChain() {
        // Main → Short → Leaf and Main → X → Y → Leaf: Leaf's depth is 2, its longest chain 3.
        let nodes = IncludeDepths.compute(
            names: ["Main", "Short", "X", "Y", "Leaf"],
            edges: [(0, 1), (1, 4), (0, 2), (2, 3), (3, 4)],
            entries: [0])
        #expect(nodes[4] == IncludeDepths.Node(depth: 2, maxDepth: 3, inCycle: false, chain: "Main > Short > Leaf"))
    }

    @Test func anEntryPointReachedByALinkStaysAtZero() {
        let nodes = IncludeDepths.compute(names: ["Main", "Launch"], edges: [(0, 1)], entries: [0, 1])
        #expect(nodes.map(\.depth) == [0, 0])
        #expect(nodes.map(\.chain) == ["Main", "Launch"])
    }

    // Cycle detection is iterative. (No entry point here: chains are built per reached file.)
    @Test func aVeryLongCycleDoesNotExhaustTheStack() {
        let count = 100_000
        let nodes = IncludeDepths.compute(
            names: (0..<count).map { "F\($0)" }, edges: (1..<count).map { ($0 - 1, $0) } + [(count - 1, 0)], entries: [])
        #expect(nodes.allSatisfy { $0.inCycle && $0.depth == nil })
    }
}
