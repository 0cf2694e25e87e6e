/// What sbdb needs from an asset catalog folder's `Contents.json`.
public struct AssetContents: Sendable, Equatable {
    /// `properties.provides-namespace` of a group folder: its name prefixes the names of
    /// the assets inside (`Icons/star`); nil when not written.
    public var providesNamespace: Bool?
    /// The number of entries in `images` (image sets, app icons, launch images); nil when
    /// there is no `images` array.
    public var imageCount: Int?
    /// Whether a `colors` array is present (color sets).
    public var hasColors: Bool
    /// Whether a `symbols` array is present (symbol sets).
    public var hasSymbols: Bool
    /// Whether a `data` array is present (data sets).
    public var hasData: Bool
    /// `properties.template-rendering-intent` (`template` or `original`), if written.
    public var templateRenderingIntent: String?
    /// `info.author`, usually `xcode`.
    public var author: String?
    public var problems: [ResourceProblem]

    public init(
        providesNamespace: Bool? = nil, imageCount: Int? = nil, hasColors: Bool = false, hasSymbols: Bool = false,
        hasData: Bool = false, templateRenderingIntent: String? = nil, author: String? = nil, problems: [ResourceProblem] = []
    ) {
        self.providesNamespace = providesNamespace
        self.imageCount = imageCount
        self.hasColors = hasColors
        self.hasSymbols = hasSymbols
        self.hasData = hasData
        self.templateRenderingIntent = templateRenderingIntent
        self.author = author
        self.problems = problems
    }
}
