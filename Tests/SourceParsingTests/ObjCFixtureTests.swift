import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing

/// Whole, realistic files from `Tests/Fixtures/ObjC`, with every fact they yield.
@Suite struct ObjCFixtureTests {
    @Test func nibOwnerViewHeader() throws {
        let facts = ObjCScanner.scan(try ObjCTestSupport.fixture("LegacyBadgeView.h"))
        #expect(
            facts.types == [
                CodeType(
                    kind: .class, name: "LegacyBadgeView", superclass: "UIView",
                    conformances: ["UIGestureRecognizerDelegate"], isDesignable: true, line: 8)
            ])
        #expect(
            ObjCTestSupport.members(facts) == [
                "outlet LegacyBadgeView.contentView - @10",
                "outlet LegacyBadgeView.badgeLabel - @11",
                "inspectable LegacyBadgeView.text - @12",
                "inspectable LegacyBadgeView.cornerRadius - @13",
                "outlet-collection LegacyBadgeView.stars - @14",
                "action LegacyBadgeView.dismiss dismiss: @17",
            ])
        #expect(facts.references.isEmpty)
        #expect(facts.constants.isEmpty)
        #expect(facts.diagnostics.isEmpty)
    }

    /// ib-links.md §2.10: the view loads the nib named after its class, with itself as owner.
    @Test func nibOwnerViewImplementation() throws {
        let facts = ObjCScanner.scan(try ObjCTestSupport.fixture("LegacyBadgeView.m"))
        #expect(facts.types.isEmpty)
        #expect(
            facts.references == [
                CodeReference(
                    kind: .nib, api: "[NSBundle loadNibNamed:owner:options:]",
                    value: .className("LegacyBadgeView", variesBySubclass: true),
                    sourceText: "NSStringFromClass([self class])", enclosingType: "LegacyBadgeView",
                    ownerIsSelf: true, enclosingMember: "commonInit", line: 24)
            ])
        #expect(ObjCTestSupport.members(facts) == ["action LegacyBadgeView.dismiss dismiss: @30"])
        #expect(facts.diagnostics.isEmpty)
    }

    @Test func viewControllerWithEveryKindOfReference() throws {
        let facts = ObjCScanner.scan(try ObjCTestSupport.fixture("OrdersViewController.m"))
        #expect(
            facts.types == [
                CodeType(
                    kind: .extension, name: "OrdersViewController",
                    conformances: ["UITableViewDataSource", "UITableViewDelegate"], line: 12)
            ])
        #expect(
            ObjCTestSupport.members(facts) == [
                "outlet OrdersViewController._emptyView - @14",
                "outlet OrdersViewController._retryButton - @15",
                "outlet OrdersViewController._helpButton - @15",
                "outlet OrdersViewController.tableView - @18",
                "outlet-collection OrdersViewController.totalLabels - @19",
                "action OrdersViewController.checkout checkout: @48",
                "action OrdersViewController.showSummary showSummary:forEvent: @55",
                "action OrdersViewController.reset reset @60",
            ])
        #expect(
            ObjCTestSupport.constants(facts) == [
                "OrderCellIdentifier=OrderCell @4", "OrdersStoryboardName=Orders @5",
                "OrderHeaderNibName=OrderHeader @6", "CheckoutStoryboardName=Checkout @7",
                "kSummarySegue=showSummary @8", "kBannerNib=Banner @9", "CellIdentifier=OrderCell @42",
            ])
        #expect(
            ObjCTestSupport.references(facts) == [
                "nib [UIViewController initWithNibName:bundle:] \"Orders\" @26 in OrdersViewController",
                "reuse-identifier [UITableView registerNib:forCellReuseIdentifier:] const:OrderCellIdentifier @33 in OrdersViewController",
                "nib [UINib nibWithNibName:bundle:] \"OrderCell\" @32 in OrdersViewController",
                "reuse-identifier [UITableView registerClass:forHeaderFooterViewReuseIdentifier:] \"Header\" @35 in OrdersViewController",
                "nib [UINib nibWithNibName:bundle:] const:OrderHeaderNibName owner:self @36 in OrdersViewController",
                "reuse-identifier [UITableView dequeueReusableCellWithIdentifier:forIndexPath:] const:CellIdentifier @43 in OrdersViewController",
                "storyboard [UIStoryboard storyboardWithName:bundle:] const:CheckoutStoryboardName @50 in OrdersViewController",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"Cart\" in:const:CheckoutStoryboardName @51 in OrdersViewController",
                "segue [UIViewController performSegueWithIdentifier:sender:] const:kSummarySegue @57 in OrdersViewController",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"EditHelp\" in:const:OrdersStoryboardName @63 in OrdersViewController",
                "scene [UIStoryboard instantiateViewControllerWithIdentifier:] \"Help\" in:const:OrdersStoryboardName @63 in OrdersViewController",
                "storyboard [UIStoryboard storyboardWithName:bundle:] const:OrdersStoryboardName @62 in OrdersViewController",
            ])
        #expect(
            facts.references.map(\.sourceText).last(where: { $0.contains("?") })
                == "(self.isEditing ? @\"EditHelp\" : @\"Help\")")
        #expect(facts.diagnostics.isEmpty)
    }

    /// The example app's own Objective-C view, as the indexer will read it.
    @Test func exampleAppLegacyBadgeView() throws {
        let facts = ObjCScanner.scan(try ObjCTestSupport.example("ShopApp/ShopApp/Sources/LegacyBadgeView.m"))
        #expect(
            ObjCTestSupport.references(facts) == [
                "nib [NSBundle loadNibNamed:owner:options:] \"My Badge View\" owner:self @24 in LegacyBadgeView"
            ])
        let header = ObjCScanner.scan(try ObjCTestSupport.example("ShopApp/ShopApp/Sources/LegacyBadgeView.h"))
        #expect(header.types.map(\.isDesignable) == [true])
        #expect(
            ObjCTestSupport.members(header) == [
                "outlet LegacyBadgeView.contentView - @10",
                "outlet LegacyBadgeView.badgeLabel - @11",
                "inspectable LegacyBadgeView.text - @12",
            ])
    }
}
