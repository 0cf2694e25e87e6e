import Foundation
import GRDB
import SBDBCore
import SBDBLinks
import SBDBStore

/// The first stage of every run: what the walk of its scope found, matched against the rows.
struct RunPlan {
    /// The run's scope: a path run on a database not current with this parser becomes whole.
    var scope: IndexScope
    /// How the run reads and writes, chosen by its scope.
    var policy: RunPolicy
    var seen = 0
    /// The files to read (with their rows, nil for new files), in walk order.
    var pending: [(file: WalkedFile, stored: StoredFile?)] = []
    var unchanged = 0
    /// Stored files the walk no longer found (path → row).
    var removed: [String: StoredFile] = [:]
    var problems: [WalkProblem] = []
    /// Parse every file (a new parser) or every source file (new wrapper functions) whatever its hash.
    var force = false
    var forceSources = false
    /// The links matched the files before this run, so this run's changes may update them;
    /// otherwise they are rebuilt (a first index, new link settings, or a run that died between
    /// writing files and rebuilding links: its batches removed the fingerprint).
    var linksWereCurrent = false
    /// A first index of a large tree builds the content tables' indexes at its end.
    var defersIndexes = false

    /// Whether `file` is read whatever its size, mtime and hash say.
    func forces(_ file: WalkedFile) -> Bool { force || (forceSources && file.kind.isSource) }
}

extension Indexer {
    /// Walks `scope` and matches what it found against the stored rows.
    func plan(_ scope: IndexScope, clock: inout PhaseClock) throws -> RunPlan {
        let linksFingerprint = IncludeRebuilder.fingerprint(options.configuration)
        let sourceFingerprint = options.configuration.sourceFingerprint
        switch scope {
        case .whole:
            let walk = RepositoryWalker(root: root, options: options).walk()
            clock.mark("walk")
            try afterWalk?()
            let policy = RunPolicy(scope: scope, options: options)
            var plan = try store.read { db in
                var plan = RunPlan(scope: scope, policy: policy, seen: walk.files.count, problems: walk.problems)
                plan.force = try MetaRows.get(db, "parser_version") != Self.parserVersion
                // Wrapper functions change what source files say: re-read them all when they change.
                plan.forceSources = try plan.force || (MetaRows.get(db, "source_fingerprint") ?? "") != sourceFingerprint
                let comparison = try FileRows.compare(db, walked: walk.files) { [plan] in
                    plan.forces($0) || !policy.trustsSizeAndMtime
                }
                (plan.pending, plan.unchanged, plan.removed) = (comparison.pending, comparison.unchanged, comparison.removed)
                plan.linksWereCurrent = try !plan.force && MetaRows.get(db, "links_fingerprint") == linksFingerprint
                return plan
            }
            if let threshold = policy.deferIndexesFrom, plan.pending.count >= threshold, plan.unchanged == 0,
                plan.removed.isEmpty, plan.pending.allSatisfy({ $0.stored == nil })
            {
                plan.defersIndexes = true
            }
            clock.mark("load")
            return plan
        case .paths(let roots):
            // A database never indexed whole, or by another parser or other wrappers, is brought
            // up to date whole: reading a few paths would leave the rest as they were.
            let current = try store.read { db in
                try MetaRows.get(db, "parser_version") == Self.parserVersion
                    && MetaRows.get(db, "source_fingerprint") == sourceFingerprint
            }
            if !current { return try plan(.whole, clock: &clock) }
            let walker = RepositoryWalker(root: root, options: options)
            var plan = RunPlan(scope: scope, policy: RunPolicy(scope: scope, options: options))
            var found: [WalkedFile] = []
            for path in roots {
                let walk = walker.walk(subpath: path)
                found += walk.files
                plan.problems += walk.problems
            }
            clock.mark("walk")
            try afterWalk?()
            let (stored, storedLinks) = try store.read { db in
                (
                    try roots.reduce(into: [String: StoredFile]()) { result, path in
                        result.merge(try FileRows.load(db, under: path)) { first, _ in first }
                    }, try MetaRows.get(db, "links_fingerprint")
                )
            }
            plan.seen = found.count
            for file in found {
                let row = stored[file.relativePath]
                if plan.policy.trustsSizeAndMtime, let row, row.size == file.size, row.mtimeNanoseconds == file.mtimeNanoseconds {
                    plan.unchanged += 1
                } else {
                    plan.pending.append((file, row))
                }
            }
            let present = Set(found.map(\.relativePath))
            plan.removed = stored.filter { !present.contains($0.key) }
            plan.linksWereCurrent = storedLinks == linksFingerprint
            clock.mark("load")
            return plan
        }
    }
}
