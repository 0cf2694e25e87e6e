import GRDB

/// A contract written straight on the writer thread (`ContractWrite`), not encoded by a parse
/// worker; its INSERT is built once.
package protocol DirectContract: TableContract {
    /// `makeInsertSQL()`, kept in a `static let` by each contract.
    static var insertSQL: String { get }
}

/// Writes rows of a `DirectContract` through `PreparedWrite`: each declared column binds its
/// value from the item in declaration order, then the row is stepped.
///
/// The type itself puts no requirement on `Contract` (the methods do): a requirement on a generic
/// type is checked by the runtime when its metadata is first made, by a search of every
/// conformance of the program, once for each contract.
package struct ContractWrite<Contract> {
    private var write: PreparedWrite
    private let fileID: Int64?
    /// The item of the row being bound (a `Contract.Item`); set only inside `insert`.
    private var row: UnsafeRawPointer?

    /// The row id of the row `insert` wrote last on this connection.
    package var insertedRowID: Int64 { write.insertedRowID }
}

extension ContractWrite where Contract: DirectContract {
    /// `fileID` is the file the rows hang off; nil for a table without `file_id` (`files`).
    package init(_ db: Database, fileID: Int64?) throws {
        write = try PreparedWrite(db, Contract.insertSQL)
        self.fileID = fileID
    }

    package mutating func insert(_ item: Contract.Item) throws {
        withUnsafePointer(to: item) { item in
            row = UnsafeRawPointer(item)
            Contract.columns(&self)
        }
        row = nil
        try write.run()
    }
}

extension ContractWrite: ColumnSink where Contract: DirectContract {
    package typealias Item = Contract.Item

    /// The row's item, borrowed in place (an addressor, so reading a field copies only it).
    @inline(__always) private var current: Item {
        unsafeAddress { row.unsafelyUnwrapped.assumingMemoryBound(to: Item.self) }
    }

    @inline(__always) package mutating func fileID(_ name: StaticString) { write.bind(fileID.unsafelyUnwrapped) }

    @inline(__always) package mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?) {
        write.bind(value(current))
    }

    @inline(__always) package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?) {
        write.bind(value(current))
    }

    @inline(__always) package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?) {
        write.bind(value(current))
    }

    @inline(__always) package mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?) {
        write.bind(value(current).map { Int64($0 ? 1 : 0) })
    }

    package mutating func reference(
        _ name: StaticString, to table: RecordedTable, _ nullability: Nullability, _ value: (Item) -> Int?
    ) {
        preconditionFailure("references to recorded rows are resolved only in a parse worker's EncodedRows")
    }
}

/// A row's values as GRDB arguments, in declaration order, for the statements that go
/// through GRDB rather than `PreparedWrite` (an upsert that returns the row id).
package struct ContractArguments<Item>: ColumnSink {
    private let item: Item
    private let fileID: Int64?
    private(set) var values: [(any DatabaseValueConvertible)?] = []

    package init(_ item: Item, fileID: Int64?) {
        self.item = item
        self.fileID = fileID
    }

    package mutating func fileID(_ name: StaticString) { values.append(fileID.unsafelyUnwrapped) }
    package mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?) { values.append(value(item)) }
    package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?) { values.append(value(item)) }
    package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?) { values.append(value(item)) }
    package mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?) { values.append(value(item)) }
    package mutating func reference(
        _ name: StaticString, to table: RecordedTable, _ nullability: Nullability, _ value: (Item) -> Int?
    ) {
        preconditionFailure("references to recorded rows are resolved only in a parse worker's EncodedRows")
    }
}

extension TableContract {
    /// The values of `item`'s row as GRDB arguments of the contract's statements.
    package static func arguments(_ item: Item, fileID: Int64? = nil) -> StatementArguments {
        var sink = ContractArguments(item, fileID: fileID)
        columns(&sink)
        return StatementArguments(sink.values)
    }
}
