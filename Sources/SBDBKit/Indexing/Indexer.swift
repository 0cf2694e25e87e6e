import Foundation
import GRDB
import IBParsing

/// Options of an index run.
public struct IndexOptions: Sendable {
    public var excludes: [String] = []
    /// Parallel readers; the database has a single writer.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Files per write transaction.
    public var batchSize = 64
    /// `.sbdb.yml`: more excludes and vendored folders, in-house link mechanisms.
    public var configuration = SBDBConfiguration()

    public init() {}
}

/// Brings the database in line with the repository: walks it, re-reads only files whose size
/// or mtime moved and whose content hash changed, parses them on all cores, and writes each
/// batch from one writer in one transaction, so a crash leaves old or new rows, never a mix.
public final class Indexer: Sendable {
    /// Bump when parsing changes what is stored, so existing databases re-read every file.
    static let parserVersion = "8"

    /// From this many new files on, a first index defers the content tables' indexes
    /// (`DeferredIndexes`); below it, keeping them up to date costs less than building them.
    /// Dropping and building ~70 indexes costs about 5 ms whatever the size: measured, deferring
    /// cost 4.8 ms on 61 files (NetNewsWire's) and saved 8 ms on 616 (the shared corpus).
    static let deferIndexesFrom = 250

    public let store: Store
    public let root: String
    public let options: IndexOptions

    /// Runs between the walk and the reads; tests change the tree there.
    let afterWalk: (@Sendable () throws -> Void)?

    public convenience init(store: Store, root: String, options: IndexOptions = IndexOptions()) {
        self.init(store: store, root: root, options: options, afterWalk: nil)
    }

    init(store: Store, root: String, options: IndexOptions, afterWalk: (@Sendable () throws -> Void)?) {
        self.store = store
        self.root = root
        self.options = options
        self.afterWalk = afterWalk
    }

    public func run(progress: ((IndexProgress) -> Void)? = nil) throws -> IndexSummary {
        let started = DispatchTime.now()
        var clock = PhaseClock()
        var summary = IndexSummary()
        var replaced = ReplacedFacts()
        let linksWereCurrent: Bool
        var changed: [String: FileKind]
        let removed: [String: StoredFile]
        let problems: [WalkProblem]
        // The walk, the stored rows and the pending list end with this scope, so a large
        // repository's paths are freed before the links are rebuilt, the run's peak of memory.
        do {
            let walk = RepositoryWalker(root: root, options: options).walk()
            clock.mark("walk")
            try afterWalk?()
            let linksFingerprint = IncludeRebuilder.fingerprint(options.configuration)
            let sourceFingerprint = options.configuration.sourceFingerprint
            let (comparison, force, forceSources, storedLinks) = try store.read { db in
                let force = try MetaRows.get(db, "parser_version") != Self.parserVersion
                // Wrapper functions change what source files say: re-read them all when they change.
                let forceSources = try force || (MetaRows.get(db, "source_fingerprint") ?? "") != sourceFingerprint
                let comparison = try FileRows.compare(db, walked: walk.files) { force || (forceSources && $0.kind.isSource) }
                return (comparison, force, forceSources, try MetaRows.get(db, "links_fingerprint"))
            }
            // Links may be updated from this run's changes only when they matched the files before it:
            // not on a first index, after a rule or configuration change, or after a run that died
            // between writing files and rebuilding links (its batches removed the fingerprint).
            linksWereCurrent = !force && storedLinks == linksFingerprint
            replaced.tracking = linksWereCurrent
            // A first index of a large tree builds the content tables' indexes at its end.
            if comparison.pending.count >= Self.deferIndexesFrom, comparison.unchanged == 0, comparison.removed.isEmpty,
               comparison.pending.allSatisfy({ $0.stored == nil }) {
                try store.write { try DeferredIndexes.dropForLater($0) }
            }
            clock.mark("load")
            summary.seen = walk.files.count
            summary.unchanged += comparison.unchanged
            // The changed files matter only to a link update; a rebuild reads everything.
            changed = try process(
                comparison.pending, force: force, forceSources: forceSources, trackChanges: linksWereCurrent,
                replaced: &replaced, summary: &summary, progress: progress)
            clock.mark("read+write")
            // The rows are written: the disk may start on them while the indexes and links are built.
            store.startWriteback()
            removed = comparison.removed
            problems = walk.problems
        }
        summary.removed = removed.count
        summary.diagnostics += problems.map {
            FileDiagnostic(path: $0.relativePath, diagnostic: IBDiagnostic(severity: .warning, code: $0.code, message: $0.message))
        }
        (summary.failedInDatabase, summary.links) = try store.write { db in
            changed.merge(try Self.delete(removed, db, replaced: &replaced)) { kind, _ in kind }
            try db.execute(sql: "DELETE FROM diagnostics WHERE file_id IS NULL")
            try Self.insertWalkProblems(db, problems)
            try MetaRows.set(db, "parser_version", Self.parserVersion)
            try MetaRows.set(db, "source_fingerprint", options.configuration.sourceFingerprint)
            try DeferredIndexes.restore(db)
            clock.mark("bookkeeping")
            return try finish(db, linksWereCurrent: linksWereCurrent, changed: changed, replaced: replaced, clock: &clock)
        }
        clock.mark("commit")
        // A new database written aside moves onto its path now, whole (`Store.Creation.aside`).
        if store.isBuilding {
            try store.publish()
            clock.mark("publish")
        }
        summary.close(started: started, clock: clock)
        return summary
    }

    /// Reads and parses files on all cores, in order and a few batches ahead, while this thread
    /// writes them a batch per transaction. Returns the files whose rows were written
    /// (path → kind) when `trackChanges` asks for them.
    private func process(
        _ pending: [(file: WalkedFile, stored: StoredFile?)], force: Bool, forceSources: Bool, trackChanges: Bool,
        replaced: inout ReplacedFacts, summary: inout IndexSummary, progress: ((IndexProgress) -> Void)?
    ) throws -> [String: FileKind] {
        var changed: [String: FileKind] = [:]
        let now = Self.timestamp()
        let root = self.root
        let reading = readOptions
        let reads = ReadAhead(count: pending.count, workers: options.jobs, window: 4 * options.batchSize) { index in
            let (file, stored) = pending[index]
            let start = DispatchTime.now().uptimeNanoseconds
            let outcome = FileOutcome.inspect(
                file, stored: stored, root: root, force: force || (forceSources && file.kind.isSource), options: reading)
            return (outcome, DispatchTime.now().uptimeNanoseconds - start)
        }
        defer { reads.finish() }
        let written = BackgroundRelease<[FileOutcome]>()
        defer { written.drain() }
        var start = 0
        while start < pending.count {
            let batch = pending[start..<min(start + options.batchSize, pending.count)]
            let timed = batch.indices.map { reads.take($0) }
            let outcomes = timed.map(\.0)
            start += batch.count
            for (item, (outcome, nanoseconds)) in zip(batch, timed) {
                summary.kinds[item.file.kind, default: KindWork()].noteRead(nanoseconds)
                outcome.count(into: &summary, isNew: item.stored == nil, path: item.file.relativePath)
                if trackChanges, outcome.changesContent { changed[item.file.relativePath] = item.file.kind }
            }
            func write(_ db: Database) throws {
                let statements = RowStatements(db)
                for (item, outcome) in zip(batch, outcomes) {
                    let began = DispatchTime.now().uptimeNanoseconds
                    let pending = try replaced.willWrite(outcome, file: item.file, stored: item.stored, db)
                    try outcome.write(db, file: item.file, stored: item.stored, now: now, statements: statements)
                    try replaced.didWrite(pending, db)
                    summary.kinds[item.file.kind, default: KindWork()].writeNanoseconds +=
                        DispatchTime.now().uptimeNanoseconds - began
                }
                // The links are rebuilt in the run's last transaction; should the run die
                // before it, the next run must rebuild them even if no file changes again.
                if outcomes.contains(where: \.changesContent) {
                    try db.execute(sql: "DELETE FROM meta WHERE name = 'links_fingerprint'")
                }
            }
            // A batch of new files only inserts: its rows need no foreign-key checks.
            if batch.allSatisfy({ $0.stored == nil }) { try store.insertOnly(write) } else { try store.write(write) }
            // The batch's parsed documents are freed on another thread, off the writer's path.
            written.release(consume outcomes)
            progress?(IndexProgress(done: start, total: pending.count, path: batch.last?.file.relativePath ?? ""))
        }
        return changed
    }

    /// What reading a file depends on besides its bytes, from `.sbdb.yml`.
    var readOptions: ReadOptions {
        ReadOptions(wrappers: options.configuration.wrappers, maxSourceBytes: options.configuration.maxSourceBytes)
    }

    /// Reads, hashes and (when their content changed, or `force` says so) parses `items` on all cores.
    func inspect(_ items: [(file: WalkedFile, stored: StoredFile?)], force: Bool, forceSources: Bool) -> [FileOutcome] {
        let slots = Slots<FileOutcome>(count: items.count, initial: .vanished)
        let root = self.root
        let reading = readOptions
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let file = items[index].file
            slots[index] = FileOutcome.inspect(
                file, stored: items[index].stored, root: root, force: force || (forceSources && file.kind.isSource),
                options: reading)
        }
        return slots.values
    }

    /// Deletes the rows of files gone from the tree (path → stored row), noting what they held
    /// in `replaced`; returns their kinds for the link update.
    static func delete(
        _ removed: [String: StoredFile], _ db: Database, replaced: inout ReplacedFacts
    ) throws -> [String: FileKind] {
        var kinds: [String: FileKind] = [:]
        for (path, file) in removed {
            if let kind = FileKind(relativePath: path) {
                kinds[path] = kind
                try replaced.remove(file, kind: kind, path: path, db)
            }
            try FileRows.delete(db, fileID: file.id)
        }
        return kinds
    }

    /// Walk problems become diagnostics without a file (the caller deletes the ones they replace).
    static func insertWalkProblems(_ db: Database, _ problems: [WalkProblem]) throws {
        for problem in problems {
            try FileRows.insertDiagnostic(db, fileID: nil, path: problem.relativePath, IBDiagnostic(
                severity: .warning, code: problem.code, message: problem.message))
        }
    }

    /// The end of every run's last transaction: run facts in `meta`, links rebuilt when files
    /// or link settings changed, and the number of files whose last read failed.
    func finish(
        _ db: Database, linksWereCurrent: Bool, changed: [String: FileKind], replaced: ReplacedFacts,
        clock: inout PhaseClock
    ) throws -> (failed: Int, links: LinkWork) {
        defer { clock.mark("links") }
        try MetaRows.set(db, "root", URL(fileURLWithPath: root).standardizedFileURL.path)
        try MetaRows.set(db, "sbdb_version", SBDBVersion.current)
        try MetaRows.set(db, "last_indexed_at", Self.timestamp())
        let fingerprint = IncludeRebuilder.fingerprint(options.configuration)
        var links = LinkWork.none
        if !linksWereCurrent {
            try IncludeRebuilder.rebuild(db, configuration: options.configuration)
            try MetaRows.set(db, "links_fingerprint", fingerprint)
            links = .rebuilt
        } else if !changed.isEmpty {
            links = try IncludeRebuilder.update(db, configuration: options.configuration, changed: changed, replaced: replaced)
            try MetaRows.set(db, "links_fingerprint", fingerprint)
        }
        return (try Int.fetchOne(db, sql: "SELECT count(*) FROM files WHERE status = 'failed'") ?? 0, links)
    }

    /// Now in UTC as ISO 8601 (`2026-11-24T03:39:12Z`, as `ISO8601DateFormatter` writes it),
    /// without building a formatter, which costs a millisecond of every run.
    static func timestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }
}
