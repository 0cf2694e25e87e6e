import SBDBStore

// The tables filled when links are made, from every file's rows rather than one file's parse
// (`Schema/0002-includes.sql`, `Schema/0013-targets.sql`): their rows name their files
// themselves, so they declare no `fileID` column.

/// A link candidate with one of its resolutions.
package struct IncludeItem {
    let candidate: LinkCandidate
    let link: ResolvedLink
}

package enum IncludesContract: DirectContract {
    package typealias Item = IncludeItem
    package static let table = "includes"
    package static let insertSQL = makeInsertSQL()

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.integer("source_file_id", .notNull) { $0.candidate.sourceFileID }
        c.integer("source_scene_id", .null) { $0.candidate.sourceSceneID }
        c.integer("source_view_id", .null) { $0.candidate.sourceViewID }
        c.integer("line", .null) { $0.candidate.line }
        c.text("mechanism", .notNull) { $0.candidate.mechanism }
        c.text("target_kind", .notNull) { $0.candidate.targetKind.rawValue }
        c.text("target_name", .null) { $0.candidate.name }
        c.text("target_identifier", .null) { $0.candidate.identifier }
        c.text("target_bundle", .null) { $0.candidate.bundle }
        c.flag("defaults_to_initial", .notNull) { $0.candidate.defaultsToInitial }
        c.integer("target_file_id", .null) { $0.link.targetFileID }
        c.integer("target_scene_id", .null) { $0.link.targetSceneID }
        c.text("problem", .null) { $0.link.problem?.rawValue }
        c.text("detail", .null) { $0.link.detail }
        c.text("source_class", .null) { $0.candidate.sourceClass }
        c.text("resolution", .null) { $0.candidate.resolution }
    }
}

/// A logical file's place in the include graph.
package struct IncludeDepthItem {
    package let file: Int64
    let node: IncludeDepths.Node
}

/// Only rows that changed are written; a changed row replaces the stored one.
package enum IncludeDepthsContract: DirectContract {
    package typealias Item = IncludeDepthItem
    package static let table = "include_depths"
    package static let insertSQL = makeInsertSQL()
    package static let onConflict: ConflictRule? = .replaceRow

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.integer("file_id", .notNull) { $0.file }
        c.integer("depth", .null) { $0.node.depth }
        c.integer("max_depth", .null) { $0.node.maxDepth }
        c.flag("in_cycle", .notNull) { $0.node.inCycle }
        c.text("chain", .null) { $0.node.chain }
        c.flag("by_tests", .notNull) { $0.node.byTests }
    }
}

/// A target that builds a file, and how.
package struct FileTargetItem {
    package let file: Int64
    package let target: Int64
    package let role: String
}

/// A file a target lists twice, or under two of its folders, is built once.
package enum FileTargetsContract: DirectContract {
    package typealias Item = FileTargetItem
    package static let table = "file_targets"
    package static let insertSQL = makeInsertSQL()
    package static let onConflict: ConflictRule? = .ignore

    package static func columns<Sink: ColumnSink>(_ c: inout Sink) where Sink.Item == Item {
        c.integer("file_id", .notNull) { $0.file }
        c.integer("target_id", .notNull) { $0.target }
        c.text("role", .notNull) { $0.role }
    }
}
