import GRDB
import Diagnostics
import SBDBCore
import SBDBStore

/// Info.plists: their entries (the settings link resolution reads: main storyboard, launch
/// screen, scene manifests) and their string values, as names they may give.
enum InfoPlistIndexer: FileKindIndexer {
    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome {
        do {
            let read = try InfoPlistReader.entriesAndStrings(from: bytes)
            return .settings(read.entries, strings: read.strings, hash: hash)
        } catch {
            return .failed(
                Diagnostic(
                    severity: .error, code: "malformed-plist", message: error.localizedDescription, line: 1), hash: hash)
        }
    }

    static func write(_ entries: [PlistEntry], strings: [String: Int], fileID: Int64, _ db: Database) throws {
        try FileRows.insert(db, entries: entries, fileID: fileID)
        try ResourceFacts.values(strings).write(db, fileID: fileID)
    }
}
