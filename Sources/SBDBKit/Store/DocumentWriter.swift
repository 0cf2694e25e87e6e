import GRDB
import IBParsing

/// Writes one parsed IB document into the tables of `Schema/0001-initial.sql`.
///
/// Objects are inserted in document order, so a parent's row id is known before its
/// children; scenes are inserted first and get their controller's row id afterwards.
struct DocumentWriter {
    let db: Database
    let fileID: Int64

    func write(_ document: IBDocument) throws {
        try writeDocumentRow(document)
        let sceneIDs = try writeScenes(document)
        let viewIDs = try writeViews(document, sceneIDs: sceneIDs)
        try linkControllers(document, sceneIDs: sceneIDs, viewIDs: viewIDs)
        try writeConnections(document, sceneIDs: sceneIDs, viewIDs: viewIDs)
        try writeSegues(document, sceneIDs: sceneIDs, viewIDs: viewIDs)
        try writeAttachments(document, sceneIDs: sceneIDs, viewIDs: viewIDs)
        try writeDocumentLevel(document, viewIDs: viewIDs)
    }

    private func writeDocumentRow(_ d: IBDocument) throws {
        var row = try PreparedWrite(db, """
            INSERT INTO documents (file_id, format, type, version, tools_version, system_version, target_runtime,
                platform, deployment, initial_view_controller, launch_screen, use_autolayout, use_trait_collections,
                use_safe_areas)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        row.bind(fileID)
        row.bind(d.format.rawValue)
        row.bind(d.type)
        row.bind(d.version)
        row.bind(d.toolsVersion)
        row.bind(d.systemVersion)
        row.bind(d.targetRuntime)
        row.bind(d.platform?.rawValue)
        row.bind(d.deployment)
        row.bind(d.initialViewController)
        row.bind(d.launchScreen)
        row.bind(d.useAutolayout)
        row.bind(d.useTraitCollections)
        row.bind(d.useSafeAreas)
        try row.run()
    }

    private func writeScenes(_ d: IBDocument) throws -> [Int64] {
        var statement = try PreparedWrite(db, """
            INSERT INTO scenes (file_id, ib_scene_id, controller_element, controller_ib_id, custom_class, custom_module,
                custom_module_provider, storyboard_identifier, restoration_identifier, title, user_label, is_initial, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(d.scenes.count)
        for scene in d.scenes {
            let c = scene.controller.map { d.objects[$0] }
            statement.bind(fileID)
            statement.bind(scene.sceneID)
            statement.bind(c?.element)
            statement.bind(c?.ibID)
            statement.bind(c?.customClass)
            statement.bind(c?.customModule)
            statement.bind(c?.customModuleProvider)
            statement.bind(c?.sceneIdentifier)
            statement.bind(c?.effectiveRestorationIdentifier)
            statement.bind(c?.title)
            statement.bind(scene.userLabel ?? c?.userLabel)
            statement.bind(scene.isInitial)
            statement.bind(scene.line)
            try statement.run()
            ids.append(statement.insertedRowID)
        }
        return ids
    }

    private func writeViews(_ d: IBDocument, sceneIDs: [Int64]) throws -> [Int64] {
        var statement = try PreparedWrite(db, """
            INSERT INTO views (file_id, scene_id, parent_id, element, ib_id, ib_key, custom_class, custom_module,
                custom_module_provider, user_label, title, storyboard_identifier, restoration_identifier,
                reuse_identifier, placeholder_identifier, scene_member, identifier, depth, constraint_count, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(d.objects.count)
        for o in d.objects {
            statement.bind(fileID)
            statement.bind(o.scene.map { sceneIDs[$0] })
            statement.bind(o.parent.map { ids[$0] })
            statement.bind(o.element)
            statement.bind(o.ibID)
            statement.bind(o.key)
            statement.bind(o.customClass)
            statement.bind(o.customModule)
            statement.bind(o.customModuleProvider)
            statement.bind(o.userLabel)
            statement.bind(o.title)
            statement.bind(o.storyboardIdentifier)
            statement.bind(o.effectiveRestorationIdentifier)
            statement.bind(o.reuseIdentifier)
            statement.bind(o.placeholderIdentifier)
            statement.bind(o.sceneMemberID)
            statement.bind(o.identifier)
            statement.bind(o.depth)
            statement.bind(o.constraintCount)
            statement.bind(o.line)
            try statement.run()
            ids.append(statement.insertedRowID)
        }
        return ids
    }

    private func linkControllers(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        var statement = try PreparedWrite(db, "UPDATE scenes SET controller_view_id = ? WHERE id = ?")
        for (index, scene) in d.scenes.enumerated() {
            guard let controller = scene.controller else { continue }
            statement.bind(viewIDs[controller])
            statement.bind(sceneIDs[index])
            try statement.run()
        }
    }

    private func writeConnections(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        var outlets = try PreparedWrite(db, """
            INSERT INTO outlets (file_id, scene_id, kind, owner_view_id, owner_element, owner_class, property, selector,
                event_type, collection_class, destination_ib_id, destination_view_id, destination_element,
                destination_class, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var bindings = try PreparedWrite(db, """
            INSERT INTO bindings (file_id, owner_view_id, name, key_path, destination_ib_id, destination_view_id, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for c in d.connections {
            let owner = c.owner.map { d.objects[$0] }
            let destination = c.destination.map { d.objects[$0] }
            if c.kind == .binding {
                bindings.bind(fileID)
                bindings.bind(c.owner.map { viewIDs[$0] })
                bindings.bind(c.bindingName)
                bindings.bind(c.keyPath)
                bindings.bind(c.destinationID)
                bindings.bind(c.destination.map { viewIDs[$0] })
                bindings.bind(c.ibID)
                bindings.bind(c.line)
                try bindings.run()
                continue
            }
            outlets.bind(fileID)
            outlets.bind(owner?.scene.map { sceneIDs[$0] })
            outlets.bind(c.kind.rawValue)
            outlets.bind(c.owner.map { viewIDs[$0] })
            outlets.bind(owner?.element)
            outlets.bind(owner?.customClass)
            outlets.bind(c.property)
            outlets.bind(c.selector)
            outlets.bind(c.eventType)
            outlets.bind(c.collectionClass)
            outlets.bind(c.destinationID)
            outlets.bind(c.destination.map { viewIDs[$0] })
            outlets.bind(destination?.element)
            outlets.bind(destination?.customClass)
            outlets.bind(c.ibID)
            outlets.bind(c.line)
            try outlets.run()
        }
    }

    private func writeSegues(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        var statement = try PreparedWrite(db, """
            INSERT INTO segues (file_id, scene_id, source_view_id, kind, relationship, identifier, custom_class,
                custom_module, destination_ib_id, destination_view_id, destination_scene_id, destination_element,
                destination_creation_selector, unwind_action, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for s in d.segues {
            let destination = s.destination.map { d.objects[$0] }
            statement.bind(fileID)
            statement.bind(s.scene.map { sceneIDs[$0] })
            statement.bind(s.source.map { viewIDs[$0] })
            statement.bind(s.kind)
            statement.bind(s.relationship)
            statement.bind(s.identifier)
            statement.bind(s.customClass)
            statement.bind(s.customModule)
            statement.bind(s.destinationID)
            statement.bind(s.destination.map { viewIDs[$0] })
            statement.bind(destination?.scene.map { sceneIDs[$0] })
            statement.bind(destination?.element)
            statement.bind(s.destinationCreationSelector)
            statement.bind(s.unwindAction)
            statement.bind(s.ibID)
            statement.bind(s.line)
            try statement.run()
        }
    }

    private func writeAttachments(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        var attributes = try PreparedWrite(db, """
            INSERT INTO runtime_attributes (file_id, view_id, key_path, type, value, line) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for a in d.runtimeAttributes {
            attributes.bind(fileID)
            attributes.bind(a.owner.map { viewIDs[$0] })
            attributes.bind(a.keyPath)
            attributes.bind(a.type)
            attributes.bind(a.value)
            attributes.bind(a.line)
            try attributes.run()
        }
        var references = try PreparedWrite(db, """
            INSERT INTO storyboard_references (file_id, scene_id, view_id, element, storyboard_name,
                referenced_identifier, bundle_identifier, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for r in d.storyboardReferences {
            let object = d.objects[r.object]
            references.bind(fileID)
            references.bind(object.scene.map { sceneIDs[$0] })
            references.bind(viewIDs[r.object])
            references.bind(object.element)
            references.bind(r.storyboardName.nonEmpty)
            references.bind(r.referencedIdentifier.nonEmpty)
            references.bind(r.bundleIdentifier.nonEmpty)
            references.bind(r.line)
            try references.run()
        }
        var owners = try PreparedWrite(db, """
            INSERT INTO nib_owners (file_id, view_id, role, ib_id, custom_class, custom_module, line)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for p in d.placeholders {
            let object = d.objects[p.object]
            owners.bind(fileID)
            owners.bind(viewIDs[p.object])
            owners.bind(p.role.rawValue)
            owners.bind(object.ibID)
            owners.bind(object.customClass)
            owners.bind(object.customModule)
            owners.bind(p.line)
            try owners.run()
        }
    }

    private func writeDocumentLevel(_ d: IBDocument, viewIDs: [Int64]) throws {
        if !d.designables.isEmpty {
            var byID: [String: Int64] = [:]
            for (index, object) in d.objects.enumerated() {
                if let id = object.ibID, byID[id] == nil { byID[id] = viewIDs[index] }
            }
            var statement = try PreparedWrite(db, """
                INSERT INTO designables (file_id, ib_id, view_id, line) VALUES (?, ?, ?, ?)
                """)
            for hint in d.designables {
                statement.bind(fileID)
                statement.bind(hint.objectID)
                statement.bind(byID[hint.objectID])
                statement.bind(hint.line)
                try statement.run()
            }
        }
        var resources = try PreparedWrite(db, "INSERT INTO resources (file_id, element, name, line) VALUES (?, ?, ?, ?)")
        for r in d.resources {
            resources.bind(fileID)
            resources.bind(r.element)
            resources.bind(r.name)
            resources.bind(r.line)
            try resources.run()
        }
        var others = try PreparedWrite(db, """
            INSERT INTO other_elements (file_id, element, ib_id, custom_class, line) VALUES (?, ?, ?, ?, ?)
            """)
        for o in d.otherElements {
            others.bind(fileID)
            others.bind(o.element)
            others.bind(o.ibID)
            others.bind(o.customClass)
            others.bind(o.line)
            try others.run()
        }
        var nibNames = try PreparedWrite(db, "INSERT INTO legacy_nib_names (file_id, nib_name, line) VALUES (?, ?, ?)")
        for n in d.legacyNibNames {
            nibNames.bind(fileID)
            nibNames.bind(n.nibName)
            nibNames.bind(n.line)
            try nibNames.run()
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
