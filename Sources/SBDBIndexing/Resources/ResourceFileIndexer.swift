import GRDB
import SBDBCore
import SBDBStore

/// Asset catalog folders (`Contents.json`), fonts, strings tables, other property lists and
/// images (known by name, size and time, never read), read by `ResourceParsing` into
/// `ResourceFacts`.
enum ResourceFileIndexer: FileKindIndexer {
    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        .resource(ResourceFacts.read(bytes, kind: file.kind, path: file.relativePath), hash: hash)
    }

    static func write(_ facts: ResourceFacts, fileID: Int64, path: String, _ db: Database) throws {
        try facts.write(db, fileID: fileID)
        for diagnostic in facts.diagnostics {
            try FileRows.insertDiagnostic(db, fileID: fileID, path: path, diagnostic)
        }
    }
}
