import GRDB

/// The framework classes and members of `Schema/Frameworks/*.sql` (framework_classes,
/// framework_members) and the system's resource names (system_resources). They are data, not
/// schema: a writer loads them whenever the embedded model differs from the one the database
/// holds, so a corrected model needs no migration and no re-read of the repository.
enum FrameworkModel {
    static let metaKey = "framework_model"

    /// The model's identity: a hash of its SQL (`Schema/Frameworks`, `Schema/FrameworkLoad`).
    static let version = EmbeddedSQL.frameworkModelVersion

    /// Whether `db` holds another model than this sbdb's.
    static func isStale(_ db: Database) throws -> Bool {
        try MetaRows.get(db, metaKey) != version
    }

    /// Replaces the model's rows with the embedded ones, in the caller's transaction:
    /// `Schema/FrameworkLoad/1-source.sql` empties the tables and makes a temporary
    /// framework_source, the data files fill it, `2-split.sql` splits it into the tables. A new
    /// database has the model already (`DatabaseImage`).
    static func load(_ db: Database) throws {
        let scripts = EmbeddedSQL.frameworkLoad.prefix(1) + EmbeddedSQL.frameworkModel + EmbeddedSQL.frameworkLoad.dropFirst()
        for script in scripts { try db.execute(sql: script.sql) }
        try MetaRows.set(db, metaKey, version)
    }
}
