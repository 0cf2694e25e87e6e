import Foundation
@_exported import ProjectParsing

/// Reads the keys of an Info.plist (XML, binary or old-style, with or without preprocessor
/// lines) that name an entry-point storyboard or nib, or the bundle's identifier.
///
/// Pure: it parses only the bytes it is given, with Foundation's `PropertyListSerialization`,
/// which never fetches the DTD or anything else.
public enum InfoPlistReader {
    /// Top-level keys whose string value is reported under the same key.
    static let topLevelKeys: [String] = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone",
        "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone",
        "NSMainStoryboardFile",
        "NSMainNibFile", "NSMainNibFile~ipad", "NSMainNibFile~iphone",
        "CFBundleIdentifier",
    ]

    /// The entries of one Info.plist, sorted by key, then value, without exact duplicates.
    ///
    /// Besides ``topLevelKeys``: every `UISceneStoryboardFile` of every role in
    /// `UIApplicationSceneManifest.UISceneConfigurations`; `NSExtension.NSExtensionMainStoryboard` and `NSExtensionPrincipalClass` (a view controller
    /// created without a nib name);
    /// `UILaunchStoryboards` (`UILaunchStoryboardFile` of each definition, and
    /// `UIDefaultLaunchStoryboard`, which holds a definition's *identifier*, not a file name);
    /// and `WKWatchKitApp` = `Interface` when `WKWatchKitApp` is true (`WKApplication` = `Interface`
    /// when `WKApplication` is), because a WatchKit app's storyboard is `Interface.storyboard` by
    /// convention. Empty strings are skipped; values
    /// are kept as written, `$(VARIABLES)` included.
    ///
    /// A plist written for the C preprocessor (``PreprocessedPlist``) is read with every branch of
    /// each `#if`: the entries of all of them together, and of each branch on its own, because a
    /// plist parser keeps only the last of two equal keys.
    public static func entries(from data: [UInt8]) throws(PlistReadError) -> [PlistEntry] {
        let read = try read(data)
        return sortedUnique(read.roots.flatMap(entries(in:)))
    }

    /// ``entries(from:)`` and ``stringValues(from:)`` from one parse of the file (a preprocessed
    /// plist, which does not parse as it is, has no string values, as there).
    public static func entriesAndStrings(from data: [UInt8]) throws(PlistReadError) -> (entries: [PlistEntry], strings: [String: Int]) {
        let read = try read(data)
        return (sortedUnique(read.roots.flatMap(entries(in:))), read.direct ? stringValues(in: read.root) : [:])
    }

    /// The entries of one parsed Info.plist, unsorted.
    private static func entries(in root: [String: Any]) -> [PlistEntry] {
        var found: [PlistEntry] = []
        func add(_ key: String, _ value: Any?) {
            if let string = value as? String, !string.isEmpty {
                found.append(PlistEntry(key: key, value: string))
            }
        }
        for key in topLevelKeys { add(key, root[key]) }
        for scene in sceneConfigurations(root) { add("UISceneStoryboardFile", scene["UISceneStoryboardFile"]) }
        add("NSExtensionMainStoryboard", dict(root["NSExtension"])?["NSExtensionMainStoryboard"])
        add("NSExtensionPrincipalClass", dict(root["NSExtension"])?["NSExtensionPrincipalClass"])
        if let launch = dict(root["UILaunchStoryboards"]) {
            for definition in dicts(launch["UILaunchStoryboardDefinitions"]) {
                add("UILaunchStoryboardFile", definition["UILaunchStoryboardFile"])
            }
            add("UIDefaultLaunchStoryboard", launch["UIDefaultLaunchStoryboard"])
        }
        if isTrue(root["WKWatchKitApp"]) { add("WKWatchKitApp", "Interface") }
        // A single-target watchOS app (watchOS 7 on): its storyboard, when it has one, is
        // `Interface.storyboard` too; a SwiftUI app has none, which is no broken link.
        if isTrue(root["WKApplication"]) { add("WKApplication", "Interface") }
        // Fonts the bundle registers, and the images and colours the system loads by name.
        for font in root["UIAppFonts"] as? [Any] ?? [] { add("UIAppFonts", font) }
        add("ATSApplicationFontsPath", root["ATSApplicationFontsPath"])
        resourceNames(in: root, add)
        return found
    }

    /// Keys whose string values (anywhere in the plist) name an image or colour the system loads:
    /// `CFBundleIconName`, `CFBundleIconFiles`, `UIApplicationShortcutItemIconFile`,
    /// `UILaunchScreen`'s `UIImageName` and `UIColorName`, `NSAccentColorName`, …
    static let resourceKeySuffixes = ["IconFile", "IconFiles", "IconName", "ImageName", "ColorName", "IconSymbolName"]

    private static func resourceNames(in value: Any, depth: Int = 0, _ add: (String, Any?) -> Void) {
        guard depth < 16 else { return }
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                if resourceKeySuffixes.contains(where: key.hasSuffix) {
                    if let list = child as? [Any] { list.forEach { add(key, $0) } } else { add(key, child) }
                } else {
                    resourceNames(in: child, depth: depth + 1, add)
                }
            }
        } else if let list = value as? [Any] {
            for child in list { resourceNames(in: child, depth: depth + 1, add) }
        }
    }

    /// Parses `data` and insists on a dictionary at the root. A text plist with preprocessor
    /// lines that fails to parse is parsed again without them (every branch of each `#if`), then,
    /// if that fails too, with the first branch of each `#if` only; when neither parses, the error
    /// is the one of the file as written. A binary plist is never rewritten.
    static func dictionary(from data: [UInt8]) throws(PlistReadError) -> [String: Any] {
        try read(data).root
    }

    /// What ``dictionary(from:)`` returns (`root`), and for a preprocessed plist, also the
    /// dictionary of each branch variant that parses (`roots` holds them all, `root` first);
    /// `direct` when the file parsed as it is.
    private static func read(_ data: [UInt8]) throws(PlistReadError) -> (root: [String: Any], roots: [[String: Any]], direct: Bool) {
        let original: PlistReadError
        do {
            let root = try parse(data)
            return (root, [root], true)
        } catch {
            original = error
        }
        guard case .malformed = original, !data.starts(with: binaryHeader),
            let preprocessed = PreprocessedPlist(data)
        else { throw original }
        let whole = try? parse(preprocessed.allBranches)
        // A key both branches define parses (the parser keeps the last), so each branch is read too.
        let branches =
            preprocessed.hasAlternatives
            ? (0..<preprocessed.branchVariants).map { try? parse(preprocessed.branch($0)) }
            : []
        guard let root = whole ?? branches.first.flatMap({ $0 }) else { throw original }
        return (root, [root] + branches.compactMap { $0 }, false)
    }

    private static let binaryHeader = Array("bplist".utf8)

    /// The short one-line string values anywhere in a property list (not its keys), with how
    /// often each occurs: names the app loads by (`OESystemIcon = 3do_library`), for the reports
    /// that ask whether anything names a resource. Empty when the list does not parse.
    public static func stringValues(from data: [UInt8]) -> [String: Int] {
        guard data.contains(where: { !isBlank($0) }),
            let parsed = try? PropertyListSerialization.propertyList(from: Data(data), options: [], format: nil)
        else { return [:] }
        return stringValues(in: parsed)
    }

    private static func stringValues(in parsed: Any) -> [String: Int] {
        var counts: [String: Int] = [:]
        func visit(_ value: Any, depth: Int) {
            guard depth < 64 else { return }
            if let string = value as? String {
                if !string.isEmpty, string.utf8.count <= 120, !string.contains("\n") { counts[string, default: 0] += 1 }
            } else if let dictionary = value as? [String: Any] {
                for child in dictionary.values { visit(child, depth: depth + 1) }
            } else if let list = value as? [Any] {
                for child in list { visit(child, depth: depth + 1) }
            }
        }
        visit(parsed, depth: 0)
        return counts
    }

    /// Parses `data` as it is.
    private static func parse(_ data: [UInt8]) throws(PlistReadError) -> [String: Any] {
        // Foundation reads blank text as an empty old-style dictionary; for us it is an empty file.
        guard data.contains(where: { !isBlank($0) }) else { throw .malformed("the file is empty") }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: Data(data), options: [], format: &format)
        } catch {
            throw .malformed(reason(error))
        }
        // A broken binary plist can still parse as an old-style bare string ("bplist00…").
        if data.starts(with: binaryHeader), format != .binary {
            throw .malformed("it starts with the binary property list header 'bplist' but is not a valid binary property list")
        }
        guard let root = dict(parsed) else { throw .notADictionary }
        return root
    }

    /// Every dictionary under every role of `UIApplicationSceneManifest.UISceneConfigurations`.
    private static func sceneConfigurations(_ root: [String: Any]) -> [[String: Any]] {
        guard let manifest = dict(root["UIApplicationSceneManifest"]),
            let roles = dict(manifest["UISceneConfigurations"])
        else { return [] }
        return roles.values.flatMap { dicts($0) }
    }

    private static func dict(_ value: Any?) -> [String: Any]? { value as? [String: Any] }

    private static func dicts(_ value: Any?) -> [[String: Any]] {
        (value as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    }

    /// `<true/>`, or the strings `YES`/`true` that hand-written plists sometimes use.
    private static func isTrue(_ value: Any?) -> Bool {
        if let flag = value as? Bool { return flag }
        if let text = value as? String { return ["yes", "true"].contains(text.lowercased()) }
        return false
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func reason(_ error: any Error) -> String {
        let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return debug ?? error.localizedDescription
    }

    private static func sortedUnique(_ entries: [PlistEntry]) -> [PlistEntry] {
        let sorted = entries.sorted { ($0.key, $0.value) < ($1.key, $1.value) }
        return sorted.enumerated().filter { $0.offset == 0 || sorted[$0.offset - 1] != $0.element }.map(\.element)
    }
}

// Kept beside its only thrower. The reader never sees the file's path, so the caller (the
// indexer) names the file when it turns this into a diagnostic.
/// Why an Info.plist could not be read.
public enum PlistReadError: Error, Equatable, LocalizedError {
    /// The bytes are not a property list (the reason comes from Foundation's parser).
    case malformed(String)
    /// The property list parsed, but its root is an array, a string or another non-dictionary.
    case notADictionary

    public var errorDescription: String? {
        switch self {
        case .malformed(let reason):
            return "The property list cannot be read: \(reason). Check the file with `plutil -lint` and fix or regenerate it."
        case .notADictionary:
            return
                "The property list's root is not a dictionary, so it is not an Info.plist. An Info.plist must hold a <dict> at its top level; check that the build setting INFOPLIST_FILE names the right file."
        }
    }
}
