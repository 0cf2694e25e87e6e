/// Every table contract, for the contract test and for anyone who wants to know which
/// columns the indexer writes.
enum Contracts {
    static var all: [any TableContract.Type] {
        RowStatement.contracts.map { $0 as any TableContract.Type }
    }
}
