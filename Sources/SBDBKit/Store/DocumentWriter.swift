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
        try db.cachedStatement(sql: """
            INSERT INTO documents (file_id, format, type, version, tools_version, system_version, target_runtime,
                platform, deployment, initial_view_controller, launch_screen, use_autolayout, use_trait_collections,
                use_safe_areas)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [
                fileID, d.format.rawValue, d.type, d.version, d.toolsVersion, d.systemVersion, d.targetRuntime,
                d.platform?.rawValue, d.deployment, d.initialViewController, d.launchScreen, d.useAutolayout,
                d.useTraitCollections, d.useSafeAreas,
            ])
    }

    private func writeScenes(_ d: IBDocument) throws -> [Int64] {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO scenes (file_id, ib_scene_id, controller_element, controller_ib_id, custom_class, custom_module,
                custom_module_provider, storyboard_identifier, restoration_identifier, title, user_label, is_initial, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(d.scenes.count)
        for scene in d.scenes {
            let c = scene.controller.map { d.objects[$0] }
            try statement.execute(arguments: [
                fileID, scene.sceneID, c?.element, c?.ibID, c?.customClass, c?.customModule, c?.customModuleProvider,
                c?.sceneIdentifier, c?.effectiveRestorationIdentifier, c?.title, scene.userLabel ?? c?.userLabel,
                scene.isInitial, scene.line,
            ])
            ids.append(db.lastInsertedRowID)
        }
        return ids
    }

    private func writeViews(_ d: IBDocument, sceneIDs: [Int64]) throws -> [Int64] {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO views (file_id, scene_id, parent_id, element, ib_id, ib_key, custom_class, custom_module,
                custom_module_provider, user_label, title, storyboard_identifier, restoration_identifier,
                reuse_identifier, placeholder_identifier, scene_member, identifier, depth, constraint_count, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(d.objects.count)
        for o in d.objects {
            try statement.execute(arguments: [
                fileID, o.scene.map { sceneIDs[$0] }, o.parent.map { ids[$0] }, o.element, o.ibID, o.key,
                o.customClass, o.customModule, o.customModuleProvider, o.userLabel, o.title, o.storyboardIdentifier,
                o.restorationIdentifier, o.reuseIdentifier, o.placeholderIdentifier, o.sceneMemberID, o.identifier,
                o.depth, o.constraintCount, o.line,
            ])
            ids.append(db.lastInsertedRowID)
        }
        return ids
    }

    private func linkControllers(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        let statement = try db.cachedStatement(sql: "UPDATE scenes SET controller_view_id = ? WHERE id = ?")
        for (index, scene) in d.scenes.enumerated() {
            guard let controller = scene.controller else { continue }
            try statement.execute(arguments: [viewIDs[controller], sceneIDs[index]])
        }
    }

    private func writeConnections(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        let outlets = try db.cachedStatement(sql: """
            INSERT INTO outlets (file_id, scene_id, kind, owner_view_id, owner_element, owner_class, property, selector,
                event_type, collection_class, destination_ib_id, destination_view_id, destination_element,
                destination_class, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let bindings = try db.cachedStatement(sql: """
            INSERT INTO bindings (file_id, owner_view_id, name, key_path, destination_ib_id, destination_view_id, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for c in d.connections {
            let owner = c.owner.map { d.objects[$0] }
            let destination = c.destination.map { d.objects[$0] }
            if c.kind == .binding {
                try bindings.execute(arguments: [
                    fileID, c.owner.map { viewIDs[$0] }, c.bindingName, c.keyPath, c.destinationID,
                    c.destination.map { viewIDs[$0] }, c.ibID, c.line,
                ])
                continue
            }
            try outlets.execute(arguments: [
                fileID, owner?.scene.map { sceneIDs[$0] }, c.kind.rawValue, c.owner.map { viewIDs[$0] },
                owner?.element, owner?.customClass, c.property, c.selector, c.eventType, c.collectionClass,
                c.destinationID, c.destination.map { viewIDs[$0] }, destination?.element, destination?.customClass,
                c.ibID, c.line,
            ])
        }
    }

    private func writeSegues(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO segues (file_id, scene_id, source_view_id, kind, relationship, identifier, custom_class,
                custom_module, destination_ib_id, destination_view_id, destination_scene_id, destination_element,
                destination_creation_selector, unwind_action, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for s in d.segues {
            let destination = s.destination.map { d.objects[$0] }
            try statement.execute(arguments: [
                fileID, s.scene.map { sceneIDs[$0] }, s.source.map { viewIDs[$0] }, s.kind, s.relationship, s.identifier,
                s.customClass, s.customModule, s.destinationID, s.destination.map { viewIDs[$0] },
                destination?.scene.map { sceneIDs[$0] }, destination?.element, s.destinationCreationSelector,
                s.unwindAction, s.ibID, s.line,
            ])
        }
    }

    private func writeAttachments(_ d: IBDocument, sceneIDs: [Int64], viewIDs: [Int64]) throws {
        let attributes = try db.cachedStatement(sql: """
            INSERT INTO runtime_attributes (file_id, view_id, key_path, type, value, line) VALUES (?, ?, ?, ?, ?, ?)
            """)
        for a in d.runtimeAttributes {
            try attributes.execute(arguments: [fileID, a.owner.map { viewIDs[$0] }, a.keyPath, a.type, a.value, a.line])
        }
        let references = try db.cachedStatement(sql: """
            INSERT INTO storyboard_references (file_id, scene_id, view_id, element, storyboard_name,
                referenced_identifier, bundle_identifier, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for r in d.storyboardReferences {
            let object = d.objects[r.object]
            try references.execute(arguments: [
                fileID, object.scene.map { sceneIDs[$0] }, viewIDs[r.object], object.element,
                r.storyboardName.nonEmpty, r.referencedIdentifier.nonEmpty, r.bundleIdentifier.nonEmpty, r.line,
            ])
        }
        let owners = try db.cachedStatement(sql: """
            INSERT INTO nib_owners (file_id, view_id, role, ib_id, custom_class, custom_module, line)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for p in d.placeholders {
            let object = d.objects[p.object]
            try owners.execute(arguments: [
                fileID, viewIDs[p.object], p.role.rawValue, object.ibID, object.customClass, object.customModule, p.line,
            ])
        }
    }

    private func writeDocumentLevel(_ d: IBDocument, viewIDs: [Int64]) throws {
        if !d.designables.isEmpty {
            var byID: [String: Int64] = [:]
            for (index, object) in d.objects.enumerated() {
                if let id = object.ibID, byID[id] == nil { byID[id] = viewIDs[index] }
            }
            let statement = try db.cachedStatement(sql: """
                INSERT INTO designables (file_id, ib_id, view_id, line) VALUES (?, ?, ?, ?)
                """)
            for hint in d.designables {
                try statement.execute(arguments: [fileID, hint.objectID, byID[hint.objectID], hint.line])
            }
        }
        let resources = try db.cachedStatement(sql: "INSERT INTO resources (file_id, element, name, line) VALUES (?, ?, ?, ?)")
        for r in d.resources {
            try resources.execute(arguments: [fileID, r.element, r.name, r.line])
        }
        let others = try db.cachedStatement(sql: """
            INSERT INTO other_elements (file_id, element, ib_id, custom_class, line) VALUES (?, ?, ?, ?, ?)
            """)
        for o in d.otherElements {
            try others.execute(arguments: [fileID, o.element, o.ibID, o.customClass, o.line])
        }
        let nibNames = try db.cachedStatement(sql: "INSERT INTO legacy_nib_names (file_id, nib_name, line) VALUES (?, ?, ?)")
        for n in d.legacyNibNames {
            try nibNames.execute(arguments: [fileID, n.nibName, n.line])
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
