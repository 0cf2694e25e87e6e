/// The attribute names the builder reads, coded for `XMLStreamHandler.attributeCodes`: an
/// element's attributes are looked up by a byte, not by comparing names (16 lookups per object).
enum IBAttribute: UInt8, CaseIterable {
    case sceneID = 1, userLabel, type, version, toolsVersion, systemVersion, targetRuntime
    case initialViewController, launchScreen, useAutolayout, useTraitCollections, useSafeAreas, key, keyPath
    case value, name, identifier, kind, reference, id, relationship, customClass, customModule, destination
    case destinationCreationSelector, unwindAction, property, selector, target, eventType, collectionClass
    case customModuleProvider, title, storyboardIdentifier, restorationIdentifier
    case useStoryboardIdentifierAsRestorationIdentifier, reuseIdentifier, placeholderIdentifier, sceneMemberID
    case storyboardName, referencedIdentifier, bundleIdentifier
    case `class`, ref
    // Resources, localizable texts and accessibility (IBResourceCollector).
    case image, catalog, systemColor, family, text, placeholder, prompt, headerTitle, footerTitle, backButtonTitle
    case label, paletteLabel, toolTip, placeholderString, alternateTitle, hint, help, description
    case selectedImage, highlightedImage, backgroundImage, secondaryImage, alternateImage, landscapeImage
    case largeContentSizeImage, landscapeImagePhone, onImage, offImage, minimumValueImage, maximumValueImage
    case progressImage, trackImage, shadowImage, backIndicatorImage, backIndicatorTransitionMaskImage
    case selectionIndicatorImage, scopeBarBackgroundImage, ratingImage, ratingPlaceholderImage, mixedImage
    case systemItem, buttonType, editable, systemMenu, bezelStyle, content, hidden, visibleAtLaunch

    /// Each case's name is the attribute's name.
    static let codes = AttributeCodeTable(
        Dictionary(
            uniqueKeysWithValues: allCases.map { (String(describing: $0), $0.rawValue) }))
}

extension Attributes {
    subscript(_ attribute: IBAttribute) -> String? { self[code: attribute.rawValue] }

    func contains(_ attribute: IBAttribute) -> Bool { contains(code: attribute.rawValue) }
}

/// Hands libxml2's events to an `IBDocumentBuilder`. The builder is a struct, so its state
/// is checked for exclusive access when compiled; as the stored properties of a class, each
/// access was checked at run time (a measurable share of a parse worker: docs/performance.md).
final class IBDocumentHandler: XMLStreamHandler {
    var builder = IBDocumentBuilder()

    var attributeCodes: AttributeCodeTable { IBAttribute.codes }

    var wantsText: Bool { builder.wantsText }

    func text(_ text: String) { builder.text(text) }

    func startElement(_ name: String, attributes: Attributes, line: Int) {
        builder.startElement(name, attributes: attributes, line: line)
    }

    func endElement(_ name: String) { builder.endElement(name) }
}

extension String {
    var trimmedWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
