import IBParsing
import SBDBStore

// The tables of a parsed IB document's objects (`Schema/0001-initial.sql` and later
// migrations), one contract each; `DocumentRows` writes them in document order.

enum DocumentsContract: DocumentContract {
    typealias Item = IBDocument
    static let table = "documents"
    static let statement = RowStatement.documents

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("format", .notNull) { $0.format.rawValue }
        c.text("type", .null) { $0.type }
        c.text("version", .null) { $0.version }
        c.text("tools_version", .null) { $0.toolsVersion }
        c.text("system_version", .null) { $0.systemVersion }
        c.text("target_runtime", .null) { $0.targetRuntime }
        c.text("platform", .null) { $0.platform?.rawValue }
        c.text("deployment", .null) { $0.deployment }
        c.text("initial_view_controller", .null) { $0.initialViewController }
        c.flag("launch_screen", .notNull) { $0.launchScreen }
        c.flag("use_autolayout", .notNull) { $0.useAutolayout }
        c.flag("use_trait_collections", .notNull) { $0.useTraitCollections }
        c.flag("use_safe_areas", .notNull) { $0.useSafeAreas }
    }
}

/// A scene with its controller object, whose class and identifiers the scene row repeats.
struct SceneItem {
    let scene: IBScene
    let controller: IBObject?
}

enum ScenesContract: DocumentContract {
    typealias Item = SceneItem
    static let table = "scenes"
    static let statement = RowStatement.scenes
    static let records = true
    /// Known once the views are written (`RowStatement.sceneController`).
    static let filledElsewhere = ["controller_view_id"]

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("ib_scene_id", .null) { $0.scene.sceneID }
        c.text("controller_element", .null) { $0.controller?.element }
        c.text("controller_ib_id", .null) { $0.controller?.ibID }
        c.text("custom_class", .null) { $0.controller?.customClass }
        c.text("custom_module", .null) { $0.controller?.customModule }
        c.text("custom_module_provider", .null) { $0.controller?.customModuleProvider }
        c.text("storyboard_identifier", .null) { $0.controller?.sceneIdentifier }
        c.text("restoration_identifier", .null) { $0.controller?.effectiveRestorationIdentifier }
        c.text("title", .null) { $0.controller?.title }
        c.text("user_label", .null) { $0.scene.userLabel ?? $0.controller?.userLabel }
        c.flag("is_initial", .notNull) { $0.scene.isInitial }
        c.integer("line", .notNull) { $0.scene.line }
    }
}

enum ViewsContract: DocumentContract {
    typealias Item = IBObject
    static let table = "views"
    static let statement = RowStatement.views
    static let records = true

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("scene_id", to: .scenes, .null) { $0.scene }
        c.reference("parent_id", to: .views, .null) { $0.parent }
        c.text("element", .notNull) { $0.element }
        c.text("ib_id", .null) { $0.ibID }
        c.text("ib_key", .null) { $0.key }
        c.text("custom_class", .null) { $0.customClass }
        c.text("custom_module", .null) { $0.customModule }
        c.text("custom_module_provider", .null) { $0.customModuleProvider }
        c.text("user_label", .null) { $0.userLabel }
        c.text("title", .null) { $0.title }
        c.text("storyboard_identifier", .null) { $0.storyboardIdentifier }
        c.text("restoration_identifier", .null) { $0.effectiveRestorationIdentifier }
        c.text("reuse_identifier", .null) { $0.reuseIdentifier }
        c.text("placeholder_identifier", .null) { $0.placeholderIdentifier }
        c.text("scene_member", .null) { $0.sceneMemberID }
        c.text("identifier", .null) { $0.identifier }
        c.integer("depth", .notNull) { $0.depth }
        c.integer("constraint_count", .notNull) { $0.constraintCount }
        c.integer("hidden", .notNull) { $0.isHidden ? 1 : 0 }
        c.integer("visible_at_launch", .null) { $0.isVisibleAtLaunch.map { $0 ? 1 : 0 } }
        c.integer("line", .notNull) { $0.line }
    }
}

/// An outlet or action with the objects at its two ends, whose element and class it repeats.
struct ConnectionItem {
    let connection: IBConnection
    let owner: IBObject?
    let destination: IBObject?
}

enum OutletsContract: DocumentContract {
    typealias Item = ConnectionItem
    static let table = "outlets"
    static let statement = RowStatement.outlets

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("scene_id", to: .scenes, .null) { $0.owner?.scene }
        c.text("kind", .notNull) { $0.connection.kind.rawValue }
        c.reference("owner_view_id", to: .views, .null) { $0.connection.owner }
        c.text("owner_element", .null) { $0.owner?.element }
        c.text("owner_class", .null) { $0.owner?.customClass }
        c.text("property", .null) { $0.connection.property }
        c.text("selector", .null) { $0.connection.selector }
        c.text("event_type", .null) { $0.connection.eventType }
        c.text("collection_class", .null) { $0.connection.collectionClass }
        c.text("destination_ib_id", .null) { $0.connection.destinationID }
        c.reference("destination_view_id", to: .views, .null) { $0.connection.destination }
        c.text("destination_element", .null) { $0.destination?.element }
        c.text("destination_class", .null) { $0.destination?.customClass }
        c.text("ib_id", .null) { $0.connection.ibID }
        c.integer("line", .notNull) { $0.connection.line }
    }
}

enum BindingsContract: DocumentContract {
    typealias Item = IBConnection
    static let table = "bindings"
    static let statement = RowStatement.bindings

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("owner_view_id", to: .views, .null) { $0.owner }
        c.text("name", .null) { $0.bindingName }
        c.text("key_path", .null) { $0.keyPath }
        c.text("destination_ib_id", .null) { $0.destinationID }
        c.reference("destination_view_id", to: .views, .null) { $0.destination }
        c.text("ib_id", .null) { $0.ibID }
        c.integer("line", .notNull) { $0.line }
        c.text("selector", .null) { $0.selector }
    }
}

/// A segue with its destination object, whose scene and element it repeats.
struct SegueItem {
    let segue: IBSegue
    let destination: IBObject?
}

enum SeguesContract: DocumentContract {
    typealias Item = SegueItem
    static let table = "segues"
    static let statement = RowStatement.segues

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("scene_id", to: .scenes, .null) { $0.segue.scene }
        c.reference("source_view_id", to: .views, .null) { $0.segue.source }
        c.text("kind", .notNull) { $0.segue.kind }
        c.text("relationship", .null) { $0.segue.relationship }
        c.text("identifier", .null) { $0.segue.identifier }
        c.text("custom_class", .null) { $0.segue.customClass }
        c.text("custom_module", .null) { $0.segue.customModule }
        c.text("destination_ib_id", .null) { $0.segue.destinationID }
        c.reference("destination_view_id", to: .views, .null) { $0.segue.destination }
        c.reference("destination_scene_id", to: .scenes, .null) { $0.destination?.scene }
        c.text("destination_element", .null) { $0.destination?.element }
        c.text("destination_creation_selector", .null) { $0.segue.destinationCreationSelector }
        c.text("unwind_action", .null) { $0.segue.unwindAction }
        c.text("ib_id", .null) { $0.segue.ibID }
        c.integer("line", .notNull) { $0.segue.line }
    }
}
