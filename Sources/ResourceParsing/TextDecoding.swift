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

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> ([UInt8], [ResourceProblem]) {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var problems: [ResourceProblem] = []
        if bytes.count % 2 != 0 {
            problems.append(ResourceProblem(message: "The UTF-16 file ends in the middle of a character (an odd number of bytes)."))
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let hadError = transcode(
            units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false,
            into: { out.append($0) })
        if hadError {
            problems.append(ResourceProblem(message: "The UTF-16 file holds unpaired surrogates; they were replaced by U+FFFD."))
        }
        return (out, problems)
    }
}
