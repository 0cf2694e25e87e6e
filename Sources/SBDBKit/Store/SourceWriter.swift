import GRDB
import SourceParsing

/// Writes one source file's facts into the tables of `Schema/0003-code.sql`.
struct SourceWriter {
    static let stringsSQL = "INSERT INTO code_strings (file_id, value, count) VALUES (?, ?, ?)"

    let db: Database
    let fileID: Int64
    let path: String

    func write(_ facts: SourceFacts) throws {
        var types = try PreparedWrite(db, """
            INSERT INTO classes (file_id, kind, name, enclosing_type, superclass, conformances, module, is_designable, language, line,
                runtime_name)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let module = Self.module(of: path)
        for type in facts.types {
            types.bind(fileID)
            types.bind(type.kind.rawValue)
            types.bind(type.name)
            types.bind(type.enclosingType)
            types.bind(type.superclass)
            types.bind(type.conformances.isEmpty ? nil : type.conformances.joined(separator: ", "))
            types.bind(module)
            types.bind(type.isDesignable)
            types.bind(facts.language.rawValue)
            types.bind(type.line)
            types.bind(type.runtimeName)
            try types.run()
        }
        var members = try PreparedWrite(db, """
            INSERT INTO code_outlets (file_id, class_name, kind, name, selector, line, type) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for member in facts.members {
            members.bind(fileID)
            members.bind(member.owner)
            members.bind(member.kind.rawValue)
            members.bind(member.name)
            members.bind(member.selector)
            members.bind(member.line)
            members.bind(member.type)
            try members.run()
        }
        var mentions = try PreparedWrite(db, "INSERT INTO code_mentions (file_id, name, count) VALUES (?, ?, ?)")
        // In key order, so each row is appended to the file's run of the tree.
        for (name, count) in facts.mentions.sorted(by: { $0.key < $1.key }) {
            mentions.bind(fileID)
            mentions.bind(name)
            mentions.bind(count)
            try mentions.run()
        }
        var strings = try PreparedWrite(db, Self.stringsSQL)
        for (value, count) in facts.strings.sorted(by: { $0.key < $1.key }) {
            strings.bind(fileID)
            strings.bind(value)
            strings.bind(count)
            try strings.run()
        }
        var imports = try PreparedWrite(db, "INSERT INTO code_imports (file_id, module, line) VALUES (?, ?, ?)")
        for anImport in facts.imports {
            imports.bind(fileID)
            imports.bind(anImport.module)
            imports.bind(anImport.line)
            try imports.run()
        }
        try writeReferences(facts.references)
        try writeNamedValues(facts.constants, into: "code_constants")
        try writeNamedValues(facts.arguments, into: "code_arguments")
    }

    /// Rows of `code_constants` or `code_arguments`: a name, its value, the line.
    private func writeNamedValues(_ rows: [CodeConstant], into table: String) throws {
        var insert = try PreparedWrite(db, "INSERT INTO \(table) (file_id, name, value, line) VALUES (?, ?, ?, ?)")
        for row in rows {
            insert.bind(fileID)
            insert.bind(row.name)
            insert.bind(row.value)
            insert.bind(row.line)
            try insert.run()
        }
    }

    private func writeReferences(_ references: [CodeReference]) throws {
        var insert = try PreparedWrite(db, """
            INSERT INTO code_references (file_id, kind, api, value_kind, value, resolved_value, varies_by_subclass,
                storyboard_value, source_text, enclosing_type, owner_is_self, line, enclosing_member, bundle_class)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for reference in references {
            let (kind, value, varies) = Self.describe(reference.value)
            insert.bind(fileID)
            insert.bind(reference.kind.rawValue)
            insert.bind(reference.api)
            insert.bind(kind)
            insert.bind(value)
            // Literals and class names are known now; constants are looked up across files later.
            insert.bind(kind == "literal" || kind == "class-name" ? value : nil)
            insert.bind(varies)
            insert.bind(reference.storyboard.map { Self.describe($0).value ?? "" })
            insert.bind(reference.sourceText)
            insert.bind(reference.enclosingType)
            insert.bind(reference.ownerIsSelf)
            insert.bind(reference.line)
            insert.bind(reference.enclosingMember)
            insert.bind(reference.bundleClass)
            try insert.run()
        }
    }

    /// (value_kind, value, varies_by_subclass) of a reference's value.
    static func describe(_ value: CodeReference.Value) -> (kind: String, value: String?, varies: Bool) {
        switch value {
        case .literal(let text): return ("literal", text, false)
        case .constant(let name, let context): return ("constant", context.map { "\($0).\(name)" } ?? name, false)
        case .className(let name, let varies): return ("class-name", name, varies)
        case .dynamic: return ("dynamic", nil, false)
        }
    }

    /// `Sources/<Module>/…` in a SwiftPM layout names the module.
    static func module(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard let index = components.firstIndex(of: "Sources"), index + 2 < components.count else { return nil }
        return String(components[index + 1])
    }
}
