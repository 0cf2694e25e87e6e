/// What a run brings in line with the disk.
package enum IndexScope: Equatable, Sendable {
    /// The whole tree: `sbdb index`, and a watcher's first run and rescans.
    case whole
    /// Only these paths, relative to the root (files, or folders with everything below them):
    /// `sbdb index --only` and a watcher's batches. `outermost` normalises them.
    case paths([String])

    /// The scope of `paths` (relative to the root), outermost and normalised; the root among
    /// them makes it whole.
    package static func of(_ paths: some Sequence<String>) -> IndexScope {
        let roots = outermost(paths)
        return roots.contains("") ? .whole : .paths(roots)
    }

    /// The folders whose diagnostics without a file (walk problems) the run replaces; "" is all.
    var roots: [String] {
        switch self {
        case .whole: [""]
        case .paths(let paths): paths
        }
    }

    /// The paths that no other path in the set contains, normalised (`./a//b/` is `a/b`; the
    /// root is ""), sorted.
    static func outermost(_ paths: some Sequence<String>) -> [String] {
        let normalised = Set(
            paths.map { path in
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

/// How one run reads and writes. Every run goes through the same stages (`Indexer.run(_:)`:
/// plan, read on all cores, write, finish); the scope picks the policy.
struct RunPolicy: Equatable, Sendable {
    /// Skip a file whose size and mtime match its row without reading it (a walk of the whole
    /// tree), or read and hash every file found, since a change a file system reports may keep both.
    var trustsSizeAndMtime: Bool
    /// Files per write transaction, with removals and links in a last one; or nil for a single
    /// transaction holding the files, the removals and the links, so a reader sees the whole
    /// batch or none of it.
    var batchSize: Int?
    /// A first index of at least this many files into an empty database builds the content
    /// tables' indexes at its end (`DeferredIndexes`); nil never defers them.
    var deferIndexesFrom: Int?
    /// Batches of new files only are written without foreign-key checks (`Store.insertOnly`).
    var insertsNewFilesUnchecked: Bool
}

extension RunPolicy {
    /// The policy of `scope`'s runs with `options`.
    ///
    /// From `Indexer.deferIndexesFrom` new files on, deferring the indexes pays: dropping and
    /// building the indexes costs about the same whatever the size (docs/performance.md).
    init(scope: IndexScope, options: IndexOptions) {
        switch scope {
        case .whole:
            self.init(
                trustsSizeAndMtime: true, batchSize: max(1, options.batchSize), deferIndexesFrom: Indexer.deferIndexesFrom,
                insertsNewFilesUnchecked: true)
        case .paths:
            self.init(trustsSizeAndMtime: false, batchSize: nil, deferIndexesFrom: nil, insertsNewFilesUnchecked: false)
        }
    }
}
