import GRDB
import SourceParsing

/// Names that reach a load from elsewhere: the values callers pass to a parameter, the view
/// controller an app extension's Info.plist names as its principal class, and view controller
/// objects of xibs that load their own nib.
extension CodeLinks {
    /// `NSExtension.NSExtensionPrincipalClass` of an Info.plist (`DocumentPickerViewController`, or
    /// `$(PRODUCT_MODULE_NAME).DocumentPickerViewController`): the extension creates that view
    /// controller without a nib name, so it loads the nib named after its class, like `Foo()`.
    func principalClasses() throws -> [LinkCandidate] {
        var result: [LinkCandidate] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, value, line FROM plist_entries
                WHERE setting = 'NSExtensionPrincipalClass'\(FileFilter.clause("file_id", files))
                ORDER BY file_id, id
                """)
        {
            let value: String = row[1]
            guard let className = value.split(separator: ".").last.map(String.init), !className.contains("$"),
                let nib = try implicitNib(forClass: className)
            else { continue }
            result.append(
                LinkCandidate(
                    sourceFileID: row[0], sourceSceneID: nil, sourceViewID: nil, line: row[2], mechanism: "info-plist",
                    targetKind: .nib, name: nib, identifier: nil, bundle: nil, defaultsToInitial: false,
                    detail: "NSExtensionPrincipalClass = \(value): a view controller without a nib name loads the nib named after its class",
                    problem: nil, sourceClass: className, resolution: "implicit"))
        }
        return result
    }

    /// A view controller object of a xib (`<viewController customClass="LibraryViewController">`)
    /// without a view of its own: created without a nib name when the xib loads, so it loads the
    /// nib named after its class, by the platform's rule for its class chain.
    func controllersInNibs() throws -> [LinkCandidate] {
        var result: [LinkCandidate] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT v.file_id, v.custom_class, v.line, v.id FROM views v JOIN files f ON f.id = v.file_id
                WHERE f.kind = 'xib' AND v.scene_id IS NULL AND v.element GLOB '*Controller'
                  AND v.custom_class IS NOT NULL AND v.custom_class <> ''
                  AND NOT EXISTS (SELECT 1 FROM views c WHERE c.parent_id = v.id AND c.ib_key = 'view')\(FileFilter.clause("v.file_id", files))
                ORDER BY v.file_id, v.line
                """)
        {
            let className: String = row[1]
            guard let nib = try implicitNib(forClass: className) else { continue }
            result.append(
                LinkCandidate(
                    sourceFileID: row[0], sourceSceneID: nil, sourceViewID: row[3], line: row[2], mechanism: "implicit-nib",
                    targetKind: .nib, name: nib, identifier: nil, bundle: nil, defaultsToInitial: false,
                    detail: "a \(className) object without a view of its own loads the nib named after its class",
                    problem: nil, sourceClass: className, resolution: "implicit"))
        }
        return result
    }

    /// The names callers pass to a parameter (constants named `key`), or a function returns
    /// (`withRTLSuffix:#return(Login)`: each value of `withRTLSuffix:#return`, `Login` put for `$(0)`;
    /// a value that needs the argument when none was read gives nothing).
    func argumentValues(_ key: String) throws -> [String] {
        var visited: Set<String> = []
        return try argumentValues(key, visited: &visited)
    }

    /// Rule (forwarded parameter): a value `$(ARG show#name)` is each value `show`'s callers pass,
    /// followed to a fixed point; a cycle of functions passing a name round adds nothing.
    private func argumentValues(_ key: String, visited: inout Set<String>) throws -> [String] {
        guard visited.insert(key).inserted, visited.count <= Self.forwardingLimit else { return [] }
        var name = key
        var argument: String?
        if key.hasSuffix(")"), let open = key.range(of: "#return(") {
            name = String(key[..<open.lowerBound]) + "#return"
            argument = String(key[open.upperBound...].dropLast())
        }
        var result: [String] = []
        var values = try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT value FROM code_arguments WHERE name = ? ORDER BY value
                    """), arguments: [name])
        // An inspectable property's values are also what IB files set for it on its class's objects.
        if let (type, property) = CodeReference.inspectableProperty(ofKey: name) {
            values += try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT ra.value FROM runtime_attributes ra JOIN views v ON v.id = ra.view_id
                        WHERE ra.key_path = ? AND v.custom_class = ? AND ra.type = 'string' AND ra.value IS NOT NULL
                        ORDER BY ra.value
                        """), arguments: [property, type])
        }
        let types = values.compactMap(CodeReference.passedType)
        for value in values where CodeReference.passedType(value) == nil {
            if let forwarded = CodeReference.forwardedKey(value) {
                result += try argumentValues(forwarded, visited: &visited)
            } else if let function = CodeReference.calledOnFunction(value) {
                result += try classesCalledOn(function)
            } else if value.contains("$(0)") {
                if let argument { result.append(value.replacingOccurrences(of: "$(0)", with: argument)) }
            } else if let resolved = try passedValue(value, types: types) {
                result.append(resolved)
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// How many parameters a name may be passed through before it reaches a load.
    static let forwardingLimit = 64

    /// The classes code calls the class method `function` on (`TicketView.loadFromNib()`), as
    /// the helper calls recorded for it.
    private func classesCalledOn(_ function: String) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT value FROM code_references
                    WHERE api = ? AND value_kind = 'class-name' AND varies_by_subclass = 0 ORDER BY value
                    """), arguments: [CodeReference.helperAPI(function)])
    }

    /// A value a call passes: a literal or class as is, a constant (`$(CONST StoryboardName.settings)`)
    /// looked up; nil when the constant has no single value.
    /// A case passed as `.settings` is looked up in the parameter's `types` (`Board.settings`),
    /// else as the one constant of any type with that last name.
    private func passedValue(_ value: String, types: [String] = []) throws -> String? {
        guard CodeReference.passedType(value) == nil else { return nil }
        guard value.hasPrefix("$(CONST "), value.hasSuffix(")") else {
            // Another mark (`$(ARG …)`, followed by `argumentValues`) is no name itself.
            return value.hasPrefix("$(") ? nil : value
        }
        let name = String(value.dropFirst(8).dropLast())
        guard name.hasPrefix(".") else { return try constantValue(name) }
        for type in types {
            if let found = try constantValue(type + name) { return found }
        }
        return try constantEndingWith(String(name.dropFirst()))
    }

    /// The shorthand a call passes for a qualified constant (`.settings` for `Board.settings`).
    static func shorthand(_ name: String) -> String? {
        guard !CodeReference.isArgumentKey(name), let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[dot...])
    }

    /// The identifiers and storyboards that the same calls pass to two parameters
    /// (`instantiate("AppIcon", fromStoryboard: StoryboardName.settings)`): paired by call, that is
    /// by file and line.
    func pairedArguments(_ identifierKey: String, _ storyboardKey: String) throws -> [(name: String, storyboard: String?)] {
        var result: [(name: String, storyboard: String?)] = []
        var seen = Set<String>()
        for row in try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT i.value, s.value FROM code_arguments i
                    JOIN code_arguments s ON s.file_id = i.file_id AND s.line = i.line AND s.name = ?2
                    WHERE i.name = ?1 ORDER BY i.value, s.value
                    """), arguments: [identifierKey, storyboardKey])
        {
            guard let identifier = try passedValue(row[0]), let storyboard = try passedValue(row[1]),
                seen.insert("\(identifier)|\(storyboard)").inserted
            else { continue }
            result.append((identifier, storyboard))
        }
        return result
    }

    /// `names` and the parameters that pass on a parameter among them (`present#storyboard` for
    /// `show#name`, where `show` calls `present(storyboard: name)`), to a fixed point: a changed
    /// caller of `show` changes what `present`'s load names (migration 0030's partial index).
    static func forwardedThrough(_ db: Database, _ names: Set<String>) throws -> Set<String> {
        var result = names
        var frontier = names.filter(CodeReference.isArgumentKey)
        var rounds = 0
        while !frontier.isEmpty, rounds < forwardingLimit {
            rounds += 1
            let reached = try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT name FROM code_arguments
                    WHERE value GLOB '$(ARG *' AND value IN (SELECT '$(ARG ' || value || ')' FROM json_each(?))
                    """, arguments: [try jsonList(frontier)])
            frontier = Set(reached).subtracting(result)
            result.formUnion(frontier)
        }
        return result
    }
}
