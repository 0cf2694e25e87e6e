/// Reads the build settings of an Xcode `project.pbxproj` that stand in for Info.plist keys.
///
/// A pbxproj is an old-style (OpenStep) property list, often megabytes long. It is not parsed
/// into a tree: one linear pass tokenises the text, tracks `{ … }` nesting, and keeps the
/// settings found inside `isa = XCBuildConfiguration;` objects:
///
/// - `INFOPLIST_KEY_<Key> = value;`, reported as `<Key>` (every such key, not only storyboards);
/// - `PRODUCT_BUNDLE_IDENTIFIER` and `INFOPLIST_FILE`, under their own names;
/// - conditional forms such as `"INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphone*]" = Portrait;`,
///   whose condition is appended to the configuration: `Debug [sdk=iphone*]`;
/// - every other Xcode project the project refers to (a `PBXFileReference` whose path ends in
///   `.xcodeproj` or `.pbproj`), as `PBXProjectReference` with the project's file name: a
///   project nested in this one's folder that it does not refer to is a separate project;
/// - every storyboard, xib and nib the project refers to (a `PBXFileReference`, or the
///   `PBXVariantGroup` of a localised one), as `PBXFileReference` with the file's name, and every
///   folder Xcode 16 keeps in sync (`PBXFileSystemSynchronizedRootGroup`), with its path: the
///   files a project builds.
/// - the project's `developmentRegion` (the language of its base texts), under that name.
///
/// Entries come in file order, each with the configuration's `name` (written after the
/// settings, so an entry is completed when its object closes) and the 1-based line of the
/// setting. Empty values and array values are skipped; quoted values lose their quotes and the
/// escapes `\"` and `\\`, other escapes stay as written. A truncated file yields what it holds.
public enum PbxprojReader {
    public static func entries(from text: String) -> [PlistEntry] {
        var lexer = PbxprojLexer(bytes: Array(text.utf8))
        var scanner = PbxprojSettingsScanner()
        while let token = lexer.next() { scanner.consume(token, lexer) }
        scanner.finish()
        return scanner.entries
    }
}

/// Follows `key = value;` assignments through nested dictionaries and keeps the wanted
/// settings of each XCBuildConfiguration object.
private struct PbxprojSettingsScanner {
    private struct Setting { var key: String, value: String, condition: String?, line: Int }
    /// One open `{ … }`: an object (it has an `isa`) or a plain dictionary such as `buildSettings`.
    private struct Frame {
        var isa: String?, name: String?, path: String?, pathLine = 0, settings: [Setting] = []
        /// A `PBXShellScriptBuildPhase`'s script, with its line.
        var shellScript: (text: String, line: Int)?
        /// A `PBXProject`'s `developmentRegion`: the language its base texts are written in.
        var developmentRegion: Setting?
    }
    private enum State { case idle, key(PbxprojToken), equals(PbxprojToken), value(PbxprojToken, PbxprojToken) }

    private(set) var entries: [PlistEntry] = []
    private var frames: [Frame] = []
    private var state = State.idle

    mutating func consume(_ token: PbxprojToken, _ lexer: PbxprojLexer) {
        switch (token.kind, state) {
        case (.open, _): frames.append(Frame())
        case (.close, _): close()
        case (.bare, .equals(let key)), (.quoted, .equals(let key)):
            state = .value(key, token)
            return
        case (.bare, _), (.quoted, _):
            state = .key(token)
            return
        case (.equals, .key(let key)):
            state = .equals(key)
            return
        case (.semicolon, .value(let key, let value)): assign(lexer.text(key), lexer.text(value), line: key.line)
        default: break
        }
        state = .idle
    }

    /// Closes what a truncated file left open, so its settings are not lost.
    mutating func finish() {
        while !frames.isEmpty { close() }
    }

    private mutating func assign(_ key: String, _ value: String, line: Int) {
        guard !frames.isEmpty else { return }
        switch key {
        case "isa": frames[frames.count - 1].isa = value
        case "name":
            frames[frames.count - 1].name = value
            if frames[frames.count - 1].pathLine == 0 { frames[frames.count - 1].pathLine = line }
        case "path":
            frames[frames.count - 1].path = value
            frames[frames.count - 1].pathLine = line
        case Self.developmentRegionKey:
            frames[frames.count - 1].developmentRegion = Setting(key: key, value: value, condition: nil, line: line)
        case "shellScript":
            frames[frames.count - 1].shellScript = (value, line)
        default:
            if let setting = Self.setting(key, value, line: line) { frames[frames.count - 1].settings.append(setting) }
        }
    }

    // Settings rise from `buildSettings` (no isa) to the object around it; an object other
    // than XCBuildConfiguration drops what it holds.
    private mutating func close() {
        guard let frame = frames.popLast() else { return }
        if frame.isa == "XCBuildConfiguration" {
            entries += frame.settings.map { setting in
                let configuration = [frame.name, setting.condition].compactMap { $0 }.joined(separator: " ")
                return PlistEntry(
                    key: setting.key, value: setting.value,
                    configuration: configuration.isEmpty ? nil : configuration, line: setting.line)
            }
        } else if frame.isa == "PBXFileReference", let path = frame.path, let project = Self.projectName(path) {
            entries.append(PlistEntry(key: Self.projectReferenceKey, value: project, configuration: nil, line: frame.pathLine))
        } else if frame.isa == "PBXFileReference" || frame.isa == "PBXVariantGroup",
            let file = Self.interfaceFileName(frame.path ?? frame.name)
        {
            entries.append(PlistEntry(key: Self.fileReferenceKey, value: file, configuration: nil, line: frame.pathLine))
        } else if frame.isa == "PBXProject", let region = frame.developmentRegion {
            entries.append(PlistEntry(key: region.key, value: region.value, configuration: nil, line: region.line))
        } else if frame.isa == "PBXShellScriptBuildPhase", let script = frame.shellScript {
            for file in Self.scriptedSourceFiles(script.text) {
                entries.append(PlistEntry(key: Self.scriptFileKey, value: file, configuration: nil, line: script.line))
            }
        } else if frame.isa == "PBXFileSystemSynchronizedRootGroup", let path = frame.path {
            entries.append(PlistEntry(key: Self.synchronizedGroupKey, value: path, configuration: nil, line: frame.pathLine))
        } else if frame.isa == nil, !frames.isEmpty {
            frames[frames.count - 1].settings += frame.settings
        }
    }

    static let projectReferenceKey = "PBXProjectReference"
    static let fileReferenceKey = "PBXFileReference"
    static let synchronizedGroupKey = "PBXFileSystemSynchronizedRootGroup"
    static let developmentRegionKey = "developmentRegion"
    static let scriptFileKey = "PBXShellScriptFile"

    /// The Swift, Objective-C and C files a run-script phase names (`swift "$SRCROOT/Scripts/gen.swift"`,
    /// `xcrun -sdk macosx swiftc Tools/lint.swift`): words ending in a source file's extension,
    /// without quotes and without a leading build variable (`$SRCROOT/`, `${PROJECT_DIR}/`).
    static func scriptedSourceFiles(_ script: String) -> [String] {
        // The script as the project writes it keeps its escapes (`\n`, `\"`): an escape ends a
        // word, as a separator does.
        let separators = Set<Character>([" ", "\t", "\n", "\"", "'", ";", "(", ")", "|", "&", "<", ">", "="])
        var words: [String] = []
        var word = ""
        var escaped = false
        for character in script {
            if escaped || character == "\\" || separators.contains(character) {
                escaped = character == "\\" && !escaped
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        var files: [String] = []
        for var text in words where [".swift", ".m", ".mm", ".c"].contains(where: { text.hasSuffix($0) }) {
            while text.hasPrefix("$") || text.hasPrefix("./") {
                guard let slash = text.firstIndex(of: "/") else { break }
                text = String(text[text.index(after: slash)...])
            }
            if !text.isEmpty, !text.contains("$"), !files.contains(text) { files.append(text) }
        }
        return files
    }

    /// `Base.lproj/Main.storyboard` gives `Main.storyboard`; only storyboards, xibs and nibs count.
    private static func interfaceFileName(_ path: String?) -> String? {
        guard let path, let name = RepositoryPath.lastComponent(path).map(String.init) else { return nil }
        let lower = name.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") || lower.hasSuffix(".nib") ? name : nil
    }

    /// `Libs/Sub.xcodeproj` gives `Sub.xcodeproj`; paths to anything else give nil.
    private static func projectName(_ path: String) -> String? {
        guard path.hasSuffix(".xcodeproj") || path.hasSuffix(".pbproj") else { return nil }
        return RepositoryPath.lastComponent(path).map(String.init)
    }

    private static func setting(_ rawKey: String, _ value: String, line: Int) -> Setting? {
        guard !value.isEmpty else { return nil }
        let bracket = rawKey.utf8.firstIndex(of: UInt8(ascii: "[")) ?? rawKey.endIndex
        let base = rawKey[..<bracket]
        let condition = bracket == rawKey.endIndex ? nil : String(rawKey[bracket...])
        if let key = PlistEntry.generatedKey(ofBuildSetting: base) {
            return Setting(key: key, value: value, condition: condition, line: line)
        }
        if base == "PRODUCT_BUNDLE_IDENTIFIER" || base == "INFOPLIST_FILE" {
            return Setting(key: String(base), value: value, condition: condition, line: line)
        }
        return nil
    }
}
