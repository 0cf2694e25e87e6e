/// A run of bytes as a dictionary key, hashed a word at a time: `ArraySlice<UInt8>`'s own
/// `Hashable` feeds the hasher one byte per call, which made counting the names of a Swift
/// file's member mentions cost as much as finding them.
package struct ByteKey: Hashable {
    package let bytes: ArraySlice<UInt8>

    package init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    package static func == (left: ByteKey, right: ByteKey) -> Bool {
        left.bytes.count == right.bytes.count && left.bytes.elementsEqual(right.bytes)
    }
}
