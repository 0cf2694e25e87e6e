import Foundation

/// What kind of file a link needs.
enum LinkTargetKind: String, Sendable {
    case storyboard
    case nib
    /// A launch screen: a storyboard or a xib.
    case interface
}

/// Why a link does not resolve.
enum LinkProblem: String, Sendable {
    case missingFile = "missing-file"
    case missingScene = "missing-scene"
    case noInitialViewController = "no-initial-view-controller"
    case ambiguous
    case externalBundle = "external-bundle"
    case unconfigured
}

/// A link as read from the index, before its target is looked up.
struct LinkCandidate: Sendable, Equatable {
    var sourceFileID: Int64
    var sourceSceneID: Int64?
    var sourceViewID: Int64?
    var line: Int?
    var mechanism: String
    var targetKind: LinkTargetKind
    var name: String?
    var identifier: String?
    var bundle: String?
    /// True when no identifier means the target's initial view controller.
    var defaultsToInitial: Bool
    var detail: String?
    /// Set when the link is broken before lookup (no name at all).
    var problem: LinkProblem?
    /// For links made by code: the type whose code makes them; the link starts in the IB files using it.
    var sourceClass: String? = nil
    /// For links made by code: literal, constant, class-name, convention or implicit.
    var resolution: String? = nil
    /// The platform the linking call runs on (ios for UIKit's, macos for AppKit's), when its API
    /// says: among several files of one name, those of that platform compete.
    var platform: String? = nil
    /// For links made by code: the class whose bundle the load reads (`Bundle(for: X.self)`).
    var bundleClass: String? = nil
}

/// A candidate with its resolution.
struct ResolvedLink: Sendable, Equatable {
    var candidate: LinkCandidate
    var targetFileID: Int64?
    var targetSceneID: Int64?
    var problem: LinkProblem?
    var detail: String?
}

extension Optional where Wrapped == String {
    /// Trimmed, and nil when empty: IB writes `""` for a cleared field.
    var meaningful: String? {
        guard let value = self?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
