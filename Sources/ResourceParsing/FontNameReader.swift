/// Reads the names of the fonts in a TrueType (`.ttf`), OpenType (`.otf`) or collection
/// (`.ttc`) file. Every offset and length in the file is checked against its size, so a
/// truncated or hostile file gives problems, never a crash.
public enum FontNameReader {
    // The first four bytes of the formats, big-endian.
    private enum Signature {
        static let trueType = 0x0001_0000, appleTrueType = 0x7472_7565 /* true */, cff = 0x4F54_544F /* OTTO */
        static let collection = 0x7474_6366 /* ttcf */, woff = 0x774F_4646 /* wOFF */, woff2 = 0x774F_4632 /* wOF2 */
        static let nameTable = 0x6E61_6D65 /* name */
        static let fonts = [trueType, appleTrueType, cff]
    }

    /// Real collections hold a few dozen fonts at most; the cap bounds the work a hostile
    /// header can ask for.
    static let maxFontsInCollection = 256

    public static func read(_ bytes: [UInt8]) -> FontFile {
        let data = FontBytes(bytes[...])
        guard let signature = data.u32(at: 0) else {
            return FontFile(problems: [ResourceProblem(message: "The file is too short to be a font (\(bytes.count) bytes).")])
        }
        switch signature {
        case _ where Signature.fonts.contains(signature):
            var file = FontFile()
            read(fontAt: 0, in: data, label: "The font", into: &file)
            return file
        case Signature.collection:
            return collection(data)
        case Signature.woff, Signature.woff2:
            return FontFile(problems: [ResourceProblem(message: "WOFF fonts are not read.")])
        default:
            if bytes.starts(with: Array("version https://git-lfs".utf8)) {
                return FontFile(problems: [
                    ResourceProblem(
                        message: "The file is a Git LFS pointer, not the font itself; fetch it with 'git lfs pull'.")
                ])
            }
            let hex = String(signature, radix: 16, uppercase: true)
            return FontFile(problems: [
                ResourceProblem(
                    message: "The file is not a TrueType or OpenType font: it starts with 0x\(String(repeating: "0", count: 8 - hex.count) + hex).")
            ])
        }
    }

    /// A `ttcf` header: version, the number of fonts, and the offset of each font's header.
    private static func collection(_ data: FontBytes) -> FontFile {
        var file = FontFile()
        guard let count = data.u32(at: 8) else {
            file.problems.append(ResourceProblem(message: "The font collection's header is cut short."))
            return file
        }
        if count == 0 {
            file.problems.append(ResourceProblem(message: "The font collection holds no fonts."))
        }
        if count > maxFontsInCollection {
            file.problems.append(
                ResourceProblem(
                    message: "The font collection says it holds \(count) fonts; only the first \(maxFontsInCollection) were read."))
        }
        for index in 0..<min(count, maxFontsInCollection) {
            let label = "Font \(index + 1) of the collection"
            guard let offset = data.u32(at: 12 + 4 * index) else {
                file.problems.append(
                    ResourceProblem(
                        message: "The font collection says it holds \(count) fonts but the file ends after the offsets of \(index)."))
                break
            }
            guard let signature = data.u32(at: offset), Signature.fonts.contains(signature) else {
                file.problems.append(ResourceProblem(message: "\(label) does not start with a TrueType or OpenType header (offset \(offset))."))
                continue
            }
            read(fontAt: offset, in: data, label: label, into: &file)
        }
        return file
    }

    /// The table directory of one font at `offset`: finds the `name` table and reads it.
    private static func read(fontAt offset: Int, in data: FontBytes, label: String, into file: inout FontFile) {
        guard let tableCount = data.u16(at: offset + 4) else {
            file.problems.append(ResourceProblem(message: "\(label)'s header is cut short."))
            return
        }
        var nameTable: (offset: Int, length: Int)?
        for index in 0..<tableCount {
            let record = offset + 12 + 16 * index
            guard let tag = data.u32(at: record), let tableOffset = data.u32(at: record + 8),
                let length = data.u32(at: record + 12)
            else {
                file.problems.append(
                    ResourceProblem(
                        message: "\(label)'s table directory lists \(tableCount) tables but the file ends after \(index)."))
                return
            }
            if tag == Signature.nameTable {
                nameTable = (tableOffset, length)
                break
            }
        }
        guard let nameTable else {
            file.problems.append(ResourceProblem(message: "\(label) has no 'name' table."))
            return
        }
        var problems: [String] = []
        let names = FontNameTable.read(data, offset: nameTable.offset, length: nameTable.length, problems: &problems)
        file.problems += problems.map { ResourceProblem(message: "\(label): \($0)") }
        guard let names else { return }
        if names.postScriptName == nil {
            file.problems.append(ResourceProblem(message: "\(label) has no PostScript name (name ID 6)."))
        }
        file.fonts.append(names)
    }
}
