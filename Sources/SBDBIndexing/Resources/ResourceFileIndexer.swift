import GRDB
import SBDBCore
import SBDBStore

/// Asset catalog folders (`Contents.json`), fonts, strings tables, other property lists, JSON
/// data files and images (known by name, size and time, never read), read by `ResourceParsing`
/// into `ResourceFacts`.
enum ResourceFileIndexer: FileKindIndexer {
    private static let kinds: Set<FileKind> = [.asset, .font, .strings, .image, .propertyList, .json]

    static func claims(_ file: WalkedFile) -> Bool {
        kinds.contains(file.kind)
    }

    static let contracts: [any TableContract.Type] = [
        AssetsContract.self, FontsContract.self, StringTablesContract.self, StringsEntriesContract.self, CodeStringsContract.self,
    ]

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        .indexed(ResourceFacts.read(bytes, kind: file.kind, path: file.relativePath), hash: hash)
    }
}

extension ResourceFacts: IndexedFacts {
    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws {
        try write(db, fileID: fileID)
    }
}
