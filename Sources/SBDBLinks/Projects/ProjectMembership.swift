import GRDB
import SBDBStore

/// Derives `file_targets`, which targets build each file, from `target_files`: a file listed by
/// its path, or one under a folder a target holds (a folder reference, a synchronized folder, a
/// package target's folder, a resource that is a folder on disk: `CopiedFolders`) that the target
/// does not exclude. Each file's lookup walks its folders, so the cost follows the number of
/// files, not files × folders. Paths compare as the Mac's default file system compares them
/// (`MacPath`).
package enum ProjectMembership {
    private struct Member: Hashable {
        var target: Int64
        var role: String
    }

    /// Whether a path is a SwiftPM manifest (`Package.swift`, `Package@swift-5.9.swift`).
    package static func isManifest(_ path: String) -> Bool {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Rewrites the rows of `files` (ids; nil: every file). When a project or package changed,
    /// every file's membership may move: callers pass nil then.
    static func update(_ db: Database, files: Set<Int64>?) throws {
        if files?.isEmpty == true { return }
        if files == nil { try ProjectSettings.describeTargets(db) }
        var exact: [String: [Member]] = [:]
        var folders: [String: [Member]] = [:]
        // Whether a phase copies an entry it lists: then any listed path may be a folder.
        var copiesAny = false
        var excluded: [String: Set<Int64>] = [:]
        let targetFiles = try RowReader.Query(db, sql: "SELECT target_id, path, role, is_folder FROM target_files")
        let t = (
            targetID: try targetFiles.column("target_id"),
            path: try targetFiles.column("path"),
            role: try targetFiles.column("role"),
            isFolder: try targetFiles.column("is_folder")
        )
        try targetFiles.forEach { row in
            let member = Member(target: row.int64(t.targetID), role: row.text(t.role))
            let path = MacPath.key(row.text(t.path))
            if member.role == "excluded" {
                excluded[path, default: []].insert(member.target)
            } else if row.int64(t.isFolder) != 0 {
                folders[path, default: []].append(member)
            } else {
                exact[path, default: []].append(member)
                copiesAny = copiesAny || CopiedFolders.copiesWhole(role: member.role)
            }
        }
        if let files {
            guard !files.isEmpty else { return }
            try db.execute(sql: "DELETE FROM file_targets WHERE file_id IN (\(FileFilter.list(files)))")
        } else {
            try db.execute(sql: "DELETE FROM file_targets")
        }
        guard !exact.isEmpty || !folders.isEmpty else { return }
        var insert = try ContractWrite<FileTargetsContract>(db, fileID: nil)
        let filter = files.map { " WHERE id IN (\(FileFilter.list($0)))" } ?? ""
        let fileRows = try RowReader.Query(db, sql: "SELECT id, path FROM files\(filter)")
        let f = (id: try fileRows.column("id"), path: try fileRows.column("path"))
        try fileRows.forEach { row in
            let path = MacPath.key(row.text(f.path))
            for member in members(of: path, exact: exact, folders: folders, copiesAny: copiesAny, excluded: excluded) {
                try insert.insert(FileTargetItem(file: row.int64(f.id), target: member.target, role: member.role))
            }
        }
    }

    private static func members(
        of path: String, exact: [String: [Member]], folders: [String: [Member]], copiesAny: Bool,
        excluded: [String: Set<Int64>]
    ) -> [Member] {
        var found = exact[path] ?? []
        guard !folders.isEmpty || copiesAny else { return found }
        // Walk up: `A/B/C.xib` looks at `A/B` then `A`; exclusions of a folder or of the file
        // itself hold for the targets that name them.
        var leftOut = excluded[path] ?? []
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let key = String(folder)
            if let more = excluded[key] { leftOut.formUnion(more) }
            for member in folders[key] ?? [] where !leftOut.contains(member.target) { found.append(member) }
            for member in exact[key] ?? [] where CopiedFolders.copiesWhole(role: member.role) && !leftOut.contains(member.target) {
                found.append(member)
            }
        }
        return found
    }
}

/// Rule: a resource that a project lists as a file but the checkout holds as a folder is a folder
/// reference, and a phase that copies files copies a folder with everything in it (Xcode's
/// `pbxcp` copies recursively): a typeless reference to `en.lproj` in Copy Bundle Resources, as
/// CocoaPods writes them, ships `en.lproj/MainMenu.xib`. A Sources, Headers or Frameworks phase
/// builds no file under a folder it lists.
package enum CopiedFolders {
    /// Whether a phase of this role copies a folder it lists whole.
    package static func copiesWhole(role: String) -> Bool { role == "resource" || role == "copy" }
}

/// Rule: paths compare as the Mac's default file system (APFS, case-insensitive) compares them,
/// since Xcode builds there: a project that lists `Helpers/NSString+paths.m` builds the checkout's
/// `Helpers/NSString+Paths.m`, and a group `Model` holds the folder `model`. On a case-sensitive
/// checkout two such paths are one file on every Mac that builds the app.
package enum MacPath {
    /// The form two paths share when the Mac takes them for one file.
    package static func key(_ path: String) -> String {
        // ASCII fast path, one pass over the bytes: most paths are ASCII, and lowercasing those
        // needs no Unicode tables (the update of one file's targets folds every project path).
        var text = path
        let folded = text.withUTF8 { bytes -> ASCIIFold in
            var upper = false
            for byte in bytes {
                if byte >= 0x80 { return .notASCII }
                if byte &- 0x41 < 26 { upper = true }
            }
            guard upper else { return .unchanged }
            return .folded(
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    for index in bytes.indices { buffer[index] = bytes[index] &- 0x41 < 26 ? bytes[index] | 0x20 : bytes[index] }
                    return bytes.count
                })
        }
        switch folded {
        case .unchanged: return path
        case .folded(let key): return key
        case .notASCII: return path.lowercased()
        }
    }

    private enum ASCIIFold {
        case unchanged, notASCII
        case folded(String)
    }
}
