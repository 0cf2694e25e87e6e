/// Builds minimal fonts in memory for the font reader's tests: an sfnt with a `head` stub and
/// a `name` table, and a `ttcf` collection wrapping several.
enum TestFont {
    /// One name record and its bytes, already encoded.
    struct Name {
        var platform: UInt16, encoding: UInt16, language: UInt16, nameID: UInt16
        var bytes: [UInt8]

        /// Windows, Unicode BMP, UTF-16BE.
        static func windows(_ nameID: UInt16, _ text: String, language: UInt16 = 0x409, encoding: UInt16 = 1) -> Name {
            Name(platform: 3, encoding: encoding, language: language, nameID: nameID, bytes: utf16BigEndian(text))
        }

        /// Unicode platform, UTF-16BE.
        static func unicode(_ nameID: UInt16, _ text: String) -> Name {
            Name(platform: 0, encoding: 3, language: 0, nameID: nameID, bytes: utf16BigEndian(text))
        }

        /// Macintosh, Roman, English: the bytes as given (Mac Roman).
        static func mac(_ nameID: UInt16, _ bytes: [UInt8], language: UInt16 = 0) -> Name {
            Name(platform: 1, encoding: 0, language: language, nameID: nameID, bytes: bytes)
        }
    }

    static let trueType: UInt32 = 0x0001_0000, openType: UInt32 = 0x4F54_544F, appleTrueType: UInt32 = 0x7472_7565

    /// The usual four names of a Windows font.
    static func names(family: String, style: String) -> [Name] {
        [
            .windows(1, family), .windows(2, style), .windows(4, "\(family) \(style)"),
            .windows(6, "\(family.filter { $0 != " " })-\(style)"),
        ]
    }

    static func utf16BigEndian(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// A `name` table, format 0, the strings stored in record order.
    static func nameTable(_ names: [Name]) -> [UInt8] {
        var header: [UInt8] = u16(0) + u16(names.count) + u16(6 + 12 * names.count)
        var storage: [UInt8] = []
        for name in names {
            header += u16(name.platform) + u16(name.encoding) + u16(name.language) + u16(name.nameID)
            header += u16(name.bytes.count) + u16(storage.count)
            storage += name.bytes
        }
        return header + storage
    }

    /// An sfnt whose table offsets count from `base` (a font's position inside a collection).
    static func font(_ names: [Name], version: UInt32 = trueType, base: Int = 0) -> [UInt8] {
        let tables: [(tag: String, data: [UInt8])] = [("head", [UInt8](repeating: 0, count: 54)), ("name", nameTable(names))]
        var header: [UInt8] = u32(version) + u16(tables.count) + u16(32) + u16(1) + u16(0)
        var body: [UInt8] = []
        let bodyStart = base + 12 + 16 * tables.count
        for table in tables {
            header += Array(table.tag.utf8) + u32(0) + u32(UInt32(bodyStart + body.count)) + u32(UInt32(table.data.count))
            body += table.data
            while body.count % 4 != 0 { body.append(0) }  // tables start on 4-byte boundaries
        }
        return header + body
    }

    /// A `ttcf` collection of the given fonts.
    static func collection(_ fonts: [[Name]]) -> [UInt8] {
        let headerSize = 12 + 4 * fonts.count
        var offsets: [UInt8] = [], body: [UInt8] = []
        for names in fonts {
            offsets += u32(UInt32(headerSize + body.count))
            body += font(names, base: headerSize + body.count)
        }
        return Array("ttcf".utf8) + u16(1) + u16(0) + u32(UInt32(fonts.count)) + offsets + body
    }

    static func u16(_ value: some BinaryInteger) -> [UInt8] {
        [UInt8(truncatingIfNeeded: Int(value) >> 8), UInt8(truncatingIfNeeded: Int(value))]
    }

    static func u32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
