import IBParsing

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

    /// The reference to object `index`'s row.
    private func view(_ index: Int) -> Int { sceneCount + index }

    private mutating func encode(_ d: IBDocument) {
        writeDocumentRow(d)
        writeScenes(d)
        writeViews(d)
        linkControllers(d)
        writeConnections(d)
        writeSegues(d)
        writeAttachments(d)
        writeDocumentLevel(d)
    }

    private mutating func writeDocumentRow(_ d: IBDocument) {
        rows.begin(.documents)
        rows.bindFileID()
        rows.bind(d.format.rawValue)
        rows.bind(d.type)
        rows.bind(d.version)
        rows.bind(d.toolsVersion)
        rows.bind(d.systemVersion)
        rows.bind(d.targetRuntime)
        rows.bind(d.platform?.rawValue)
        rows.bind(d.deployment)
        rows.bind(d.initialViewController)
        rows.bind(d.launchScreen)
        rows.bind(d.useAutolayout)
        rows.bind(d.useTraitCollections)
        rows.bind(d.useSafeAreas)
        rows.end()
    }

    private mutating func writeScenes(_ d: IBDocument) {
        for scene in d.scenes {
            let c = scene.controller.map { d.objects[$0] }
            rows.begin(.scenes, recording: true)
            rows.bindFileID()
            rows.bind(scene.sceneID)
            rows.bind(c?.element)
            rows.bind(c?.ibID)
            rows.bind(c?.customClass)
            rows.bind(c?.customModule)
            rows.bind(c?.customModuleProvider)
            rows.bind(c?.sceneIdentifier)
            rows.bind(c?.effectiveRestorationIdentifier)
            rows.bind(c?.title)
            rows.bind(scene.userLabel ?? c?.userLabel)
            rows.bind(scene.isInitial)
            rows.bind(scene.line)
            rows.end()
        }
    }

    private mutating func writeViews(_ d: IBDocument) {
        for o in d.objects {
            rows.begin(.views, recording: true)
            rows.bindFileID()
            rows.bind(reference: o.scene)
            rows.bind(reference: o.parent.map(view))
            rows.bind(o.element)
            rows.bind(o.ibID)
            rows.bind(o.key)
            rows.bind(o.customClass)
            rows.bind(o.customModule)
            rows.bind(o.customModuleProvider)
            rows.bind(o.userLabel)
            rows.bind(o.title)
            rows.bind(o.storyboardIdentifier)
            rows.bind(o.effectiveRestorationIdentifier)
            rows.bind(o.reuseIdentifier)
            rows.bind(o.placeholderIdentifier)
            rows.bind(o.sceneMemberID)
            rows.bind(o.identifier)
            rows.bind(o.depth)
            rows.bind(o.constraintCount)
            rows.bind(o.line)
            rows.end()
        }
    }

    private mutating func linkControllers(_ d: IBDocument) {
        for (index, scene) in d.scenes.enumerated() {
            guard let controller = scene.controller else { continue }
            rows.begin(.sceneController)
            rows.bind(reference: view(controller))
            rows.bind(reference: index)
            rows.end()
        }
    }

    private mutating func writeConnections(_ d: IBDocument) {
        for c in d.connections {
            let owner = c.owner.map { d.objects[$0] }
            let destination = c.destination.map { d.objects[$0] }
            if c.kind == .binding {
                rows.begin(.bindings)
                rows.bindFileID()
                rows.bind(reference: c.owner.map(view))
                rows.bind(c.bindingName)
                rows.bind(c.keyPath)
                rows.bind(c.destinationID)
                rows.bind(reference: c.destination.map(view))
                rows.bind(c.ibID)
                rows.bind(c.line)
                rows.bind(c.selector)
                rows.end()
                continue
            }
            rows.begin(.outlets)
            rows.bindFileID()
            rows.bind(reference: owner?.scene)
            rows.bind(c.kind.rawValue)
            rows.bind(reference: c.owner.map(view))
            rows.bind(owner?.element)
            rows.bind(owner?.customClass)
            rows.bind(c.property)
            rows.bind(c.selector)
            rows.bind(c.eventType)
            rows.bind(c.collectionClass)
            rows.bind(c.destinationID)
            rows.bind(reference: c.destination.map(view))
            rows.bind(destination?.element)
            rows.bind(destination?.customClass)
            rows.bind(c.ibID)
            rows.bind(c.line)
            rows.end()
        }
    }

    private mutating func writeSegues(_ d: IBDocument) {
        for s in d.segues {
            let destination = s.destination.map { d.objects[$0] }
            rows.begin(.segues)
            rows.bindFileID()
            rows.bind(reference: s.scene)
            rows.bind(reference: s.source.map(view))
            rows.bind(s.kind)
            rows.bind(s.relationship)
            rows.bind(s.identifier)
            rows.bind(s.customClass)
            rows.bind(s.customModule)
            rows.bind(s.destinationID)
            rows.bind(reference: s.destination.map(view))
            rows.bind(reference: destination?.scene)
            rows.bind(destination?.element)
            rows.bind(s.destinationCreationSelector)
            rows.bind(s.unwindAction)
            rows.bind(s.ibID)
            rows.bind(s.line)
            rows.end()
        }
    }

    private mutating func writeAttachments(_ d: IBDocument) {
        for a in d.runtimeAttributes {
            rows.begin(.runtimeAttributes)
            rows.bindFileID()
            rows.bind(reference: a.owner.map(view))
            rows.bind(a.keyPath)
            rows.bind(a.type)
            rows.bind(a.value)
            rows.bind(a.line)
            rows.end()
        }
        for r in d.storyboardReferences {
            let object = d.objects[r.object]
            rows.begin(.storyboardReferences)
            rows.bindFileID()
            rows.bind(reference: object.scene)
            rows.bind(reference: view(r.object))
            rows.bind(object.element)
            rows.bind(r.storyboardName.nonEmpty)
            rows.bind(r.referencedIdentifier.nonEmpty)
            rows.bind(r.bundleIdentifier.nonEmpty)
            rows.bind(r.line)
            rows.end()
        }
        for p in d.placeholders {
            let object = d.objects[p.object]
            rows.begin(.nibOwners)
            rows.bindFileID()
            rows.bind(reference: view(p.object))
            rows.bind(p.role.rawValue)
            rows.bind(object.ibID)
            rows.bind(object.customClass)
            rows.bind(object.customModule)
            rows.bind(p.line)
            rows.end()
        }
    }

    private mutating func writeDocumentLevel(_ d: IBDocument) {
        if !d.designables.isEmpty {
            var byID: [String: Int] = [:]
            for (index, object) in d.objects.enumerated() {
                if let id = object.ibID, byID[id] == nil { byID[id] = view(index) }
            }
            for hint in d.designables {
                rows.begin(.designables)
                rows.bindFileID()
                rows.bind(hint.objectID)
                rows.bind(reference: byID[hint.objectID])
                rows.bind(hint.line)
                rows.end()
            }
        }
        for r in d.resources {
            rows.begin(.resources)
            rows.bindFileID()
            rows.bind(r.element)
            rows.bind(r.name)
            rows.bind(r.line)
            rows.bind(r.catalog)
            rows.bind(r.isEmbedded)
            rows.end()
        }
        writeResourceUses(d)
        for o in d.otherElements {
            rows.begin(.otherElements)
            rows.bindFileID()
            rows.bind(o.element)
            rows.bind(o.ibID)
            rows.bind(o.customClass)
            rows.bind(o.line)
            rows.end()
        }
        for n in d.legacyNibNames {
            rows.begin(.legacyNibNames)
            rows.bindFileID()
            rows.bind(n.nibName)
            rows.bind(n.line)
            rows.end()
        }
    }
}

extension DocumentRows {
    private mutating func writeResourceUses(_ d: IBDocument) {
        for u in d.resourceUses {
            rows.begin(.resourceUses)
            rows.bindFileID()
            rows.bind(reference: u.owner.map(view))
            rows.bind(u.kind.rawValue)
            rows.bind(u.name)
            rows.bind(u.family)
            rows.bind(u.property)
            rows.bind(u.isSystem)
            rows.bind(u.line)
            rows.end()
        }
        for t in d.localizableTexts {
            rows.begin(.localizableTexts)
            rows.bindFileID()
            rows.bind(reference: view(t.owner))
            rows.bind(t.ibID)
            rows.bind(t.property)
            rows.bind(t.text)
            rows.bind(t.isShown)
            rows.bind(t.line)
            rows.end()
        }
        for a in d.accessibility {
            rows.begin(.accessibility)
            rows.bindFileID()
            rows.bind(reference: view(a.owner))
            rows.bind(a.identifier)
            rows.bind(a.label)
            rows.bind(a.hint)
            rows.bind(a.value)
            rows.bind(a.isElement)
            rows.bind(a.systemLabel)
            rows.bind(a.line)
            rows.end()
        }
    }
}

extension IBObject {
    /// The scene id: `storyboardIdentifier`, or `identifier` on watchOS controllers.
    var sceneIdentifier: String? {
        storyboardIdentifier ?? (sceneMemberID == nil ? identifier : nil)
    }

    /// With "Use Storyboard ID" ticked, IB writes no restorationIdentifier: it equals the storyboard id.
    var effectiveRestorationIdentifier: String? {
        restorationIdentifier ?? (usesStoryboardIdentifierAsRestorationIdentifier ? storyboardIdentifier : nil)
    }
}

extension Optional where Wrapped == String {
    /// IB writes `""` for a cleared field; treat it as absent.
    var nonEmpty: String? {
        switch self {
        case .some(let value) where !value.isEmpty: return value
        default: return nil
        }
    }
}
