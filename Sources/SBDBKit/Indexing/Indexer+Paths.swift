import Foundation
import GRDB
import IBParsing

extension Indexer {
    /// Brings only `paths` (relative to the root: files, or folders with everything below them)
    /// in line with the disk, for a watcher that knows what changed. Unlike `run()`, every file
    /// found is read and hashed whatever its size and mtime say, because a change reported by
    /// the file system may keep both. Files, removals and the rebuilt links are written in one
    /// transaction, so a reader sees the whole batch or none of it.
    /// (The store holds the database's writer lock, so no other sbdb writes meanwhile.)
    public func run(paths: some Sequence<String>) throws -> IndexSummary {
        try run(paths: paths, beforeWrite: nil)
    }

    /// `run(paths:)` with `beforeWrite`, which runs after the files were read and before the
    /// transaction (tests use it to change a file in that window).
    func run(paths: some Sequence<String>, beforeWrite: (() -> Void)?) throws -> IndexSummary {
        let started = DispatchTime.now()
        let roots = Self.outermost(paths)
        if roots.contains("") { return try run() }
        // A database never indexed whole, or by another parser or other wrappers, is brought
        // up to date whole first: reading a few paths would leave the rest as they were.
        let current = try store.read { db in
            try MetaRows.get(db, "parser_version") == Self.parserVersion
                && MetaRows.get(db, "source_fingerprint") == options.configuration.sourceFingerprint
        }
        if !current { return try run() }
        var clock = PhaseClock()
        let walker = RepositoryWalker(root: root, options: options)
        var found: [WalkedFile] = []
        var problems: [WalkProblem] = []
        for path in roots {
            let walk = walker.walk(subpath: path)
            found += walk.files
            problems += walk.problems
        }
        let (stored, storedLinks) = try store.read { db in
            (try roots.reduce(into: [String: StoredFile]()) { result, path in
                result.merge(try FileRows.load(db, under: path)) { first, _ in first }
            }, try MetaRows.get(db, "links_fingerprint"))
        }
        clock.mark("walk+load")
        let linksWereCurrent = storedLinks == IncludeRebuilder.fingerprint(options.configuration)
        var summary = IndexSummary()
        summary.seen = found.count
        let outcomes = inspect(found.map { ($0, stored[$0.relativePath]) }, force: false, forceSources: false)
        for (file, outcome) in zip(found, outcomes) {
            outcome.count(into: &summary, isNew: stored[file.relativePath] == nil, path: file.relativePath)
        }
        let present = Set(found.map(\.relativePath))
        let removed = stored.filter { !present.contains($0.key) }
        summary.removed = removed.count
        summary.diagnostics += problems.map {
            FileDiagnostic(path: $0.relativePath, diagnostic: IBDiagnostic(severity: .warning, code: $0.code, message: $0.message))
        }
        clock.mark("read")
        beforeWrite?()
        let now = Self.timestamp()
        (summary.failedInDatabase, summary.links) = try store.write { db in
            // What changed, and what changed or removed files held before, for the link update.
            var changed: [String: FileKind] = [:]
            var replaced = ReplacedFacts(tracking: linksWereCurrent)
            for (file, outcome) in zip(found, outcomes) {
                if outcome.changesContent { changed[file.relativePath] = file.kind }
                let pending = try replaced.willWrite(outcome, file: file, stored: stored[file.relativePath], db)
                try outcome.write(db, file: file, stored: stored[file.relativePath], now: now)
                try replaced.didWrite(pending, db)
            }
            changed.merge(try Self.delete(removed, db, replaced: &replaced)) { kind, _ in kind }
            for path in roots {
                try db.execute(sql: """
                    DELETE FROM diagnostics
                    WHERE file_id IS NULL AND (path = ?1 OR substr(path, 1, length(?1) + 1) = ?1 || '/')
                    """, arguments: [path])
            }
            try Self.insertWalkProblems(db, problems)
            clock.mark("write")
            return try finish(db, linksWereCurrent: linksWereCurrent, changed: changed, replaced: replaced, clock: &clock)
        }
        clock.mark("commit")
        summary.close(started: started, clock: clock)
        return summary
    }

    /// The paths that no other path in the set contains, normalised (`./a//b/` is `a/b`; the
    /// root is ""), sorted.
    static func outermost(_ paths: some Sequence<String>) -> [String] {
        let normalised = Set(paths.map { path in
            path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
        })
        if normalised.contains("") { return [""] }
        return normalised.sorted().filter { path in
            var parent = Substring(path)
            while let slash = parent.lastIndex(of: "/") {
                parent = parent[..<slash]
                if normalised.contains(String(parent)) { return false }
            }
            return true
        }
    }
}
