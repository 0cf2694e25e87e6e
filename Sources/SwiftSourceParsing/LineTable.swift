import SourceParsing
/// The 1-based line of a UTF-8 offset in a source buffer, as `SourceLocationConverter` counts
/// lines (`\n`, `\r\n` and a lone `\r` each end one), from one pass over the bytes. The
/// converter builds its table by walking every token of the tree, which was a twentieth of a
/// Swift file's scan; sbdb needs only the line of a few nodes.
struct LineTable {
    /// Offsets at which lines 2, 3, … start.
    private let starts: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int] = []
        var index = 0
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                starts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        self.starts = starts
    }

    /// The line holding `offset`: one more than the number of line starts at or before it.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
