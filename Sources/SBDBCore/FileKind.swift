/// What sbdb makes of a file, judged by its name.
public enum FileKind: String, Sendable, CaseIterable {
    case storyboard
    case xib
    case plist
    /// An Xcode project's `project.pbxproj`, for `INFOPLIST_KEY_…` build settings.
    case pbxproj
    /// An Xcode build configuration file (`.xcconfig`), whose settings targets inherit.
    case xcconfig
    case swift
    /// Objective-C and Objective-C++: `.h`, `.m`, `.mm`.
    case objc
    /// A folder's `Contents.json` in an asset catalog (`*.xcassets`): a set, a folder, the catalog.
    case asset
    /// A font file (`.ttf`, `.otf`, `.ttc`), whose name table gives its PostScript names.
    case font
    /// A strings table: `.strings` or a string catalog, `.xcstrings`.
    case strings
    /// A property list other than an Info.plist (`Settings.bundle/Root.plist`, a plug-in's
    /// `Controller-Preferences.plist`): only its string values are kept, as names it may give.
    case propertyList = "property-list"
    /// A JSON data file outside asset catalogs (a presets list, a theme): only its string values
    /// are kept, as names it may give.
    case json
    /// An image file outside asset catalogs (`.png`, `.pdf`, …), which IB and code may name; not read.
    case image

    /// The kind of a file name, or nil when sbdb does not index it: by its extension (compared
    /// without case) and two exact names. Read from the name's bytes: the walk asks it of every
    /// file of the repository, and `lowercased()` with a dozen `hasSuffix` calls made a tenth
    /// of a no-op index's instructions.
    public init?(fileName: String) {
        var name = fileName
        guard let kind = name.withUTF8({ Self.kind(ofName: $0) }) else { return nil }
        self = kind
    }

    private static let pbxprojName = Array("project.pbxproj".utf8)
    private static let assetName = Array("Contents.json".utf8)
    private static let infoKey = ExtensionKey("info.".utf8)

    /// An extension (or any run) of at most 16 bytes, in ASCII lower case, packed in two words.
    private struct ExtensionKey: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
            guard !bytes.isEmpty, bytes.count <= 16 else { return nil }
            for (offset, original) in bytes.enumerated() {
                let byte = original >= UInt8(ascii: "A") && original <= UInt8(ascii: "Z") ? original | 0x20 : original
                if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
            }
        }
    }

    /// Image files UIKit and AppKit load by name.
    private static let imageExtensions = ["png", "jpg", "jpeg", "gif", "pdf", "tif", "tiff", "icns", "heic", "bmp"]

    /// The extensions sbdb indexes, with the kind each gives (`plist` is decided by the name).
    private static let extensionKinds: [(key: ExtensionKey, kind: FileKind)] =
        [
            ("storyboard", .storyboard), ("xib", .xib), ("swift", .swift), ("m", .objc), ("mm", .objc), ("h", .objc),
            ("xcconfig", .xcconfig), ("strings", .strings), ("xcstrings", .strings), ("ttf", .font), ("otf", .font),
            ("ttc", .font), ("plist", .propertyList), ("json", .json),
        ].compactMap { text, kind in ExtensionKey(text.utf8).map { ($0, kind) } }
        + imageExtensions.compactMap { ExtensionKey($0.utf8).map { ($0, .image) } }

    private static func kind(ofName name: UnsafeBufferPointer<UInt8>) -> FileKind? {
        if name.elementsEqual(pbxprojName) { return .pbxproj }
        if name.elementsEqual(assetName) { return .asset }
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")),
            let key = ExtensionKey(name[(dot + 1)...]),
            let kind = extensionKinds.first(where: { $0.key == key })?.kind
        else { return nil }
        guard kind == .propertyList, dot >= 4 else { return kind }
        // Info.plist and the older `<Target>-Info.plist`: the name ends in "info.plist", any case.
        return ExtensionKey(name[(dot - 4)...dot]) == infoKey ? .plist : .propertyList
    }

    /// The kind of the file at a repository path: as its name says, but a `Contents.json` counts
    /// only inside an asset catalog, and an image only outside one (a catalog's images are its
    /// sets', named by their folders).
    public init?(relativePath: String) {
        self.init(fileName: relativePath.split(separator: "/").last.map(String.init) ?? relativePath, relativePath: relativePath)
    }

    /// The same, when the walker already has the file's name: no split of the path per file.
    public init?(fileName name: String, relativePath: String) {
        guard let kind = FileKind(fileName: name) else { return nil }
        switch kind {
        case .asset: guard Self.isInAssetCatalog(relativePath) else { return nil }
        case .image: guard !Self.isInAssetCatalog(relativePath) else { return nil }
        default: break
        }
        self = kind
    }

    private static let catalogFolder = Array(".xcassets/".utf8)

    /// Whether the path has a `.xcassets/` folder, compared as bytes (`ByteSearch`).
    package static func isInAssetCatalog(_ relativePath: String) -> Bool {
        ByteSearch.contains(relativePath, catalogFolder)
    }

    /// Whether sbdb reads the file's content (an image is recorded by name, size and time only).
    public var isRead: Bool { self != .image }

    public var isInterfaceBuilder: Bool { self == .storyboard || self == .xib }
    public var isSource: Bool { self == .swift || self == .objc }
    /// Files that describe how the repository is built: which targets build which files.
    public var isProject: Bool { self == .pbxproj || self == .xcconfig }
}

/// The parts of a relative path that link resolution works with.
public struct FileNaming: Sendable, Equatable {
    /// The logical name: no extension, no `.lproj` folder, no `~ipad`/`~iphone` suffix.
    public let name: String
    public let fileExtension: String
    /// `Base` for `Base.lproj/…`, `en` for `en.lproj/…`, nil outside a localisation folder.
    public let lproj: String?

    /// Works on the path's UTF-8 bytes: it runs once per written file on the writer thread,
    /// where splitting the path into strings showed in a first index's profile.
    public init(relativePath: String) {
        let slash = UInt8(ascii: "/")
        let bytes = relativePath.utf8
        // The last component; trailing slashes are ignored, as splitting on "/" would.
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        let fileStart = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        let fileName = bytes[fileStart..<end]
        var baseEnd = end
        if let dot = fileName.lastIndex(of: UInt8(ascii: ".")), dot != fileStart {
            baseEnd = dot
            fileExtension = String(relativePath[bytes.index(after: dot)..<end])
        } else {
            fileExtension = ""
        }
        for suffix in Self.deviceSuffixes where Self.hasSuffix(bytes[fileStart..<baseEnd], caseInsensitive: suffix) {
            baseEnd = bytes.index(baseEnd, offsetBy: -suffix.count)
        }
        name = fileName.isEmpty ? relativePath : String(relativePath[fileStart..<baseEnd])
        // The folder holding the file, when it is `X.lproj`.
        var folderEnd = fileStart
        while folderEnd > bytes.startIndex, bytes[bytes.index(before: folderEnd)] == slash {
            folderEnd = bytes.index(before: folderEnd)
        }
        let folderStart = bytes[..<folderEnd].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        let folder = bytes[folderStart..<folderEnd]
        if fileStart != bytes.startIndex, folder.count >= Self.lprojSuffix.count,
            folder.suffix(Self.lprojSuffix.count).elementsEqual(Self.lprojSuffix)
        {
            lproj = String(relativePath[folderStart..<bytes.index(folderEnd, offsetBy: -Self.lprojSuffix.count)])
        } else {
            lproj = nil
        }
    }

    private static let deviceSuffixes: [[UInt8]] = [Array("~ipad".utf8), Array("~iphone".utf8)]
    private static let lprojSuffix = Array(".lproj".utf8)

    /// Whether `bytes` ends with `suffix` (lowercase ASCII), ignoring ASCII case.
    private static func hasSuffix(_ bytes: Substring.UTF8View, caseInsensitive suffix: [UInt8]) -> Bool {
        guard bytes.count >= suffix.count else { return false }
        return zip(bytes.suffix(suffix.count), suffix).allSatisfy { byte, wanted in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == wanted : byte == wanted
        }
    }
}
