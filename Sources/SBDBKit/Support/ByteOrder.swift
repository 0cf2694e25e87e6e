#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths in the order of their UTF-8 bytes: SQLite's BINARY collation, so a sorted walk and
/// `ORDER BY path` can be merged in one pass. (Swift's `<` compares normalised characters, which
/// may order a decomposed name elsewhere.)
enum ByteOrder {
    /// `memcmp` order of two buffers: negative, zero or positive.
    static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, shared)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    static func compare(_ a: String, _ b: String) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in compare(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) } }
    }

    static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }
}
