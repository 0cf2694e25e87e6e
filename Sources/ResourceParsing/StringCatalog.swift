/// What a `.xcstrings` string catalog (Xcode 15+) holds: one entry per key and language.
public struct StringCatalog: Sendable, Equatable {
    /// The catalog's `sourceLanguage`, e.g. `en`.
    public var sourceLanguage: String?
    /// In file order: for each key, one entry per localization, or one entry with no
    /// language when the key has none.
    public var entries: [StringCatalogEntry]
    public var problems: [ResourceProblem]

    public init(sourceLanguage: String? = nil, entries: [StringCatalogEntry] = [], problems: [ResourceProblem] = []) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.problems = problems
    }
}

/// One key of a string catalog in one language (or in none, for a key not localized at all).
public struct StringCatalogEntry: Sendable, Equatable {
    public var key: String
    /// The localization's language, e.g. `de` or `pt-BR`; nil for a key with no localizations.
    public var language: String?
    /// The `stringUnit`'s value; nil when the localization has variations or a string set,
    /// or when there is no language.
    public var value: String?
    /// The `stringUnit`'s state (`translated`, `needs_review`, `new`, `stale`, …);
    /// `variations` for a localization with plural, device or substitution variations and no
    /// single string; `stringSet` for a string set (App Shortcuts phrases); nil when unknown.
    public var state: String?
    /// The key's `extractionState` (`manual`, `stale`, `extracted_with_value`, …), if written.
    public var extractionState: String?
    /// False when the key says `"shouldTranslate": false`.
    public var shouldTranslate: Bool
    /// The key's developer comment, if any.
    public var comment: String?
    /// 1-based line of the key.
    public var line: Int

    public init(
        key: String, language: String?, value: String?, state: String?, extractionState: String? = nil,
        shouldTranslate: Bool = true, comment: String? = nil, line: Int
    ) {
        self.key = key
        self.language = language
        self.value = value
        self.state = state
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.comment = comment
        self.line = line
    }
}
