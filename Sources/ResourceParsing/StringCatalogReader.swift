/// Reads a `.xcstrings` string catalog (JSON) into one entry per key and language, with the
/// line of each key. A damaged file gives the entries read before the damage and a problem.
public enum StringCatalogReader {
    private enum Key {
        static let sourceLanguage = "sourceLanguage", strings = "strings", localizations = "localizations"
        static let stringUnit = "stringUnit", stringSet = "stringSet", variations = "variations"
        static let substitutions = "substitutions", value = "value", state = "state"
        static let extractionState = "extractionState", shouldTranslate = "shouldTranslate", comment = "comment"
    }

    public static func read(_ bytes: [UInt8]) -> StringCatalog {
        let (root, problems) = JSONParser.parse(bytes)
        var catalog = StringCatalog(problems: problems)
        guard let root else { return catalog }
        guard root.isObject else {
            catalog.problems.append(ResourceProblem(message: "The string catalog is not a JSON object.", line: 1))
            return catalog
        }
        catalog.sourceLanguage = root[Key.sourceLanguage]?.string
        guard let strings = root[Key.strings] else {
            if catalog.problems.isEmpty {
                catalog.problems.append(ResourceProblem(message: "The string catalog has no 'strings' object.", line: 1))
            }
            return catalog
        }
        for member in strings.members {
            catalog.entries += entries(for: member)
        }
        return catalog
    }

    private static func entries(for member: JSONMember) -> [StringCatalogEntry] {
        let string = member.value
        let template = StringCatalogEntry(
            key: member.key, language: nil, value: nil, state: nil,
            extractionState: string[Key.extractionState]?.string,
            shouldTranslate: string[Key.shouldTranslate]?.bool ?? true,
            comment: string[Key.comment]?.string, line: member.line)
        let localizations = string[Key.localizations]?.members ?? []
        guard !localizations.isEmpty else { return [template] }
        return localizations.map { localization in
            var entry = template
            entry.language = localization.key
            let body = localization.value
            if let unit = body[Key.stringUnit], unit.isObject {
                entry.value = unit[Key.value]?.string
                entry.state = unit[Key.state]?.string
            } else if body[Key.variations] != nil || body[Key.substitutions] != nil {
                entry.state = "variations"
            } else if body[Key.stringSet] != nil {
                entry.state = "stringSet"
            }
            return entry
        }
    }
}
