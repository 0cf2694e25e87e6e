import SourceParsing
/// An Objective-C method whose argument names a nib, storyboard, scene, segue or reuse
/// identifier (ib-links.md §4.1), with the class it is written with in `CodeReference.api`.
struct ObjCMessageAPI: Sendable {
    var selector: String
    var kind: CodeReference.Kind
    /// The class written in `api` for UIKit code.
    var className: String
    /// The class written in `api` when the file imports AppKit or Cocoa.
    var appKitClassName: String
    /// Which keyword's argument carries the name (0 for the first).
    var nameArgument: Int
    /// Which keyword's argument is the owner, for `ownerIsSelf`.
    var ownerArgument: Int?

    init(
        _ selector: String, _ kind: CodeReference.Kind, _ className: String, appKit: String? = nil,
        name: Int = 0, owner: Int? = nil
    ) {
        self.selector = selector
        self.kind = kind
        self.className = className
        self.appKitClassName = appKit ?? className
        self.nameArgument = name
        self.ownerArgument = owner
    }

    /// `[UINib nibWithNibName:bundle:]`: the receiver when it names one of the loading classes
    /// itself, else the class the method belongs to.
    func api(receiver: ArraySlice<ObjCToken>, usesAppKit: Bool) -> String {
        var owner = usesAppKit ? appKitClassName : className
        if receiver.count == 1, let word = receiver.first, word.kind == .identifier,
            Self.receiverClasses.contains(word.text)
        {
            owner = word.text
        }
        return "[\(owner) \(selector)]"
    }

    private static let receiverClasses: Set<String> = [
        "UINib", "NSNib", "NSBundle", "UIStoryboard", "NSStoryboard", "UIImage", "NSImage", "UIColor", "NSColor",
    ]

    /// Every API, by selector.
    static let bySelector: [String: ObjCMessageAPI] = Dictionary(
        all.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    private static let all: [ObjCMessageAPI] = [
        .init("nibWithNibName:bundle:", .nib, "UINib"),
        .init("loadNibNamed:owner:options:", .nib, "NSBundle", owner: 1),
        .init("loadNibNamed:owner:topLevelObjects:", .nib, "NSBundle", owner: 1),
        .init("loadNibNamed:owner:", .nib, "NSBundle", owner: 1),
        .init("initWithNibNamed:bundle:", .nib, "NSNib"),
        .init("initWithNibName:bundle:", .nib, "UIViewController", appKit: "NSViewController"),
        .init("initWithWindowNibName:", .nib, "NSWindowController"),
        .init("initWithWindowNibName:owner:", .nib, "NSWindowController", owner: 1),
        .init("storyboardWithName:bundle:", .storyboard, "UIStoryboard", appKit: "NSStoryboard"),
        .init("instantiateViewControllerWithIdentifier:", .scene, "UIStoryboard"),
        .init("instantiateViewControllerWithIdentifier:creator:", .scene, "UIStoryboard"),
        .init("instantiateControllerWithIdentifier:", .scene, "NSStoryboard"),
        .init("instantiateControllerWithIdentifier:creator:", .scene, "NSStoryboard"),
        .init("performSegueWithIdentifier:sender:", .segue, "UIViewController", appKit: "NSViewController"),
        .init("registerNib:forCellReuseIdentifier:", .reuseIdentifier, "UITableView", name: 1),
        .init("registerNib:forHeaderFooterViewReuseIdentifier:", .reuseIdentifier, "UITableView", name: 1),
        .init("registerNib:forCellWithReuseIdentifier:", .reuseIdentifier, "UICollectionView", name: 1),
        .init("registerNib:forSupplementaryViewOfKind:withReuseIdentifier:", .reuseIdentifier, "UICollectionView", name: 2),
        .init("registerClass:forCellReuseIdentifier:", .reuseIdentifier, "UITableView", name: 1),
        .init("registerClass:forHeaderFooterViewReuseIdentifier:", .reuseIdentifier, "UITableView", name: 1),
        .init("registerClass:forCellWithReuseIdentifier:", .reuseIdentifier, "UICollectionView", name: 1),
        .init("registerClass:forSupplementaryViewOfKind:withReuseIdentifier:", .reuseIdentifier, "UICollectionView", name: 2),
        .init("dequeueReusableCellWithIdentifier:", .reuseIdentifier, "UITableView"),
        .init("dequeueReusableCellWithIdentifier:forIndexPath:", .reuseIdentifier, "UITableView"),
        .init("dequeueReusableHeaderFooterViewWithIdentifier:", .reuseIdentifier, "UITableView"),
        .init("dequeueReusableCellWithReuseIdentifier:forIndexPath:", .reuseIdentifier, "UICollectionView"),
        .init(
            "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:", .reuseIdentifier,
            "UICollectionView", name: 1),
        .init("imageNamed:", .image, "UIImage", appKit: "NSImage"),
        .init("imageNamed:inBundle:compatibleWithTraitCollection:", .image, "UIImage"),
        .init("imageNamed:inBundle:withConfiguration:", .image, "UIImage"),
        .init("colorNamed:", .color, "UIColor", appKit: "NSColor"),
        .init("colorNamed:inBundle:compatibleWithTraitCollection:", .color, "UIColor"),
        .init("colorNamed:bundle:", .color, "NSColor"),
    ]

    /// A repository's own initializer whose first keyword is `initWithNibName:` or
    /// `initWithWindowNibName:` (`initWithNibName:onFolder:`) takes a nib name there and hands it
    /// to the superclass's, as its name says.
    static func nameForwarding(_ selector: String) -> ObjCMessageAPI? {
        if selector.hasPrefix("initWithNibName:") {
            return .init(selector, .nib, "UIViewController", appKit: "NSViewController")
        }
        if selector.hasPrefix("initWithWindowNibName:") {
            return .init(selector, .nib, "NSWindowController")
        }
        return nil
    }

    /// Sends that instantiate a nib made elsewhere; with owner `self` they mark that nib's
    /// reference `ownerIsSelf` (`[[UINib nibWithNibName:…] instantiateWithOwner:self options:nil]`).
    static let instantiateWithOwner: Set<String> = [
        "instantiateWithOwner:options:", "instantiateWithOwner:topLevelObjects:",
        "instantiateNibWithOwner:topLevelObjects:",
    ]

    /// Sends on a storyboard that name a scene, so the storyboard can be recorded with it.
    static let sceneSelectors: Set<String> = Set(all.filter { $0.kind == .scene }.map(\.selector))
}
