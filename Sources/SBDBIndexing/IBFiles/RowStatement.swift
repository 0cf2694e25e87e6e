/// The statements that write a parsed IB document's rows (`DocumentRows`), by number in
/// `EncodedRows`. Every INSERT is derived from its table's contract (`Store/Contracts`).
enum RowStatement: Int, CaseIterable, Sendable {
    case documents, scenes, views, sceneController, outlets, bindings, segues, runtimeAttributes
    case storyboardReferences, nibOwners, designables, resources, otherElements, legacyNibNames
    case resourceUses, localizableTexts, accessibility

    /// The contract of each INSERT statement; `sceneController` is an UPDATE of two references.
    static let contracts: [any DocumentContract.Type] = [
        DocumentsContract.self, ScenesContract.self, ViewsContract.self, OutletsContract.self,
        BindingsContract.self, SeguesContract.self, RuntimeAttributesContract.self,
        StoryboardReferencesContract.self, NibOwnersContract.self, DesignablesContract.self,
        ResourcesContract.self, OtherElementsContract.self, LegacyNibNamesContract.self,
        ResourceUsesContract.self, LocalizableTextsContract.self, AccessibilityContract.self,
    ]

    /// The SQL of every statement, by number, built once.
    private static let allSQL: [String] = allCases.map { statement in
        if statement == .sceneController { return "UPDATE scenes SET controller_view_id = ? WHERE id = ?" }
        guard let contract = contracts.first(where: { $0.statement == statement }) else {
            preconditionFailure("no contract writes \(statement)")
        }
        return contract.makeInsertSQL()
    }

    var sql: String { Self.allSQL[rawValue] }
}
