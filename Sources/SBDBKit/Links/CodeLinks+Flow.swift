import GRDB

/// Names that reach a load from elsewhere: the values callers pass to a parameter, and the view
/// controller an app extension's Info.plist names as its principal class.
extension CodeLinks {
    /// `NSExtension.NSExtensionPrincipalClass` of an Info.plist (`DocumentPickerViewController`, or
    /// `$(PRODUCT_MODULE_NAME).DocumentPickerViewController`): the extension creates that view
    /// controller without a nib name, so it loads the nib named after its class, like `Foo()`.
    func principalClasses() throws -> [LinkCandidate] {
        var result: [LinkCandidate] = []
        for row in try Row.fetchAll(db, sql: """
            SELECT file_id, value, line FROM plist_entries
            WHERE setting = 'NSExtensionPrincipalClass'\(FileFilter.clause("file_id", files))
            ORDER BY file_id, id
            """) {
            let value: String = row[1]
            guard let className = value.split(separator: ".").last.map(String.init), !className.contains("$"),
                  let nib = try implicitNib(forClass: className) else { continue }
            result.append(LinkCandidate(
                sourceFileID: row[0], sourceSceneID: nil, sourceViewID: nil, line: row[2], mechanism: "info-plist",
                targetKind: .nib, name: nib, identifier: nil, bundle: nil, defaultsToInitial: false,
                detail: "NSExtensionPrincipalClass = \(value): a view controller without a nib name loads the nib named after its class",
                problem: nil, sourceClass: className, resolution: "implicit"))
        }
        return result
    }


    /// The names callers pass to a parameter (constants named `key`).
    func argumentValues(_ key: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT DISTINCT value FROM code_constants WHERE name = ? ORDER BY value
            """), arguments: [key])
    }
}
