import CSQLiteTuning
import Foundation
import GRDB
import SBDBCore

/// The sbdb database: opening, identity checks, migrations, and connections.
///
/// The database is a rebuildable cache of the repository. It runs in WAL mode so readers
/// (`sbdb query`, the `sqlite3` shell, editors) work while the indexer writes.
public final class Store: Sendable {
    /// `PRAGMA application_id` of sbdb databases: "SBDB" in ASCII.
    public static let applicationID = 0x5342_4442

    public let path: String
    /// The connection: a pool on `path`, or while a first index builds a new database aside,
    /// one connection on the file beside it (`Creation.aside`).
    private let connection: Locked<Connection>
    /// Set when opening brought a database from an older sbdb up to this one's schema.
    public let upgrade: SchemaUpgrade?
    /// Held while the store is open: one writer per database (see `IndexLock`).
    private let lock: IndexLock
    private let prepare: (@Sendable (Database) throws -> Void)?

    /// Where a new database is made.
    public enum Creation: Sendable {
        /// At its path, ready when the store opens.
        case inPlace
        /// Beside its path (`PATH.building`), with no journal and no syncs: `publish()` syncs it
        /// once and renames it onto its path when the first index is written. A crash before
        /// that leaves no database (or the file that was there) at the path, never half of one.
        /// An existing database opens in place either way.
        case aside
    }

    enum Connection {
        case pool(DatabasePool)
        case building(DatabaseQueue, file: String)
        /// Published and closed: the pool opens on the next use (an `sbdb index` run has none,
        /// and would pay for opening it and for the checkpoint of its closing).
        case published
    }

    /// Opens (creating when missing) the database at `path` for indexing, as its only writer
    /// until this value goes away (`StoreError.writerBusy` otherwise). `command` is how a
    /// second writer's error names this one (`sbdb index`, `sbdb watch`).
    public convenience init(path: String, command: String = "sbdb index", creation: Creation = .inPlace) throws {
        try self.init(path: path, command: command, creation: creation, prepare: nil)
    }

    /// `prepare` runs on every new connection after sbdb's own settings (tests use it to
    /// simulate a full disk with `PRAGMA max_page_count`).
    init(
        path: String, command: String = "sbdb index", creation: Creation = .inPlace,
        prepare: (@Sendable (Database) throws -> Void)?
    ) throws {
        self.path = path
        self.prepare = prepare
        Self.tuneSQLite()
        let known = try Self.refuseForeign(at: path)
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty, FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw StoreError.cannotOpen(path: path, reason: "'\(directory)' is a file, not a folder; pass --db with a path in a folder")
        } else if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create the folder '\(directory)' (\(Self.describe(error)))")
            }
        }
        lock = try IndexLock(databasePath: path, command: command)
        if Self.isNew(path) {
            // Leftovers of a database deleted by hand belong to no database now.
            for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
            if creation == .aside {
                let file = path + ".building"
                try DatabaseImage.write(to: file)
                do {
                    connection = Locked(.building(try DatabaseQueue(path: file, configuration: Self.buildingConfiguration(prepare)), file: file))
                } catch {
                    throw StoreError.cannotOpen(path: file, reason: Self.describe(error))
                }
                // The image is this sbdb's schema and model, its indexes wait for the first index's end.
                upgrade = nil
                return
            }
            // A new database appears at its path whole, from the image, with its indexes built.
            try DatabaseImage.write(to: path + ".new")
            try Self.buildDeferredIndexes(inImageAt: path + ".new")
            try Self.syncAndRename(path + ".new", to: path)
        }
        // Opening a pool writes (GRDB creates and drops a table to make sure of the WAL file), so a
        // newer sbdb's database is refused on a read-only connection first.
        try Self.refuseNewerSchemaReadingOnly(at: path)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: Self.poolConfiguration(prepare))
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        connection = Locked(.pool(pool))
        if !known { try Self.checkIdentity(pool, path: path) }
        // A newer sbdb's database is refused before anything is written to it.
        try Self.refuseNewerSchema(pool, path: path)
        // Indexes a run that died left unbuilt come first: migrations may change them.
        do {
            let waiting = try pool.writeWithoutTransaction { db in
                try Self.tableExists(db, "meta") && MetaRows.get(db, DeferredIndexes.metaKey) != nil
            }
            if waiting { _ = try pool.write { try DeferredIndexes.restore($0) } }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
        upgrade = try Self.migrate(pool, path: path)
        do {
            if try pool.writeWithoutTransaction(FrameworkModel.isStale) { try pool.write(FrameworkModel.load) }
            try pool.writeWithoutTransaction(Self.stampSchema)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// `PRAGMA user_version` of a database migrated to this sbdb's schema: the number of its
    /// migrations. The next open reads it from the header alone (`refuseNewerSchemaReadingOnly`);
    /// any other number (an older sbdb's, a newer one's, none) takes the full check.
    static var schemaStamp: Int32 { Int32(EmbeddedSQL.migrations.count) }

    /// Writes `schemaStamp` once, when the header does not hold it yet.
    static func stampSchema(_ db: Database) throws {
        guard try Int32.fetchOne(db, sql: "PRAGMA user_version") != schemaStamp else { return }
        try db.execute(sql: "PRAGMA user_version = \(schemaStamp)")
    }

    deinit {
        // A first index that did not finish leaves nothing beside the path (its connection
        // closes as the store goes; a crash leaves the file, which the next first index replaces).
        if case .building(_, let file) = connection.current { unlink(file) }
    }

    /// Whether a first index is being written aside (`Creation.aside`) and not yet published.
    public var isBuilding: Bool {
        if case .building = connection.current { return true }
        return false
    }

    /// Ends a new database's first index (`Creation.aside`): switches it to WAL, syncs it to disk
    /// once and renames it onto the store's path, where the next use of the store opens it as
    /// every later run does. Does nothing for a database that was opened in place.
    public func publish() throws {
        try connection.withLock { connection in
            guard case .building(let queue, let file) = connection else { return }
            do {
                try queue.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                    // The image holds this sbdb's schema: the next open reads that from the header
                    // (`refuseNewerSchemaReadingOnly`) rather than parsing it on a connection of its own.
                    try Self.stampSchema(db)
                }
                try queue.close()
            } catch {
                throw StoreError.cannotOpen(path: file, reason: Self.describe(error))
            }
            try Self.syncAndRename(file, to: path)
            connection = .published
        }
    }

    /// Asks the system to start writing a new database's pages to disk (Linux), so that
    /// `publish()`'s sync finds less left to write. Does nothing in place or elsewhere.
    public func startWriteback() {
        #if os(Linux)
        guard case .building(_, let file) = connection.current else { return }
        let descriptor = open(file, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = sbdb_start_writeback(descriptor)
        close(descriptor)
        #endif
    }

    /// The connection to use now, opening the pool on the first use after `publish()`.
    private func writer() throws -> any DatabaseWriter {
        try connection.withLock { connection in
            switch connection {
            case .pool(let pool): return pool
            case .building(let queue, _): return queue
            case .published:
                do {
                    let pool = try DatabasePool(path: path, configuration: Self.poolConfiguration(prepare))
                    connection = .pool(pool)
                    return pool
                } catch {
                    throw StoreError.cannotOpen(path: path, reason: Self.describe(error))
                }
            }
        }
    }

    /// Reads from the latest committed state, on the writer's connection: the store is the
    /// database's only writer, so nothing changes between its writes, and an index run opens no
    /// second connection (each one parses the schema's 170 objects again).
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try namingTheDatabase { try writer().writeWithoutTransaction(body) }
    }

    /// Runs `body` in one write transaction; on any error it is rolled back whole.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try namingTheDatabase { try writer().write(body) }
    }

    /// Runs `body` in one write transaction with SQLite's foreign-key checks off, for batches
    /// that only insert the rows of new files: each row's parents are written before it in the
    /// same transaction, so the checks (a lookup per reference, three per view) prove nothing.
    /// Batches that replace or delete rows keep them, since their cascades clean up `includes`.
    public func insertOnly<T>(_ body: (Database) throws -> T) throws -> T {
        try namingTheDatabase {
            try writer().writeWithoutTransaction { db in
                // The pragma is a no-op inside a transaction, so it goes around one.
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                var result: T?
                try db.inTransaction {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        }
    }

    /// SQLite's errors become `StoreError.failed`, which names the database file.
    private func namingTheDatabase<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw StoreError.failed(path: path, error)
        }
    }

    // MARK: - Settings and migrations (the opening checks are in Store+Checks.swift)

    package static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Process-wide SQLite settings, made before the first connection (later calls do nothing).
    package static func tuneSQLite() {
        _ = sqliteTuning
    }

    private static let sqliteTuning: Int32 = sbdb_disable_sqlite_memory_statistics() | sbdb_enable_sqlite_uri_names()

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in EmbeddedSQL.migrations {
            migrator.registerMigration(migration.name) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    /// Applies the migrations this database lacks. An older sbdb's database is upgraded in
    /// place, and its parser version is dropped so the next index reads every file again to
    /// fill what the new tables hold.
    /// Throws `newerSchema` when the database holds a migration this sbdb does not know; reads only.
    private static func refuseNewerSchema(_ pool: DatabasePool, path: String) throws {
        let unknown = try pool.writeWithoutTransaction(unknownMigrations)
        if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
    }

    /// The migrations a database records (GRDB's `grdb_migrations`), read with two small queries:
    /// GRDB's own `appliedIdentifiers` loads the whole schema into a set first, which a no-op
    /// re-index paid on each connection.
    static func appliedMigrations(_ db: Database) throws -> [String] {
        guard try tableExists(db, "grdb_migrations") else { return [] }
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
    }

    /// The migrations a database records that this sbdb does not know, sorted: a newer sbdb's.
    static func unknownMigrations(_ db: Database) throws -> [String] {
        let known = Set(EmbeddedSQL.migrations.map(\.name))
        return try appliedMigrations(db).filter { !known.contains($0) }.sorted()
    }

    /// Whether the database has a table of that name, asked of `sqlite_master` alone.
    static func tableExists(_ db: Database, _ name: String) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)"),
            arguments: [name]) ?? false
    }

    private static func migrate(_ pool: DatabasePool, path: String) throws -> SchemaUpgrade? {
        let migrator = Self.migrator
        try refuseNewerSchema(pool, path: path)
        let applied = try pool.writeWithoutTransaction(appliedMigrations)
        let latest = EmbeddedSQL.migrations.last?.name ?? ""
        let upgrade =
            applied.isEmpty || applied.contains(latest)
            ? nil : SchemaUpgrade(from: EmbeddedSQL.migrations.map(\.name).last(where: applied.contains) ?? "", to: latest)
        // Every migration applied (and no unknown one, checked above): nothing to write.
        if Set(applied).isSuperset(of: EmbeddedSQL.migrations.map(\.name)) { return nil }
        do {
            try migrator.migrate(pool)
            if upgrade != nil {
                try pool.write { try $0.execute(sql: "DELETE FROM meta WHERE name = 'parser_version'") }
            }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: describe(error))
        }
        return upgrade
    }

    /// For readers, which never migrate: refuses a database whose schema is not this sbdb's.
    package static func checkSchema(_ db: Database, path: String) throws {
        let applied = try appliedMigrations(db)
        let known = EmbeddedSQL.migrations.map(\.name)
        let unknown = applied.filter { !known.contains($0) }.sorted()
        if !unknown.isEmpty { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
        if applied.isEmpty {
            throw StoreError.cannotOpen(path: path, reason: "it holds no sbdb index yet; run 'sbdb index' first")
        }
        if let latest = known.last, !applied.contains(latest) {
            throw StoreError.olderSchema(path: path, schema: known.last(where: applied.contains) ?? "none")
        }
    }

    package static func describe(_ error: Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return error.localizedDescription
    }
}

/// The schema change opening a database made: migration names, as in `Schema/`.
public struct SchemaUpgrade: Sendable, Equatable {
    public let from: String
    public let to: String
}
