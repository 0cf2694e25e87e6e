import SourceParsing
import Testing

// Rule (validation_retitled_items, migration 0027; `ValidationRetitles`): a menu item whose action
// a validation method retitles (validateMenuItem: setting the item's title in the branch that
// tests that action) shows the title code gives, never IB's: a language that lacks IB's misses
// nothing.
extension RuleFixtureTests {
    static let validatedMenu = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <menu title="Main Menu" systemMenu="main" id="m1">
                    <items>
                        <menuItem title="Show Filter Bar" id="mi1">
                            <connections><action selector="toggleFilterBar:" target="-1" id="a1"/></connections>
                        </menuItem>
                        <menuItem title="Download Enclosure" id="mi2">
                            <connections><action selector="downloadEnclosure:" target="-1" id="a2"/></connections>
                        </menuItem>
                        <menuItem title="Mark Flagged" id="mi3">
                            <connections><action selector="toggleFlag:" target="-1" id="a3"/></connections>
                        </menuItem>
                        <menuItem title="Show Inspector" id="mi4">
                            <connections><action selector="showInspector:" target="-1" id="a4"/></connections>
                        </menuItem>
                        <menuItem title="Open Feed" id="mi5">
                            <connections><action selector="openFeed:" target="-1" id="a5"/></connections>
                        </menuItem>
                        <menuItem title="Hide Sidebar Later" id="mi6">
                            <connections><action selector="collapseSidebar:" target="-1" id="a6"/></connections>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """

    static let objectiveCValidation = """
        #import <Cocoa/Cocoa.h>
        @interface ArticleController : NSObject
        - (BOOL)validateMenuItem:(NSMenuItem *)menuItem;
        @end
        @implementation ArticleController
        - (BOOL)validateMenuItem:(NSMenuItem *)menuItem {
            SEL action = menuItem.action;
            if (action == @selector(toggleFilterBar:)) {
                if (self.filterBarVisible) {
                    menuItem.title = NSLocalizedString(@"Hide Filter Bar", nil);
                } else {
                    menuItem.title = NSLocalizedString(@"Show Filter Bar", nil);
                }
                return YES;
            } else if (action == @selector(toggleFlag:)) {
                menuItem.state = NSControlStateValueOn;
                return YES;
            } else if (action == @selector(downloadEnclosure:)) {
                [menuItem setTitle:NSLocalizedString(@"Download Enclosures", nil)];
            }
            return NO;
        }
        - (void)rename:(NSMenuItem *)item {
            if (item.action == @selector(collapseSidebar:)) { item.title = @"Collapse"; }
        }
        @end
        """

    static let swiftValidation = """
        import AppKit
        final class InspectorController: NSResponder, NSMenuItemValidation {
            func validateMenuItem(_ menuItem: NSMenuItem) -> Bool {
                switch menuItem.action {
                case #selector(InspectorController.showInspector(_:)):
                    menuItem.title = isShown ? NSLocalizedString("Hide Inspector", comment: "") : NSLocalizedString("Show Inspector", comment: "")
                    return true
                case #selector(openFeed(_:)):
                    return true
                default:
                    return false
                }
            }
            @objc func showInspector(_ sender: Any?) {}
            @objc func openFeed(_ sender: Any?) {}
            var isShown = false
        }
        """

    /// Items the ObjC and Swift validations retitle are missing nowhere; an item whose state only
    /// is set (Mark Flagged), one whose branch sets no title (Open Feed) and one retitled outside a
    /// validation method (Hide Sidebar Later) are still gaps.
    @Test func aMenuItemAValidationRetitlesIsMissingNowhere() throws {
        let files = [
            "App/Base.lproj/MainMenu.xib": Self.validatedMenu, "App/de.lproj/MainMenu.strings": "/* nothing yet */\n",
            "App/ArticleController.m": Self.objectiveCValidation, "App/InspectorController.swift": Self.swiftValidation,
        ]
        let repo = try indexed(
            files, sources: ["App/ArticleController.m", "App/InspectorController.swift"],
            resources: ["App/Base.lproj/MainMenu.xib", "App/de.lproj/MainMenu.strings"], sdk: "macosx")
        #expect(
            try reportRows("localization-gaps", database: repo.database).map { $0.split(separator: "|").prefix(3).joined(separator: "|") }
                == [
                    "App/Base.lproj/MainMenu.xib|mi3.title|missing", "App/Base.lproj/MainMenu.xib|mi5.title|missing",
                    "App/Base.lproj/MainMenu.xib|mi6.title|missing",
                ])
    }

    /// The scans themselves: a branch's title belongs to the selectors its condition or `case`
    /// tests, `#selector` names are Objective-C selectors, and code outside a validation counts not.
    @Test func validationsMarkTheSelectorsWhoseItemsTheyRetitle() {
        #expect(ValidationRetitles.swift(Array(Self.swiftValidation.utf8)) == ["showInspector:"])
        let both = """
            override func validateUserInterfaceItem(_ item: NSValidatedUserInterfaceItem) -> Bool {
                if item.action == #selector(zoomIn) || item.action == #selector(open(with:)) || item.action == #selector(share(item:)) {
                    (item as? NSMenuItem)?.title = "Zoom" // a comment: title = nothing
                }
                if item.action == #selector(reload(_:sender:)) { self.title = "Reload" }
                return true
            }
            func title() { menuItem.title = "x" }
            """
        #expect(ValidationRetitles.swift(Array(both.utf8)) == ["zoomIn", "zoomIn:", "openWith:", "shareWithItem:"])
        #expect(ValidationRetitles.swift(Array("func validate() { item.title = \"x\" }".utf8)).isEmpty)
        let cases = """
            func validateMenuItem(_ m: NSMenuItem) -> Bool {
                switch m.action {
                case #selector(a(_:)), #selector(C.b(with:)): m.state = .on
                default: if m.action == #selector(c(_:)) { m.title = "y" }
                }
                return true
            }
            """
        #expect(ValidationRetitles.swift(Array(cases.utf8)) == ["c:"])
    }
}
