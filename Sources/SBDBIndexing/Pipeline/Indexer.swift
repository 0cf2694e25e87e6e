import Foundation
import GRDB
import IBParsing
import Diagnostics
import SBDBCore
import SBDBLinks
import SBDBStore

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
    static let parserVersion = "13"

    /// From this many new files on, a first index defers the content tables' indexes
    /// (`DeferredIndexes`); below it, keeping them up to date costs less than building them.
    /// Dropping and building the indexes costs about the same whatever the size, so deferring
    /// pays only past a few hundred files (docs/performance.md).
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

    /// Brings the whole tree in line with the disk: files whose size and mtime did not move are
    /// not read, and the rest are written a batch per transaction.
    public func run(progress: ((IndexProgress) -> Void)? = nil) throws -> IndexSummary {
        try run(.whole, progress: progress)
    }

    /// Brings only `paths` (relative to the root: files, or folders with everything below them)
    /// in line with the disk, for a watcher or `--only`, which know what changed. Every file
    /// found is read and hashed whatever its size and mtime say, because a change reported by
    /// the file system may keep both, and files, removals and links are written in one
    /// transaction, so a reader sees the whole batch or none of it (`RunPolicy`).
    /// (The store holds the database's writer lock, so no other sbdb writes meanwhile.)
    public func run(paths: some Sequence<String>) throws -> IndexSummary {
        try run(.of(paths))
    }

    /// The one pipeline of every run, in stages: plan (walk and match against the rows), read
    /// and parse on all cores, write each batch from this thread, finish (removals, walk
    /// problems, run facts, links) and publish a database written aside. The scope picks the
    /// policy: batches or one transaction, deferred indexes, foreign-key checks.
    /// `beforeWrite` runs once the files were read, before their transaction: tests change a
    /// file in that window.
    package func run(
        _ requested: IndexScope, progress: ((IndexProgress) -> Void)? = nil, beforeWrite: (() -> Void)? = nil
    ) throws -> IndexSummary {
        let started = DispatchTime.now()
        var clock = PhaseClock()
        var summary = IndexSummary()
        var changes = RunChanges()
        let failedAndLinks: (Int, LinkWork)
        // The walk, the stored rows and the pending list end with this scope, so a large
        // repository's paths are freed before the links are rebuilt, the run's peak of memory.
        do {
            let plan = try plan(requested, clock: &clock)
            changes.replaced.tracking = plan.linksWereCurrent
            changes.kindsAreStable = !plan.force
            if plan.defersIndexes { try store.write { try DeferredIndexes.dropForLater($0) } }
            summary.seen = plan.seen
            summary.unchanged = plan.unchanged
            summary.removed = plan.removed.count
            summary.diagnostics += plan.problems.map {
                FileDiagnostic(path: $0.relativePath, diagnostic: Diagnostic(severity: .warning, code: $0.code, message: $0.message))
            }
            if let batchSize = plan.policy.batchSize {
                try process(plan, batchSize: batchSize, changes: &changes, summary: &summary, progress: progress)
                clock.mark("read+write")
                // The rows are written: the disk may start on them while the indexes and links are built.
                store.startWriteback()
                beforeWrite?()
                failedAndLinks = try store.write { db in try finish(db, plan: plan, changes: &changes, clock: &clock) }
            } else {
                // One transaction: everything read first, then files, removals and links together.
                let outcomes = read(plan, summary: &summary, changes: &changes)
                clock.mark("read")
                beforeWrite?()
                failedAndLinks = try store.write { db in
                    try write(plan.pending[...], outcomes, db, changes: &changes, summary: &summary)
                    clock.mark("write")
                    return try finish(db, plan: plan, changes: &changes, clock: &clock)
                }
            }
        }
        (summary.failedInDatabase, summary.links) = failedAndLinks
        clock.mark("commit")
        // A new database written aside moves onto its path now, whole (`Store.Creation.aside`).
        if store.isBuilding {
            try store.publish()
            clock.mark("publish")
        }
        summary.close(started: started, clock: clock)
        return summary
    }

    /// The read stage for a single transaction: every pending file read and parsed on all cores.
    private func read(_ plan: RunPlan, summary: inout IndexSummary, changes: inout RunChanges) -> [FileOutcome] {
        let reads = startReads(plan)
        defer { reads.finish() }
        return take(plan.pending.indices, from: reads, plan, summary: &summary, changes: &changes)
    }

    /// Reads and parses files on all cores, in order and a few batches ahead, while this thread
    /// writes them a batch per transaction.
    private func process(
        _ plan: RunPlan, batchSize: Int, changes: inout RunChanges, summary: inout IndexSummary,
        progress: ((IndexProgress) -> Void)?
    ) throws {
        let pending = plan.pending
        let reads = startReads(plan, window: 4 * batchSize)
        defer { reads.finish() }
        let written = BackgroundRelease<[FileOutcome]>()
        defer { written.drain() }
        var start = 0
        while start < pending.count {
            let batch = pending[start..<min(start + batchSize, pending.count)]
            let outcomes = take(batch.indices, from: reads, plan, summary: &summary, changes: &changes)
            start += batch.count
            func write(_ db: Database) throws {
                try self.write(batch, outcomes, db, changes: &changes, summary: &summary)
                // The links are rebuilt in the run's last transaction; should the run die
                // before it, the next run must rebuild them even if no file changes again.
                if outcomes.contains(where: \.changesContent) {
                    try db.execute(sql: "DELETE FROM meta WHERE name = 'links_fingerprint'")
                }
            }
            // A batch of new files only inserts: its rows need no foreign-key checks.
            if plan.policy.insertsNewFilesUnchecked, batch.allSatisfy({ $0.stored == nil }) {
                try store.insertOnly(write)
            } else {
                try store.write(write)
            }
            // The batch's parsed documents are freed on another thread, off the writer's path.
            written.release(consume outcomes)
            progress?(IndexProgress(done: start, total: pending.count, path: batch.last?.file.relativePath ?? ""))
        }
    }

    /// Reads, hashes and (when their content changed, or the plan forces it) parses the plan's
    /// files on all cores, at most `window` ahead of the writer.
    private func startReads(_ plan: RunPlan, window: Int? = nil) -> ReadAhead<(FileOutcome, UInt64)> {
        let pending = plan.pending
        let root = self.root
        let reading = readOptions
        return ReadAhead(count: pending.count, workers: options.jobs, window: window ?? pending.count) { [plan] index in
            let (file, stored) = pending[index]
            let start = DispatchTime.now().uptimeNanoseconds
            let outcome = FileOutcome.inspect(file, stored: stored, root: root, force: plan.forces(file), options: reading)
            return (outcome, DispatchTime.now().uptimeNanoseconds - start)
        }
    }

    /// Takes the outcomes of `indices` in order, counting each in the summary, and in the
    /// changed files a link update reads.
    private func take(
        _ indices: Range<Int>, from reads: ReadAhead<(FileOutcome, UInt64)>, _ plan: RunPlan,
        summary: inout IndexSummary, changes: inout RunChanges
    ) -> [FileOutcome] {
        indices.map { index in
            let (outcome, nanoseconds) = reads.take(index)
            let (file, stored) = plan.pending[index]
            summary.kinds[file.kind, default: KindWork()].noteRead(nanoseconds)
            outcome.count(into: &summary, isNew: stored == nil, path: file.relativePath)
            if changes.replaced.tracking, outcome.changesContent { changes.files[file.relativePath] = file.kind }
            return outcome
        }
    }

    /// The write stage: each file's rows, with the link bookkeeping observing the write.
    private func write(
        _ items: ArraySlice<(file: WalkedFile, stored: StoredFile?)>, _ outcomes: [FileOutcome], _ db: Database,
        changes: inout RunChanges, summary: inout IndexSummary
    ) throws {
        let statements = RowStatements(db)
        let now = changes.now
        for (item, outcome) in zip(items, outcomes) {
            let began = DispatchTime.now().uptimeNanoseconds
            let pending = try changes.replaced.willWrite(
                file: item.file, stored: item.stored, changesContent: outcome.changesContent, vanished: outcome.isVanished, db)
            // A file new to the database has no old rows: nothing to choose.
            let tables =
                item.stored != nil && changes.kindsAreStable ? FileKinds.contentTables(of: item.file) : FileKinds.contentTables
            try outcome.write(db, file: item.file, stored: item.stored, now: now, statements: statements, contentTables: tables)
            try changes.replaced.didWrite(pending, db)
            summary.kinds[item.file.kind, default: KindWork()].writeNanoseconds += DispatchTime.now().uptimeNanoseconds - began
        }
    }

    /// What reading a file depends on besides its bytes, from `.sbdb.yml`.
    /// The guard reads the journal of files that crashed or stalled earlier runs (`ReadGuard`).
    var readOptions: ReadOptions {
        ReadOptions(
            wrappers: options.configuration.wrappers, maxSourceBytes: options.configuration.maxSourceBytes,
            readGuard: ReadGuard(databasePath: store.path, budget: ReadGuard.configuredBudget))
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
            try FileRows.delete(db, fileID: file.id, contentTables: FileKinds.contentTables)
        }
        return kinds
    }

    /// Walk problems become diagnostics without a file (the caller deletes the ones they replace).
    static func insertWalkProblems(_ db: Database, _ problems: [WalkProblem]) throws {
        for problem in problems {
            try FileRows.insertDiagnostic(
                db, fileID: nil, path: problem.relativePath,
                Diagnostic(
                    severity: .warning, code: problem.code, message: problem.message))
        }
    }

    /// The end of every run's last transaction: removed files' rows deleted, the walk's
    /// problems replaced, run facts in `meta`, links rebuilt when files or link settings changed,
    /// and the number of files whose last read failed.
    func finish(
        _ db: Database, plan: RunPlan, changes: inout RunChanges, clock: inout PhaseClock
    ) throws -> (failed: Int, links: LinkWork) {
        changes.files.merge(try Self.delete(plan.removed, db, replaced: &changes.replaced)) { kind, _ in kind }
        for root in plan.scope.roots {
            if root.isEmpty {
                try db.execute(sql: "DELETE FROM diagnostics WHERE file_id IS NULL")
            } else {
                try db.execute(
                    sql: """
                        DELETE FROM diagnostics
                        WHERE file_id IS NULL AND (path = ?1 OR substr(path, 1, length(?1) + 1) = ?1 || '/')
                        """, arguments: [root])
            }
        }
        try Self.insertWalkProblems(db, plan.problems)
        try MetaRows.set(db, "parser_version", Self.parserVersion)
        try MetaRows.set(db, "source_fingerprint", options.configuration.sourceFingerprint)
        try DeferredIndexes.restore(db)
        clock.mark("bookkeeping")
        defer { clock.mark("links") }
        try MetaRows.set(db, "root", URL(fileURLWithPath: root).standardizedFileURL.path)
        try MetaRows.set(db, "sbdb_version", SBDBVersion.current)
        try MetaRows.set(db, "last_indexed_at", Self.timestamp())
        let fingerprint = IncludeRebuilder.fingerprint(options.configuration)
        var links = LinkWork.none
        if !plan.linksWereCurrent {
            try IncludeRebuilder.rebuild(db, configuration: options.configuration)
            try MetaRows.set(db, "links_fingerprint", fingerprint)
            links = .rebuilt
        } else if !changes.files.isEmpty {
            links = try IncludeRebuilder.update(
                db, configuration: options.configuration, changed: changes.files, replaced: changes.replaced)
            try MetaRows.set(db, "links_fingerprint", fingerprint)
        }
        return (try Int.fetchOne(db, sql: "SELECT count(*) FROM files WHERE status = 'failed'") ?? 0, links)
    }

    /// `seconds` (now by default) in UTC as ISO 8601 (`2026-11-24T03:39:12Z`, as
    /// `ISO8601DateFormatter` writes it), without building a formatter, which costs a millisecond
    /// of every run, and without `String(format:)`, whose first use costs 2 M instructions.
    static func timestamp(_ seconds: time_t = time(nil)) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2) + "T"
            + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2) + "Z"
    }
}

/// What a run changed, for the link update at its end: the files whose rows were written or
/// deleted (path → kind) and what they held before (`ReplacedFacts`).
struct RunChanges {
    var files: [String: FileKind] = [:]
    /// Whether every stored file has the kind its path gives now: true unless the parser version
    /// moved (a file's kind is a function of its path, fixed within a version). Then a rewritten
    /// file's old rows are only in its own indexer's tables.
    var kindsAreStable = false
    var replaced = ReplacedFacts()
    /// When this run wrote its files' rows (`files.indexed_at`).
    let now = Indexer.timestamp()
}
