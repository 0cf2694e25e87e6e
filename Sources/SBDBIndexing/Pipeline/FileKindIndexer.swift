import SourceParsing
import SBDBCore
import SBDBLinks

/// One kind of file to the indexer, one folder each (`IBFiles`, `SourceFiles`, `InfoPlists`,
/// `Projects`, `Resources`): on a parse worker, what a file's bytes give (`read`, returning its
/// `FileOutcome`); on the writer, the rows of that outcome (each indexer's `write`, which
/// `FileOutcome.write` calls for its case once the file's own row is written). Reading the file,
/// hashing it and deciding whether it changed are the pipeline's, the same for every kind.
protocol FileKindIndexer {
    /// On a parse worker: the outcome of a file whose content is new, changed or read again.
    static func read(_ bytes: [UInt8], file: WalkedFile, hash: String, options: ReadOptions) -> FileOutcome
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
    /// The indexer of this file: by its kind, and a `Package.swift` is a project, not a source.
    var indexer: any FileKindIndexer.Type {
        switch kind {
        case .storyboard, .xib: return IBFileIndexer.self
        case .swift where ProjectMembership.isManifest(relativePath): return ProjectFileIndexer.self
        case .swift, .objc: return SourceFileIndexer.self
        case .plist: return InfoPlistIndexer.self
        case .pbxproj, .xcconfig: return ProjectFileIndexer.self
        case .asset, .font, .strings, .image, .propertyList: return ResourceFileIndexer.self
        }
    }
}
