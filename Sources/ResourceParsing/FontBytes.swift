/// Big-endian reads from a font file, or from one table of it, that return nil instead of
/// reading past the end. Offsets are relative to the start of `bytes`.
struct FontBytes {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func u16(at offset: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let start = bytes.startIndex + offset
        return Int(bytes[start]) << 8 | Int(bytes[start + 1])
    }

    func u32(at offset: Int) -> Int? {
        guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
        return high << 16 | low
    }

    /// `length` bytes from `offset`, or nil when they are not all there.
    func slice(at offset: Int, length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
        return bytes[(bytes.startIndex + offset)..<(bytes.startIndex + offset + length)]
    }
}
