import Diagnostics
import GRDB
import SBDBCore
import SBDBLinks
import SBDBStore
import SourceParsing

/// Swift and Objective-C files: scanned by `SourceParsing` (swift-syntax on the blanked source, or
/// the Objective-C lexer) into `SourceFacts`, written by `SourceWriter`.
enum SourceFileIndexer: FileKindIndexer {
    /// Every Swift and Objective-C file but a package manifest (`ProjectFileIndexer`'s).
    static func claims(_ file: WalkedFile) -> Bool {
        file.kind == .objc || (file.kind == .swift && !ProjectMembership.isManifest(file.relativePath))
    }

    static let contracts: [any TableContract.Type] = [
        ClassesContract.self, CodeOutletsContract.self, CodeReferencesContract.self, CodeConstantsContract.self,
        CodeArgumentsContract.self, CodeImportsContract.self, CodeIncludesContract.self, CodeMentionsContract.self,
        CodeStringsContract.self, TypeMentionsContract.self, CodeMacrosContract.self,
    ]

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        // One huge generated file must not take the memory of the whole run (a 50 MB expression
        // peaks at gigabytes in the parser): recorded, not read, and said so.
        guard bytes.count <= options.maxSourceBytes else {
            var facts = SourceFacts(language: file.kind == .swift ? .swift : .objc)
            facts.diagnostics = [
                SourceDiagnostic(
                    line: 1,
                    message: """
                        not read: \(bytes.count) bytes, over the limit of \(options.maxSourceBytes) bytes for a Swift or \
                        Objective-C file; raise max_source_bytes in .sbdb.yml to read it
                        """, code: SourceDiagnostic.tooLargeCode)
            ]
            return .indexed(SourceFileFacts(facts: facts), hash: hash)
        }
        var facts = SourceScanning.scan(bytes, kind: file.kind, wrappers: options.wrappers)
        facts.isScript = file.kind == .swift && bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")])
        return .indexed(SourceFileFacts(facts: facts), hash: hash)
    }
}

/// A scanned source file.
struct SourceFileFacts: IndexedFacts {
    let facts: SourceFacts

    var status: String { facts.isScript ? "script" : "ok" }

    /// What the scan met, as warnings of the file.
    var diagnostics: [Diagnostic] {
        facts.diagnostics.map { Diagnostic(severity: .warning, code: $0.code ?? "source-scan", message: $0.message, line: $0.line) }
    }

    /// A run names only a file it did not read (too large, too deep); the rest are in the table.
    var summaryDiagnostics: [Diagnostic] {
        diagnostics.filter { SourceDiagnostic.notReadCodes.contains($0.code) }
    }

    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws {
        try SourceWriter(db: db, fileID: fileID, path: path).write(facts)
    }
}
