/// The Swift names code generators give an asset, so that a set used only through them is not
/// taken for unused: Xcode's generated asset symbols (`UIImage(resource: .acmeLogo)`,
/// `Color(.brand)`), R.swift's `R.image.acmeLogo` and SwiftGen's `Asset.acmeLogo`.
enum AssetSymbols {
    /// The name as a lower camel case Swift identifier: words split at anything that is not a
    /// letter or digit, the first lower-cased (a leading acronym too: `URLIcon` → `urlIcon`), the
    /// others capitalised; `_` in front of a leading digit. Nil when no letter or digit is left.
    static func identifier(_ name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var result = lowercasedLead(first)
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// Xcode's symbol for an image or colour set: the identifier, without a trailing `Image` or
    /// `Color` (`BrandColor` → `brand`); nil for other kinds.
    static func symbol(_ name: String, kind: String) -> String? {
        let suffix: String
        switch kind {
        case "color": suffix = "Color"
        case "image": suffix = "Image"
        default: return nil
        }
        guard let identifier = identifier(name) else { return nil }
        guard identifier.count > suffix.count, identifier.hasSuffix(suffix) else { return identifier }
        return String(identifier.dropLast(suffix.count))
    }

    /// `Logo` → `logo`, `URLIcon` → `urlIcon`, `ABC` → `abc`.
    private static func lowercasedLead(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return word }
        // In `URLIcon` the I begins the next word: keep it.
        let cut = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : upper
        return String(characters[..<cut]).lowercased() + String(characters[cut...])
    }
}
