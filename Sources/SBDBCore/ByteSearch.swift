/// Whether a string holds a run of bytes, compared as UTF-8 bytes.
///
/// With Foundation imported, `String.contains(_: String)` resolves to Foundation's
/// `range(of:)`, which on Linux bridges to `NSString` and costs about 12,000 instructions a call:
/// the walk asks once per folder and once per file, where it made most of a no-op index's cost.
package enum ByteSearch {
    package static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            let first = needle[0]
            var start = 0
            while start <= bytes.count - needle.count {
                if bytes[start] == first {
                    var matched = 1
                    while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                start += 1
            }
            return false
        }
    }
}
