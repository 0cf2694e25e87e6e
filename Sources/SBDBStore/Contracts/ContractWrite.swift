import GRDB

/// A contract written straight on the writer thread (`ContractWrite`), not encoded by a parse
/// worker; its INSERT is built once.
public protocol DirectContract: TableContract {
    /// `makeInsertSQL()`, kept in a `static let` by each contract.
    static var insertSQL: String { get }
}

/// Writes rows of a `DirectContract` through `PreparedWrite`: each declared column binds its
/// value from the item in declaration order, then the row is stepped.
///
/// The type itself puts no requirement on `Contract` (the methods do): a requirement on a generic
/// type is checked by the runtime when its metadata is first made, by a search of every
/// conformance of the program, once for each contract.
///
/// Its methods are public and `@inlinable`, so that each contract's writes are specialised in
/// the layer that declares it (`TableContract`).
public struct ContractWrite<Contract> {
    @usableFromInline var write: PreparedWrite
    @usableFromInline let fileID: Int64?
    /// The item of the row being bound (a `Contract.Item`); set only inside `insert`.
    @usableFromInline var row: UnsafeRawPointer?

    /// The row id of the row `insert` wrote last on this connection.
    @inlinable public var insertedRowID: Int64 { write.insertedRowID }
}

extension ContractWrite where Contract: DirectContract {
    /// `fileID` is the file the rows hang off; nil for a table without `file_id` (`files`).
    @inlinable public init(_ db: Database, fileID: Int64?) throws {
        write = try PreparedWrite(db, Contract.insertSQL)
        self.fileID = fileID
    }

    @inlinable public mutating func insert(_ item: Contract.Item) throws {
        withUnsafePointer(to: item) { item in
            row = UnsafeRawPointer(item)
            Contract.columns(&self)
        }
        row = nil
        try write.run()
    }
}

extension ContractWrite: ColumnSink where Contract: DirectContract {
    public typealias Item = Contract.Item

    /// The row's item, borrowed in place (an addressor, so reading a field copies only it).
    @inlinable @inline(__always) var current: Item {
        unsafeAddress { row.unsafelyUnwrapped.assumingMemoryBound(to: Item.self) }
    }

    @inlinable @inline(__always) public mutating func fileID(_ name: StaticString) { write.bind(fileID.unsafelyUnwrapped) }

    @inlinable @inline(__always) public mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?) {
        write.bind(value(current))
    }

    @inlinable @inline(__always) public mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?) {
        write.bind(value(current))
    }

    @inlinable @inline(__always) public mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?) {
        write.bind(value(current))
    }

    @inlinable @inline(__always) public mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?) {
        write.bind(value(current).map { Int64($0 ? 1 : 0) })
    }

    public mutating func reference(
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
