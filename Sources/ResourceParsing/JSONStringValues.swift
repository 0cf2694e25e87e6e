/// Rule: a JSON data file the app bundles (a presets list, a theme, a configuration) names an
/// image or colour where a string value's key says it is one: `{"icon": "park-bench"}` names the
/// set `park-bench`, as `UIImage(named: preset.icon)` will load it. Other strings are data, not
/// names: an emoji's aliases (`"aliases": ["gift"]`), an animation's layer names, prose. A value in
/// an array takes the key of the array (`"icons": ["a", "b"]`). A string longer than a name can
/// be is left out.
public enum JSONStringValues {
    /// The longest string kept, in UTF-8 bytes: asset and file names are far shorter.
    public static let longestName = 200

    /// The words of a key that say its value names an image or colour, found anywhere in the key
    /// without case (`iconName`, `background_image`, `tintColor`, `SFSymbol`).
    public static let nameKeyWords = [
        "icon", "image", "img", "symbol", "asset", "logo", "glyph", "picture", "thumbnail", "avatar", "badge", "color",
        "colour", "illustration", "artwork", "sprite",
    ]

    /// Each distinct string value whose key names an image or colour, with its count, and what
    /// could not be read.
    public static func read(_ bytes: [UInt8]) -> (values: [String: Int], problems: [ResourceProblem]) {
        let (root, problems) = JSONParser.parse(bytes)
        var values: [String: Int] = [:]
        var keyNamesCache: [String: Bool] = [:]
        // Iterative: a data file may nest as deep as the parser allows.
        var pending: [(value: JSONValue, namesAsset: Bool)] = root.map { [($0, false)] } ?? []
        while let (value, namesAsset) = pending.popLast() {
            switch value {
            case .string(let text):
                if namesAsset, !text.isEmpty, text.utf8.count <= longestName { values[text, default: 0] += 1 }
            case .object(let members):
                for member in members {
                    let names = keyNamesCache[member.key] ?? isNameKey(member.key)
                    keyNamesCache[member.key] = names
                    pending.append((member.value, names))
                }
            case .array(let items):
                pending.append(contentsOf: items.map { ($0, namesAsset) })
            case .number, .bool, .null:
                break
            }
        }
        return (values, problems)
    }

    /// Whether a key says its value names an image or colour.
    public static func isNameKey(_ key: String) -> Bool {
        let lower = key.lowercased()
        return nameKeyWords.contains { word in lower.utf8.count >= word.utf8.count && contains(lower, word) }
    }

    private static func contains(_ text: String, _ word: String) -> Bool {
        let text = Array(text.utf8)
        let word = Array(word.utf8)
        guard text.count >= word.count else { return false }
        for start in 0...(text.count - word.count) where text[start..<(start + word.count)].elementsEqual(word) { return true }
        return false
    }
}
