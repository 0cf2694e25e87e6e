import IBParsing
import SBDBStore

// The tables of what a parsed IB document attaches to its objects, and of its
// document-level elements, one contract each.

enum RuntimeAttributesContract: DocumentContract {
    typealias Item = IBRuntimeAttribute
    static let table = "runtime_attributes"
    static let statement = RowStatement.runtimeAttributes

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("view_id", to: .views, .null) { $0.owner }
        c.text("key_path", .notNull) { $0.keyPath }
        c.text("type", .null) { $0.type }
        c.text("value", .null) { $0.value }
        c.integer("line", .notNull) { $0.line }
    }
}

/// A storyboard reference with its object, whose scene and element it repeats.
struct StoryboardReferenceItem {
    let reference: IBStoryboardReference
    let object: IBObject
}

enum StoryboardReferencesContract: DocumentContract {
    typealias Item = StoryboardReferenceItem
    static let table = "storyboard_references"
    static let statement = RowStatement.storyboardReferences

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("scene_id", to: .scenes, .null) { $0.object.scene }
        c.reference("view_id", to: .views, .notNull) { $0.reference.object }
        c.text("element", .notNull) { $0.object.element }
        c.text("storyboard_name", .null) { $0.reference.storyboardName.nonEmpty }
        c.text("referenced_identifier", .null) { $0.reference.referencedIdentifier.nonEmpty }
        c.text("bundle_identifier", .null) { $0.reference.bundleIdentifier.nonEmpty }
        c.integer("line", .notNull) { $0.reference.line }
    }
}

/// A placeholder with its object, whose id and class it repeats.
struct PlaceholderItem {
    let placeholder: IBPlaceholder
    let object: IBObject
}

enum NibOwnersContract: DocumentContract {
    typealias Item = PlaceholderItem
    static let table = "nib_owners"
    static let statement = RowStatement.nibOwners

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("view_id", to: .views, .notNull) { $0.placeholder.object }
        c.text("role", .notNull) { $0.placeholder.role.rawValue }
        c.text("ib_id", .null) { $0.object.ibID }
        c.text("custom_class", .null) { $0.object.customClass }
        c.text("custom_module", .null) { $0.object.customModule }
        c.integer("line", .notNull) { $0.placeholder.line }
    }
}

/// A designable hint with the first object of its id, if any.
struct DesignableItem {
    let hint: IBDesignableHint
    let object: Int?
}

enum DesignablesContract: DocumentContract {
    typealias Item = DesignableItem
    static let table = "designables"
    static let statement = RowStatement.designables

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("ib_id", .notNull) { $0.hint.objectID }
        c.reference("view_id", to: .views, .null) { $0.object }
        c.integer("line", .notNull) { $0.hint.line }
    }
}

enum ResourcesContract: DocumentContract {
    typealias Item = IBResource
    static let table = "resources"
    static let statement = RowStatement.resources

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("element", .notNull) { $0.element }
        c.text("name", .notNull) { $0.name }
        c.integer("line", .notNull) { $0.line }
        c.text("catalog", .null) { $0.catalog }
        c.flag("embedded", .notNull) { $0.isEmbedded }
    }
}

enum ResourceUsesContract: DocumentContract {
    typealias Item = IBResourceUse
    static let table = "resource_uses"
    static let statement = RowStatement.resourceUses

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("view_id", to: .views, .null) { $0.owner }
        c.text("kind", .notNull) { $0.kind.rawValue }
        c.text("name", .notNull) { $0.name }
        c.text("family", .null) { $0.family }
        c.text("property", .notNull) { $0.property }
        c.flag("system", .notNull) { $0.isSystem }
        c.integer("line", .notNull) { $0.line }
    }
}

enum LocalizableTextsContract: DocumentContract {
    typealias Item = IBLocalizableText
    static let table = "localizable_texts"
    static let statement = RowStatement.localizableTexts

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("view_id", to: .views, .null) { $0.owner }
        c.text("ib_id", .notNull) { $0.ibID }
        c.text("property", .notNull) { $0.property }
        c.text("text", .notNull) { $0.text }
        c.flag("shown", .notNull) { $0.isShown }
        c.integer("line", .notNull) { $0.line }
        c.flag("translate", .null) { $0.isTranslatable ? nil : false }
    }
}

enum AccessibilityContract: DocumentContract {
    typealias Item = IBAccessibility
    static let table = "accessibility"
    static let statement = RowStatement.accessibility
    /// An object with both an `<accessibility>` element and a system label has one row.
    static let onConflict: ConflictRule? = .fillNulls(key: "view_id", keeping: ["file_id", "line"])

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.reference("view_id", to: .views, .notNull) { $0.owner }
        c.text("identifier", .null) { $0.identifier }
        c.text("label", .null) { $0.label }
        c.text("hint", .null) { $0.hint }
        c.text("value", .null) { $0.value }
        c.flag("is_element", .null) { $0.isElement }
        c.text("system_label", .null) { $0.systemLabel }
        c.integer("line", .notNull) { $0.line }
    }
}

enum OtherElementsContract: DocumentContract {
    typealias Item = IBOtherElement
    static let table = "other_elements"
    static let statement = RowStatement.otherElements

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("element", .notNull) { $0.element }
        c.text("ib_id", .null) { $0.ibID }
        c.text("custom_class", .null) { $0.customClass }
        c.integer("line", .notNull) { $0.line }
    }
}

enum LegacyNibNamesContract: DocumentContract {
    typealias Item = IBLegacyNibName
    static let table = "legacy_nib_names"
    static let statement = RowStatement.legacyNibNames

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("nib_name", .notNull) { $0.nibName }
        c.integer("line", .notNull) { $0.line }
    }
}
