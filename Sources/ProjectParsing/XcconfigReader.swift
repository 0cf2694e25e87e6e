/// Reads an Xcode build configuration file (`.xcconfig`): `KEY = value` and
/// `KEY[sdk=iphoneos*] = value` lines, `//` comments, and `#include "other.xcconfig"` (also
/// `#include?`), kept as settings named `#include` whose value is the included file's
/// repository path (relative to the including file's folder), with the condition `?` for
/// `#include?` (a file that may be missing).
public enum XcconfigReader {
    public static let includeKey = "#include"

    public static func read(_ text: String, path: String) -> [ProjectModel.BuildSetting] {
        var settings: [ProjectModel.BuildSetting] = []
        let folder = RepositoryPath.folder(path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = stripComment(rawLine).trimmingBlanks
            guard !line.isEmpty else { continue }
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/…` and absolute paths are outside the repository.
                guard !included.hasPrefix("<"), let resolved = RepositoryPath.join(folder, included) else { continue }
                let optional = line.dropFirst("#include".count).first == "?"
                settings.append(
                    .init(configuration: nil, key: includeKey, condition: optional ? "?" : nil, value: resolved, line: index + 1))
                continue
            }
            // `KEY[config=Debug] = value`: the `=` of a condition is not the assignment.
            let afterCondition =
                line.firstIndex(of: "]").flatMap { close in
                    line.firstIndex(of: "[").map { $0 < close && $0 < (line.firstIndex(of: "=") ?? line.endIndex) } == true ? close : nil
                } ?? line.startIndex
            guard let equals = line[afterCondition...].firstIndex(of: "=") else { continue }
            let rawKey = line[..<equals].trimmingBlanks
            let value = line[line.index(after: equals)...].trimmingBlanks
            let bracket = rawKey.utf8.firstIndex(of: UInt8(ascii: "[")) ?? rawKey.endIndex
            let key = String(rawKey[..<bracket])
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            settings.append(
                .init(
                    configuration: nil, key: key, condition: bracket == rawKey.endIndex ? nil : String(rawKey[bracket...]),
                    value: value.hasSuffix(";") ? String(value.dropLast()) : value, line: index + 1))
        }
        return settings
    }

    /// Rule: Xcode's generated Info.plist takes `INFOPLIST_KEY_<Key>` from the build settings,
    /// wherever they are set, an `.xcconfig` as much as the project: each such setting (the
    /// entry points among them: `INFOPLIST_KEY_NSMainNibFile`, `INFOPLIST_KEY_UIMainStoryboardFile`,
    /// …) is an entry of the plist the targets that use the file generate, as the project's are.
    public static func entries(_ settings: [ProjectModel.BuildSetting]) -> [PlistEntry] {
        settings.compactMap { setting in
            guard let key = PlistEntry.generatedKey(ofBuildSetting: setting.key), !setting.value.isEmpty else { return nil }
            return PlistEntry(key: key, value: setting.value, configuration: setting.condition, line: setting.line)
        }
    }

    /// The line without a `//` comment (outside double quotes: `"http://…"` stays).
    private static func stripComment(_ line: Substring) -> Substring {
        var inQuotes = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "/", previous == "/", !inQuotes { return line[..<line.index(before: index)] }
            previous = character
        }
        return line
    }
}
