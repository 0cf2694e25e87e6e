/// The bundle a load names (`code_references.bundle_class`): a class's, a package's own, one by
/// its identifier or by its file.
extension CodeReference {
    /// The class `Bundle(for: X.self)` or `[NSBundle bundleForClass:[X class]]` names, written as
    /// source text with or without spaces; nil for self's class or any other bundle.
    public static func bundleClass(_ text: String) -> String? {
        let compact = text.filter { !$0.isWhitespace }
        // A package target's own bundle, and a bundle named by its identifier.
        if compact == "Bundle.module" || compact == ".module" || compact == "SWIFTPM_MODULE_BUNDLE" { return moduleBundle }
        for (prefix, suffix) in [("Bundle(identifier:\"", "\")"), ("[NSBundlebundleWithIdentifier:@\"", "\"]")] {
            guard compact.hasPrefix(prefix), compact.hasSuffix(suffix), compact.count > prefix.count + suffix.count else { continue }
            let identifier = String(compact.dropFirst(prefix.count).dropLast(suffix.count))
            guard !identifier.contains("\\"), !identifier.contains("\"") else { return nil }
            return identifierBundlePrefix + identifier
        }
        if let name = namedBundle(compact) { return namedBundlePrefix + name }
        for (prefix, suffix) in [("Bundle(for:", ".self)"), ("[NSBundlebundleForClass:[", "class]]")] {
            guard compact.hasPrefix(prefix), compact.hasSuffix(suffix) else { continue }
            let name = String(compact.dropFirst(prefix.count).dropLast(suffix.count))
            guard let first = name.unicodeScalars.first, first.properties.isUppercase, name != "Self",
                name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "." })
            else { return nil }
            return name.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    /// `Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "bundle")!)`,
    /// `Bundle(url: ….url(forResource: "Kit", withExtension: "bundle")!)` and Objective-C's
    /// `[NSBundle bundleWithPath:[… pathForResource:@"Kit" ofType:@"bundle"]]` (or `bundleWithURL:`
    /// and `URLForResource:withExtension:`), written without white space: the bundle's name, Kit.
    static func namedBundle(_ compact: String) -> String? {
        guard
            ["Bundle(path:", "Bundle(url:", "[NSBundlebundleWithPath:", "[NSBundlebundleWithURL:"].contains(where: {
                compact.hasPrefix($0)
            }),
            compact.contains("ofType:\"bundle\"") || compact.contains("withExtension:\"bundle\"")
                || compact.contains("ofType:@\"bundle\"") || compact.contains("withExtension:@\"bundle\"")
        else { return nil }
        for marker in ["forResource:\"", "ForResource:@\""] {
            guard let start = compact.firstRange(of: marker)?.upperBound, let end = compact[start...].firstIndex(of: "\"") else { continue }
            let name = compact[start..<end]
            guard !name.isEmpty, !name.contains("\\"), !name.contains("(") else { return nil }
            return String(name)
        }
        return nil
    }

    /// `bundleClass` of a bundle named by its file (`namedBundle`): this prefix, then the name.
    public static let namedBundlePrefix = "#name:"

    /// `bundleClass` of `Bundle.module`: the bundle of the package target whose code makes the load.
    public static let moduleBundle = "#module"
    /// `bundleClass` of `Bundle(identifier: "com.example.kit")`: this prefix, then the identifier.
    public static let identifierBundlePrefix = "#id:"
}
