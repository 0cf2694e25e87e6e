import SBDBLinks
import SBDBStore

/// Every table contract, for the contract test and for anyone who wants to know which
/// columns the indexer writes.
enum Contracts {
    static let direct: [any DirectContract.Type] = [
        ClassesContract.self, CodeOutletsContract.self, CodeMentionsContract.self, CodeStringsContract.self,
        CodeImportsContract.self, CodeIncludesContract.self, CodeConstantsContract.self, CodeArgumentsContract.self, CodeReferencesContract.self,
        FilesContract.self, PlistEntriesContract.self, TargetsContract.self, TargetFilesContract.self,
        TargetDependenciesContract.self, BuildSettingsContract.self, BaseConfigurationsContract.self,
        AssetsContract.self, FontsContract.self, StringTablesContract.self, StringsEntriesContract.self,
        IncludesContract.self, IncludeDepthsContract.self, FileTargetsContract.self, DiagnosticsContract.self,
    ]

    static var all: [any TableContract.Type] {
        RowStatement.contracts.map { $0 as any TableContract.Type } + direct.map { $0 as any TableContract.Type }
    }
}
