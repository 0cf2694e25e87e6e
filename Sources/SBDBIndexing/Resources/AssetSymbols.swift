/// The Swift names code generators give an asset, so that a set used only through them is not
/// taken for unused: Xcode's generated asset symbols (`UIImage(resource: .acmeLogo)`,
/// `Color(.brand)`), R.swift's `R.image.acmeLogo` and SwiftGen's `Asset.acmeLogo`.
enum AssetSymbols {
    /// The name as a lower camel case Swift identifier: words split at anything that is not a
    /// letter or digit, the first lower-cased (a leading acronym too: `URLIcon` → `urlIcon`), the
    /// others capitalised; `_` in front of a leading digit. Nil when no letter or digit is left.
    static func identifier(_ name: String) -> String? {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiIdentifier(name) }
        return characterIdentifier(name)
    }

    /// `identifier` by Characters, whose Unicode properties cost tens of thousands of
    /// instructions a name: for names that are not ASCII.
    static func characterIdentifier(_ name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return nil }
        var result = lowercasedLead(first)
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// `identifier` by bytes, the same for an ASCII name: letters are A–Z and a–z, numbers 0–9.
    static func asciiIdentifier(_ name: String) -> String? {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let words = name.utf8.split { !(isUpper($0) || isLower($0) || isDigit($0)) }
        guard let first = words.first else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count + 1)
        // The first word's leading capitals are lowered, but for the one that begins the next word.
        let lead = Array(first)
        var upper = 0
        while upper < lead.count, isUpper(lead[upper]) { upper += 1 }
        let cut = upper > 1 && upper < lead.count && isLower(lead[upper]) ? upper - 1 : upper
        for (index, byte) in lead.enumerated() { result.append(index < cut ? byte | 0x20 : byte) }
        for word in words.dropFirst() {
            for (index, byte) in word.enumerated() { result.append(index == 0 && isLower(byte) ? byte & ~0x20 : byte) }
        }
        if let head = result.first, isDigit(head) { result.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: result, as: UTF8.self)
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
