/// The statements that write a parsed IB document's rows (`DocumentRows`), by number in
/// `EncodedRows`; the tables are those of `Schema/0001-initial.sql`.
enum RowStatement: Int, CaseIterable, Sendable {
    case documents, scenes, views, sceneController, outlets, bindings, segues, runtimeAttributes
    case storyboardReferences, nibOwners, designables, resources, otherElements, legacyNibNames
    case resourceUses, localizableTexts, accessibility

    var sql: String {
        switch self {
        case .documents:
            return """
            INSERT INTO documents (file_id, format, type, version, tools_version, system_version, target_runtime,
                platform, deployment, initial_view_controller, launch_screen, use_autolayout, use_trait_collections,
                use_safe_areas)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .scenes:
            return """
            INSERT INTO scenes (file_id, ib_scene_id, controller_element, controller_ib_id, custom_class, custom_module,
                custom_module_provider, storyboard_identifier, restoration_identifier, title, user_label, is_initial, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .views:
            return """
            INSERT INTO views (file_id, scene_id, parent_id, element, ib_id, ib_key, custom_class, custom_module,
                custom_module_provider, user_label, title, storyboard_identifier, restoration_identifier,
                reuse_identifier, placeholder_identifier, scene_member, identifier, depth, constraint_count, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .sceneController:
            return """
            UPDATE scenes SET controller_view_id = ? WHERE id = ?
            """
        case .outlets:
            return """
            INSERT INTO outlets (file_id, scene_id, kind, owner_view_id, owner_element, owner_class, property, selector,
                event_type, collection_class, destination_ib_id, destination_view_id, destination_element,
                destination_class, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .bindings:
            return """
            INSERT INTO bindings (file_id, owner_view_id, name, key_path, destination_ib_id, destination_view_id, ib_id, line,
                selector)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .segues:
            return """
            INSERT INTO segues (file_id, scene_id, source_view_id, kind, relationship, identifier, custom_class,
                custom_module, destination_ib_id, destination_view_id, destination_scene_id, destination_element,
                destination_creation_selector, unwind_action, ib_id, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .runtimeAttributes:
            return """
            INSERT INTO runtime_attributes (file_id, view_id, key_path, type, value, line) VALUES (?, ?, ?, ?, ?, ?)
            """
        case .storyboardReferences:
            return """
            INSERT INTO storyboard_references (file_id, scene_id, view_id, element, storyboard_name,
                referenced_identifier, bundle_identifier, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .nibOwners:
            return """
            INSERT INTO nib_owners (file_id, view_id, role, ib_id, custom_class, custom_module, line)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        case .designables:
            return """
            INSERT INTO designables (file_id, ib_id, view_id, line) VALUES (?, ?, ?, ?)
            """
        case .resources:
            return """
            INSERT INTO resources (file_id, element, name, line, catalog, embedded) VALUES (?, ?, ?, ?, ?, ?)
            """
        case .resourceUses:
            return """
            INSERT INTO resource_uses (file_id, view_id, kind, name, family, property, system, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
        case .localizableTexts:
            return """
            INSERT INTO localizable_texts (file_id, view_id, ib_id, property, text, shown, line) VALUES (?, ?, ?, ?, ?, ?, ?)
            """
        case .accessibility:
            return """
            INSERT INTO accessibility (file_id, view_id, identifier, label, hint, value, is_element, system_label, line)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (view_id) DO UPDATE SET identifier = coalesce(identifier, excluded.identifier),
                label = coalesce(label, excluded.label), hint = coalesce(hint, excluded.hint),
                value = coalesce(value, excluded.value), is_element = coalesce(is_element, excluded.is_element),
                system_label = coalesce(system_label, excluded.system_label)
            """
        case .otherElements:
            return """
            INSERT INTO other_elements (file_id, element, ib_id, custom_class, line) VALUES (?, ?, ?, ?, ?)
            """
        case .legacyNibNames:
            return """
            INSERT INTO legacy_nib_names (file_id, nib_name, line) VALUES (?, ?, ?)
            """
        }
    }
}
