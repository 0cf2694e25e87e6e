import Foundation
import GRDB
import IBParsing
import ResourceParsing
import Diagnostics
import SBDBCore
import SBDBStore

/// What sbdb reads from a resource file: an asset catalog folder's `Contents.json`, a font,
/// a strings table or string catalog, or an image (recorded by name only). Read on a parse
/// worker; written by the writer thread.
enum ResourceFacts: Sendable {
    case asset(AssetRow)
    case font(FontFile)
    case strings(StringTableRow, StringsTable)
    case catalog(StringTableRow, StringCatalog)
    /// The string values of a property list or JSON data file (`code_strings`), and what could
    /// not be read of it.
    case values([String: Int], problems: [ResourceProblem] = [])
    case image

    /// The facts of the file at `path` (repository-relative) of `kind`.
    static func read(_ bytes: [UInt8], kind: FileKind, path: String) -> ResourceFacts {
        switch kind {
        case .asset:
            return .asset(AssetRow(path: path, contents: AssetContentsReader.read(bytes)))
        case .font:
            return .font(FontNameReader.read(bytes))
        case .strings where path.lowercased().hasSuffix(".xcstrings"):
            let catalog = StringCatalogReader.read(bytes)
            return .catalog(StringTableRow(path: path, format: "xcstrings", sourceLanguage: catalog.sourceLanguage), catalog)
        case .propertyList:
            return .values(InfoPlistReader.stringValues(from: bytes))
        case .json:
            let (values, problems) = JSONStringValues.read(bytes)
            return .values(values, problems: problems)
        case .strings:
            let row = StringTableRow(path: path, format: "strings", sourceLanguage: nil)
            return .strings(row, propertyListTable(bytes) ?? StringsFileReader.read(bytes))
        default:
            return .image
        }
    }

    /// A strings table written as an XML or binary property list (a dictionary of strings, as
    /// Quicksilver's are), which the text reader leaves alone; nil for any other file. Entries of
    /// a property list have no line (0).
    static func propertyListTable(_ bytes: [UInt8]) -> StringsTable? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let head = bytes[start...].prefix(6)
        guard head.elementsEqual("bplist".utf8) || head.starts(with: "<?xml".utf8) || head.starts(with: "<plist".utf8) else {
            return nil
        }
        guard
            let dictionary = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
                as? [String: Any]
        else {
            return StringsTable(problems: [ResourceProblem(message: "a property list strings table that does not parse as a dictionary")])
        }
        let entries = dictionary.compactMap { key, value in
            (value as? String).map { StringsEntry(key: key, value: $0, line: 0) }
        }
        return StringsTable(entries: entries.sorted { $0.key < $1.key })
    }

    /// What could not be read, as diagnostics of the file.
    var diagnostics: [Diagnostic] {
        let problems: [ResourceProblem]
        let code: String
        switch self {
        case .asset(let row): (problems, code) = (row.contents.problems, "malformed-asset")
        case .font(let file): (problems, code) = (file.problems, "malformed-font")
        case .strings(_, let table): (problems, code) = (table.problems, "malformed-strings")
        case .catalog(_, let catalog): (problems, code) = (catalog.problems, "malformed-strings")
        case .values(_, let found): (problems, code) = (found, "malformed-json")
        case .image: return []
        }
        return problems.map { Diagnostic(severity: .warning, code: code, message: $0.message, line: $0.line) }
    }

    func write(_ db: Database, fileID: Int64) throws {
        switch self {
        case .asset(let row):
            var insert = try ContractWrite<AssetsContract>(db, fileID: fileID)
            try insert.insert(row)
        case .font(let file):
            var insert = try ContractWrite<FontsContract>(db, fileID: fileID)
            for (index, font) in file.fonts.enumerated() { try insert.insert(FontItem(index: index, font: font)) }
        case .strings(let row, let table):
            // Tens of thousands of entries in a large app: bound straight through SQLite's API.
            try row.write(db, fileID: fileID)
            var insert = try ContractWrite<StringsEntriesContract>(db, fileID: fileID)
            for entry in table.entries {
                try insert.insert(
                    StringsEntryItem(
                        language: row.language, key: entry.key, value: entry.value, state: nil, comment: entry.comment,
                        translate: IBNotes.saysNotToTranslate(entry.comment) ? 0 : nil, line: entry.line > 0 ? entry.line : nil))
            }
        case .catalog(let row, let catalog):
            try row.write(db, fileID: fileID)
            var insert = try ContractWrite<StringsEntriesContract>(db, fileID: fileID)
            for entry in catalog.entries {
                try insert.insert(
                    StringsEntryItem(
                        language: entry.language, key: entry.key, value: entry.value,
                        state: entry.language == nil ? entry.extractionState : entry.state, comment: entry.comment,
                        translate: entry.shouldTranslate && !IBNotes.saysNotToTranslate(entry.comment) ? nil : 0,
                        line: entry.line))
            }
        case .values(let strings, _):
            // The statement source files write with, bound the same way.
            var insert = try ContractWrite<CodeStringsContract>(db, fileID: fileID)
            for (value, count) in strings.sorted(by: { $0.key < $1.key }) {
                try insert.insert(CountedItem(value: value, count: count))
            }
        case .image:
            break
        }
    }
}

/// The `assets` row of a `Contents.json`: where its folder sits in its catalog.
struct AssetRow: Sendable {
    let catalog: String
    let folder: String
    let parent: String?
    let name: String
    let kind: String
    let contents: AssetContents

    /// `App/Assets.xcassets/Icons/star.imageset/Contents.json`: catalog `App/Assets.xcassets`,
    /// folder `Icons/star.imageset`, parent `Icons`, name `star`, kind `image`.
    init(path: String, contents: AssetContents) {
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        components.removeLast()  // Contents.json
        let catalogEnd = components.firstIndex { $0.lowercased().hasSuffix(".xcassets") } ?? 0
        catalog = components[...catalogEnd].joined(separator: "/")
        let inside = Array(components[(catalogEnd + 1)...])
        folder = inside.joined(separator: "/")
        parent = inside.isEmpty ? nil : inside.dropLast().joined(separator: "/")
        let last = components.last ?? ""
        name = AssetFolderKind.assetName(folderName: last)
        kind = Self.kindName(AssetFolderKind(folderName: last))
        self.contents = contents
    }

    static func kindName(_ kind: AssetFolderKind) -> String {
        switch kind {
        case .catalog: return "catalog"
        case .folder: return "folder"
        case .image: return "image"
        case .color: return "color"
        case .symbol: return "symbol"
        case .appIcon: return "appicon"
        case .data: return "data"
        default: return kind.rawValue
        }
    }
}

/// The `string_tables` row of a strings file: its table, language and the folder around its `.lproj`.
struct StringTableRow: Sendable {
    let format: String
    let tableName: String
    let language: String?
    let folder: String
    let sourceLanguage: String?

    /// `App/de.lproj/Main.strings`: table `Main`, language `de`, folder `App/`.
    init(path: String, format: String, sourceLanguage: String?) {
        self.format = format
        self.sourceLanguage = sourceLanguage
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let fileName = components.removeLast()
        tableName = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        if let last = components.last, last.hasSuffix(".lproj") {
            language = String(last.dropLast(".lproj".count))
            components.removeLast()
        } else {
            language = nil
        }
        folder = components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }

    func write(_ db: Database, fileID: Int64) throws {
        var insert = try ContractWrite<StringTablesContract>(db, fileID: fileID)
        try insert.insert(self)
    }
}
