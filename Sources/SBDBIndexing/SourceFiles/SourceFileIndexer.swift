import GRDB
import IBParsing
import SourceParsing
import Diagnostics
import SBDBCore
import SBDBStore

/// Swift and Objective-C files: scanned by `SourceParsing` (swift-syntax on the blanked source, or
/// the Objective-C lexer) into `SourceFacts`, written by `SourceWriter`.
enum SourceFileIndexer: FileKindIndexer {
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
            return .source(facts, hash: hash)
        }
        var facts = SourceScanning.scan(bytes, kind: file.kind, wrappers: options.wrappers)
        facts.isScript = file.kind == .swift && bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")])
        return .source(facts, hash: hash)
    }

    static func write(_ facts: SourceFacts, fileID: Int64, path: String, _ db: Database) throws {
        try SourceWriter(db: db, fileID: fileID, path: path).write(facts)
        for diagnostic in facts.diagnostics {
            try FileRows.insertDiagnostic(
                db, fileID: fileID, path: path,
                Diagnostic(
                    severity: .warning, code: diagnostic.code ?? "source-scan", message: diagnostic.message, line: diagnostic.line))
        }
    }
}
