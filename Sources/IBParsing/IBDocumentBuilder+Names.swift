/// The element names `IBDocumentBuilder` compares, each kept with its length, and the role a
/// placeholder's identifier or id gives it.
extension IBDocumentBuilder {
    /// Element and attribute names of IB XML.
    enum XML {
        static let document = Name("document")
        static let archive = Name("archive")
        static let scenes = Name("scenes")
        static let scene = Name("scene")
        static let objects = Name("objects")
        static let connections = Name("connections")
        static let constraints = Name("constraints")
        static let constraint = Name("constraint")
        static let runtimeAttributes = Name("userDefinedRuntimeAttributes")
        static let runtimeAttribute = Name("userDefinedRuntimeAttribute")
        static let designables = Name("designables")
        static let designable = Name("designable")
        static let resources = Name("resources")
        static let dependencies = Name("dependencies")
        static let deployment = Name("deployment")
        static let segue = Name("segue")
        static let placeholder = Name("placeholder")
        static let customObject = Name("customObject")
        static let storyboardPlaceholders: Set<String> = ["viewControllerPlaceholder", "controllerPlaceholder"]
        static let connectionKinds: [String: IBConnection.Kind] = [
            "outlet": .outlet, "outletCollection": .outletCollection, "action": .action, "binding": .binding,
        ]
        static let legacyNibNameKey = "IBUINibName"
    }

    /// An element name of IB XML, compared length first: most names differ in length, which a
    /// native string knows without a scan (every element passes through several of these).
    struct Name {
        let text: String
        let length: Int

        init(_ text: String) {
            self.text = text
            length = text.utf8.count
        }

        static func ~= (pattern: Name, value: String) -> Bool { value.utf8.count == pattern.length && value == pattern.text }

        static func == (value: String, name: Name) -> Bool { name ~= value }
    }

    /// File's Owner is keyed on `placeholderIdentifier` (iOS) or `id="-2"` (macOS), never on
    /// the editable `userLabel`.
    func placeholderRole(_ name: String, _ attrs: Attributes) -> IBPlaceholder.Role? {
        if name == XML.placeholder {
            switch attrs[.placeholderIdentifier] {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return .external
            }
        }
        guard name == XML.customObject else { return nil }
        switch attrs[.id] {
        case "-2": return .filesOwner
        case "-1": return .firstResponder
        case "-3": return .application
        default: return nil
        }
    }
}
