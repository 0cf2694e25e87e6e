import SourceParsing
import SBDBStore

// The tables of a Swift or Objective-C file's facts (`Schema/0003-code.sql` and later
// migrations), written by `SourceWriter`.

/// A declared type with what the row adds from its file: the module and the language.
struct CodeTypeItem {
    let type: CodeType
    let module: String?
    let language: String
}

enum ClassesContract: DirectContract {
    typealias Item = CodeTypeItem
    static let table = "classes"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("kind", .notNull) { $0.type.kind.rawValue }
        c.text("name", .notNull) { $0.type.name }
        c.text("enclosing_type", .null) { $0.type.enclosingType }
        c.text("superclass", .null) { $0.type.superclass }
        c.text("conformances", .null) { $0.type.conformances.isEmpty ? nil : $0.type.conformances.joined(separator: ", ") }
        c.text("module", .null) { $0.module }
        c.flag("is_designable", .notNull) { $0.type.isDesignable }
        c.text("language", .notNull) { $0.language }
        c.integer("line", .notNull) { $0.type.line }
        c.text("runtime_name", .null) { $0.type.runtimeName }
    }
}

enum CodeOutletsContract: DirectContract {
    typealias Item = CodeMember
    static let table = "code_outlets"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("class_name", .notNull) { $0.owner }
        c.text("kind", .notNull) { $0.kind.rawValue }
        c.text("name", .notNull) { $0.name }
        c.text("selector", .null) { $0.selector }
        c.integer("line", .notNull) { $0.line }
        c.text("type", .null) { $0.type }
    }
}

/// A name or string of a file and how often it occurs there.
struct CountedItem {
    let value: String
    let count: Int
}

/// A member-like name of a file, how often it occurs, and how often as another object's member.
struct MentionItem {
    let name: String
    let count: Int
    let onOthers: Int
}

enum CodeMentionsContract: DirectContract {
    typealias Item = MentionItem
    static let table = "code_mentions"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("name", .notNull) { $0.name }
        c.integer("count", .notNull) { $0.count }
        c.integer("on_others", .notNull) { $0.onOthers }
    }
}

enum TypeMentionsContract: DirectContract {
    typealias Item = TypeMention
    static let table = "type_mentions"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("type", .notNull) { $0.type ?? "" }
        c.text("names", .notNull) { $0.names.joined(separator: " ") }
    }
}

/// Written by source files and by resource files that hold strings (`ResourceFacts`).
enum CodeStringsContract: DirectContract {
    typealias Item = CountedItem
    static let table = "code_strings"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("value", .notNull) { $0.value }
        c.integer("count", .notNull) { $0.count }
    }
}

enum CodeImportsContract: DirectContract {
    typealias Item = CodeImport
    static let table = "code_imports"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("module", .notNull) { $0.module }
        c.integer("line", .notNull) { $0.line }
    }
}

/// Files included by a quoted path (`SourceFacts.includedFiles`).
enum CodeIncludesContract: DirectContract {
    typealias Item = CodeImport
    static let table = "code_includes"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("path", .notNull) { $0.module }
        c.integer("line", .notNull) { $0.line }
    }
}

enum CodeConstantsContract: DirectContract {
    typealias Item = CodeConstant
    static let table = "code_constants"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("name", .notNull) { $0.name }
        c.text("value", .notNull) { $0.value }
        c.integer("line", .notNull) { $0.line }
    }
}

enum CodeMacrosContract: DirectContract {
    typealias Item = CodeMacro
    static let table = "code_macros"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("name", .notNull) { $0.name }
        c.text("body", .null) { $0.body }
        c.text("condition", .null) { $0.condition }
        c.integer("line", .notNull) { $0.line }
    }
}

enum CodeArgumentsContract: DirectContract {
    typealias Item = CodeConstant
    static let table = "code_arguments"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("name", .notNull) { $0.name }
        c.text("value", .notNull) { $0.value }
        c.integer("line", .notNull) { $0.line }
    }
}

/// A reference with its value described once (`SourceWriter.describe`).
struct CodeReferenceItem {
    let reference: CodeReference
    let valueKind: String
    let value: String?
    let varies: Bool
}

enum CodeReferencesContract: DirectContract {
    typealias Item = CodeReferenceItem
    static let table = "code_references"
    static let insertSQL = makeInsertSQL()
    /// Known when links are made, from the targets that build the file (`CodeLinks`).
    static let filledElsewhere = ["compiled"]

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("kind", .notNull) { $0.reference.kind.rawValue }
        c.text("api", .notNull) { $0.reference.api }
        c.text("value_kind", .notNull) { $0.valueKind }
        c.text("value", .null) { $0.value }
        // Literals and class names are known now; constants are looked up across files later.
        c.text("resolved_value", .null) { $0.valueKind == "literal" || $0.valueKind == "class-name" ? $0.value : nil }
        c.flag("varies_by_subclass", .notNull) { $0.varies }
        c.text("storyboard_value", .null) { $0.reference.storyboard.map { SourceWriter.describe($0).value ?? "" } }
        c.text("source_text", .notNull) { $0.reference.sourceText }
        c.text("enclosing_type", .null) { $0.reference.enclosingType }
        c.flag("owner_is_self", .notNull) { $0.reference.ownerIsSelf }
        c.integer("line", .notNull) { $0.reference.line }
        c.text("enclosing_member", .null) { $0.reference.enclosingMember }
        c.text("bundle_class", .null) { $0.reference.bundleClass }
        c.text("condition", .null) { $0.reference.condition }
    }
}
