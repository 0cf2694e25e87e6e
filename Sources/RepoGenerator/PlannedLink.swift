/// One link the generator planted: where it is, by which mechanism, where it leads, and the
/// problem sbdb must report for it (nil when it resolves). Mechanism names are sbdb's.
public struct PlannedLink: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var source: String
    public var mechanism: String
    public var target: String
    public var identifier: String?
    public var problem: String?

    public init(source: String, mechanism: String, target: String, identifier: String? = nil, problem: String? = nil) {
        self.source = source
        self.mechanism = mechanism
        self.target = target
        self.identifier = identifier
        self.problem = problem
    }

    /// `source|mechanism|target|identifier|problem`, with `NULL` for a missing value.
    public var description: String {
        [source, mechanism, target, identifier ?? "NULL", problem ?? "NULL"].joined(separator: "|")
    }

    public static func < (lhs: PlannedLink, rhs: PlannedLink) -> Bool { lhs.description < rhs.description }
}

/// The IB link mechanisms the generator plants between storyboards, one after another.
public enum StoryboardMechanism: String, CaseIterable, Sendable {
    case storyboardReference = "storyboard-reference"
    case includedStoryboard = "ib-included-storyboard"
    case includedThing = "ib-included-thing"
    case storyboardProxy = "grk-storyboard-proxy"
    case runtimeAttributes = "runtime-attributes"
    case storyboardLink = "rb-storyboard-link"
    case crossStoryboardSegue = "cross-storyboard-segue"
    case segueIdentifier = "segue-identifier"
}
