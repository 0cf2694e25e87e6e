/// Reads the names sbdb wants from a font's `name` table, choosing among the records of each
/// name ID: Windows Unicode in US English first, then any Windows Unicode language, Windows
/// Symbol (symbol fonts name themselves only there), Unicode, and Mac Roman last.
enum FontNameTable {
    /// One name record: which name, for which platform, and where its bytes are.
    private struct Record {
        var platform: Int, nameID: Int, length: Int, offset: Int
        /// Lower is better (see ``FontNameTable/rank(platform:encoding:language:)``).
        var rank: Int
        var order: Int
    }

    /// Lower is better; nil for records in encodings that are not read.
    private static func rank(platform: Int, encoding: Int, language: Int) -> Int? {
        switch (platform, encoding) {
        case (3, 1), (3, 10): language == 0x409 ? 0 : 1
        case (3, 0): 2
        case (0, _): 3
        case (1, 0): language == 0 ? 4 : 5
        default: nil
        }
    }

    private enum NameID {
        static let family = 1, subfamily = 2, fullName = 4, postScript = 6
        static let typographicFamily = 16, typographicSubfamily = 17
        static let wanted: Set<Int> = [family, subfamily, fullName, postScript, typographicFamily, typographicSubfamily]
    }

    /// The names in the table at `offset`, or nil when the table cannot be read at all;
    /// `problems` gets sentences about the table.
    static func read(_ data: FontBytes, offset: Int, length: Int, problems: inout [String]) -> FontNames? {
        var length = length
        if data.slice(at: offset, length: length) == nil {
            guard offset >= 0, offset < data.count else {
                problems.append("the 'name' table's offset \(offset) is past the end of the file (\(data.count) bytes).")
                return nil
            }
            problems.append("the 'name' table runs past the end of the file; its first part was read.")
            length = data.count - offset
        }
        // The table on its own, so that every offset below is checked against the table, not the file.
        let table = FontBytes(data.slice(at: offset, length: length) ?? [])
        guard let count = table.u16(at: 2), let storage = table.u16(at: 4) else {
            problems.append("the 'name' table is too short for its header.")
            return nil
        }
        let records = self.records(in: table, count: count, problems: &problems)
        var outside = 0
        var best: [Int: String] = [:]
        for record in records.sorted(by: { ($0.rank, $0.order) < ($1.rank, $1.order) }) where best[record.nameID] == nil {
            guard let bytes = table.slice(at: storage + record.offset, length: record.length) else {
                outside += 1
                continue
            }
            let text = decode(bytes, platform: record.platform)
            if !text.isEmpty { best[record.nameID] = text }
        }
        if outside > 0 {
            problems.append("\(outside) name record\(outside == 1 ? "" : "s") point\(outside == 1 ? "s" : "") past the end of the 'name' table.")
        }
        return FontNames(
            postScriptName: best[NameID.postScript],
            family: best[NameID.typographicFamily] ?? best[NameID.family],
            subfamily: best[NameID.typographicSubfamily] ?? best[NameID.subfamily],
            fullName: best[NameID.fullName])
    }

    /// The records for wanted names in readable encodings, as far as the table holds them.
    private static func records(in table: FontBytes, count: Int, problems: inout [String]) -> [Record] {
        var records: [Record] = []
        for index in 0..<count {
            let base = 6 + 12 * index
            guard let platform = table.u16(at: base), let encoding = table.u16(at: base + 2),
                let language = table.u16(at: base + 4), let nameID = table.u16(at: base + 6),
                let length = table.u16(at: base + 8), let offset = table.u16(at: base + 10)
            else {
                problems.append("the 'name' table lists \(count) records but ends after \(index).")
                break
            }
            guard NameID.wanted.contains(nameID), let rank = rank(platform: platform, encoding: encoding, language: language) else {
                continue
            }
            records.append(Record(platform: platform, nameID: nameID, length: length, offset: offset, rank: rank, order: index))
        }
        return records
    }

    /// UTF-16BE for the Unicode and Windows platforms, Mac Roman for Macintosh; trailing NULs,
    /// which some fonts pad names with, are dropped.
    private static func decode(_ bytes: ArraySlice<UInt8>, platform: Int) -> String {
        var text: String
        if platform == 1 {
            text = MacRoman.decode(bytes)
        } else {
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            text = String(decoding: units, as: UTF16.self)
        }
        while text.last == "\0" { text.removeLast() }
        return text
    }
}
