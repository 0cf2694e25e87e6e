/// What sbdb makes of a file, judged by its name.
public enum FileKind: String, Sendable, CaseIterable {
    case storyboard
    case xib
    case plist
    /// An Xcode project's `project.pbxproj`, for `INFOPLIST_KEY_…` build settings.
    case pbxproj
    case swift
    /// Objective-C and Objective-C++: `.h`, `.m`, `.mm`.
    case objc

    /// The kind of a file name, or nil when sbdb does not index it.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        if lower.hasSuffix(".storyboard") {
            self = .storyboard
        } else if lower.hasSuffix(".xib") {
            self = .xib
        } else if lower.hasSuffix(".swift") {
            self = .swift
        } else if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") {
            self = .objc
        } else if fileName == "project.pbxproj" {
            self = .pbxproj
        } else if lower.hasSuffix("info.plist") {
            // Info.plist and the older `<Target>-Info.plist`.
            self = .plist
        } else {
            return nil
        }
    }

    public var isInterfaceBuilder: Bool { self == .storyboard || self == .xib }
    public var isSource: Bool { self == .swift || self == .objc }
}

/// The parts of a relative path that link resolution works with.
public struct FileNaming: Sendable, Equatable {
    /// The logical name: no extension, no `.lproj` folder, no `~ipad`/`~iphone` suffix.
    public let name: String
    public let fileExtension: String
    /// `Base` for `Base.lproj/…`, `en` for `en.lproj/…`, nil outside a localisation folder.
    public let lproj: String?

    public init(relativePath: String) {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        let fileName = components.last.map(String.init) ?? relativePath
        var base = fileName
        var fileExtension = ""
        if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
            base = String(fileName[..<dot])
            fileExtension = String(fileName[fileName.index(after: dot)...])
        }
        for suffix in ["~ipad", "~iphone"] where base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        self.name = base
        self.fileExtension = fileExtension
        if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
            lproj = String(components[components.count - 2].dropLast(".lproj".count))
        } else {
            lproj = nil
        }
    }
}
