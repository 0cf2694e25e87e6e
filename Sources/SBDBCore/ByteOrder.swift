#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths in the order of their UTF-8 bytes: SQLite's BINARY collation, so a sorted walk and
/// `ORDER BY path` can be merged in one pass. (Swift's `<` compares normalised characters, which
/// may order a decomposed name elsewhere.) Public and `@inlinable`, so the walk's sort and the
/// merge with the stored rows, in the layers above, inline it (`TableContract` says why).
public enum ByteOrder {
    /// `memcmp` order of two buffers: negative, zero or positive.
    @inlinable @inline(__always) public static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, shared)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    @inlinable @inline(__always) public static func compare(_ a: String, _ b: UnsafeRawBufferPointer) -> Int {
        a.utf8.withContiguousStorageIfAvailable { compare(UnsafeRawBufferPointer($0), b) }
            ?? Array(a.utf8).withUnsafeBytes { compare($0, b) }
    }

    @inlinable @inline(__always) public static func compare(_ a: String, _ b: String) -> Int {
        // Native strings hold their UTF-8 contiguously: no copy, no retain (hot: the walk's sort).
        let order = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in compare(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) }
        }
        if let order = order ?? nil { return order }
        return Array(a.utf8).withUnsafeBytes { x in Array(b.utf8).withUnsafeBytes { y in compare(x, y) } }
    }

    @inlinable public static func precedes(_ a: String, _ b: String) -> Bool { compare(a, b) < 0 }
}
