import Foundation
import GRDB

/// Where a database file is, and how a new one is made and put there.
extension Store {
    /// Every connection of a database opened in place.
    static func poolConfiguration(_ prepare: (@Sendable (Database) throws -> Void)?) -> Configuration {
        var config = Configuration()
        config.busyMode = .timeout(30)
        config.prepareDatabase { db in
            // WAL with synchronous=NORMAL keeps every commit atomic across crashes.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try prepare?(db)
        }
        return config
    }

    /// The one connection of a new database written aside: no journal, no syncs, no file locks
    /// taken and released per transaction. A crash or an error loses the file, never a database
    /// at the store's path, so the rollback journal would protect nothing.
    static func buildingConfiguration(_ prepare: (@Sendable (Database) throws -> Void)?) -> Configuration {
        var config = Configuration()
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try prepare?(db)
        }
        return config
    }

    /// Whether a first index is writing the database at `path` beside it (`Creation.aside`).
    public static func isBeingBuilt(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + ".building")
    }

    /// No database yet: no file, or an empty one.
    static func isNew(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 || info.st_size == 0
    }

    /// A database opened in place from the image gets its indexes before anyone reads it.
    static func buildDeferredIndexes(inImageAt file: String) throws {
        do {
            let queue = try DatabaseQueue(path: file, configuration: buildingConfiguration(nil))
            _ = try queue.write { try DeferredIndexes.restore($0) }
            try queue.close()
        } catch {
            unlink(file)
            throw StoreError.cannotOpen(path: file, reason: describe(error))
        }
    }

    /// Syncs `file` (the data before the name), renames it onto `path` and syncs the folder
    /// (the name), so that after a crash the path holds the old file or the whole new one.
    static func syncAndRename(_ file: String, to path: String) throws {
        func fail(_ what: String) -> StoreError {
            .cannotOpen(path: path, reason: "\(what) '\(file)': \(String(cString: strerror(errno)))")
        }
        let descriptor = open(file, O_RDONLY)
        guard descriptor >= 0 else { throw fail("cannot open") }
        let synced = fsync(descriptor)
        close(descriptor)
        guard synced == 0 else { throw fail("cannot sync") }
        guard rename(file, path) == 0 else { throw fail("cannot rename") }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// The default database of a repository root.
    public static func defaultPath(forRoot root: String) -> String {
        (root as NSString).appendingPathComponent(".sbdb/index.sqlite")
    }

    /// Finds `.sbdb/index.sqlite` in `directory` or the nearest folder above it, as git finds `.git`
    /// (or the one a first index is still writing there, so that the reader is told so).
    public static func discover(from directory: String) throws -> String {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".sbdb/index.sqlite").path
            if FileManager.default.fileExists(atPath: candidate) || isBeingBuilt(candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        throw StoreError.noDatabaseFound(searchedFrom: directory)
    }
}
