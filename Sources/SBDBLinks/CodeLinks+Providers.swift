import GRDB
import SourceParsing
import SBDBStore

/// Names asked of a class: what the providers on its chain give (`[self mainNibName]`,
/// `XMPPAccountCell.cellIdentifier()`), and the members that load the nib or storyboard named
/// after the class they are called on (class-name helpers).
extension CodeLinks {
    static let selfProviderPrefix = "self." + CodeReference.providerPrefix

    /// The class and member of a name asked of a class: `Type.-member` (a call, `Type.member()`,
    /// or a class parameter's `key.-member`), or `Type.member` read as a property (a capitalised
    /// type, a member starting lower-case), looked up on the class chain when no constant has
    /// that name.
    static func askedOfClass(_ value: String) -> (receiver: String, selector: String)? {
        if let separator = value.range(of: "." + CodeReference.providerPrefix) {
            return (String(value[..<separator.lowerBound]), String(value[separator.upperBound...]))
        }
        guard !CodeReference.isArgumentKey(value), let dot = value.lastIndex(of: "."),
            let typeStart = value[..<dot].split(separator: ".").last, typeStart.first?.isUppercase == true,
            let first = value[value.index(after: dot)...].first, first.isLowercase
        else { return nil }
        return (String(typeStart), String(value[value.index(after: dot)...]))
    }

    /// For a load of `[self selector]` (or Swift's `type(of: self).selector`) in `base`: each
    /// class of the repository that is `base` or inherits from it, with the names the nearest
    /// provider on its chain gives (`Class.-selector` constants, in the repository's classes or
    /// in its extensions of framework classes: `$(CLASS)` is the subclass's own name, counted
    /// only when that nib exists, as an abstract class has none; `$(SELF.other)` is what the
    /// provider of `other` gives), that provider, and whether the name is the class's.
    func providedNames(base: String, selector: String) throws -> [(String, String, String, Bool)] {
        let subclasses = try String.fetchAll(
            db.cachedStatement(
                sql: """
                    WITH RECURSIVE sub(name, depth) AS (
                        SELECT ?1, 0
                        UNION
                        SELECT s.name, sub.depth + 1 FROM sub JOIN class_superclasses s ON s.superclass = sub.name
                        WHERE s.class_id IS NOT NULL AND sub.depth < 32)
                    SELECT DISTINCT name FROM sub ORDER BY name
                    """), arguments: [base])
        var result: [(String, String, String, Bool)] = []
        for subclass in subclasses {
            for (value, provider) in try providerValues(of: subclass, selector: selector, depth: 0) {
                if value == CodeReference.classOfSelf {
                    if try nibExists(subclass) { result.append((subclass, subclass, provider, true)) }
                } else {
                    result.append((subclass, value, provider, false))
                }
            }
        }
        return result
    }

    /// The values of the nearest provider of `selector` on `subclass`'s chain, aliases followed.
    func providerValues(of subclass: String, selector: String, depth: Int) throws -> [(String, String)] {
        guard depth < 8 else { return [] }
        var current: String? = subclass
        var steps = 0
        while let name = current, steps < 64 {
            let values = try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT value FROM code_constants WHERE name = ? ORDER BY value
                        """), arguments: ["\(name).\(CodeReference.providerPrefix)\(selector)"])
            if !values.isEmpty {
                // A case whose result sbdb cannot read leaves the property unbounded.
                if values.contains(CodeReference.unboundedResult) { return [] }
                var result: [(String, String)] = []
                for value in values {
                    if value.hasPrefix("$(SELF."), value.hasSuffix(")") {
                        let other = String(value.dropFirst(7).dropLast())
                        result += try providerValues(of: subclass, selector: other, depth: depth + 1)
                    } else if value.hasPrefix(CodeReference.askedPrefix), value.hasSuffix(")"),
                        case let asked = String(value.dropFirst(CodeReference.askedPrefix.count).dropLast()),
                        let dot = asked.lastIndex(of: ".")
                    {
                        // `$(ASK ImageCell.reuseIdentifier)`: the constant of that name, or what
                        // the provider of ImageCell (a nested type keeps its path: `Editorial.Kind`)
                        // gives; nothing when neither is known.
                        let type = String(asked[..<dot])
                        let member = String(asked[asked.index(after: dot)...])
                        if let constant = try constantValue(asked) {
                            result.append((constant, name))
                        } else {
                            let given = try providerValues(of: type, selector: member, depth: depth + 1)
                            if given.isEmpty { return [] }
                            result += given.map { ($0.0 == CodeReference.classOfSelf ? type : $0.0, $0.1) }
                        }
                    } else {
                        result.append((value, name))
                    }
                }
                return result
            }
            current = try String.fetchOne(
                db.cachedStatement(sql: "SELECT superclass FROM class_superclasses WHERE name = ?"),
                arguments: [name])
            steps += 1
        }
        return []
    }

    /// A member whose body loads the nib or storyboard named after the class of self.
    struct ClassNameHelper: Equatable {
        /// Made only when the nib exists (XLForm's registry).
        var optional: Bool
        /// Opens a storyboard (`instantiateFromStoryboard()`) rather than loading a nib.
        var opensStoryboard: Bool
        /// Creates the class it is called on (`[[self alloc] init]`), which loads its nib.
        var createsClass = false
    }

    /// Members whose body loads the nib or storyboard named after the class of self, directly or
    /// by calling another such member on self (`instantiateFromNib()` calling `loadNib()`): to a
    /// fixed point.
    static func classNameHelpers(_ db: Database) throws -> [String: ClassNameHelper] {
        var helpers: [String: ClassNameHelper] = [:]
        var calls: [(member: String, calls: String)] = []
        let query = try RowReader.Query(
            db,
            sql: """
                SELECT enclosing_member, api, kind FROM code_references
                WHERE varies_by_subclass = 1 AND enclosing_member IS NOT NULL AND kind IN ('nib', 'storyboard')
                """)
        let c = (
            enclosingMember: try query.column("enclosing_member"),
            api: try query.column("api"),
            kind: try query.column("kind")
        )
        try query.forEach { row in
            let api = row.text(c.api)
            if api.hasPrefix(CodeReference.helperAPIPrefix) {
                calls.append((row.text(c.enclosingMember), String(api.dropFirst(CodeReference.helperAPIPrefix.count))))
            } else {
                let member = row.text(c.enclosingMember)
                // A controller created without a nib name loads its class's nib only when one exists.
                let optional = api == CodeReference.xlFormRegistryAPI || api == CodeReference.implicitNibAPI
                helpers[member] = ClassNameHelper(
                    optional: (helpers[member]?.optional ?? true) && optional,
                    opensStoryboard: helpers[member]?.opensStoryboard ?? (row.text(c.kind) == "storyboard"),
                    createsClass: (helpers[member]?.createsClass ?? true) && api == CodeReference.implicitNibAPI)
            }
        }
        var grew = true
        while grew {
            grew = false
            for call in calls where helpers[call.member] == nil {
                guard let found = helpers[call.calls] else { continue }
                helpers[call.member] = found
                grew = true
            }
        }
        return helpers
    }
}
