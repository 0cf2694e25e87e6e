import ProjectParsing
import SBDBStore

// The settings of Info.plists, projects and .xcconfig files (`Schema/0002-includes.sql`).

enum PlistEntriesContract: DirectContract {
    typealias Item = PlistEntry
    static let table = "plist_entries"
    static let insertSQL = makeInsertSQL()

    static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.fileID("file_id")
        c.text("setting", .notNull) { $0.key }
        c.text("value", .notNull) { $0.value }
        c.text("configuration", .null) { $0.configuration }
        c.integer("line", .null) { $0.line }
    }
}
