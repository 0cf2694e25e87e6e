/// The fonts of one font file (one, or several in a collection) and what could not be read.
public struct FontFile: Sendable, Equatable {
    public var fonts: [FontNames]
    public var problems: [ResourceProblem]

    public init(fonts: [FontNames] = [], problems: [ResourceProblem] = []) {
        self.fonts = fonts
        self.problems = problems
    }
}

/// The names of one font, from its `name` table; nil when the font does not have that name.
public struct FontNames: Sendable, Equatable {
    /// Name ID 6, e.g. `SourceSansPro-Bold`: the name code passes to `UIFont(name:)` and IB
    /// files store.
    public var postScriptName: String?
    /// The typographic family (name ID 16), else the family (1), e.g. `Source Sans Pro`.
    public var family: String?
    /// The typographic subfamily (name ID 17), else the subfamily (2), e.g. `Bold`.
    public var subfamily: String?
    /// Name ID 4, e.g. `Source Sans Pro Bold`.
    public var fullName: String?

    public init(postScriptName: String? = nil, family: String? = nil, subfamily: String? = nil, fullName: String? = nil) {
        self.postScriptName = postScriptName
        self.family = family
        self.subfamily = subfamily
        self.fullName = fullName
    }
}
