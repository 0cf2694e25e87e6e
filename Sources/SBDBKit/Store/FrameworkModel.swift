import GRDB

/// The framework classes and members of `Schema/Frameworks/*.sql` (framework_classes,
/// framework_members). They are data, not schema: a writer loads them whenever the embedded
/// model differs from the one the database holds, so a corrected model needs no migration and
/// no re-read of the repository.
enum FrameworkModel {
    static let metaKey = "framework_model"

    /// The model's identity: a hash of its SQL.
    static let version: String = {
        let text = EmbeddedSQL.frameworkModel.map { "\($0.name)\n\($0.sql)" }.joined(separator: "\n")
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { ContentHash.hex(UnsafeRawBufferPointer($0)) }
    }()

    /// Whether `db` holds another model than this sbdb's.
    static func isStale(_ db: Database) throws -> Bool {
        try MetaRows.get(db, metaKey) != version
    }

    /// Replaces the model's rows with the embedded ones, in the caller's transaction.
    static func load(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM framework_members")
        try db.execute(sql: "DELETE FROM framework_classes")
        for script in EmbeddedSQL.frameworkModel { try db.execute(sql: script.sql) }
        try MetaRows.set(db, metaKey, version)
    }
}
