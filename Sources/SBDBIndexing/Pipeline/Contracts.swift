import SBDBLinks
import SBDBStore

/// Every table contract, for the contract test and for anyone who wants to know which
/// columns the indexer writes: each kind's (`FileKinds`), the files and their diagnostics, and
/// the links derived from them.
enum Contracts {
    static var all: [any TableContract.Type] {
        FileKinds.contracts + [
            FilesContract.self, DiagnosticsContract.self, IncludesContract.self, IncludeDepthsContract.self, FileTargetsContract.self,
        ]
    }
}
