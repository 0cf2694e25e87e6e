import ResourceParsing
import SBDBStore

// The tables of resource files (`Schema/0014-resources.sql`), written by `ResourceFacts`.

enum AssetsContract: DirectContract {
    typealias Item = AssetRow
    static let table = "assets"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("catalog", .notNull) { $0.catalog }
        c.text("folder", .notNull) { $0.folder }
        c.text("parent", .null) { $0.parent }
        c.text("name", .notNull) { $0.name }
        c.text("kind", .notNull) { $0.kind }
        c.flag("provides_namespace", .notNull) { $0.contents.providesNamespace ?? false }
        c.integer("images", .notNull) { $0.contents.imageCount ?? 0 }
        c.text("identifier", .null) { AssetSymbols.identifier($0.name) }
        c.text("symbol", .null) { AssetSymbols.symbol($0.name, kind: $0.kind) }
    }
}

/// A font of a font file, with its place in the file (a collection holds several).
struct FontItem {
    let index: Int
    let font: FontNames
}

enum FontsContract: DirectContract {
    typealias Item = FontItem
    static let table = "fonts"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.integer("font_index", .notNull) { $0.index }
        c.text("postscript_name", .null) { $0.font.postScriptName }
        c.text("family", .null) { $0.font.family }
        c.text("subfamily", .null) { $0.font.subfamily }
        c.text("full_name", .null) { $0.font.fullName }
    }
}

enum StringTablesContract: DirectContract {
    typealias Item = StringTableRow
    static let table = "string_tables"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("format", .notNull) { $0.format }
        c.text("table_name", .notNull) { $0.tableName }
        c.text("language", .null) { $0.language }
        c.text("folder", .notNull) { $0.folder }
        c.text("source_language", .null) { $0.sourceLanguage }
    }
}

/// An entry of a strings file or a string catalog, as its row holds it.
struct StringsEntryItem {
    let language: String?
    let key: String
    let value: String?
    /// A catalog's state; nil for a strings file.
    let state: String?
    let comment: String?
    /// 0 when a catalog says not to translate the key; nil otherwise.
    let translate: Int?
    let line: Int?
}

enum StringsEntriesContract: DirectContract {
    typealias Item = StringsEntryItem
    static let table = "strings_entries"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("language", .null) { $0.language }
        c.text("key", .notNull) { $0.key }
        c.text("value", .null) { $0.value }
        c.text("state", .null) { $0.state }
        c.text("comment", .null) { $0.comment }
        c.integer("translate", .null) { $0.translate }
        c.integer("line", .null) { $0.line }
    }
}
