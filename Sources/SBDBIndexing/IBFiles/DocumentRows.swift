import IBParsing
import SBDBStore

/// The rows of one parsed IB document for the tables of `Schema/0001-initial.sql`, encoded
/// by the parse worker that read it (`EncodedRows`); the writer thread only binds and steps.
///
/// Objects are written in document order, so a parent's row id is known before its
/// children; scenes are written first and get their controller's row id afterwards. Scenes
/// and views record their row ids: reference `i` is scene `i`, and reference
/// `scenes.count + k` is object `k`.
struct DocumentRows {
    private var rows = EncodedRows()
    private let sceneCount: Int

    static func encode(_ document: IBDocument) -> EncodedRows {
        var encoder = DocumentRows(sceneCount: document.scenes.count)
        encoder.encode(document)
        return encoder.rows
    }

    private init(sceneCount: Int) { self.sceneCount = sceneCount }

    /// Encodes one row of `contract` for each item of `items`, read in place.
    private mutating func append<Contract: DocumentContract>(_ contract: Contract.Type, each items: [Contract.Item]) {
        items.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress else { return }
            for index in items.indices { rows.append(contract, base + index, sceneCount: sceneCount) }
        }
    }

    /// Encodes one row of `contract` from `item`.
    private mutating func append<Contract: DocumentContract>(_ contract: Contract.Type, _ item: Contract.Item) {
        withUnsafePointer(to: item) { rows.append(contract, $0, sceneCount: sceneCount) }
    }

    private mutating func encode(_ d: IBDocument) {
        append(DocumentsContract.self, d)
        for scene in d.scenes {
            append(ScenesContract.self, SceneItem(scene: scene, controller: scene.controller.map { d.objects[$0] }))
        }
        append(ViewsContract.self, each: d.objects)
        linkControllers(d)
        for c in d.connections {
            if c.kind == .binding {
                append(BindingsContract.self, c)
            } else {
                append(
                    OutletsContract.self,
                    ConnectionItem(
                        connection: c, owner: c.owner.map { d.objects[$0] }, destination: c.destination.map { d.objects[$0] }))
            }
        }
        for s in d.segues {
            append(SeguesContract.self, SegueItem(segue: s, destination: s.destination.map { d.objects[$0] }))
        }
        append(RuntimeAttributesContract.self, each: d.runtimeAttributes)
        for r in d.storyboardReferences {
            append(StoryboardReferencesContract.self, StoryboardReferenceItem(reference: r, object: d.objects[r.object]))
        }
        for p in d.placeholders {
            append(NibOwnersContract.self, PlaceholderItem(placeholder: p, object: d.objects[p.object]))
        }
        writeDesignables(d)
        append(ResourcesContract.self, each: d.resources)
        append(ResourceUsesContract.self, each: d.resourceUses)
        append(LocalizableTextsContract.self, each: d.localizableTexts)
        append(AccessibilityContract.self, each: d.accessibility)
        append(OtherElementsContract.self, each: d.otherElements)
        append(LegacyNibNamesContract.self, each: d.legacyNibNames)
    }

    /// Gives each scene the row id of its controller's view, known only once views are written.
    private mutating func linkControllers(_ d: IBDocument) {
        for (index, scene) in d.scenes.enumerated() {
            guard let controller = scene.controller else { continue }
            rows.begin(.sceneController)
            rows.bind(reference: sceneCount + controller)
            rows.bind(reference: index)
            rows.end()
        }
    }

    private mutating func writeDesignables(_ d: IBDocument) {
        guard !d.designables.isEmpty else { return }
        var byID: [String: Int] = [:]
        for (index, object) in d.objects.enumerated() {
            if let id = object.ibID, byID[id] == nil { byID[id] = index }
        }
        for hint in d.designables {
            append(DesignablesContract.self, DesignableItem(hint: hint, object: byID[hint.objectID]))
        }
    }
}

extension IBObject {
    /// The scene id: `storyboardIdentifier`, or `identifier` on watchOS controllers.
    package var sceneIdentifier: String? {
        storyboardIdentifier ?? (sceneMemberID == nil ? identifier : nil)
    }

    /// With "Use Storyboard ID" ticked, IB writes no restorationIdentifier: it equals the storyboard id.
    package var effectiveRestorationIdentifier: String? {
        restorationIdentifier ?? (usesStoryboardIdentifierAsRestorationIdentifier ? storyboardIdentifier : nil)
    }
}

extension Optional where Wrapped == String {
    /// IB writes `""` for a cleared field; treat it as absent.
    package var nonEmpty: String? {
        switch self {
        case .some(let value) where !value.isEmpty: return value
        default: return nil
        }
    }
}
