import Diagnostics
import GRDB
import SBDBCore
import SBDBStore

/// One kind of file to the indexer, one folder each (`IBFiles`, `SourceFiles`, `InfoPlists`,
/// `Projects`, `Resources`), listed once in `FileKinds.indexers`. A kind says which walked files
/// are its own (`claims`), turns their bytes into its facts on a parse worker (`read`), and names
/// the contracts of the tables its facts fill (`contracts`); the facts write themselves
/// (`IndexedFacts`).
/// Reading the file, hashing it, deciding whether it changed and writing its `files` row and
/// diagnostics are the pipeline's, the same for every kind.
protocol FileKindIndexer: Sendable {
    /// Whether the file is this kind's: by its `FileKind` and, where two indexers share one
    /// (`Package.swift` is a project, other Swift files are sources), by its path. Exactly one
    /// indexer claims each walked file (`FileKindsTests`).
    static func claims(_ file: WalkedFile) -> Bool

    /// The contracts of the tables this kind's facts write (`file_id` rows), parents before
    /// children, in the order rows are written; a changed file's old rows are deleted from them
    /// in the reverse order.
    static var contracts: [any TableContract.Type] { get }

    /// On a parse worker: `.indexed` with the facts of a file whose content is new, changed or
    /// read again, or `.failed` with why it could not be read.
    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome
}

/// What one file's bytes gave, written on the writer thread once the file's row exists.
protocol IndexedFacts: Sendable {
    /// The `files.status` of the file: `ok`, or what the kind says of it (`legacy`, `script`).
    var status: String { get }
    /// Problems met while reading, stored in `diagnostics` with the file.
    var diagnostics: [Diagnostic] { get }
    /// The problems a run's summary names: all of them unless the kind says otherwise.
    var summaryDiagnostics: [Diagnostic] { get }
    /// Writes the rows of the file `fileID` (its diagnostics are written by the pipeline).
    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws
}

extension IndexedFacts {
    var status: String { "ok" }
    var summaryDiagnostics: [Diagnostic] { diagnostics }
}

/// The registry of kinds: one line per `FileKindIndexer`.
enum FileKinds {
    static let indexers: [any FileKindIndexer.Type] = [
        IBFileIndexer.self, SourceFileIndexer.self, InfoPlistIndexer.self, ProjectFileIndexer.self, ResourceFileIndexer.self,
    ]

    /// Every kind's contracts, each once, in registry order.
    static let contracts: [any TableContract.Type] = {
        var contracts: [any TableContract.Type] = []
        for indexer in indexers {
            for contract in indexer.contracts where !contracts.contains(where: { $0.table == contract.table }) {
                contracts.append(contract)
            }
        }
        return contracts
    }()

    /// Every kind's tables, each once, children before parents: what a changed file's old rows
    /// are deleted from, whatever kind wrote them (a file's kind changes only with sbdb's rules,
    /// between versions).
    static let contentTables: [String] = {
        var tables: [String] = []
        for indexer in indexers {
            for contract in indexer.contracts.reversed() where !tables.contains(contract.table) { tables.append(contract.table) }
        }
        return tables
    }()

    /// The tables of the kind that claims `file`, in `contentTables`' order: where a file of that
    /// kind has rows, as long as kinds are stable (`RunChanges.kindsAreStable`). A rewritten Swift
    /// file deletes from its own dozen tables, not from all 35 (each DELETE is a statement
    /// prepared with its foreign-key checks).
    static func contentTables(of file: WalkedFile) -> [String] {
        guard let position = indexers.firstIndex(where: { $0.claims(file) }) else { return contentTables }
        return ownTables[position]
    }

    /// Each indexer's tables, by its position in `indexers`.
    private static let ownTables: [[String]] = indexers.map { indexer in
        let own = Set(indexer.contracts.map { $0.table })
        return contentTables.filter { own.contains($0) }
    }
}

/// What reading a file may depend on besides its bytes (`.sbdb.yml`).
struct ReadOptions: Sendable {
    /// In-house wrappers of the loading APIs, for Swift files.
    var wrappers: [SBDBConfiguration.Wrapper] = []
    /// Swift and Objective-C files larger than this are recorded, not read.
    var maxSourceBytes = SBDBConfiguration.defaultMaxSourceBytes
    /// Files that crashed or stalled an earlier run, and the guard of this run's reads.
    var readGuard: ReadGuard?
}

extension WalkedFile {
    /// The indexer that claims this file (every walked file has one).
    var indexer: any FileKindIndexer.Type {
        guard let indexer = FileKinds.indexers.first(where: { $0.claims(self) }) else {
            preconditionFailure("no indexer claims \(kind.rawValue) file \(relativePath): add it to FileKinds.indexers")
        }
        return indexer
    }
}
