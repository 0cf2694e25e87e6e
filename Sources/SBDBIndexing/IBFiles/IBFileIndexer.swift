import Diagnostics
import GRDB
import IBParsing
import SBDBCore
import SBDBStore

/// Storyboards and xibs: parsed by `IBParsing` (libxml2's SAX2, no tree) into an `IBDocument`,
/// whose rows the parse worker encodes (`DocumentRows`, from the tables' contracts) so that the
/// writer only binds and steps them.
enum IBFileIndexer: FileKindIndexer {
    static func claims(_ file: WalkedFile) -> Bool { file.kind.isInterfaceBuilder }

    /// Each element upcast by the compiler: `as` on the whole array is a runtime cast of every
    /// element, whose conformance lookups cost 7.5 M instructions at a run's first write.
    static let contracts: [any TableContract.Type] = RowStatement.contracts.map { (contract: any DocumentContract.Type) -> any TableContract.Type in contract }

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        switch IBParser.parse(bytes, path: file.relativePath) {
        case .parsed(let document): return .indexed(IBFileFacts(document: document, rows: DocumentRows.encode(document)), hash: hash)
        case .failed(let diagnostic): return .failed(diagnostic, hash: hash)
        }
    }
}

/// A parsed IB file with its rows, encoded on the parse worker.
struct IBFileFacts: IndexedFacts {
    let document: IBDocument
    let rows: EncodedRows

    /// A legacy `<archive>` xib is said so.
    var status: String { document.format == .archive ? "legacy" : "ok" }
    var diagnostics: [Diagnostic] { document.diagnostics }

    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws {
        try rows.write(db, fileID: fileID, statements: statements)
    }
}
