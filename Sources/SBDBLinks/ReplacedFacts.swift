import GRDB
import SBDBCore
import SBDBStore

/// What the files a run rewrites or removes held before, as far as the link update needs it:
/// the run's batches overwrite those rows long before the links are updated at its end.
package struct ReplacedFacts: Sendable, Equatable {
    /// False when the run rebuilds every link anyway (a first index, new link rules): then
    /// nothing is noted, and rewriting a file costs no lookups of its old rows.
    package var tracking = true
    /// The names the replaced source files declared (`CodeLinks.declaredNames`): links in other
    /// files that read them must be resolved again.
    var declaredNames = Set<String>()
    /// Whether the include graph's nodes or code edges may have moved: an IB file came or went,
    /// a rewritten IB file uses other custom classes than before (code links start where
    /// their class is used), or a source file came, went or mentions other types or class names
    /// than before (which classes the app reaches, `LiveTypes`). When none happened and no link
    /// row changed, depths stay as stored.
    var graphMayHaveChanged = false
    /// The include-graph edges of the rewritten files as they were (`IncludeRebuilder.edgeRows`):
    /// rewriting a file's elements deletes its link rows with them, long before the link update
    /// compares old edges with new.
    var edges: [String] = []
    /// The project model before the run's first project, `.xcconfig` or `Package.swift` was
    /// rewritten, added or removed (nil when none was).
    var projectsBefore: ProjectSnapshot?
    /// The paths of files new to the database this run: only they lack `file_targets` rows, which
    /// follow from a file's path and the projects alone (a rewritten file keeps its id and rows).
    var added = Set<String>()
    /// The macros the rewritten and removed source files defined (`macros(_:files:)`): when the
    /// changed files define others now, compilation conditions anywhere may read them.
    var macros = Set<String>()

    package init() {}

    /// What `willWrite` noted of one file for `didWrite` to compare.
    package struct PendingWrite {
        fileprivate let fileID: Int64?
        fileprivate let classesBefore: Set<String>?
        fileprivate var mentionsBefore: Set<String>? = nil
    }

    /// Notes what `file`'s old rows hold before a new read of it replaces them (`changesContent`:
    /// its rows change; `vanished`: it is gone before it could be read); the caller writes the
    /// rows, then calls `didWrite` with what this returns. The bookkeeping observes the write;
    /// it does not make it.
    package mutating func willWrite(
        file: WalkedFile, stored: StoredFile?, changesContent: Bool, vanished: Bool, _ db: Database
    ) throws -> PendingWrite {
        guard tracking, changesContent else { return PendingWrite(fileID: nil, classesBefore: nil) }
        try noteProjects(kind: file.kind, path: file.relativePath, db)
        if stored == nil, !vanished { added.insert(file.relativePath) }
        var classesBefore: Set<String>?
        var mentionsBefore: Set<String>?
        if let stored {
            if file.kind.isSource {
                declaredNames.formUnion(try CodeLinks.declaredNames(db, fileID: stored.id))
                macros.formUnion(try Self.macros(db, files: [stored.id]))
            }
            // Once the graph may have moved, depths are recomputed anyway: nothing to compare.
            if vanished, file.kind.isInterfaceBuilder { graphMayHaveChanged = true }
            if !graphMayHaveChanged {
                edges += try IncludeRebuilder.edgeRows(db, files: [stored.id])
                if file.kind.isInterfaceBuilder { classesBefore = try Self.customClasses(db, fileID: stored.id) }
                if file.kind.isSource { mentionsBefore = try Self.typeMentions(db, fileID: stored.id) }
            }
        } else if file.kind.isInterfaceBuilder || file.kind.isSource {
            graphMayHaveChanged = true
        }
        return PendingWrite(fileID: stored?.id, classesBefore: classesBefore, mentionsBefore: mentionsBefore)
    }

    /// Compares a rewritten IB file's custom classes, or a source file's type mentions, with those
    /// `willWrite` noted.
    package mutating func didWrite(_ pending: PendingWrite, _ db: Database) throws {
        guard let fileID = pending.fileID else { return }
        if let classesBefore = pending.classesBefore, classesBefore != (try Self.customClasses(db, fileID: fileID)) {
            graphMayHaveChanged = true
        }
        if let mentionsBefore = pending.mentionsBefore, mentionsBefore != (try Self.typeMentions(db, fileID: fileID)) {
            graphMayHaveChanged = true
        }
    }

    /// Notes the facts of a file about to be deleted.
    package mutating func remove(_ file: StoredFile, kind: FileKind, path: String, _ db: Database) throws {
        guard tracking else { return }
        try noteProjects(kind: kind, path: path, db)
        if kind.isSource {
            declaredNames.formUnion(try CodeLinks.declaredNames(db, fileID: file.id))
            macros.formUnion(try Self.macros(db, files: [file.id]))
        }
        if kind.isInterfaceBuilder || kind.isSource { graphMayHaveChanged = true }
    }

    private mutating func noteProjects(kind: FileKind, path: String, _ db: Database) throws {
        guard projectsBefore == nil, kind.isProject || ProjectMembership.isManifest(path) else { return }
        projectsBefore = try ProjectSnapshot.read(db)
    }

    /// A source file's type mentions, and its strings that spell a class of the repository
    /// (`NSClassFromString(@"X")`): what it gives to which classes the app reaches.
    static func typeMentions(_ db: Database, fileID: Int64) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT type || ':' || names FROM type_mentions WHERE file_id = ?1
                        UNION ALL
                        SELECT '"' || value FROM code_strings WHERE file_id = ?1 AND value IN (SELECT name FROM classes)
                        """), arguments: [fileID]))
    }

    /// The macros `files` define (`code_macros`), each as one string.
    static func macros(_ db: Database, files: Set<Int64>) throws -> Set<String> {
        guard !files.isEmpty else { return [] }
        return Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT file_id || '|' || name || '|' || coalesce(body, '#undef') || '|' || coalesce(condition, '')
                    FROM code_macros WHERE file_id IN (\(FileFilter.list(files)))
                    """))
    }

    static func customClasses(_ db: Database, fileID: Int64) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT custom_class FROM views WHERE file_id = ? AND custom_class IS NOT NULL
                        """), arguments: [fileID]))
    }
}
