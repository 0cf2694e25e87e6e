@testable import SBDBCore
import Testing

/// `ContentHash` is XXH64 with seed 0. The expected values come from the reference library
/// (libxxhash 0.8.1, `XXH64(data, length, seed)`), and cover every path of the algorithm: under
/// 32 bytes, whole 32-byte stripes, and the 8-, 4- and 1-byte tails after them.
@Suite struct ContentHashTests {
    /// Byte `i` of the pattern is `(i * 131 + 7) mod 256`.
    static let pattern: [UInt8] = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { ContentHash.hex($0) }
    }

    @Test func publishedVectors() {
        #expect(Self.hex([]) == "ef46db3751d8e999")
        #expect(Self.hex(Array("abc".utf8)) == "44bc2cf5ad770999")
        #expect(Self.hex(Array("Nobody inspects the spammish repetition".utf8)) == "fbcea83c8a378bf1")
    }

    @Test(arguments: [
        (1, "a96c7f0ce858bbb7"), (3, "bed43740ee6332bb"), (4, "fa212ae44b3bb23d"), (5, "d339dcc9ac8e6776"),
        (7, "2744460dd675d2c0"), (8, "994b676b71ce94dd"), (9, "572b84c18b983af8"), (12, "b92f588ce720786e"),
        (31, "6711d55e306b5d8f"), (32, "07f7b8e3bc5d6e25"), (33, "09f85eeb4e1cbe9f"), (35, "25cc31e4544bc8c9"),
        (63, "b7c9968c066cb6a5"), (64, "50d4159a0411632e"), (65, "d277176bff863efc"), (100, "9ddada11d3dc2d8f"),
        (1_000, "0bf0bdbcc82eb373"),
    ])
    func matchesTheReference(length: Int, expected: String) {
        #expect(Self.hex(Array(Self.pattern.prefix(length))) == expected)
    }

    @Test func seedIsHonoured() {
        let hash = Array("abc".utf8).withUnsafeBytes { ContentHash.xxh64($0, seed: 0x9E37_79B9_7F4A_7C15) }
        #expect(hash == 0x2ED0_F59D_6B43_AC8B)
    }

    /// Sixteen digits always, so hashes compare as text.
    @Test func hexIsZeroPadded() {
        for length in 0..<200 {
            #expect(Self.hex(Array(Self.pattern.prefix(length))).count == 16)
        }
    }

    /// A buffer that does not start on an 8-byte boundary reads the same words.
    @Test func unalignedInputHashesTheSame() {
        let bytes = Array(Self.pattern.prefix(101))
        let shifted = [0xAA] + bytes
        let expected = Self.hex(bytes)
        let got = shifted.withUnsafeBytes { ContentHash.hex(UnsafeRawBufferPointer(rebasing: $0.dropFirst())) }
        #expect(got == expected)
    }
}
