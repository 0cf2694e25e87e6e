/// Which values can be names: the one rule the Swift case providers and the body blanker share.
extension CodeReference {
    /// Rule (a name's type): only a value typed as a name can name a nib, storyboard, scene or
    /// identifier: `String`, `….Name` (`NSNib.Name`), `…Identifier`
    /// (`NSUserInterfaceItemIdentifier`), optional or not.
    public static func isNameType(_ type: String) -> Bool {
        var type = type.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type == "String" || type.hasSuffix(".Name") || type.hasSuffix("Identifier")
    }

    /// The words one of which every name type holds (`isNameType`), for rules that must keep
    /// whatever may be one.
    public static let nameTypeWords = ["String", "Name", "Identifier"]
}
