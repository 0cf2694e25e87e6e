import SourceParsing

/// How the run time finds a link's target by name: the folder a file's copies share, the logical
/// name written with or without an extension, and the platform a call runs on.
extension LinkResolver {
    /// The folder of an IB file, above its `.lproj` folder when it is a localised copy.
    static func folder(of path: String, lproj: String?) -> String {
        // Runs for every IB file: a plain path is cut at its last slashes, without splitting it.
        if !path.hasPrefix("/"), !path.hasSuffix("/"), !path.contains("//") {
            let slash = UInt8(ascii: "/")
            guard let last = path.utf8.lastIndex(of: slash) else { return "" }
            let folder = path.utf8[..<last]
            guard lproj != nil, folder.reversed().starts(with: "jorpl.".utf8) else { return String(path[..<last]) }
            return folder.lastIndex(of: slash).map { String(path[..<$0]) } ?? ""
        }
        var components = path.split(separator: "/").dropLast()
        if lproj != nil, components.last?.hasSuffix(".lproj") == true { components = components.dropLast() }
        return components.joined(separator: "/")
    }

    /// The logical name a link's target name is looked up by. Some projects write the
    /// extension (`"Launch Screen.storyboard"`); the run time ignores it.
    static func lookupName(_ written: String) -> String {
        var name = written
        for suffix in [".storyboard", ".xib", ".nib"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Several files with one name and a call that runs on one platform (`UIStoryboard(name:)` on
    /// iOS and tvOS, `NSStoryboard(name:)` on macOS): only the documents of that platform compete,
    /// when there is one.
    static func onPlatform(_ matches: [LogicalFile], _ platform: String?) -> [LogicalFile] {
        guard matches.count > 1, let platform else { return matches }
        let platforms: Set<String> = platform == "ios" ? ["ios", "tvos"] : [platform]
        let kept = matches.filter { $0.platform.map(platforms.contains) ?? false }
        return kept.isEmpty ? matches : kept
    }

    /// The name of a bundle named by its file (`CodeReference.namedBundlePrefix`), else nil.
    static func bundleName(_ bundleClass: String?) -> String? {
        guard let bundleClass, bundleClass.hasPrefix(CodeReference.namedBundlePrefix) else { return nil }
        return String(bundleClass.dropFirst(CodeReference.namedBundlePrefix.count))
    }

    /// Whether `path` is inside a folder `name.bundle` (at any depth), or any `….bundle` for nil.
    static func isInBundleFolder(_ path: String, _ name: String?) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        guard let name else { return folders.contains { $0.hasSuffix(".bundle") } }
        return folders.contains { $0 == name + ".bundle" }
    }
}
