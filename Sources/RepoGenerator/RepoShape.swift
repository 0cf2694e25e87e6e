/// How many files of each kind a generated repository has.
public struct RepoShape: Sendable, Equatable, Codable {
    public var storyboards: Int
    public var xibs: Int
    public var swiftFiles: Int
    /// Objective-C classes, each a `.h` and a `.m`.
    public var objectiveCClasses: Int

    public init(storyboards: Int, xibs: Int, swiftFiles: Int, objectiveCClasses: Int) {
        self.storyboards = storyboards
        self.xibs = xibs
        self.swiftFiles = swiftFiles
        self.objectiveCClasses = objectiveCClasses
    }

    /// The 1x repository of issue 8: 200 storyboards, 2,000 xibs, 10,000 Swift files (and 250
    /// Objective-C classes), about 12,700 files with the Info.plists.
    public static let unit = RepoShape(storyboards: 200, xibs: 2_000, swiftFiles: 10_000, objectiveCClasses: 250)

    /// A repository small enough for tests and the benchmark's smoke mode.
    public static let tiny = RepoShape(storyboards: 16, xibs: 40, swiftFiles: 160, objectiveCClasses: 4)

    public func scaled(by factor: Double) -> RepoShape {
        func scale(_ value: Int) -> Int { max(1, Int((Double(value) * factor).rounded())) }
        return RepoShape(
            storyboards: scale(storyboards), xibs: scale(xibs), swiftFiles: scale(swiftFiles),
            objectiveCClasses: scale(objectiveCClasses))
    }

    /// Feature folders, ten storyboards each; the first is the app with the Info.plist entry points.
    public var modules: Int { max(1, storyboards / 10) }
}
