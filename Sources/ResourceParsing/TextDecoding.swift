/// Turns the bytes of a text file into UTF-8 bytes: a UTF-8 byte-order mark is dropped,
/// UTF-16 is recognised by its byte-order mark or, without one, by where its NUL bytes fall.
/// Bytes that are not valid in the encoding become U+FFFD and one problem says so.
enum TextDecoding {
    static func utf8(from bytes: [UInt8]) -> (bytes: [UInt8], problems: [ResourceProblem]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return validated(Array(bytes.dropFirst(3)))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), littleEndian: true)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), littleEndian: false)
        }
        if let littleEndian = utf16WithoutMark(bytes) {
            return utf16(bytes[...], littleEndian: littleEndian)
        }
        return validated(bytes)
    }

    /// UTF-16 without a byte-order mark: text in Latin script has a NUL in every other byte.
    /// Looks at the first 256 bytes; many odd (or even) bytes NUL and few of the others says
    /// which: true for little-endian, false for big-endian, nil when it is not UTF-16.
    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(256)
        guard sample.count >= 2 else { return nil }
        var nulAtEven = 0, nulAtOdd = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { nulAtEven += 1 } else { nulAtOdd += 1 }
        }
        let pairs = sample.count / 2
        // More than a third of the characters with a NUL high byte, and few NULs the other way
        // (a low byte can be NUL too: U+0100, or the low surrogate of 😀, DE00).
        if nulAtOdd * 3 > pairs, nulAtEven * 4 < nulAtOdd { return true }
        if nulAtEven * 3 > pairs, nulAtOdd * 4 < nulAtEven { return false }
        return nil
    }

    private static func validated(_ bytes: [UInt8]) -> ([UInt8], [ResourceProblem]) {
        // Valid text, the common case, is checked by the standard library's validator; only
        // invalid text is transcoded, a byte at a time, to repair it.
        if bytes.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) != nil { return (bytes, []) }
        var repaired: [UInt8] = []
        let hadError = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: false,
            into: { repaired.append($0) })
        guard hadError else { return (bytes, []) }
        return (repaired, [ResourceProblem(message: "The file is not valid UTF-8; the bytes that are not were replaced by U+FFFD.")])
    }

    /// UTF-16 to UTF-8 by hand: a localized app holds megabytes of UTF-16 `.strings`, and the
    /// standard library's `transcode` with a closure per byte cost about 60 instructions a
    /// byte. Ill-formed units become U+FFFD one each, as `transcode` makes them.
    static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> ([UInt8], [ResourceProblem]) {
        var problems: [ResourceProblem] = []
        if bytes.count % 2 != 0 {
            problems.append(ResourceProblem(message: "The UTF-16 file ends in the middle of a character (an odd number of bytes)."))
        }
        var hadError = false
        let out = bytes.withUnsafeBufferPointer { raw -> [UInt8] in
            let count = raw.count / 2
            // Latin text takes one byte a unit, most other scripts two or three.
            return [UInt8](unsafeUninitializedCapacity: count * 3) { buffer, written in
                var at = 0
                func put(_ byte: UInt32) {
                    buffer[at] = UInt8(truncatingIfNeeded: byte)
                    at += 1
                }
                func unit(_ i: Int) -> UInt32 {
                    let first = UInt32(raw[2 * i]), second = UInt32(raw[2 * i + 1])
                    return littleEndian ? first | second << 8 : first << 8 | second
                }
                var i = 0
                while i < count {
                    var scalar = unit(i)
                    i += 1
                    if scalar < 0x80 {
                        put(scalar)
                        continue
                    }
                    if scalar & 0xF800 == 0xD800 {
                        if scalar <= 0xDBFF, i < count, case let low = unit(i), low & 0xFC00 == 0xDC00 {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            i += 1
                        } else {
                            scalar = 0xFFFD
                            hadError = true
                        }
                    }
                    if scalar < 0x800 {
                        put(0xC0 | scalar >> 6)
                    } else if scalar < 0x10000 {
                        put(0xE0 | scalar >> 12)
                        put(0x80 | (scalar >> 6) & 0x3F)
                    } else {
                        // Four bytes come from two units, which reserved six.
                        put(0xF0 | scalar >> 18)
                        put(0x80 | (scalar >> 12) & 0x3F)
                        put(0x80 | (scalar >> 6) & 0x3F)
                    }
                    put(0x80 | scalar & 0x3F)
                }
                written = at
            }
        }
        if hadError {
            problems.append(ResourceProblem(message: "The UTF-16 file holds unpaired surrogates; they were replaced by U+FFFD."))
        }
        return (out, problems)
    }
}
