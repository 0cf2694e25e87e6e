import Diagnostics

/// Everything sbdb reads from one Interface Builder file, as plain values.
///
/// Objects, scenes and connections refer to each other by index into the arrays of the
/// same document; IB object ids are unique per file only.
public struct IBDocument: Sendable, Equatable {
    public var format: IBFormat = .document
    public var type: String?
    public var version: String?
    public var toolsVersion: String?
    public var systemVersion: String?
    public var targetRuntime: String?
    public var platform: IBPlatform?
    public var initialViewController: String?
    public var launchScreen = false
    public var useAutolayout = false
    public var useTraitCollections = false
    public var useSafeAreas = false
    public var deployment: String?

    public var scenes: [IBScene] = []
    public var objects: [IBObject] = []
    public var connections: [IBConnection] = []
    public var segues: [IBSegue] = []
    public var runtimeAttributes: [IBRuntimeAttribute] = []
    public var storyboardReferences: [IBStoryboardReference] = []
    public var placeholders: [IBPlaceholder] = []
    public var designables: [IBDesignableHint] = []
    public var resources: [IBResource] = []
    /// Every image, symbol, colour and font an object names (and `<resources>` entries no object names).
    public var resourceUses: [IBResourceUse] = []
    /// The texts of objects that a strings table translates, keyed as ibtool keys them.
    public var localizableTexts: [IBLocalizableText] = []
    /// Each object's `<accessibility>` settings.
    public var accessibility: [IBAccessibility] = []
    public var otherElements: [IBOtherElement] = []
    /// `IBUINibName` values of a legacy archive: a view controller whose view lives in another nib.
    public var legacyNibNames: [IBLegacyNibName] = []
    public var diagnostics: [Diagnostic] = []

    public init() {}
}

/// Modern XML document, or a legacy Xcode 3 `<archive>`.
public enum IBFormat: String, Sendable {
    case document
    case archive
}

/// The platform a document targets, from its `type` and `targetRuntime`.
public enum IBPlatform: String, Sendable {
    case ios, tvos, watchos, macos

    /// Matches by prefix, as Xcode appends variants (`iOS.CocoaTouch.iPad`).
    init?(targetRuntime: String?, type: String?) {
        let runtime = targetRuntime ?? ""
        let type = type ?? ""
        if runtime.hasPrefix("iOS") || type.contains(".CocoaTouch") {
            self = .ios
        } else if runtime.hasPrefix("AppleTV") || type.contains(".AppleTV") {
            self = .tvos
        } else if runtime.lowercased().hasPrefix("watchkit") || type.contains(".WatchKit") {
            self = .watchos
        } else if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") || type.hasSuffix(".Cocoa") {
            self = .macos
        } else {
            return nil
        }
    }
}

/// One `<scene>` of a storyboard.
public struct IBScene: Sendable, Equatable {
    public var sceneID: String?
    public var userLabel: String?
    /// Index into `IBDocument.objects` of the scene's controller.
    public var controller: Int?
    public var isInitial = false
    public var line: Int
}

/// An object element: a controller, view, cell, bar item, gesture recogniser, placeholder,
/// or any element IB gives an `id`, whether sbdb knows its name or not.
public struct IBObject: Sendable, Equatable {
    public var element: String
    public var ibID: String?
    public var key: String?
    public var customClass: String?
    public var customModule: String?
    public var customModuleProvider: String?
    public var userLabel: String?
    public var title: String?
    public var storyboardIdentifier: String?
    public var restorationIdentifier: String?
    public var usesStoryboardIdentifierAsRestorationIdentifier = false
    public var reuseIdentifier: String?
    public var placeholderIdentifier: String?
    public var sceneMemberID: String?
    /// watchOS controllers carry their scene id here.
    public var identifier: String?
    public var scene: Int?
    public var parent: Int?
    public var depth: Int
    public var constraintCount = 0
    /// `hidden="YES"`: IB hides the object until code or a binding shows it.
    public var isHidden = false
    /// A window's or panel's `visibleAtLaunch` (absent means YES: the nib shows it as it loads);
    /// nil for every other object.
    public var isVisibleAtLaunch: Bool?
    public var line: Int
}

/// `<outlet>`, `<outletCollection>`, `<action>` or `<binding>`.
public struct IBConnection: Sendable, Equatable {
    public enum Kind: String, Sendable { case outlet, outletCollection, action, binding }
    public var kind: Kind
    public var ibID: String?
    /// The object whose `<connections>` holds this one.
    public var owner: Int?
    public var property: String?
    public var selector: String?
    public var destinationID: String?
    public var destination: Int?
    public var eventType: String?
    public var collectionClass: String?
    public var bindingName: String?
    public var keyPath: String?
    public var line: Int
}

/// A `<segue>` with a `kind` (back-references and peek-and-pop children are not segues).
public struct IBSegue: Sendable, Equatable {
    public var ibID: String?
    public var kind: String
    public var relationship: String?
    public var identifier: String?
    public var customClass: String?
    public var customModule: String?
    public var source: Int?
    public var scene: Int?
    public var destinationID: String?
    public var destination: Int?
    public var destinationCreationSelector: String?
    public var unwindAction: String?
    public var line: Int
}

/// `<userDefinedRuntimeAttribute>`; `value` is the attribute or the value child, flattened.
public struct IBRuntimeAttribute: Sendable, Equatable {
    public var owner: Int?
    public var keyPath: String
    public var type: String?
    public var value: String?
    public var line: Int
}

/// `<viewControllerPlaceholder>` (iOS, tvOS) or `<controllerPlaceholder>` (macOS).
public struct IBStoryboardReference: Sendable, Equatable {
    public var object: Int
    public var storyboardName: String?
    public var referencedIdentifier: String?
    public var bundleIdentifier: String?
    public var line: Int
}

/// A xib's File's Owner, First Responder, Application or other external placeholder.
public struct IBPlaceholder: Sendable, Equatable {
    public enum Role: String, Sendable {
        case filesOwner = "files-owner"
        case firstResponder = "first-responder"
        case application
        case external
    }
    public var object: Int
    public var role: Role
    public var line: Int
}

/// `<designable name="…">`: a hint that the view with that id renders live; may be stale.
public struct IBDesignableHint: Sendable, Equatable {
    public var objectID: String
    public var line: Int
}

/// An entry of `<resources>`: an image, a named or system colour, …
public struct IBResource: Sendable, Equatable {
    public var element: String
    public var name: String
    /// `system` for an SF Symbol or a system colour; nil for the app's own.
    public var catalog: String?
    /// An image IB keeps inside the file (`keyedArchiveRepresentation`), which needs no catalog.
    public var isEmbedded = false
    public var line: Int
}

/// An image, SF Symbol, colour or font that an object names.
public struct IBResourceUse: Sendable, Equatable {
    public enum Kind: String, Sendable { case image, symbol, color, font }
    public var kind: Kind
    public var name: String
    /// A font's family, when IB writes it.
    public var family: String?
    /// Where the object names it: `image`, `normal.image`, `textColor`, `fontDescription`, …
    public var property: String
    /// Whether IB marks the name as the system's (`catalog="system"`, `systemColor=`).
    public var isSystem: Bool
    /// Index into `IBDocument.objects`; nil for a `<resources>` entry no object names.
    public var owner: Int?
    public var line: Int
}

/// A text of an object that a strings table translates under `ibID.property`.
public struct IBLocalizableText: Sendable, Equatable {
    public var owner: Int
    public var ibID: String
    /// `text`, `title`, `normalTitle`, `segmentTitles[0]`, `headerCell.title`, `accessibilityLabel`, …
    public var property: String
    public var text: String
    /// False for a text nobody sees: a pop-up button cell's title (its selected item shows),
    /// the main menu's title, a pop-up's menu's, a menu nested in another menu's item.
    public var isShown = true
    /// False when IB's note on the object (Xcode's Document panel, `userComments`), or on the
    /// object that holds it (a button's note, its cell's title), says not to translate it.
    public var isTranslatable = true
    public var line: Int

    public var key: String { "\(ibID).\(property)" }
}

/// The `<accessibility>` element of an object (iOS `label`/`hint`, macOS `description`/`help`).
public struct IBAccessibility: Sendable, Equatable {
    public var owner: Int
    public var identifier: String?
    public var label: String?
    public var hint: String?
    public var value: String?
    /// `<bool key="isElement">`; nil when IB writes none (the class's default).
    public var isElement: Bool?
    /// The label UIKit gives a system item or button type itself: `systemItem=add`, `buttonType=infoLight`.
    public var systemLabel: String?
    public var line: Int

    public init(
        owner: Int, identifier: String? = nil, label: String? = nil, hint: String? = nil, value: String? = nil,
        isElement: Bool? = nil, systemLabel: String? = nil, line: Int
    ) {
        self.owner = owner
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.value = value
        self.isElement = isElement
        self.systemLabel = systemLabel
        self.line = line
    }
}

/// An element outside the object graph that carries an id or a class sbdb does not model.
public struct IBOtherElement: Sendable, Equatable {
    public var element: String
    public var ibID: String?
    public var customClass: String?
    public var parentElement: String?
    public var line: Int
}

/// A legacy archive's `<string key="IBUINibName">`.
public struct IBLegacyNibName: Sendable, Equatable {
    public var nibName: String
    public var line: Int
}
