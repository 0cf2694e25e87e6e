/// Reads a `.strings` file (`"key" = "value";` entries, as Xcode, ibtool and genstrings write
/// them, or by hand) from its bytes, in UTF-8 or UTF-16 with or without a byte-order mark.
///
/// Reading is forgiving: a broken entry becomes a problem and reading goes on at the next
/// `;` or the next line's key. A property list saved as `.strings` (binary or XML) is not read.
public enum StringsFileReader {
    public static func read(_ bytes: [UInt8]) -> StringsTable {
        if bytes.starts(with: Array("bplist".utf8)) {
            return StringsTable(problems: [ResourceProblem(message: "The file is a binary property list, which is not read as a .strings file.")])
        }
        let decoded = TextDecoding.utf8(from: bytes)
        if isXMLPropertyList(decoded.bytes) {
            return StringsTable(problems: [ResourceProblem(message: "The file is an XML property list, which is not read as a .strings file.")])
        }
        var parser = StringsParser(bytes: decoded.bytes)
        parser.parse()
        return StringsTable(entries: parser.entries, problems: decoded.problems + parser.problems)
    }

    private static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { text.starts(with: Array($0.utf8)) }
    }
}
