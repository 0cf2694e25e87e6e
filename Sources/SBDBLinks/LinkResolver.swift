import Foundation
import GRDB
import SourceParsing
import SBDBCore
import SBDBStore

/// Looks link targets up by name, as the run time does: a storyboard or nib is found by its
/// base name, `Base.lproj`/`xx.lproj` copies are one logical file, `~ipad`/`~iphone`
/// suffixes name the same file, and a scene by its storyboard identifier.
package struct LinkResolver {
    /// One storyboard or nib, whatever its localised copies.
    struct LogicalFile {
        var representative: Int64
        var path: String
        /// The logical name (`files.name`).
        var name: String
        var kind: FileKind
        var copies: [Int64]
        /// The document's platform (ios, tvos, watchos, macos), when known.
        var platform: String? = nil
    }

    private var byName: [String: [LogicalFile]] = [:]
    private var lowercasedNames: [String: [String]] = [:]
    /// Scenes of each representative: storyboard identifier → scene id, and the initial scene.
    private var scenesByFile: [Int64: [String: Int64]] = [:]
    private var initialScene: [Int64: Int64] = [:]
    private var paths: [Int64: String] = [:]
    /// The targets that build each loaded file (a logical file: its copies' targets together).
    private(set) var targetsOf: [Int64: Set<Int64>] = [:]
    /// Target → the targets whose bundle its code runs in: itself, and those that depend on it
    /// (an app runs the code of the frameworks and packages it links, with `Bundle.main` the app's).
    private(set) var bundlesRunning: [Int64: Set<Int64>] = [:]
    /// Product name → the bundle targets (`com.apple.product-type.bundle`) that make it, for a
    /// bundle named by its file.
    private(set) var namedTargets: [String: Set<Int64>] = [:]
    /// Bundle identifier → the targets with it, for storyboard references into another bundle.
    private(set) var identifiedTargets: [String: Set<Int64>] = [:]
    /// Class → the targets that build it, for the loads that name a class's bundle.
    private(set) var classTargets: [String: Set<Int64>] = [:]
    /// File id → the representative of its logical file.
    package private(set) var representativeOf: [Int64: Int64] = [:]
    private(set) var logicalFiles: [LogicalFile] = []

    /// Loads every storyboard and nib: what a full rebuild and the depths need.
    package init(_ db: Database) throws {
        try load(
            db,
            sql: """
                SELECT id, path, name, kind, lproj, (SELECT platform FROM documents WHERE file_id = files.id) AS platform
                FROM files WHERE kind IN ('storyboard', 'xib')
                ORDER BY (lproj IS NOT NULL AND lproj <> 'Base'), path
                """, onlyLoadedScenes: false)
    }

    /// Loads only the storyboards and nibs a link update's candidates can name: those called one of
    /// `names` (logical names, as `lookupName` gives them) and those whose names differ from one only
    /// in case, for the near-miss note. Resolving a candidate named in `names` gives what the full
    /// resolver gives; `logicalFiles` and `representativeOf` hold only these files.
    init(_ db: Database, names: Set<String>) throws {
        guard !names.isEmpty else { return }
        let lowercased = Set(names.map { $0.lowercased() })
        // SQLite's lower() folds ASCII only: names with other characters are all read (few) and
        // every row is checked with Swift's case folding (both through the indexes of migration 0006).
        try load(
            db,
            sql: """
                SELECT id, path, name, kind, lproj, (SELECT platform FROM documents WHERE file_id = id) AS platform FROM (
                    SELECT id, path, name, kind, lproj FROM files
                    WHERE lower(name) IN (SELECT value FROM json_each(?1)) AND +kind IN ('storyboard', 'xib')
                    UNION
                    SELECT id, path, name, kind, lproj FROM files
                    WHERE name GLOB '*[^ -~]*' AND +kind IN ('storyboard', 'xib'))
                ORDER BY (lproj IS NOT NULL AND lproj <> 'Base'), path
                """, arguments: [try CodeLinks.jsonList(lowercased)], onlyLoadedScenes: true,
            keep: { names.contains($0) || lowercased.contains($0.lowercased()) })
    }

    private mutating func load(
        _ db: Database, sql: String, arguments: StatementArguments = [], onlyLoadedScenes: Bool,
        keep: (String) -> Bool = { _ in true }
    ) throws {
        var groups: [String: LogicalFile] = [:]
        // Keys in first-seen order, with the logical name each groups (the name may hold any
        // character, and the folder may be empty, so it is never parsed back out of the key).
        var order: [(key: String, name: String)] = []
        let query = try RowReader.Query(db, sql: sql, arguments: arguments)
        let c = (
            id: try query.column("id"),
            path: try query.column("path"),
            name: try query.column("name"),
            kind: try query.column("kind"),
            lproj: try query.column("lproj"),
            platform: try query.column("platform")
        )
        try query.forEach { row in
            let name = row.text(c.name)
            guard keep(name) else { return }
            let id = row.int64(c.id)
            let path = row.text(c.path)
            paths[id] = path
            let kind = FileKind(rawValue: row.text(c.kind))!
            // One logical file per folder (the .lproj folder counts for nothing), name and kind.
            let folder = Self.folder(of: path, lproj: row.textOrNil(c.lproj))
            let key = "\(kind.rawValue)\u{0}\(folder)\u{0}\(name)"
            if let existing = groups[key] {
                groups[key]!.copies.append(id)
                representativeOf[id] = existing.representative
            } else {
                groups[key] = LogicalFile(
                    representative: id, path: path, name: name, kind: kind, copies: [id], platform: row.textOrNil(c.platform))
                order.append((key, name))
                representativeOf[id] = id
            }
        }
        for (key, name) in order {
            let file = groups[key]!
            logicalFiles.append(file)
            byName[name, default: []].append(file)
            lowercasedNames[name.lowercased(), default: []].append(name)
        }
        let filter = onlyLoadedScenes ? FileFilter.clause("file_id", Set(logicalFiles.map(\.representative))) : ""
        let scenes = try RowReader.Query(
            db,
            sql: """
                SELECT id, file_id, storyboard_identifier, is_initial FROM scenes
                WHERE (storyboard_identifier IS NOT NULL OR is_initial = 1)\(filter)
                """)
        let s = (
            id: try scenes.column("id"),
            fileID: try scenes.column("file_id"),
            storyboardIdentifier: try scenes.column("storyboard_identifier"),
            isInitial: try scenes.column("is_initial")
        )
        try scenes.forEach { row in
            let fileID = row.int64(s.fileID)
            guard let representative = representativeOf[fileID], representative == fileID else { return }
            if let identifier = row.textOrNil(s.storyboardIdentifier), scenesByFile[fileID]?[identifier] == nil {
                scenesByFile[fileID, default: [:]][identifier] = row.int64(s.id)
            }
            if row.int64(s.isInitial) == 1 { initialScene[fileID] = row.int64(s.id) }
        }
        let ibFilter = onlyLoadedScenes ? FileFilter.clause("m.file_id", Set(representativeOf.keys)) : ""
        let members = try RowReader.Query(
            db,
            sql: """
                SELECT m.file_id, m.target_id FROM file_targets m JOIN files f ON f.id = m.file_id
                WHERE f.kind IN ('storyboard', 'xib')\(ibFilter)
                """)
        let m = (fileID: try members.column("file_id"), targetID: try members.column("target_id"))
        try members.forEach { row in
            guard let representative = representativeOf[row.int64(m.fileID)] else { return }
            targetsOf[representative, default: []].insert(row.int64(m.targetID))
        }
        guard !targetsOf.isEmpty else { return }
        bundlesRunning = try ProjectBundles.consumers(db)
        let identified = try RowReader.Query(db, sql: "SELECT bundle_identifier, id FROM targets WHERE bundle_identifier IS NOT NULL")
        let i = (bundleIdentifier: try identified.column("bundle_identifier"), id: try identified.column("id"))
        try identified.forEach { row in
            identifiedTargets[row.text(i.bundleIdentifier), default: []].insert(row.int64(i.id))
        }
        let bundles = try RowReader.Query(
            db,
            sql: """
                SELECT coalesce(product_name, name) AS product, id FROM targets WHERE product_type = 'com.apple.product-type.bundle'
                """)
        let b = (product: try bundles.column("product"), id: try bundles.column("id"))
        try bundles.forEach { row in namedTargets[row.text(b.product), default: []].insert(row.int64(b.id)) }
    }

    /// Learns the paths of other source files (plists, code), which a link's nearest target
    /// depends on; nil loads every file's.
    mutating func loadSourcePaths(_ db: Database, files: Set<Int64>?) throws {
        let wanted = files?.filter { paths[$0] == nil }
        if let wanted, wanted.isEmpty { return }
        // The ids go in as one JSON argument: a statement's text is limited to a megabyte.
        let filter = wanted == nil ? "kind NOT IN ('storyboard', 'xib')" : "id IN (SELECT value FROM json_each(?))"
        let arguments: StatementArguments = wanted.map { ["[" + $0.map(String.init).joined(separator: ",") + "]"] } ?? []
        let query = try RowReader.Query(db, sql: "SELECT id, path FROM files WHERE \(filter)", arguments: arguments)
        let c = (id: try query.column("id"), path: try query.column("path"))
        try query.forEach { row in
            paths[row.int64(c.id)] = row.text(c.path)
        }
        guard !targetsOf.isEmpty else { return }
        // Code runs in the targets that build it; an Info.plist belongs to the targets using it.
        let sourceFilter = wanted == nil ? "f.kind NOT IN ('storyboard', 'xib')" : "f.id IN (SELECT value FROM json_each(?1))"
        let targets = try RowReader.Query(
            db,
            sql: """
                SELECT m.file_id, m.target_id FROM file_targets m JOIN files f ON f.id = m.file_id WHERE \(sourceFilter)
                UNION ALL
                SELECT f.id, t.id FROM targets t JOIN files f ON f.path = t.info_plist WHERE \(sourceFilter)
                UNION ALL
                -- A project's INFOPLIST_KEY_ settings: the entry points of its targets.
                SELECT f.id, t.id FROM targets t JOIN files f ON f.id = t.file_id WHERE f.kind = 'pbxproj' AND \(sourceFilter)
                UNION ALL
                -- An .xcconfig's: those of the targets based on it (a project's own base configuration:
                -- every target of the project).
                SELECT f.id, t.id FROM base_configurations b JOIN files f ON f.path = b.path
                JOIN targets t ON t.id = b.target_id OR (b.target_id IS NULL AND t.file_id = b.file_id)
                WHERE f.kind = 'xcconfig' AND \(sourceFilter)
                """, arguments: arguments)
        let t = (fileID: try targets.column("file_id"), targetID: try targets.column("target_id"))
        try targets.forEach { row in
            targetsOf[row.int64(t.fileID), default: []].insert(row.int64(t.targetID))
        }
    }

    /// Whether a xib with this logical name exists (of the files loaded).
    func nibExists(_ name: String) -> Bool {
        byName[name]?.contains { $0.kind == .xib } ?? false
    }

    /// Whether a xib with this logical name exists, asked of the database: for a link update,
    /// whose resolver holds only the names its candidates use.
    static func nibExists(_ db: Database, _ name: String) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM files WHERE name = ? AND +kind = 'xib' LIMIT 1"), arguments: [name]) ?? false
    }

    /// The path of a file id, as indexed.
    package func path(of fileID: Int64) -> String? { paths[fileID] }

    func resolve(_ candidate: LinkCandidate) -> ResolvedLink { resolveAll(candidate)[0] }

    /// The candidate's link, or one link per bundle when code that several targets build loads
    /// a name each of those bundles has its own file for (an iOS and a macOS app sharing code):
    /// at run time each app loads its own, and neither is ambiguous.
    func resolveAll(_ candidate: LinkCandidate) -> [ResolvedLink] {
        var link = ResolvedLink(candidate: candidate, problem: candidate.problem, detail: candidate.detail)
        guard candidate.problem == nil, let written = candidate.name else { return [link] }
        let name = Self.lookupName(written)
        let kinds: Set<FileKind> =
            switch candidate.targetKind {
            case .storyboard: [.storyboard]
            case .nib: [.xib]
            case .interface: [.storyboard, .xib]
            }
        // A launch screen may be a storyboard or a xib: both compete, nearest folder first.
        let all = (byName[name] ?? []).filter { kinds.contains($0.kind) }
        var matches = all
        // A bundle named by its file (`Bundle(path: ….path(forResource: "Kit", ofType: "bundle")!)`):
        // the files in a `Kit.bundle` folder, when the repository has them; else the bundle
        // target of that name decides below, as for any bundle.
        var inNamedFolder = false
        var outsideBundleFolders = false
        if let bundleName = Self.bundleName(candidate.bundleClass) {
            let inFolder = matches.filter { Self.isInBundleFolder($0.path, bundleName) }
            if !inFolder.isEmpty {
                matches = inFolder
                inNamedFolder = true
            }
        } else if matches.count > 1 {
            // A file inside a `….bundle` folder is that bundle's, loaded only by naming it.
            let outside = matches.filter { !Self.isInBundleFolder($0.path, nil) }
            if !outside.isEmpty, outside.count < matches.count {
                matches = outside
                outsideBundleFolders = true
            }
        }
        guard !matches.isEmpty else {
            link.problem = candidate.bundle == nil ? .missingFile : .externalBundle
            let nearMisses = (lowercasedNames[name.lowercased()] ?? []).filter { $0 != name }
            if !nearMisses.isEmpty { link.detail = append(link.detail, "a file differs only in case: \(nearMisses.joined(separator: ", "))") }
            return [link]
        }
        let onPlatform = Self.onPlatform(matches, candidate.platform)
        let bundles = runningBundles(candidate)
        if let perBundle = onePerBundle(onPlatform, bundles: bundles) {
            return perBundle.map { file in
                var each = link
                each.detail = append(link.detail, "each of the \(perBundle.count) targets that run this code has its own \(name)")
                return scene(of: file, for: candidate, into: each)
            }
        }
        guard let (file, inBundle) = choose(onPlatform, from: paths[candidate.sourceFileID] ?? "", bundles: bundles) else {
            link.problem = .ambiguous
            link.detail = append(link.detail, "several files are named \(name): " + matches.map(\.path).joined(separator: ", "))
            return [link]
        }
        if all.count > 1 {
            let place =
                candidate.bundleClass.flatMap { bundleClass -> String? in
                    if bundleClass == CodeReference.moduleBundle { return "the package's own bundle" }
                    if let bundleName = Self.bundleName(bundleClass) {
                        return inNamedFolder || namedTargets[bundleName] != nil ? "the bundle \(bundleName).bundle" : nil
                    }
                    if bundleClass.hasPrefix(CodeReference.identifierBundlePrefix) {
                        let identifier = bundleClass.dropFirst(CodeReference.identifierBundlePrefix.count)
                        return identifiedTargets[String(identifier)] == nil ? nil : "the bundle \(identifier)"
                    }
                    return classTargets[bundleClass] == nil ? nil : "the bundle of \(bundleClass)"
                }
                ?? candidate.bundle.flatMap { identifiedTargets[$0] == nil ? nil : "the bundle \($0)" }
                ?? "a target that runs this code"
            let byPlatform = !inBundle && onPlatform.count == 1
            link.detail = append(
                link.detail,
                inBundle || inNamedFolder
                    ? "the one of \(all.count) files named \(name) in \(place)"
                    : outsideBundleFolders && matches.count == 1
                        ? "the one of \(all.count) files named \(name) outside a .bundle folder"
                        : byPlatform
                            ? "the one of \(all.count) files named \(name) for \(candidate.platform ?? "this platform")"
                            : "the nearest of \(all.count) files named \(name)")
        }
        return [scene(of: file, for: candidate, into: link)]
    }

    /// The link to `file`, with the scene the candidate names.
    private func scene(of file: LogicalFile, for candidate: LinkCandidate, into link: ResolvedLink) -> ResolvedLink {
        var link = link
        link.targetFileID = file.representative
        guard file.kind == .storyboard else { return link }
        if let identifier = candidate.identifier {
            if let scene = scenesByFile[file.representative]?[identifier] {
                link.targetSceneID = scene
            } else {
                link.problem = .missingScene
            }
        } else if candidate.defaultsToInitial {
            if let scene = initialScene[file.representative] {
                link.targetSceneID = scene
            } else {
                link.problem = .noInitialViewController
            }
        }
        return link
    }

    /// Learns the targets that build each class of `names` (for `Bundle(for: X.self)`).
    mutating func loadBundleClasses(_ db: Database, names: Set<String>) throws {
        let names = names.filter { !$0.hasPrefix("#") }
        guard !targetsOf.isEmpty, !names.isEmpty else { return }
        let query = try RowReader.Query(
            db,
            sql: """
                SELECT c.name, m.target_id FROM classes c JOIN file_targets m ON m.file_id = c.file_id
                WHERE c.name IN (SELECT value FROM json_each(?)) AND c.kind = 'class'
                """, arguments: [try CodeLinks.jsonList(names)])
        let c = (name: try query.column("name"), targetID: try query.column("target_id"))
        try query.forEach { row in
            classTargets[row.text(c.name), default: []].insert(row.int64(c.targetID))
        }
    }

    private func append(_ detail: String?, _ more: String) -> String {
        detail.map { "\($0); \(more)" } ?? more
    }
}
