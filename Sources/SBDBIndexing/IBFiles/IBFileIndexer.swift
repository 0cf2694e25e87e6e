import GRDB
import IBParsing
import SBDBCore
import SBDBStore

/// Storyboards and xibs: parsed by `IBParsing` (libxml2's SAX2, no tree) into an `IBDocument`,
/// whose rows the parse worker encodes (`DocumentRows`, from the tables' contracts) so that the
/// writer only binds and steps them.
enum IBFileIndexer: FileKindIndexer {
    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        switch IBParser.parse(bytes, path: file.relativePath) {
        case .parsed(let document): return .parsed(document, rows: DocumentRows.encode(document), hash: hash)
        case .failed(let diagnostic): return .failed(diagnostic, hash: hash)
        }
    }

    /// The file row's status: a legacy `<archive>` xib is said so.
    static func status(of document: IBDocument) -> String { document.format == .archive ? "legacy" : "ok" }

    static func write(
        _ document: IBDocument, rows: EncodedRows, fileID: Int64, path: String, _ db: Database, statements: RowStatements?
    ) throws {
        try rows.write(db, fileID: fileID, statements: statements)
        for diagnostic in document.diagnostics {
            try FileRows.insertDiagnostic(db, fileID: fileID, path: path, diagnostic)
        }
    }
}
