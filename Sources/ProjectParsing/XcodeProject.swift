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

    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
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
