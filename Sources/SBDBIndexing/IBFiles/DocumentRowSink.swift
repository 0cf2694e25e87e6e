import SBDBStore

/// The contracts of a parsed IB document's tables: each is written by one `RowStatement`,
/// and scenes and views record their row ids for the rows after them (`RecordedTable`).
protocol DocumentContract: TableContract {
    static var statement: RowStatement { get }
    /// Whether later rows of the file refer to this table's rows.
    static var records: Bool { get }
}

extension DocumentContract {
    static var records: Bool { false }
}

/// Encodes one row of a `DocumentContract` into `EncodedRows` on the parse worker: each
/// declared column binds its value in declaration order, so the order of the INSERT's
/// columns and of the values cannot differ.
///
/// The item is read through a pointer so that a row never copies the parsed object it
/// comes from (an `IBObject` holds a dozen strings).
struct DocumentRowSink<Item>: ColumnSink {
    var rows: EncodedRows
    let item: UnsafePointer<Item>
    /// Recorded row `i` is scene `i`; object `k` is recorded row `sceneCount + k`.
    let sceneCount: Int

    @inline(__always) mutating func fileID(_ name: StaticString) { rows.bindFileID() }

    @inline(__always) package mutating func text(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> String?) {
        rows.bind(value(item.pointee))
    }

    @inline(__always) package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int?) {
        rows.bind(value(item.pointee))
    }

    @inline(__always) package mutating func integer(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Int64?) {
        rows.bind(value(item.pointee))
    }

    @inline(__always) package mutating func flag(_ name: StaticString, _ nullability: Nullability, _ value: (Item) -> Bool?) {
        rows.bind(value(item.pointee))
    }

    @inline(__always) mutating func reference(
        _ name: StaticString, to table: RecordedTable, _ nullability: Nullability, _ value: (Item) -> Int?
    ) {
        guard let index = value(item.pointee) else { return rows.bind(reference: nil) }
        switch table {
        case .scenes: rows.bind(reference: index)
        case .views: rows.bind(reference: sceneCount + index)
        }
    }
}

extension EncodedRows {
    /// Encodes one row of `contract` from the item at `item`.
    @inline(__always)
    mutating func append<Contract: DocumentContract>(
        _ contract: Contract.Type, _ item: UnsafePointer<Contract.Item>, sceneCount: Int
    ) {
        begin(Contract.statement, recording: Contract.records)
        // The rows move into the sink and back (no copy of their buffers).
        var sink = DocumentRowSink(rows: EncodedRows(), item: item, sceneCount: sceneCount)
        swap(&self, &sink.rows)
        Contract.columns(&sink)
        swap(&self, &sink.rows)
        end()
    }
}
