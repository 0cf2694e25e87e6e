/// Text written out in chunks of about 64 KB rather than one write per row, for the writers
/// that stream a result (`LaidOutStreamWriter`, `FindingStreamWriter`).
struct ChunkedText {
    private let write: (UnsafeRawBufferPointer) throws -> Void
    private var pending = ""

    init(_ write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.write = write
    }

    mutating func emit(_ text: String) throws {
        pending += text
        if pending.utf8.count >= 65_536 { try flush() }
    }

    mutating func flush() throws {
        guard !pending.isEmpty else { return }
        try pending.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
        pending = ""
    }
}
