/// What sbdb reads from one Swift or Objective-C file, as plain values. Knows nothing of
/// SQLite; names are resolved across files later, by the indexer.
public struct SourceFacts: Sendable, Equatable {
    public var language: SourceLanguage
    public var types: [CodeType] = []
    public var members: [CodeMember] = []
    public var references: [CodeReference] = []
    public var constants: [CodeConstant] = []
    /// Names passed to the parameters of the repository's functions at call sites
    /// (`windowControllerWithName("UnifiedWindow")`), and what functions return, named by
    /// `CodeReference.argumentKey` (`code_arguments`): a load whose name is that parameter loads each.
    public var arguments: [CodeConstant] = []
    /// Modules the file imports (`import Updates`, `@import ShinyButton;`, `#import <Motion/Motion.h>`).
    public var imports: [CodeImport] = []
    /// Files an Objective-C or C file includes by a quoted path (`#import "Helpers/Base64.m"`,
    /// `#include "tables.c"`), as written: `module` holds the path.
    public var includedFiles: [CodeImport] = []
    /// How often each member-like name occurs (`MemberMentions`), declarations included.
    public var mentions: [String: Int] = [:]
    /// Of `mentions`, the uses as a member of another object than self (`editor.refresh()`,
    /// `[editor refresh:nil]`, not `self.refresh()` or `refresh()`); names with none are left out.
    public var mentionsOnOthers: [String: Int] = [:]
    /// The short one-line string literals (`StringLiterals`): names, and `prefix*` patterns of
    /// literals built at run time, with how often each occurs.
    public var strings: [String: Int] = [:]
    /// The type names the code of each type mentions (`TypeMentions`), each pair once.
    public var typeMentions: [TypeMention] = []
    /// The object-like macros an Objective-C or C file defines or undefines (`#define`, `#undef`).
    public var macros: [CodeMacro] = []
    public var diagnostics: [SourceDiagnostic] = []
    /// A Swift script (`#!/usr/bin/env swift` on its first line): run by itself, never a target's code.
    public var isScript = false

    public init(language: SourceLanguage) {
        self.language = language
    }
}

public enum SourceLanguage: String, Sendable {
    case swift
    case objc
}

/// A class, struct, enum, protocol or extension declaration (Objective-C: `@interface`,
/// `@implementation`, `@protocol`, categories as extensions).
public struct CodeType: Sendable, Equatable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, `extension`, `actor` }
    public var kind: Kind
    public var name: String
    /// The enclosing type's name for nested types (`Outer.Inner` has enclosing `Outer`).
    public var enclosingType: String?
    /// The first inherited type of a class (Swift: the first entry of the inheritance clause of a
    /// class is its superclass unless it is a protocol sbdb knows by name; Objective-C: `: Super`).
    public var superclass: String?
    /// Every other inherited type or adopted protocol, in source order.
    public var conformances: [String]
    /// `@IBDesignable` (Swift) or `IB_DESIGNABLE` (Objective-C).
    public var isDesignable: Bool
    /// The Objective-C runtime name `@objc(Name)` gives a Swift class, which IB files use.
    public var runtimeName: String?
    public var line: Int

    public init(
        kind: Kind, name: String, enclosingType: String? = nil, superclass: String? = nil,
        conformances: [String] = [], isDesignable: Bool = false, runtimeName: String? = nil, line: Int
    ) {
        self.kind = kind
        self.name = name
        self.enclosingType = enclosingType
        self.superclass = superclass
        self.conformances = conformances
        self.isDesignable = isDesignable
        self.runtimeName = runtimeName
        self.line = line
    }
}

/// An `@IBOutlet`, outlet collection, `@IBAction`, `@IBSegueAction` or `@IBInspectable` member.
public struct CodeMember: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case outlet
        case outletCollection = "outlet-collection"
        case action
        case segueAction = "segue-action"
        case inspectable
        /// A method the Objective-C runtime can call that is not an `@IBAction` (Swift `@objc func`,
        /// an Objective-C instance method): IB's target-action reaches it all the same.
        case method
        /// An Objective-C object property or instance variable without `IBOutlet`: a nib sets it
        /// by key-value coding all the same.
        case property
    }
    public var kind: Kind
    /// The type declaring it (an extension's extended type).
    public var owner: String
    public var name: String
    /// The Objective-C selector of an action (`buy:`, `clickWithSender:`); for an instance variable
    /// that `@synthesize name = variable` names, the property it backs; nil for other properties.
    public var selector: String?
    /// The class an outlet holds, as written without optionality or module (`UILabel` for
    /// `UIKit.UILabel!`; the element class of an outlet collection); nil when not written.
    public var type: String?
    public var line: Int

    /// Whether Interface Builder annotations declare it (outlets, actions, inspectables), rather
    /// than the runtime merely allowing IB to reach it (`method`, `property`).
    public var isAnnotated: Bool { kind != .method && kind != .property }

    public init(kind: Kind, owner: String, name: String, selector: String? = nil, type: String? = nil, line: Int) {
        self.kind = kind
        self.owner = owner
        self.name = name
        self.selector = selector
        self.type = type
        self.line = line
    }
}

/// An imported module: `import Updates`, `@import ChatKitViewController;`,
/// `#import <ShinyButton/ShinyButton.h>` (a quoted `#import "X.h"` imports a file, not a module).
public struct CodeImport: Sendable, Equatable {
    public var module: String
    public var line: Int

    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}

/// A place in code that names a nib, storyboard, scene, segue or reuse identifier.
public struct CodeReference: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case nib
        case storyboard
        case scene
        case segue
        case reuseIdentifier = "reuse-identifier"
        /// An image loaded by name: `UIImage(named:)`, `NSImage(named:)`, `Image(_:)`, `[UIImage imageNamed:]`.
        case image
        /// A colour loaded by name: `UIColor(named:)`, `NSColor(named:)`, `Color(_:)`, `[UIColor colorNamed:]`.
        case color
    }

    /// How the name is written, so it can be resolved once every file is read.
    public enum Value: Sendable, Equatable {
        /// A string literal.
        case literal(String)
        /// A constant by name: `StoryboardName.checkout`, `kFeedNib`, `.main` (with the type
        /// the call expects, e.g. `NSStoryboard.Name`, in `context`).
        case constant(name: String, context: String?)
        /// The enclosing class's own name (`String(describing: self)`, `NSStringFromClass([self class])`, …);
        /// `variesBySubclass` when it is read from the instance.
        case className(String, variesBySubclass: Bool)
        /// Anything else: a variable, a call, string interpolation; kept as written, never guessed.
        case dynamic
    }

    public var kind: Kind
    /// The API, e.g. `UINib(nibName:bundle:)`, `loadNibNamed(_:owner:options:)`, `[UIStoryboard storyboardWithName:bundle:]`.
    public var api: String
    public var value: Value
    /// The argument's source text, as written.
    public var sourceText: String
    /// The type whose code contains the call.
    public var enclosingType: String?
    /// True when the call passes `self` as the owner (`loadNibNamed(_, owner: self…)`,
    /// `instantiate(withOwner: self)`): the nib is loaded by, and included with, its owner.
    public var ownerIsSelf: Bool
    /// For a scene: the storyboard named in the same expression
    /// (`UIStoryboard(name: "Shop", bundle: nil).instantiateViewController(withIdentifier: "Cart")`).
    public var storyboard: Value?
    /// The method, function or property whose body makes the call (`loadNib` for a call inside
    /// `class func loadNib()`), which makes that member a helper when the name is its class's.
    public var enclosingMember: String?
    /// The class whose bundle the load reads (`Bundle(for: PTEConsoleLogger.self)`,
    /// `[NSBundle bundleForClass:[X class]]`); nil for nil, the main bundle, self's class or any other.
    public var bundleClass: String?
    /// The compilation condition the call is compiled under (`os(macOS) && !(DEBUG)`, the
    /// conditions of every `#if` clause around it, an earlier clause's negated); nil outside any.
    /// Evaluated per target when links are made (`CompilationCondition`).
    public var condition: String?
    public var line: Int

    public init(
        kind: Kind, api: String, value: Value, sourceText: String, enclosingType: String?,
        ownerIsSelf: Bool = false, storyboard: Value? = nil, enclosingMember: String? = nil,
        bundleClass: String? = nil, line: Int
    ) {
        self.kind = kind
        self.api = api
        self.value = value
        self.sourceText = sourceText
        self.enclosingType = enclosingType
        self.ownerIsSelf = ownerIsSelf
        self.storyboard = storyboard
        self.enclosingMember = enclosingMember
        self.bundleClass = bundleClass
        self.line = line
    }

    /// The `api` of a view controller created without a nib name, which UIKit and AppKit
    /// answer by loading a nib named after the class (ib-links.md §4.4).
    public static let implicitNibAPI = "init(nibName: nil)"

    /// Whether a class created without a nib name (`Foo()`, `[[Foo alloc] init]`) may be a view
    /// controller of the repository, to be decided by its class chain when links are made:
    /// framework classes (`UIView`, `NSMutableArray`) and the standard library's types are not.
    public static func mayBeViewController(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        if frameworkTypes.contains(name) { return false }
        return !frameworkPrefixes.contains {
            name.hasPrefix($0) && name.count > $0.count
                && name.unicodeScalars.dropFirst($0.count).first.map { $0.properties.isUppercase } == true
        }
    }

    private static let frameworkPrefixes = [
        "UI", "NS", "CG", "CA", "CI", "AV", "MK", "WK", "SK", "SCN", "PH", "CL", "CN", "EK", "GK", "HK", "MF",
        "SF", "QL", "PK", "AS", "UN", "LA", "CK", "CM", "CT", "MT", "NW", "OS", "SC", "VN",
    ]

    private static let frameworkTypes: Set<String> = [
        "Date", "Data", "URL", "URLRequest", "UUID", "Set", "Array", "Dictionary", "String", "Substring", "Int",
        "Double", "Float", "Bool", "Character", "Decimal", "Calendar", "Locale", "TimeZone", "DateFormatter",
        "NumberFormatter", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "OperationQueue", "NotificationCenter",
        "FileManager", "UserDefaults", "Bundle", "ProcessInfo", "Timer", "RunLoop", "Thread", "Task", "Mutex",
        "IndexPath", "IndexSet", "CharacterSet", "Measurement", "Progress", "Void", "Never", "Any", "AnyObject",
        "ObservableObject", "Published", "State", "Binding", "Color", "Image", "Text", "View", "Font",
    ]

    /// Properties a view or window controller overrides to name the nib it loads: a reference
    /// from an override has the api `-[Class nibName]` (Objective-C) or `override var nibName`
    /// (Swift), and its enclosing type is the class.
    public static let nameOverrides: Set<String> = ["nibName", "windowNibName"]

    /// A name asked of self (`[self mainNibName]`) is the constant `self.-mainNibName`; each
    /// class's method of that name gives constants `Class.-mainNibName`.
    public static let providerPrefix = "-"
    /// A provider's value that is the class of self (`NSStringFromClass([self class])`).
    public static let classOfSelf = "$(CLASS)"
    /// A provider's result that asks a class for a name: `$(ASK ImageCell.reuseIdentifier)` is the
    /// constant of that name or what ImageCell's provider gives (`SwiftFactsVisitor+Cases`).
    public static let askedPrefix = "$(ASK "
    /// A provider's result sbdb cannot read: the provider gives no bound.
    public static let unboundedResult = "$(UNBOUND)"

    /// The name under which the values passed to one parameter of a function are kept: the
    /// function's base name, `#`, then the argument label, or `_` and the position for an
    /// unlabelled one (`windowControllerWithName#_0`, `show#storyboard`); an initializer is
    /// `Type.init`; an Objective-C method is its selector (`loadWithName:bundle:#0`). Labels
    /// rather than positions keep defaulted parameters and trailing closures apart.
    public static func argumentKey(function: String, label: String?, position: Int) -> String {
        if let label, label != "_" { return "\(function)#\(label)" }
        return "\(function)#_\(position)"
    }

    /// What a function returns when called with `argument` (`withRTLSuffix:#return(Login)`), or
    /// with arguments sbdb does not read (`Name()#return`): the values of the constants
    /// `function#return`, the first argument put for `$(0)`.
    public static func returnKey(function: String, argument: String?) -> String {
        argument.map { "\(function)#return(\($0))" } ?? "\(function)#return"
    }

    /// The end of an `@IBInspectable` string property's key (`PlayingView.nibName#inspectable`):
    /// its values are its default (a `code_arguments` row) and what IB files set for it.
    public static let inspectableSuffix = "#inspectable"

    /// The key of an `@IBInspectable` string property of `type`.
    public static func inspectableKey(type: String, property: String) -> String { "\(type).\(property)\(inspectableSuffix)" }

    /// The class and property an `inspectableKey` names; nil for any other name.
    public static func inspectableProperty(ofKey key: String) -> (type: String, property: String)? {
        guard key.hasSuffix(inspectableSuffix), let dot = key.firstIndex(of: ".") else { return nil }
        return (String(key[..<dot]), String(key[key.index(after: dot)...].dropLast(inspectableSuffix.count)))
    }

    /// Whether a constant's name is an `argumentKey` (or a `returnKey`).
    public static func isArgumentKey(_ name: String) -> Bool { name.contains("#") }

    /// Whether a string literal passed to a function may be a nib, storyboard or scene name worth
    /// keeping: a word of letters, digits and `_ - + . ~`, not a sentence or a path.
    public static func mayBeName<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard let first = bytes.first, bytes.count <= 100,
            (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A)
        else { return false }
        return bytes.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x7E
        }
    }

    /// A call of a member whose name says it loads a nib (`OrderCell.loadNib()`,
    /// `[HTMLPreviewView otr_viewFromNib]`, `instantiateFromNib()` inside another helper): when the
    /// member is a class-name helper, one whose body loads the nib named after the class of self
    /// (directly or through another helper), the call loads the nib named after its receiver.
    public static func helperAPI(_ member: String) -> String { helperAPIPrefix + member }
    public static let helperAPIPrefix = "class-name helper "

    /// Whether a member's name says it may load a nib (`loadNib`, `otr_viewFromNib`,
    /// `registerCellClass`, `instantiate…`): only such calls are recorded as helper calls, and a
    /// call links only when the member turns out to be a class-name helper.
    public static func namesANibHelper(_ member: String) -> Bool {
        // Byte by byte, without a lowercased copy: this runs for every call.
        let bytes = member.utf8
        if bytes.starts(with: "register".utf8) || bytes.starts(with: "instantiate".utf8)
            || bytes.starts(with: "Register".utf8) || bytes.starts(with: "Instantiate".utf8)
        {
            return true
        }
        var iterator = bytes.makeIterator()
        var window: (UInt8, UInt8, UInt8) = (0, 0, 0)
        while let byte = iterator.next() {
            window = (window.1, window.2, byte | 0x20)  // ASCII lower case
            if window == (0x6E, 0x69, 0x62) { return true }  // "nib"
        }
        return false
    }

    /// XLForm's registry of row types (`[XLFormViewController cellClassesForRowDescriptorTypes]`):
    /// a type registered with a string (`@"Bundle.bundle/Name"`) is made from the nib of that name
    /// when one exists in the bundle, from the class otherwise.
    public static let xlFormRegistryAPI = "XLForm cellClassesForRowDescriptorTypes"

    /// The end of a load's `api` when code checks that the nib exists before loading it
    /// (`SwiftFactsVisitor.isGuardedByExistence`): it links only to a nib that exists.
    public static let whenNibExistsSuffix = " when the nib exists"

    /// NSCollectionView's calls that, when nothing is registered for the identifier, load the nib
    /// named after it: such a reference links only to a nib that exists, like an implicit nib.
    public static let identifierNibAPIs = [
        "makeItem(withIdentifier:for:)", "makeSupplementaryView(ofKind:withIdentifier:for:)",
    ]
}

/// A string constant others may name: `static let checkout = "Checkout"` in `enum StoryboardName`
/// (name `StoryboardName.checkout`), a global `let`, `static NSString * const X = @"…"`.
public struct CodeConstant: Sendable, Equatable {
    /// The qualified name (`StoryboardName.checkout`, `NSStoryboard.Name.main`) or a global's name.
    public var name: String
    public var value: String
    public var line: Int

    public init(name: String, value: String, line: Int) {
        self.name = name
        self.value = value
        self.line = line
    }
}

/// `#define NAME body` or `#undef NAME` of a C-family file; a function-like macro (`NAME(x)`) is
/// none. What a compilation condition (`#if NAME`, `defined(NAME)`) reads from the repository's
/// headers.
public struct CodeMacro: Sendable, Equatable {
    public var name: String
    /// The replacement, its tokens separated by single spaces (`(TARGET_OS_IOS || TARGET_OS_TV)`,
    /// `1`, '' for `#define NAME`); nil for `#undef NAME`.
    public var body: String?
    /// The condition of the `#if` clauses around the directive, as `CodeReference.condition`.
    public var condition: String?
    public var line: Int

    public init(name: String, body: String?, condition: String? = nil, line: Int) {
        self.name = name
        self.body = body
        self.condition = condition
        self.line = line
    }
}

/// Something the scanner could not read.
public struct SourceDiagnostic: Sendable, Equatable {
    public var line: Int
    public var message: String
    /// The diagnostic's code in the `diagnostics` table; nil for `source-scan`.
    public var code: String?

    public init(line: Int, message: String, code: String? = nil) {
        self.line = line
        self.message = message
        self.code = code
    }

    /// A file too large to read (`max_source_bytes`), said on stderr as well as in the table.
    public static let tooLargeCode = "source-too-large"
    /// A file whose string interpolations nest too deeply to parse, said likewise.
    public static let tooDeepCode = "source-too-deep"
    /// The codes of files recorded but not read, said on stderr too.
    public static let notReadCodes: Set<String> = [tooLargeCode, tooDeepCode]
}
