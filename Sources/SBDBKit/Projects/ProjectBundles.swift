import GRDB

/// Which bundles a target's code runs in.
enum ProjectBundles {
    /// Target id → itself and every target that depends on it, directly or through others (by
    /// target dependency, an embedded or linked product of the target's product name, or a package
    /// product named after a package target): code of a framework or package runs in the bundles
    /// of the apps and extensions that use it.
    static func consumers(_ db: Database) throws -> [Int64: Set<Int64>] {
        var byName: [String: Set<Int64>] = [:]
        var all: [Int64] = []
        try RowReader.forEach(db, sql: "SELECT id, name, product_name, product_type FROM targets") { row in
            let id = row.int64(0)
            all.append(id)
            // Only code that others link runs in their bundles: an app or an extension that an app
            // embeds runs in its own.
            guard isLibrary(row.textOrNil(3)) else { return }
            byName[row.text(1), default: []].insert(id)
            if let product = row.textOrNil(2) { byName[product, default: []].insert(id) }
        }
        // used[x] = targets that depend on x directly.
        var usedBy: [Int64: Set<Int64>] = [:]
        try RowReader.forEach(db, sql: "SELECT target_id, name FROM target_dependencies") { row in
            // `Foo.framework`, `Share.appex`: the product's name without its extension.
            var name = row.text(1)
            if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
            for dependency in byName[row.text(1)] ?? byName[name] ?? [] where dependency != row.int64(0) {
                usedBy[dependency, default: []].insert(row.int64(0))
            }
        }
        var result: [Int64: Set<Int64>] = [:]
        for target in all {
            var seen: Set<Int64> = [target]
            var queue = [target]
            while let next = queue.popLast() {
                for user in usedBy[next] ?? [] where seen.insert(user).inserted { queue.append(user) }
            }
            result[target] = seen
        }
        return result
    }

    /// Frameworks, static and dynamic libraries, and package targets other than tests and executables.
    static func isLibrary(_ productType: String?) -> Bool {
        guard let type = productType else { return false }
        if type.hasPrefix("swiftpm.") { return type == "swiftpm.regular" }
        return type.contains("framework") || type.contains("library")
    }
}
