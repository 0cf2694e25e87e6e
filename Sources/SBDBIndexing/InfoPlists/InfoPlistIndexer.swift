import Diagnostics
import GRDB
import ProjectParsing
import SBDBCore
import SBDBStore

/// Info.plists: their entries (the settings link resolution reads: main storyboard, launch
/// screen, scene manifests) and their string values, as names they may give.
enum InfoPlistIndexer: FileKindIndexer {
    static func claims(_ file: WalkedFile) -> Bool { file.kind == .plist }

    static let contracts: [any TableContract.Type] = [PlistEntriesContract.self, CodeStringsContract.self]

    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        do {
            let read = try InfoPlistReader.entriesAndStrings(from: bytes)
            return .indexed(InfoPlistFacts(entries: read.entries, strings: read.strings), hash: hash)
        } catch {
            return .failed(
                Diagnostic(
                    severity: .error, code: "malformed-plist", message: error.localizedDescription, line: 1), hash: hash)
        }
    }

    /// Writes settings as `plist_entries` rows (Info.plists, projects and `.xcconfig` files give them).
    static func write(_ db: Database, entries: [PlistEntry], fileID: Int64) throws {
        var insert = try ContractWrite<PlistEntriesContract>(db, fileID: fileID)
        for entry in entries { try insert.insert(entry) }
    }
}

/// An Info.plist's settings and the count of each of its string values.
struct InfoPlistFacts: IndexedFacts {
    let entries: [PlistEntry]
    let strings: [String: Int]

    var diagnostics: [Diagnostic] { [] }

    func write(_ db: Database, fileID: Int64, path: String, statements: RowStatements?) throws {
        try InfoPlistIndexer.write(db, entries: entries, fileID: fileID)
        try ResourceFacts.values(strings).write(db, fileID: fileID)
    }
}
