/// A link from a storyboard, before it is placed in XML.
public struct StoryboardLink: Sendable, Equatable {
    public var mechanism: String
    public var target: String
    public var identifier: String?
    public var problem: String?
    /// The target is a xib (`IBIncludedNib`, `incNib`).
    public var targetsNib = false
}

/// One storyboard: its scenes are `Scene0` (the initial one) to `Scene<n-1>`.
public struct StoryboardPlan: Sendable {
    public var index: Int
    public var name: String
    public var module: String
    public var path: String
    public var sceneCount: Int
    public var links: [StoryboardLink]
    /// The xib this storyboard includes with `IBIncludedNib` or `incNib`.
    public var nibLink: StoryboardLink?
}

/// What a xib is for, which decides who reaches it.
public enum XibKind: String, Sendable, CaseIterable {
    /// A table view cell a Swift view controller registers with `UINib(nibName:)`.
    case cell
    /// An `@IBDesignable` view that is the File's Owner of its own xib and loads it.
    case card
    /// A view included by a storyboard (`IBIncludedNib`, `incNib`).
    case panel
    /// A view whose class conforms to Reusable's `NibLoadable`.
    case badge
    /// A cell an Objective-C controller registers with `nibWithNibName:`.
    case row
    /// Nothing reaches it: `unused-nibs` lists it.
    case orphan

    static func forIndex(_ index: Int) -> XibKind {
        switch index % 10 {
        case 0...3: .cell
        case 4, 5: .card
        case 6: .panel
        case 7: .badge
        case 8: .row
        default: .orphan
        }
    }
}

public struct XibPlan: Sendable {
    public var index: Int
    public var name: String
    public var kind: XibKind
    public var module: String
    public var path: String
}

/// What a Swift file declares and which links it makes.
public enum SwiftRole: Sendable, Equatable {
    /// The class of a storyboard scene, registering these cell nibs.
    case scene(registers: [String])
    case cell
    case designable
    case nibLoadable
    /// Opens a scene with `UIStoryboard(name:).instantiateViewController(withIdentifier:)`.
    case coordinator(storyboard: String, scene: String)
    /// Conforms to `StoryboardInstantiable`, naming its storyboard and scene in constants.
    case instantiable(storyboard: String, scene: String)
    /// Models and services: code to scan, no links.
    case plain
}

public struct SwiftPlan: Sendable {
    public var name: String
    public var module: String
    public var path: String
    public var role: SwiftRole
}

/// An Objective-C controller (`path` + `.h`, `.m`) registering row nibs and opening a scene.
public struct ObjectiveCPlan: Sendable {
    public var name: String
    public var module: String
    public var path: String
    public var rows: [String]
    public var storyboard: String
    public var scene: String
}

public struct PlistPlan: Sendable {
    public var module: String
    public var path: String
    public var entries: [(key: String, value: String)]
    public var isExtension: Bool
}

/// Why a repository cannot be generated.
public enum GeneratorError: Error, CustomStringConvertible, Equatable {
    case shapeTooSmall(RepoShape)
    case tooFewSwiftFiles(needed: Int, shape: RepoShape)

    public var description: String {
        switch self {
        case .shapeTooSmall(let shape):
            "A repository needs at least 2 storyboards, 10 xibs and 1 Objective-C class; got \(shape.storyboards), \(shape.xibs) and \(shape.objectiveCClasses)."
        case .tooFewSwiftFiles(let needed, let shape):
            "\(shape.storyboards) storyboards and \(shape.xibs) xibs need at least \(needed) Swift files for their classes; got \(shape.swiftFiles). Raise the Swift file count."
        }
    }
}
