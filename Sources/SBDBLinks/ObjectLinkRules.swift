import GRDB
import SBDBCore

/// An IB object that may carry a link: its class, and its string runtime attributes.
struct LinkObject {
    let id: Int64
    let fileID: Int64
    let sceneID: Int64?
    let parentID: Int64?
    let element: String
    let customClass: String?
    let line: Int
    let restorationIdentifier: String?
    var attributes: [String: String] = [:]

    init(_ row: Row) {
        id = row[0]
        fileID = row[1]
        sceneID = row[2]
        parentID = row[3]
        element = row[4]
        customClass = row[5]
        line = row[6]
        restorationIdentifier = row[7]
    }

    /// View controllers of any kind (storyboard segregation works on every one).
    var isController: Bool { element.hasSuffix("Controller") || element == "controller" }
}

/// The link mechanisms that live on one object (ib-links.md §2): by class where the keyPaths
/// are generic (`storyboard`, `nib`, `id`, `controller`), by keyPath where the mechanism is
/// subclassed (IBIncludedThing) or class-free (storyboard segregation).
enum ObjectLinkRules {
    typealias Class = LinkExtractor.Class
    static let bundleFallback = "; an unknown bundle falls back to the main bundle"

    static func candidates(for object: LinkObject, rules: [SBDBConfiguration.LinkRule]) -> [LinkCandidate] {
        let a = object.attributes
        var result: [LinkCandidate] = []
        func add(
            _ mechanism: String, _ kind: LinkTargetKind, name: String?, identifier: String? = nil,
            bundle: String? = nil, initial: Bool = true, detail: String
        ) {
            result.append(
                LinkCandidate(
                    sourceFileID: object.fileID, sourceSceneID: object.sceneID, sourceViewID: object.id, line: object.line,
                    mechanism: mechanism, targetKind: kind, name: name, identifier: identifier, bundle: bundle,
                    defaultsToInitial: initial, detail: detail, problem: name == nil ? .unconfigured : nil))
        }
        switch object.customClass {
        case Class.includedStoryboard?:
            add(
                "ib-included-storyboard", .storyboard, name: a["storyboard"], identifier: a["sceneId"] ?? a["id"],
                detail: "keyPath storyboard" + (a["sceneId"] == nil && a["id"] != nil ? " (scene in the 2015 key id)" : ""))
        case Class.includedNib?:
            add(
                "ib-included-nib", .nib, name: a["nib"], initial: false,
                detail: "keyPath nib" + (a["controller"].map { ", controller \($0)" } ?? ""))
        case Class.grkProxy?:
            let metadata = GRKMetadata(object.restorationIdentifier ?? "")
            var detail = "restorationIdentifier \"\(object.restorationIdentifier ?? "")\""
            if metadata.scene != nil { detail += "; an unknown scene falls back to the initial view controller at run time" }
            if metadata.bundle != nil { detail += Self.bundleFallback }
            add(
                "grk-storyboard-proxy", .storyboard, name: metadata.storyboard, identifier: metadata.scene,
                bundle: metadata.bundle, detail: detail)
        case Class.rbLink?:
            // Like GRK, RBStoryboardLink silently falls back to the main bundle (ib-links.md §6.4).
            add(
                "rb-storyboard-link", .storyboard, name: a["storyboardName"], identifier: a["sceneIdentifier"], bundle: a["storyboardBundleIdentifier"],
                detail: "keyPath storyboardName" + (a["storyboardBundleIdentifier"] == nil ? "" : Self.bundleFallback))
        case Class.crossPlaceholder?:
            add(
                "cross-storyboard-segue", .storyboard, name: a["destinationStoryboardName"],
                identifier: a["destinationViewControllerIdentifier"], bundle: a["destinationStoryboardBundleIdentifier"],
                detail: "keyPath destinationStoryboardName")
        default:
            if let name = a["destinationStoryboardName"] {
                add(
                    "cross-storyboard-segue", .storyboard, name: name, identifier: a["destinationViewControllerIdentifier"],
                    bundle: a["destinationStoryboardBundleIdentifier"], detail: "keyPath destinationStoryboardName")
            }
        }
        let generation1 = object.customClass == Class.includedStoryboard || object.customClass == Class.includedNib
        if !generation1 {
            // IBIncludedThing and its subclasses: a storyboard beats a nib.
            if let storyboard = a["incStoryboard"] {
                add("ib-included-thing", .storyboard, name: storyboard, identifier: a["sceneId"], detail: "keyPath incStoryboard")
            } else if let nib = a["incNib"] {
                add(
                    "ib-included-thing", .nib, name: nib, initial: false,
                    detail: "keyPath incNib" + (a["nibController"].map { ", nibController \($0)" } ?? ""))
            }
        }
        // Storyboard segregation needs both keys; the XML attribute storyboardIdentifier is the
        // element's own id and is never read here.
        if object.isController, object.customClass != Class.rbLink,
            let name = a["storyboardName"], let identifier = a["storyboardIdentifier"]
        {
            add(
                "runtime-attributes", .storyboard, name: name, identifier: identifier, initial: false,
                detail: "keyPaths storyboardName and storyboardIdentifier")
        }
        for rule in rules {
            add(
                rule.mechanism, rule.targetIsNib ? .nib : .storyboard, name: a[rule.nameKeyPath],
                identifier: rule.identifierKeyPath.flatMap { a[$0] }, initial: !rule.targetIsNib,
                detail: "keyPath \(rule.nameKeyPath) (configured)")
        }
        return result
    }
}
