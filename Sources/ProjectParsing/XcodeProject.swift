/// The targets of an Xcode project (or a SwiftPM package) and the files each one builds, with
/// paths relative to the repository root: what `targets`, `target_files`, `target_dependencies`
/// and `build_settings` hold.
public struct ProjectModel: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…app-extension`, `…framework`, …; for a
        /// package target: `swiftpm.regular`, `swiftpm.test`, `swiftpm.executable`, ….
        public var productType: String?
        public var productName: String?
        public var bundleIdentifier: String?
        public var moduleName: String?
        /// The target's Info.plist (INFOPLIST_FILE), relative to the repository root.
        public var infoPlist: String?
        /// ios, macos, tvos, watchos or visionos (SDKROOT), when known.
        public var platform: String?
        public var line: Int
        public var files: [TargetFile] = []
        public var dependencies: [Dependency] = []
        public var settings: [BuildSetting] = []
        /// Configuration name → the repository path of the `.xcconfig` it is based on.
        public var baseConfigurations: [String: String] = [:]

        public init(name: String, productType: String? = nil, productName: String? = nil, line: Int) {
            self.name = name
            self.productType = productType
            self.productName = productName
            self.line = line
        }
    }

    public struct TargetFile: Sendable, Equatable, Hashable {
        /// Repository-relative path (`..` components resolved); a path outside the repository keeps its leading `../`.
        public var path: String
        /// source, resource, framework, header, copy, or excluded (a file of a folder the target does not build).
        public var role: String
        /// True for a folder whose every file the target holds (a folder reference, a synchronized folder, a package target's folder).
        public var isFolder: Bool

        public init(path: String, role: String, isFolder: Bool) {
            self.path = path
            self.role = role
            self.isFolder = isFolder
        }
    }

    public struct Dependency: Sendable, Equatable {
        /// target (a target dependency), embed (a product copied into this one), link (a product linked), package-product (a Swift package product).
        public var kind: String
        /// The other target's name, or the product's file name or package product's name.
        public var name: String

        public init(kind: String, name: String) {
            self.kind = kind
            self.name = name
        }
    }

    public struct BuildSetting: Sendable, Equatable {
        public var configuration: String?
        public var key: String
        /// `[sdk=iphoneos*]` and other conditions, as written.
        public var condition: String?
        public var value: String
        public var line: Int

        public init(configuration: String?, key: String, condition: String?, value: String, line: Int) {
            self.configuration = configuration
            self.key = key
            self.condition = condition
            self.value = value
            self.line = line
        }
    }

    public var targets: [Target] = []
    /// Settings of the project itself (every target inherits them).
    public var settings: [BuildSetting] = []
    /// The project's own configurations' `.xcconfig` files.
    public var baseConfigurations: [String: String] = [:]
    /// What could not be read, for the diagnostics table.
    public var problems: [String] = []

    public init(targets: [Target] = [], settings: [BuildSetting] = [], problems: [String] = []) {
        self.targets = targets
        self.settings = settings
        self.problems = problems
    }
}

/// Path arithmetic on repository-relative paths.
public enum RepositoryPath {
    /// Joins and normalises: `A/B` + `../C/./D` gives `A/C/D`; an absolute `path` gives nil.
    public static func join(_ base: String, _ path: String) -> String? {
        if path.hasPrefix("/") { return nil }
        return normalize(base.isEmpty ? path : path.isEmpty ? base : base + "/" + path)
    }

    /// Without empty, `.` and `..` segments (a `..` that cannot go up stays). Compared as
    /// bytes: a large project joins and normalises hundreds of thousands of paths, and most
    /// are normal already, so they come back as they are.
    public static func normalize(_ path: String) -> String {
        var text = path
        let normalized = text.withUTF8 { bytes -> String? in
            if isNormal(bytes) { return nil }
            var parts: [UnsafeBufferPointer<UInt8>.SubSequence] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
                let part = bytes[start..<end]
                start = end + 1
                if part.isEmpty || isDot(part) { continue }
                if isDotDot(part), let last = parts.last, !isDotDot(last) {
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            var joined: [UInt8] = []
            joined.reserveCapacity(bytes.count)
            for (index, part) in parts.enumerated() {
                if index > 0 { joined.append(slash) }
                joined.append(contentsOf: part)
            }
            return String(decoding: joined, as: UTF8.self)
        }
        return normalized ?? path
    }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    private static func isDot(_ part: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        part.count == 1 && part.first == dot
    }

    private static func isDotDot(_ part: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
        part.count == 2 && part.first == dot && part.last == dot
    }

    /// No empty segment (no leading, trailing or doubled `/`) and no `.` or `..` segment.
    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            let length = end - start
            if length == 0 { return bytes.isEmpty }
            if bytes[start] == dot, length == 1 || (length == 2 && bytes[start + 1] == dot) { return false }
            start = end + 1
        }
        return true
    }

    /// The last non-empty component: `A/B/X.xib` and `A/B/` give `X.xib` and `B`; nil when
    /// there is none. As `path.split(separator: "/").last`, by bytes.
    public static func lastComponent(_ path: String) -> Substring? {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return nil }
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        return path[start..<end]
    }

    /// `A/B/X.xcodeproj/project.pbxproj` gives `A/B`; a file at the root gives ``.
    public static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (no Foundation needed).
    var trimmingBlanks: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
