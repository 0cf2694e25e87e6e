import Testing
@testable import SourceParsing
@testable import ObjCSourceParsing
@testable import SwiftSourceParsing

/// The Swift scanner: exact facts for each reference form, and the look-alikes that must not count.
@Suite struct SwiftScannerTests {
    /// Scans `source`, checking on the way that blanking function bodies changes no fact.
    func scanned(_ source: String, wrappers: [SwiftScanner.Wrapper] = []) -> SourceFacts {
        let facts = SwiftScanner.scan(source, wrappers: wrappers)
        #expect(facts == SwiftScanner.scan(source, wrappers: wrappers, blankingBodies: false), "blanking changed the facts of:\n\(source)")
        return facts
    }

    func references(_ source: String) -> [String] {
        scanned(source).references.map { reference in
            var text = "\(reference.kind.rawValue) \(reference.api) \(describe(reference.value))"
            if reference.ownerIsSelf { text += " owner:self" }
            if let storyboard = reference.storyboard { text += " in:\(describe(storyboard))" }
            return text + " @\(reference.line) in \(reference.enclosingType ?? "-")"
        }
    }

    func describe(_ value: CodeReference.Value) -> String {
        switch value {
        case .literal(let text): return "\"\(text)\""
        case .constant(let name, let context): return "const:\(name)" + (context.map { "(\($0))" } ?? "")
        case .className(let name, let varies): return "class:\(name)" + (varies ? "*" : "")
        case .dynamic: return "dynamic"
        }
    }

    @Test func declarationsWithSuperclassesConformancesAndDesignables() {
        let facts = scanned(
            """
            @IBDesignable final class RatingView: UIView, NibOwnerLoadable {
                enum Style { case small }
            }
            class Catalog: UITableViewController {}
            struct Model: Codable {}
            protocol Shows: AnyObject {}
            extension RatingView: UITableViewDelegate {}
            class Plain: StoryboardBased {}
            """)
        #expect(
            facts.types == [
                CodeType(kind: .class, name: "RatingView", superclass: "UIView", conformances: ["NibOwnerLoadable"], isDesignable: true, line: 1),
                CodeType(kind: .enum, name: "Style", enclosingType: "RatingView", line: 2),
                CodeType(kind: .class, name: "Catalog", superclass: "UITableViewController", line: 4),
                CodeType(kind: .struct, name: "Model", conformances: ["Codable"], line: 5),
                CodeType(kind: .protocol, name: "Shows", conformances: ["AnyObject"], line: 6),
                CodeType(kind: .extension, name: "RatingView", conformances: ["UITableViewDelegate"], line: 7),
                CodeType(kind: .class, name: "Plain", conformances: ["StoryboardBased"], line: 8),
            ])
    }

    @Test func ibMembersAndTheirSelectors() {
        let facts = scanned(
            """
            class Buttons: UIViewController {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var stars: [UIImageView]!
                @IBInspectable var rating: Int = 0
                @IBAction func click(_ sender: Any) {}
                @IBAction func clickWithNamedParam(sender: Any) {}
                @IBAction func click(for event: UIEvent) {}
                @IBAction func clickNoParams() {}
                @IBAction @objc(customTap:) func tap(_ sender: Any) {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                var notAnOutlet: UILabel?
            }
            """)
        #expect(
            facts.members.filter(\.isAnnotated).map { "\($0.kind.rawValue) \($0.owner).\($0.name) \($0.selector ?? "-") @\($0.line)" } == [
                "outlet Buttons.title - @2",
                "outlet-collection Buttons.stars - @3",
                "inspectable Buttons.rating - @4",
                "action Buttons.click click: @5",
                "action Buttons.clickWithNamedParam clickWithNamedParamWithSender: @6",
                "action Buttons.click clickFor: @7",
                "action Buttons.clickNoParams clickNoParams @8",
                "action Buttons.tap customTap: @9",
                "segue-action Buttons.makeDetail makeDetail:sender:segueIdentifier: @10",
            ])
    }

    @Test func objcMethodsAreReachableByTargetAction() {
        let facts = scanned(
            """
            class Stats: NSWindowController {
                @objc func showHelp(_ sender: Any?) {}
                @objc(vacuumNow:) func vacuum(_ sender: Any?) {}
                @objc static func make() {}
                func plain() {}
            }
            @objcMembers class Game: NSViewController {
                func toggleControls(_ sender: Any) {
                    // A local function is no member (and a body without a trigger is blanked).
                    func actOn(_ tree: Any, action: () -> Void) { action() }
                    actOn(sender) {}
                }
                @nonobjc func hidden(_ sender: Any) {}
                private func secret(_ sender: Any) {}
            }
            @objc extension Stats {
                func compact(_ sender: Any) {}
            }
            extension Stats {
                func notExposed(_ sender: Any) {}
            }
            """)
        #expect(
            facts.members.map { "\($0.kind.rawValue) \($0.name) \($0.selector ?? "-")" } == [
                "method showHelp showHelp:", "method vacuum vacuumNow:", "method toggleControls toggleControls:",
                "method compact compact:",
            ])
    }

    @Test func outletsKnowTheClassTheyHoldAndImportsTheirModules() {
        let facts = scanned(
            """
            import UIKit
            @_exported import Core
            import class Lottie.LottieAnimationView
            class Buttons: UIViewController {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var stars: [UIImageView]!
                @IBOutlet weak var spinner: UIKit.UIActivityIndicatorView?
                @IBOutlet weak var chart: Optional<LineChartView>
                @IBOutlet weak var source: (any UITableViewDataSource)!
                @IBInspectable var rating: Int = 0
            }
            """)
        #expect(
            facts.members.map { "\($0.name) \($0.type ?? "-")" } == [
                "title UILabel", "stars UIImageView", "spinner UIActivityIndicatorView", "chart LineChartView",
                "source -", "rating -",
            ])
        #expect(facts.imports.map { "\($0.module) @\($0.line)" } == ["UIKit @1", "Core @2", "Lottie @3"])
    }

    @Test func constantsInTypesExtensionsAndGlobals() {
        let facts = scanned(
            """
            enum StoryboardName { static let settings = "Settings" }
            extension NSStoryboard.Name { static let main = "Main" }
            let kFeedNib = "Feed"
            extension NSNib.Name { static let prefs = NSNib.Name("Preferences") }
            final class Scene: StoryboardSceneBased {
                static var sceneStoryboard: String { "Shop" }
                static var storyboardName: String { return "Other" }
                let notAString = 3
            }
            """)
        #expect(
            facts.constants.map { "\($0.name)=\($0.value)" } == [
                "StoryboardName.settings=Settings", "NSStoryboard.Name.main=Main", "kFeedNib=Feed",
                "NSNib.Name.prefs=Preferences",
                // A type-level computed property is also a provider that type(of: self).name reads.
                "Scene.-sceneStoryboard=Shop", "Scene.sceneStoryboard=Shop", "Scene.-storyboardName=Other", "Scene.storyboardName=Other",
            ])
    }

    @Test func typeLevelPropertiesAreProvidersAndLocalsKeepTheClassOfSelf() {
        let facts = scanned(
            """
            extension NSObject {
                class var classNameWithoutNamespaces: String { String(describing: self) }
            }
            extension UIViewController {
                class var nibName: String { return classNameWithoutNamespaces }
                static var fallback: String { otherName }
            }
            final class Share: UIViewController {
                init() {
                    super.init(nibName: type(of: self).nibName, bundle: nil)
                }
                init(flag: Bool) {
                    let name = type(of: self).classNameWithoutNamespaces
                    super.init(nibName: name, bundle: nil)
                }
            }
            """)
        #expect(
            facts.constants.map { "\($0.name)=\($0.value)" } == [
                "NSObject.-classNameWithoutNamespaces=$(CLASS)", "UIViewController.-nibName=$(CLASS)",
                "UIViewController.-fallback=$(SELF.otherName)",
            ])
        #expect(
            facts.references.map { "\(ObjCTestSupport.describe($0.value)) @\($0.line)" } == [
                "const:-nibName(self) @10", "class:Share* @14",
            ])
    }

    @Test func everyAPIAndNameForm() {
        let source = """
            class OrdersViewController: UIViewController {
                func load() {
                    let local = "Local"
                    tableView.register(UINib(nibName: "OrderCell", bundle: nil), forCellReuseIdentifier: "OrderCell")
                    _ = UIStoryboard(name: StoryboardName.checkout, bundle: nil).instantiateViewController(withIdentifier: "Cart")
                    _ = NSStoryboard(name: .main, bundle: nil)
                    Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)
                    _ = UINib(nibName: local, bundle: nil)
                    _ = DetailViewController(nibName: "Detail", bundle: nil)
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    _ = NSWindowController(windowNibName: "Prefs")
                    _ = UINib(nibName: NSStringFromClass(type(of: self)).components(separatedBy: ".").last!, bundle: nil)
                    _ = UINib(nibName: "\\(type(of: self))", bundle: nil)
                    _ = UINib(nibName: String(describing: RatingView.self), bundle: nil)
                    _ = UINib(nibName: name + "Cell", bundle: nil)
                    _ = storyboard?.instantiateViewController(identifier: "Summary") { coder in nil }
                }
            }
            """
        #expect(
            references(source) == [
                "reuse-identifier register(_:forCellReuseIdentifier:) \"OrderCell\" @4 in OrdersViewController",
                "nib UINib(nibName:bundle:) \"OrderCell\" @4 in OrdersViewController",
                "scene instantiateViewController(withIdentifier:) \"Cart\" in:const:StoryboardName.checkout @5 in OrdersViewController",
                "storyboard UIStoryboard(name:bundle:) const:StoryboardName.checkout @5 in OrdersViewController",
                "storyboard NSStoryboard(name:bundle:) const:main(NSStoryboard.Name) @6 in OrdersViewController",
                "nib loadNibNamed(_:owner:) class:OrdersViewController* owner:self @7 in OrdersViewController",
                "nib UINib(nibName:bundle:) \"Local\" @8 in OrdersViewController",
                "nib init(nibName:bundle:) \"Detail\" @9 in OrdersViewController",
                "segue performSegue(withIdentifier:sender:) \"showDetail\" @10 in OrdersViewController",
                "nib init(windowNibName:) \"Prefs\" @11 in OrdersViewController",
                "nib UINib(nibName:bundle:) class:OrdersViewController* @12 in OrdersViewController",
                "nib UINib(nibName:bundle:) class:OrdersViewController* @13 in OrdersViewController",
                "nib UINib(nibName:bundle:) class:RatingView @14 in OrdersViewController",
                "nib UINib(nibName:bundle:) dynamic @15 in OrdersViewController",
                "scene instantiateViewController(withIdentifier:) \"Summary\" @16 in OrdersViewController",
            ])
    }

    @Test func nibOwnerViewsAndImplicitNibs() {
        let source = """
            @IBDesignable class DesignableView: UIView {
                func setup() {
                    UINib(nibName: "DesignableView", bundle: Bundle(for: DesignableView.self)).instantiate(withOwner: self, options: nil)
                }
            }
            class AccountViewController: NSViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                func open() { present(SettingsViewController(), animated: true) }
            }
            """
        #expect(
            references(source) == [
                "nib UINib(nibName:bundle:) \"DesignableView\" owner:self @3 in DesignableView",
                "nib init(nibName: nil) class:AccountViewController @7 in AccountViewController",
                "nib init(nibName: nil) class:SettingsViewController @8 in AccountViewController",
            ])
    }

    @Test func typesCreatedWithoutArgumentsMayLoadTheirNib() {
        let facts = scanned(
            """
            final class Window {
                func open() {
                    let preset = NameShaderPreset()
                    let other = SetupAssistant(); let list = NSMutableArray(); let date = Date()
                    let case1 = Theme.Default()
                    present(SettingsViewController(), animated: true)
                }
            }
            """)
        #expect(
            facts.references.filter { $0.api == CodeReference.implicitNibAPI }.map { "\($0.sourceText) @\($0.line)" }.sorted() == [
                "NameShaderPreset() @3", "SettingsViewController() @6", "SetupAssistant() @4",
            ])
    }

    @Test func loopsOverLiteralArraysAndStoredDictionariesLoadEachName() {
        let facts = scanned(
            """
            final class Handler {
                fileprivate var nibs: [String: String] = [
                    Unknown.reuseIdentifier: "UnknownSenderCell",
                    "device": "NewDeviceCell",
                ]
                private let names = ["First", "Second"]
                func register() {
                    for (kind, nibName) in nibs {
                        let nib = UINib(nibName: nibName, bundle: nil)
                    }
                    for name in self.names { _ = UINib(nibName: name, bundle: nil) }
                    for name in [A.cellIdentifier(), "Literal", dynamicName()] { _ = UINib(nibName: name, bundle: nil) }
                    for name in unknownList { _ = UINib(nibName: name, bundle: nil) }
                }
            }
            """)
        #expect(
            facts.references.map { "\(ObjCTestSupport.describe($0.value)) @\($0.line)" } == [
                "\"UnknownSenderCell\" @9", "\"NewDeviceCell\" @9", "\"First\" @11", "\"Second\" @11",
                "const:-cellIdentifier(A) @12", "\"Literal\" @12", "dynamic @13",
            ])
    }

    @Test func lookAlikesDoNotCount() {
        let source = """
            // UINib(nibName: "InAComment", bundle: nil)
            /* UIStoryboard(name: "InABlock", bundle: nil) */
            let text = "UINib(nibName: \\"InAString\\", bundle: nil)"
            func loadNibNamed(_ name: String) {}
            /// performSegue(withIdentifier: "InDocs", sender: nil)
            """
        #expect(references(source).isEmpty)
    }

    @Test func configuredWrappers() {
        let facts = scanned(
            "class Find { func go() { FindInPageView.load(nibName: \"FindInPage\"); Router.show(\"Checkout\") } }",
            wrappers: [.init(function: "show", label: nil, kind: .storyboard)])
        #expect(
            facts.references.map { "\($0.kind.rawValue) \($0.api)" } == [
                "nib init(nibName:bundle:)", "storyboard show(_:)",
            ])
    }

    @Test func oddCodeNeverCrashes() {
        let samples = ["", "class", "class X: {", "func (", "UINib(nibName:", "\u{0}\u{1}", String(repeating: "(", count: 2000)]
        for sample in samples { _ = scanned(sample) }
    }
}
