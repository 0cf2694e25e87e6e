import Foundation

extension QueryRunner {
    /// The folder the database indexes (the `root` row of `meta`), which relative paths in
    /// results are relative to; nil when the database does not record one.
    public func indexedRoot() throws -> String? {
        let result = try run(sql: "SELECT value FROM meta WHERE name = 'root'", origin: "the meta table")
        guard case .text(let root)? = result.rows.first?.first, !root.isEmpty else { return nil }
        return root
    }
}
