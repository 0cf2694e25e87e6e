import GRDB
import SBDBStore

/// Which bundles a target's code runs in.
enum ProjectBundles {
    /// Target id → itself and every target that depends on it, directly or through others (by
    /// target dependency, an embedded or linked product of the target's product name, or a package
    /// product named after a package target): code of a framework or package runs in the bundles
    /// of the apps and extensions that use it.
    static func consumers(_ db: Database) throws -> [Int64: Set<Int64>] {
        var byName: [String: Set<Int64>] = [:]
        var all: [Int64] = []
        let targets = try RowReader.Query(db, sql: "SELECT id, name, product_name, product_type FROM targets")
        let t = (
            id: try targets.column("id"),
            name: try targets.column("name"),
            productName: try targets.column("product_name"),
            productType: try targets.column("product_type")
        )
        try targets.forEach { row in
            let id = row.int64(t.id)
            all.append(id)
            // Only code that others link runs in their bundles: an app or an extension that an app
            // embeds runs in its own.
            guard isLibrary(row.textOrNil(t.productType)) else { return }
            byName[row.text(t.name), default: []].insert(id)
            if let product = row.textOrNil(t.productName) { byName[product, default: []].insert(id) }
        }
        // used[x] = targets that depend on x directly.
        var usedBy: [Int64: Set<Int64>] = [:]
        let dependencies = try RowReader.Query(db, sql: "SELECT target_id, name FROM target_dependencies")
        let d = (targetID: try dependencies.column("target_id"), name: try dependencies.column("name"))
        try dependencies.forEach { row in
            // `Foo.framework`, `Share.appex`: the product's name without its extension.
            var name = row.text(d.name)
            if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
            for dependency in byName[row.text(d.name)] ?? byName[name] ?? [] where dependency != row.int64(d.targetID) {
                usedBy[dependency, default: []].insert(row.int64(d.targetID))
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
