/// A 64-bit FNV-1a hash of file content, as 16 hex digits. It only tells "changed" from
/// "unchanged" for files whose size or mtime moved; it is not a security boundary.
enum ContentHash {
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
