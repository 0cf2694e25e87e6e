/// An optional restriction of link extraction to some source files.
enum FileFilter {
    /// Ids as an SQL list (integers only, so nothing to escape).
    static func list(_ files: Set<Int64>) -> String {
        files.isEmpty ? "NULL" : files.sorted().map(String.init).joined(separator: ", ")
    }

    /// ` AND <column> IN (…)`, or nothing when every file is wanted.
    static func clause(_ column: String, _ files: Set<Int64>?) -> String {
        files.map { " AND \(column) IN (\(list($0)))" } ?? ""
    }
}
