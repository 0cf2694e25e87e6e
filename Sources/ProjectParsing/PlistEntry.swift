/// One setting that makes an IB file an entry point, or names a bundle, read from an
/// Info.plist or from a `project.pbxproj` build setting.
public struct PlistEntry: Sendable, Equatable {
    /// The Info.plist key, e.g. `UIMainStoryboardFile`, `UILaunchStoryboardName~ipad`,
    /// `UISceneStoryboardFile`, `NSMainNibFile`, `NSExtensionMainStoryboard`,
    /// `CFBundleIdentifier`; for build settings the key without `INFOPLIST_KEY_`
    /// (`PRODUCT_BUNDLE_IDENTIFIER` and `INFOPLIST_FILE` keep their names).
    public var key: String
    public var value: String
    /// For build settings: the build configuration's name (Debug, Release, …) and any
    /// condition, e.g. `Release [sdk=iphone*]`; nil in Info.plists.
    public var configuration: String?
    /// 1-based line, when the format has lines (pbxproj); nil for plists.
    public var line: Int?

    public init(key: String, value: String, configuration: String? = nil, line: Int? = nil) {
        self.key = key
        self.value = value
        self.configuration = configuration
        self.line = line
    }
}

extension PlistEntry {
    /// The Info.plist key a build setting sets in the plist Xcode generates
    /// (`INFOPLIST_KEY_NSMainNibFile` sets `NSMainNibFile`), or nil for another setting.
    public static func generatedKey<S: StringProtocol>(ofBuildSetting setting: S) -> String? {
        let prefix = "INFOPLIST_KEY_"
        guard setting.hasPrefix(prefix), setting.count > prefix.count else { return nil }
        return String(setting.dropFirst(prefix.count))
    }
}
