@testable import ResourceParsing
import Testing

/// The hand-written UTF-16 decoder gives what the standard library's `transcode` gives, for
/// every kind of unit: ASCII, two- and three-byte characters, surrogate pairs, and unpaired
/// surrogates (one U+FFFD each).
@Suite struct TextDecodingTests {
    /// What `transcode` makes of `units`, with whether it met an ill-formed unit.
    static func reference(_ units: [UInt16]) -> (bytes: [UInt8], hadError: Bool) {
        var out: [UInt8] = []
        let hadError = transcode(
            units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false, into: { out.append($0) })
        return (out, hadError)
    }

    static func bytes(_ units: [UInt16], littleEndian: Bool) -> [UInt8] {
        units.flatMap { unit in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }

    static let unpaired = ResourceProblem(message: "The UTF-16 file holds unpaired surrogates; they were replaced by U+FFFD.")

    @Test(arguments: [
        [UInt16](),
        Array("plain ASCII".utf16),
        Array("é ß Ω → 中文 😀 👍🏽".utf16),
        [0xD800],  // a high surrogate at the end
        [0xDC00, 0x41],  // a low surrogate alone
        [0xD83D, 0x41, 0xDE00],  // a high surrogate before a letter, then a low one alone
        [0xD83D, 0xD83D, 0xDE00],  // two highs: the first is unpaired, the second pairs
        [0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF],  // the edges of each length
        [0xDBFF, 0xDFFF, 0xD800, 0xDC00],  // the last and first supplementary characters
    ])
    func givesWhatTheStandardLibraryGives(units: [UInt16]) {
        let expected = Self.reference(units)
        for littleEndian in [true, false] {
            let (bytes, problems) = TextDecoding.utf16(Self.bytes(units, littleEndian: littleEndian)[...], littleEndian: littleEndian)
            #expect(bytes == expected.bytes)
            #expect(problems == (expected.hadError ? [Self.unpaired] : []))
        }
    }

    @Test func randomUnitsGiveWhatTheStandardLibraryGives() {
        var random = Mutator(seed: 7)
        // Weighted towards the ranges where the encodings differ: ASCII, two and three bytes, surrogates.
        let ranges: [ClosedRange<Int>] = [0...0x7F, 0x80...0x7FF, 0x800...0xFFFF, 0xD800...0xDBFF, 0xDC00...0xDFFF]
        for _ in 0..<2000 {
            let units = (0..<random.next(below: 12)).map { _ -> UInt16 in
                let range = ranges[random.next(below: ranges.count)]
                return UInt16(range.lowerBound + random.next(below: range.count))
            }
            let expected = Self.reference(units)
            let (bytes, problems) = TextDecoding.utf16(Self.bytes(units, littleEndian: true)[...], littleEndian: true)
            #expect(bytes == expected.bytes, "units \(units)")
            #expect(problems.isEmpty != expected.hadError, "units \(units)")
        }
    }

    @Test func aSliceThatDoesNotStartAtZeroIsRead() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Self.bytes(Array("añ".utf16), littleEndian: true)
        #expect(TextDecoding.utf16(bytes.dropFirst(2), littleEndian: true).0 == Array("añ".utf8))
    }
}
