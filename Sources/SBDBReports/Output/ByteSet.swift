/// A set of bytes as a 256-bit map: membership is a shift and a mask, cheap enough to test
/// every byte of every cell of a large result.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func union<S: Sequence>(_ bytes: S) -> ByteSet where S.Element == UInt8 {
        var copy = self
        for byte in bytes { copy.insert(byte) }
        return copy
    }

    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }
}

extension String {
    /// Whether no byte of the text is in `bytes`: a check on bytes that spares the walk over
    /// grapheme clusters for the many cells that hold nothing special.
    func lacksBytes(_ bytes: ByteSet) -> Bool {
        !utf8.contains(where: bytes.contains)
    }
}
