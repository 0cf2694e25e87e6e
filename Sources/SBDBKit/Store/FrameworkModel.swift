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

    /// From the rows the data files insert into framework_source to the two tables: a class's
    /// platform follows its framework and superclass (a name both UIKit and AppKit use has a row
    /// in each file of the model), and member lists are split at their spaces.
    static let split = """
        INSERT OR IGNORE INTO framework_classes (name, superclass, framework, platform, package)
        SELECT class, superclass, framework, CASE
            WHEN framework = 'Foundation' THEN 'any'
            WHEN framework = 'WatchKit' THEN 'watchOS'
            WHEN framework IN ('AppKit', 'Sparkle', 'MMTabBarView')
                 OR superclass IN ('NSView', 'NSViewController', 'NSWindow', 'NSResponder') THEN 'macOS'
            ELSE 'iOS' END, package
        FROM framework_source;

        WITH RECURSIVE split(class, kind, member, rest) AS (
            SELECT class, 'outlet', NULL, outlets || ' ' FROM framework_source
            UNION ALL SELECT class, 'outlet-collection', NULL, collections || ' ' FROM framework_source
            UNION ALL SELECT class, 'action', NULL, actions || ' ' FROM framework_source
            UNION ALL
            SELECT class, kind, substr(rest, 1, instr(rest, ' ') - 1), ltrim(substr(rest, instr(rest, ' ') + 1))
            FROM split WHERE rest <> ''
        )
        INSERT OR IGNORE INTO framework_members (class, kind, member)
        SELECT class, kind, member FROM split WHERE member IS NOT NULL AND member <> '';
        """

    /// Whether `db` holds another model than this sbdb's.
    static func isStale(_ db: Database) throws -> Bool {
        try MetaRows.get(db, metaKey) != version
    }

    /// Replaces the model's rows with the embedded ones, in the caller's transaction.
    static func load(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM framework_members")
        try db.execute(sql: "DELETE FROM system_resources")
        try db.execute(sql: "DELETE FROM framework_classes")
        try db.execute(sql: """
            CREATE TEMP TABLE framework_source (
                class TEXT, superclass TEXT, framework TEXT, outlets TEXT, collections TEXT, actions TEXT,
                package INTEGER NOT NULL DEFAULT 0)
            """)
        for script in EmbeddedSQL.frameworkModel { try db.execute(sql: script.sql) }
        try db.execute(sql: Self.split)
        try db.execute(sql: "DROP TABLE framework_source")
        try MetaRows.set(db, metaKey, version)
    }
}
