import Diagnostics

/// Turns the SAX events of one Interface Builder file into an `IBDocument`.
///
/// Any element inside `<objects>` that has an `id` or a `customClass` becomes an object,
/// whatever its name, so elements sbdb has never heard of are kept, never dropped.
struct IBDocumentBuilder {
    private enum Role {
        case root, scenes, scene, objects, object, connections, connection, constraints
        case runtimeAttributes, runtimeAttribute(Int), runtimeValue(Int)
        /// A `<binding>` (its index in connections) and its `NSSelectorName` option.
        case binding(Int), bindingSelector(Int)
        case designables, resources, dependencies, legacyNibName, other
        /// An entry of `<resources>` (its index), whose children say whether IB embeds its image.
        case resourceEntry(Int)
        /// An object's `<accessibility>` element (its index in the collector).
        case accessibility(Int)
        /// `<string key="text">` holding an object's text: the object and the property.
        case localizableString(owner: Int, property: String, line: Int)
    }

    private struct Frame {
        var role: Role
        /// Nearest enclosing object, the owner of connections and runtime attributes.
        var object: Int?
        var scene: Int?
        var inObjects: Bool
    }

    private(set) var document = IBDocument()
    private var stack: [Frame] = []
    /// Names of the open elements, for the parent of an element kept as "other".
    private var elementNames: [String] = []
    private var text = ""
    private var sceneFallbackController: [Int: Int] = [:]
    private(set) var rootElement: String?
    /// The objects and connections of a legacy archive, read as they stream by.
    private var archive = LegacyArchiveReader()
    /// Resources, localizable texts and accessibility of the objects.
    private var collector = IBResourceCollector()

    var wantsText: Bool {
        if archive.wantsText { return true }
        switch stack.last?.role {
        case .legacyNibName?, .runtimeValue?, .bindingSelector?, .localizableString?: return true
        default: return false
        }
    }

    mutating func text(_ text: String) {
        if archive.wantsText { archive.text(text) }
        self.text += text
    }

    mutating func startElement(_ name: String, attributes attrs: Attributes, line: Int) {
        defer { elementNames.append(name) }
        guard let parent = stack.last else {
            startRoot(name, attrs, line: line)
            return
        }
        if document.format == .archive {
            startLegacy(name, attrs, line: line)
            return
        }
        if let role = startInContainer(name, attrs, parent: parent, line: line) {
            push(role, parent)
            return
        }
        switch name {
        case XML.scenes where isRoot(parent):
            push(.scenes, parent)
        case XML.scene where isRole(parent, .scenes):
            document.scenes.append(IBScene(sceneID: attrs[.sceneID], userLabel: attrs[.userLabel], line: line))
            stack.append(Frame(role: .scene, object: nil, scene: document.scenes.count - 1, inObjects: false))
        case XML.objects:
            stack.append(Frame(role: .objects, object: parent.object, scene: parent.scene, inObjects: true))
        case XML.connections:
            push(.connections, parent)
        case XML.constraints:
            push(.constraints, parent)
        case XML.runtimeAttributes:
            push(.runtimeAttributes, parent)
        case XML.designables where isRoot(parent):
            push(.designables, parent)
        case XML.resources where isRoot(parent):
            push(.resources, parent)
        case XML.dependencies where isRoot(parent):
            push(.dependencies, parent)
        default:
            if parent.inObjects, attrs.contains(.id) || attrs.contains(.customClass) {
                startObject(name, attrs, parent: parent, line: line)
                let index = document.objects.count - 1
                if case .accessibility(let entry)? = collector.element(
                    name, attrs, owner: index, ownerID: document.objects[index].ibID, isObject: true,
                    parent: document.objects[index].parent, line: line)
                {
                    stack[stack.count - 1].role = .accessibility(entry)
                }
            } else {
                if attrs.contains(.id) || attrs.contains(.customClass) {
                    recordOther(name, attrs, line: line)
                }
                push(startInObject(name, attrs, parent: parent, line: line), parent)
            }
        }
    }

    mutating func endElement(_ name: String) {
        _ = elementNames.popLast()
        if document.format == .archive, stack.count > 1 { archive.end() }
        guard let frame = stack.popLast() else { return }
        switch frame.role {
        case .scene:
            if let scene = frame.scene, document.scenes[scene].controller == nil {
                document.scenes[scene].controller = sceneFallbackController[scene]
            }
        case .bindingSelector(let index):
            let value = text.trimmedWhitespace
            if !value.isEmpty { document.connections[index].selector = value }
            text = ""
        case .legacyNibName:
            let value = text.trimmedWhitespace
            if !value.isEmpty { document.legacyNibNames.append(IBLegacyNibName(nibName: value, line: pendingLine)) }
            text = ""
        case .localizableString(let owner, let property, let line):
            if let id = document.objects[owner].ibID {
                collector.string(text, owner: owner, ownerID: id, property: property, line: line)
            }
            text = ""
        case .runtimeValue(let index):
            if document.runtimeAttributes[index].value == nil {
                let value = text.trimmedWhitespace
                if !value.isEmpty { document.runtimeAttributes[index].value = value }
            }
            text = ""
        default:
            break
        }
    }

    /// Resolves ids to indexes once the whole file is read.
    mutating func finish() -> IBDocument {
        if document.format == .archive { archive.finish(into: &document) }
        collector.finish(resources: document.resources)
        collector.markHiddenMenuTitles(document.objects)
        collector.markUntranslatable(document.objects)
        document.resourceUses = collector.uses
        document.localizableTexts = collector.texts
        document.accessibility = collector.accessibility
        var byID: [String: Int] = [:]
        byID.reserveCapacity(document.objects.count)
        for (index, object) in document.objects.enumerated() {
            if let id = object.ibID, byID[id] == nil { byID[id] = index }
        }
        for index in document.connections.indices {
            if let id = document.connections[index].destinationID { document.connections[index].destination = byID[id] }
        }
        for index in document.segues.indices {
            if let id = document.segues[index].destinationID { document.segues[index].destination = byID[id] }
        }
        if let initial = document.initialViewController {
            for index in document.scenes.indices {
                if let controller = document.scenes[index].controller, document.objects[controller].ibID == initial {
                    document.scenes[index].isInitial = true
                }
            }
        }
        return document
    }

    // MARK: - Elements

    private var pendingLine = 0

    private mutating func startRoot(_ name: String, _ attrs: Attributes, line: Int) {
        rootElement = name
        switch name {
        case XML.document:
            document.type = attrs[.type]
            document.version = attrs[.version]
            document.toolsVersion = attrs[.toolsVersion]
            document.systemVersion = attrs[.systemVersion]
            document.targetRuntime = attrs[.targetRuntime]
            document.initialViewController = attrs[.initialViewController]
            document.launchScreen = attrs[.launchScreen] == "YES"
            document.useAutolayout = attrs[.useAutolayout] == "YES"
            document.useTraitCollections = attrs[.useTraitCollections] == "YES"
            document.useSafeAreas = attrs[.useSafeAreas] == "YES"
        case XML.archive:
            document.format = .archive
            document.type = attrs[.type]
            document.version = attrs[.version]
            document.diagnostics.append(
                Diagnostic(
                    severity: .warning, code: "legacy-archive",
                    message:
                        "legacy Xcode 3 archive (\(attrs[.type] ?? "no type")); its objects, classes, outlets, actions, bindings and IBUINibName links are read, nothing else. Open and save it in a current Xcode to convert it.",
                    line: line))
        default:
            break
        }
        document.platform = IBPlatform(targetRuntime: document.targetRuntime, type: document.type)
        stack.append(Frame(role: .root, object: nil, scene: nil, inObjects: false))
    }

    private mutating func startLegacy(_ name: String, _ attrs: Attributes, line: Int) {
        archive.start(name, objectClass: attrs[.class], key: attrs[.key], id: attrs[.id], ref: attrs[.ref], line: line)
        if name == "string", attrs[.key] == XML.legacyNibNameKey {
            text = ""
            pendingLine = line
            stack.append(Frame(role: .legacyNibName, object: nil, scene: nil, inObjects: false))
        } else {
            stack.append(Frame(role: .other, object: nil, scene: nil, inObjects: false))
        }
    }

    /// Children of the containers whose elements are not objects: connections, constraints,
    /// runtime attributes, designables, resources, dependencies.
    private mutating func startInContainer(_ name: String, _ attrs: Attributes, parent: Frame, line: Int) -> Role? {
        switch parent.role {
        case .connections:
            startConnection(name, attrs, owner: parent.object, scene: parent.scene, line: line)
            if name == "binding", document.connections.last?.kind == .binding, document.connections.last?.line == line {
                return .binding(document.connections.count - 1)
            }
            return .connection
        case .connection:
            return .other  // nested peek-and-pop segues (`key="commit"`/`"preview"`) are not segues
        case .binding(let index):
            // `<dictionary key="options"><string key="NSSelectorName">open:</string>`: the
            // selector a target binding (doubleClickTarget, target) sends.
            if name == "string", attrs[.key] == "NSSelectorName" {
                text = ""
                return .bindingSelector(index)
            }
            return .binding(index)
        case .bindingSelector:
            return .other
        case .constraints:
            if name == XML.constraint, let owner = parent.object { document.objects[owner].constraintCount += 1 }
            return .other
        case .runtimeAttributes:
            guard name == XML.runtimeAttribute, let keyPath = attrs[.keyPath] else { return .other }
            document.runtimeAttributes.append(
                IBRuntimeAttribute(
                    owner: parent.object, keyPath: keyPath, type: attrs[.type], value: attrs[.value], line: line))
            return .runtimeAttribute(document.runtimeAttributes.count - 1)
        case .runtimeAttribute(let index):
            if document.runtimeAttributes[index].value == nil, name != "nil" {
                document.runtimeAttributes[index].value = attrs[.value] ?? attrs.flattened(excluding: "key")
            }
            text = ""
            return .runtimeValue(index)
        case .designables:
            if name == XML.designable, let id = attrs[.name] {
                document.designables.append(IBDesignableHint(objectID: id, line: line))
            }
            return .other
        case .resources:
            guard let resourceName = attrs[.name] else { return .other }
            let isSystem = name == "systemColor" || IBResourceCollector.isSystemCatalog(attrs[.catalog])
            document.resources.append(
                IBResource(
                    element: name, name: resourceName, catalog: isSystem ? "system" : nil, line: line))
            return .resourceEntry(document.resources.count - 1)
        case .resourceEntry(let index):
            if name == "mutableData" || name == "data" { document.resources[index].isEmbedded = true }
            return .other
        case .accessibility(let index):
            collector.accessibilityChild(name, attrs, index: index)
            return .other
        case .dependencies:
            if name == XML.deployment { document.deployment = attrs[.identifier] ?? document.deployment }
            return .other
        default:
            return nil
        }
    }

    /// An element inside an object that is not an object itself: what it names goes to the
    /// object around it.
    private mutating func startInObject(_ name: String, _ attrs: Attributes, parent: Frame, line: Int) -> Role {
        guard parent.inObjects, let owner = parent.object else { return .other }
        let ownerID = document.objects[owner].ibID
        if case .accessibility(let entry)? = collector.element(
            name, attrs, owner: owner, ownerID: ownerID, isObject: false, line: line)
        {
            return .accessibility(entry)
        }
        if name == "string", ownerID != nil, let key = attrs[.key], IBResourceCollector.stringTextKeys.contains(key) {
            text = ""
            return .localizableString(owner: owner, property: key, line: line)
        }
        return .other
    }

    private mutating func startConnection(_ name: String, _ attrs: Attributes, owner: Int?, scene: Int?, line: Int) {
        if name == XML.segue {
            // `<segue reference="…">` is a back-reference, not a segue; only a kind makes one.
            guard let kind = attrs[.kind], attrs[.reference] == nil else { return }
            document.segues.append(
                IBSegue(
                    ibID: attrs[.id], kind: kind, relationship: attrs[.relationship], identifier: attrs[.identifier],
                    customClass: attrs[.customClass], customModule: attrs[.customModule], source: owner, scene: scene,
                    destinationID: attrs[.destination], destinationCreationSelector: attrs[.destinationCreationSelector],
                    unwindAction: attrs[.unwindAction], line: line))
        } else if let kind = XML.connectionKinds[name] {
            document.connections.append(
                IBConnection(
                    kind: kind, ibID: attrs[.id], owner: owner, property: attrs[.property], selector: attrs[.selector],
                    // iOS writes `destination=`, macOS `target=`.
                    destinationID: attrs[.destination] ?? attrs[.target], eventType: attrs[.eventType],
                    collectionClass: attrs[.collectionClass], bindingName: kind == .binding ? attrs[.name] : nil,
                    keyPath: attrs[.keyPath], line: line))
        } else if attrs[.id] != nil {
            recordOther(name, attrs, line: line)
            // `<accessibilityConnection property="title" destination="…">`: another view is its title.
            if name == "accessibilityConnection", let owner, attrs[.property] == "title" {
                collector.accessibilityTitleElement(owner: owner, line: line)
            }
        }
    }

    private mutating func startObject(_ name: String, _ attrs: Attributes, parent: Frame, line: Int) {
        let index = document.objects.count
        let depth = parent.object.map { document.objects[$0].depth + 1 } ?? 0
        document.objects.append(
            IBObject(
                element: name, ibID: attrs[.id], key: attrs[.key], customClass: attrs[.customClass],
                customModule: attrs[.customModule], customModuleProvider: attrs[.customModuleProvider],
                userLabel: attrs[.userLabel], title: attrs[.title], storyboardIdentifier: attrs[.storyboardIdentifier],
                restorationIdentifier: attrs[.restorationIdentifier],
                usesStoryboardIdentifierAsRestorationIdentifier: attrs[.useStoryboardIdentifierAsRestorationIdentifier] == "YES",
                reuseIdentifier: attrs[.reuseIdentifier], placeholderIdentifier: attrs[.placeholderIdentifier],
                sceneMemberID: attrs[.sceneMemberID], identifier: attrs[.identifier],
                scene: parent.scene, parent: parent.object, depth: depth, line: line))
        if attrs[.hidden] == "YES" { document.objects[index].isHidden = true }
        if name == "window" || name == "panel" { document.objects[index].isVisibleAtLaunch = attrs[.visibleAtLaunch] != "NO" }
        if isRole(parent, .objects) {
            if let scene = parent.scene {
                if attrs[.sceneMemberID] == "viewController", document.scenes[scene].controller == nil {
                    document.scenes[scene].controller = index
                } else if attrs[.sceneMemberID] == nil, sceneFallbackController[scene] == nil {
                    // watchOS controllers have no sceneMemberID: the first object is the controller.
                    sceneFallbackController[scene] = index
                }
            } else if let role = placeholderRole(name, attrs) {
                document.placeholders.append(IBPlaceholder(object: index, role: role, line: line))
            }
        }
        if XML.storyboardPlaceholders.contains(name) {
            document.storyboardReferences.append(
                IBStoryboardReference(
                    object: index, storyboardName: attrs[.storyboardName], referencedIdentifier: attrs[.referencedIdentifier],
                    bundleIdentifier: attrs[.bundleIdentifier], line: line))
        }
        stack.append(Frame(role: .object, object: index, scene: parent.scene, inObjects: true))
    }

    private mutating func recordOther(_ name: String, _ attrs: Attributes, line: Int) {
        document.otherElements.append(
            IBOtherElement(
                element: name, ibID: attrs[.id], customClass: attrs[.customClass],
                parentElement: elementNames.last, line: line))
    }

    private mutating func push(_ role: Role, _ parent: Frame) {
        stack.append(Frame(role: role, object: parent.object, scene: parent.scene, inObjects: parent.inObjects))
    }

    private func isRoot(_ frame: Frame) -> Bool {
        if case .root = frame.role { return true }
        return false
    }

    private func isRole(_ frame: Frame, _ role: Role) -> Bool {
        switch (frame.role, role) {
        case (.scenes, .scenes), (.objects, .objects): return true
        default: return false
        }
    }
}
