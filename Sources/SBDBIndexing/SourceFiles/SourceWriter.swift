import GRDB
import SourceParsing
import SBDBStore

/// Writes one source file's facts into the tables of `Schema/0003-code.sql`.
struct SourceWriter {
    let db: Database
    let fileID: Int64
    let path: String

    func write(_ facts: SourceFacts) throws {
        var types = try ContractWrite<ClassesContract>(db, fileID: fileID)
        let module = Self.module(of: path)
        for type in facts.types {
            try types.insert(CodeTypeItem(type: type, module: module, language: facts.language.rawValue))
        }
        var members = try ContractWrite<CodeOutletsContract>(db, fileID: fileID)
        for member in facts.members { try members.insert(member) }
        var mentions = try ContractWrite<CodeMentionsContract>(db, fileID: fileID)
        // In key order, so each row is appended to the file's run of the tree.
        for (name, count) in facts.mentions.sorted(by: { $0.key < $1.key }) {
            try mentions.insert(MentionItem(name: name, count: count, onOthers: facts.mentionsOnOthers[name] ?? 0))
        }
        var strings = try ContractWrite<CodeStringsContract>(db, fileID: fileID)
        for (value, count) in facts.strings.sorted(by: { $0.key < $1.key }) {
            try strings.insert(CountedItem(value: value, count: count))
        }
        var typeMentions = try ContractWrite<TypeMentionsContract>(db, fileID: fileID)
        for mention in facts.typeMentions { try typeMentions.insert(mention) }
        var imports = try ContractWrite<CodeImportsContract>(db, fileID: fileID)
        for anImport in facts.imports { try imports.insert(anImport) }
        if !facts.includedFiles.isEmpty {
            var includes = try ContractWrite<CodeIncludesContract>(db, fileID: fileID)
            for included in facts.includedFiles { try includes.insert(included) }
        }
        var references = try ContractWrite<CodeReferencesContract>(db, fileID: fileID)
        for reference in facts.references {
            let (kind, value, varies) = Self.describe(reference.value)
            try references.insert(CodeReferenceItem(reference: reference, valueKind: kind, value: value, varies: varies))
        }
        var constants = try ContractWrite<CodeConstantsContract>(db, fileID: fileID)
        for constant in facts.constants { try constants.insert(constant) }
        if !facts.macros.isEmpty {
            var macros = try ContractWrite<CodeMacrosContract>(db, fileID: fileID)
            for macro in facts.macros { try macros.insert(macro) }
        }
        var arguments = try ContractWrite<CodeArgumentsContract>(db, fileID: fileID)
        for argument in facts.arguments { try arguments.insert(argument) }
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
        // Split as bytes: `split(separator: "/")` on the String costs about 16,000 instructions.
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let index = components.firstIndex(where: { $0.elementsEqual("Sources".utf8) }), index + 2 < components.count
        else { return nil }
        return String(Substring(components[index + 1]))
    }
}
