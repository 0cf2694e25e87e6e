/// Reads what an object uses besides other IB files as the elements stream by: the images,
/// SF Symbols, colours and fonts it names, its localizable texts (keyed as ibtool keys them in a
/// strings table: `ID.text`, `ID.normalTitle`, `ID.segmentTitles[0]`, `ID.headerCell.title`) and
/// its accessibility settings.
///
/// `IBDocumentBuilder` hands it every element inside `<objects>` with the object it belongs to:
/// the element itself when it is an object, else the nearest object around it.
struct IBResourceCollector {
    private(set) var uses: [IBResourceUse] = []
    private(set) var texts: [IBLocalizableText] = []
    private(set) var accessibility: [IBAccessibility] = []
    /// The next segment index of each segmented control (object index → count so far).
    private var segments: [Int: Int] = [:]
    /// The key of the attributed string being read: its fragments are a shown text, unless it
    /// holds IB's notes to designers (`userComments`).
    private var attributedKey: String?
    /// The objects whose IB note says not to translate their texts (`markUntranslatable`).
    private var notTranslated: Set<Int> = []

    /// The attributes that name an image (or an SF Symbol, with `catalog="system"`).
    private static let imageAttributes: [IBAttribute] = [
        .image, .selectedImage, .highlightedImage, .backgroundImage, .secondaryImage, .alternateImage,
        .landscapeImage, .largeContentSizeImage, .landscapeImagePhone, .onImage, .offImage, .minimumValueImage,
        .maximumValueImage, .progressImage, .trackImage, .shadowImage, .backIndicatorImage,
        .backIndicatorTransitionMaskImage, .selectionIndicatorImage, .scopeBarBackgroundImage, .ratingImage,
        .ratingPlaceholderImage, .mixedImage,
    ]

    private static let imageCodes = IBAttribute.selectedImage.rawValue...IBAttribute.mixedImage.rawValue

    /// Attributes of an object that ibtool puts in a strings table, with the property it keys them by.
    private static let objectTexts: [(IBAttribute, String)] = [
        (.title, "title"), (.text, "text"), (.placeholder, "placeholder"), (.prompt, "prompt"),
        (.headerTitle, "headerTitle"), (.footerTitle, "footerTitle"), (.backButtonTitle, "backButtonTitle"),
        (.label, "label"), (.paletteLabel, "paletteLabel"), (.toolTip, "ibShadowedToolTip"),
        (.placeholderString, "placeholderString"), (.alternateTitle, "alternateTitle"),
    ]

    /// `<string key="…">` children that hold an object's text when it has line breaks.
    static let stringTextKeys: Set<String> = ["text", "title", "placeholder", "headerTitle", "footerTitle", "prompt"]

    /// Notes what element `name` names. `isObject` when it is the object `owner` itself.
    mutating func element(
        _ name: String, _ attrs: Attributes, owner: Int, ownerID: String?, isObject: Bool, parent: Int? = nil, line: Int
    ) -> IBAccessibilityRole? {
        let key = isObject ? nil : attrs[.key]
        if name != "accessibilityTraits" {
            noteImages(name, attrs, owner: owner, key: key, line: line)
        }
        switch name {
        case "color":
            if let system = attrs[.systemColor], !system.isEmpty {
                use(.color, system, property: key ?? name, system: true, owner: owner, line: line)
            } else if let color = attrs[.name], !color.isEmpty {
                use(.color, color, property: key ?? name, system: Self.isSystemCatalog(attrs[.catalog]), owner: owner, line: line)
            }
        case "fontDescription", "font":
            if let font = attrs[.name], !font.isEmpty {
                uses.append(
                    IBResourceUse(
                        kind: .font, name: font, family: attrs[.family], property: key ?? name, isSystem: false,
                        owner: owner, line: line))
            }
        case "accessibility":
            accessibility.append(
                IBAccessibility(
                    owner: owner, identifier: attrs[.identifier], label: attrs[.label] ?? attrs[.description],
                    hint: attrs[.hint] ?? attrs[.help], value: attrs[.value], line: line))
            if let ownerID {
                if let label = attrs[.label] { text(owner, ownerID, "accessibilityLabel", label, line) }
                if let hint = attrs[.hint] { text(owner, ownerID, "accessibilityHint", hint, line) }
            }
            return .accessibility(accessibility.count - 1)
        default:
            break
        }
        if isObject, let system = Self.systemLabel(attrs) {
            accessibility.append(IBAccessibility(owner: owner, systemLabel: system, line: line))
        }
        // An AppKit text field whose cell cannot be edited is a label, and so is a text view
        // that cannot be edited: VoiceOver reads their text. AppKit labels a help button itself.
        if isObject, name == "textFieldCell", attrs[.editable] != "YES", let parent {
            accessibility.append(IBAccessibility(owner: parent, systemLabel: "static-text", line: line))
        } else if isObject, name == "textView", attrs[.editable] == "NO" {
            accessibility.append(IBAccessibility(owner: owner, systemLabel: "static-text", line: line))
        } else if isObject, name == "buttonCell", attrs[.bezelStyle] == "helpButton", let parent {
            accessibility.append(IBAccessibility(owner: parent, systemLabel: "help-button", line: line))
        } else if !isObject, name == "segment", attrs[.label].map({ !$0.isEmpty }) == true {
            // An AppKit segment's label: the text VoiceOver reads for it.
            accessibility.append(IBAccessibility(owner: owner, systemLabel: "segment-label", line: line))
        } else if !isObject, name == "attributedString" {
            attributedKey = attrs[.key]
        } else if !isObject, name == "fragment", attributedKey == "userComments", let note = attrs[.content],
            IBNotes.saysNotToTranslate(note)
        {
            notTranslated.insert(owner)
        } else if !isObject, name == "fragment", attributedKey != "userComments", attrs[.content].map({ !$0.isEmpty }) == true {
            // The text of an attributed title or text (`<attributedString key="attributedTitle">`).
            accessibility.append(IBAccessibility(owner: owner, systemLabel: "attributed-text", line: line))
        }
        guard let ownerID else { return nil }
        if isObject {
            for (attribute, property) in Self.objectTexts {
                guard let value = attrs[attribute] else { continue }
                // ibtool keys a toolbar item's tool tip as it is, not as a view's.
                let key = name == "toolbarItem" && attribute == .toolTip ? "toolTip" : property
                text(owner, ownerID, key, value, line)
                // Nobody sees a pop-up button cell's title (its selected item shows, and ibtool
                // leaves it out), the main menu's own title, nor that of a pop-up button's menu.
                if attribute == .title,
                    name == "popUpButtonCell"
                        || name == "menu" && (attrs[.systemMenu] == "main" || attrs[.key] == "menu")
                {
                    texts[texts.count - 1].isShown = false
                }
            }
        } else if name == "state", let key, let title = attrs[.title] {
            // `<state key="normal" title="Buy">` in a button: `ID.normalTitle`.
            text(owner, ownerID, key + "Title", title, line)
        } else if name == "segment", let title = attrs[.title] {
            let index = segments[owner, default: 0]
            segments[owner] = index + 1
            text(owner, ownerID, "segmentTitles[\(index)]", title, line)
        } else if let key, let title = attrs[.title] {
            // A cell without an id of its own: `<tableHeaderCell key="headerCell" title="Name">`.
            text(owner, ownerID, key + ".title", title, line)
        }
        return nil
    }

    /// The text of a `<string key="text">` child, once its element ends.
    mutating func string(_ value: String, owner: Int, ownerID: String, property: String, line: Int) {
        text(owner, ownerID, property, value, line)
    }

    /// An AppKit control whose accessibility title is another view (`<accessibilityConnection>`).
    mutating func accessibilityTitleElement(owner: Int, line: Int) {
        accessibility.append(IBAccessibility(owner: owner, systemLabel: "title-element", line: line))
    }

    /// `<bool key="isElement" value="YES"/>` inside an `<accessibility>` element.
    mutating func accessibilityChild(_ name: String, _ attrs: Attributes, index: Int) {
        guard name == "bool", attrs[.key] == "isElement", let value = attrs[.value] else { return }
        accessibility[index].isElement = value == "YES"
    }

    /// Marks unseen the title of a menu nested in another menu's item (`Format ▸ Font ▸` menu
    /// "Font"): AppKit never shows it, the item's title is what people read. A menu bar's menus
    /// keep theirs.
    mutating func markHiddenMenuTitles(_ objects: [IBObject]) {
        func isSubmenu(_ index: Int?) -> Bool {
            guard let index else { return false }
            return objects[index].element == "menu" && objects[index].key == "submenu"
        }
        for index in texts.indices where texts[index].property == "title" && isSubmenu(texts[index].owner) {
            if let item = objects[texts[index].owner].parent, objects[item].element == "menuItem", isSubmenu(objects[item].parent) {
                texts[index].isShown = false
            }
        }
    }

    /// Marks untranslatable the texts of each object whose IB note says not to translate it, and
    /// of the objects it holds directly: a button's note covers its cell's title.
    mutating func markUntranslatable(_ objects: [IBObject]) {
        guard !notTranslated.isEmpty else { return }
        for index in texts.indices {
            let owner = texts[index].owner
            if notTranslated.contains(owner) || objects[owner].parent.map(notTranslated.contains) == true {
                texts[index].isTranslatable = false
            }
        }
    }

    /// The `<resources>` entries that no object names, as uses without an object, so that a name
    /// only the resources list holds (an element sbdb does not read) is never dropped.
    mutating func finish(resources: [IBResource]) {
        var named = Set<String>()
        for use in uses { named.insert(use.name) }
        for resource in resources where !named.contains(resource.name) {
            let kind: IBResourceUse.Kind
            switch resource.element {
            case "image": kind = resource.catalog == nil ? .image : .symbol
            case "namedColor", "systemColor", "color": kind = .color
            default: continue
            }
            named.insert(resource.name)
            uses.append(
                IBResourceUse(
                    kind: kind, name: resource.name, family: nil, property: "resources", isSystem: resource.catalog != nil,
                    owner: nil, line: resource.line))
        }
    }

    /// Bar button items and buttons whose look UIKit draws, and labels, itself.
    private static let labelledButtonTypes: Set<String> = ["contactAdd", "infoLight", "infoDark", "detailDisclosure", "close"]

    private static func systemLabel(_ attrs: Attributes) -> String? {
        // A flexible or fixed space is no element at all; other system items UIKit labels itself.
        if let item = attrs[.systemItem], !item.isEmpty { return "systemItem=" + item }
        if let type = attrs[.buttonType], labelledButtonTypes.contains(type) { return "buttonType=" + type }
        return nil
    }

    static func isSystemCatalog(_ catalog: String?) -> Bool {
        guard let catalog else { return false }
        return catalog.lowercased() == "system"
    }

    private mutating func noteImages(_ name: String, _ attrs: Attributes, owner: Int, key: String?, line: Int) {
        // One scan of the element's codes rules out the twenty-three lookups for most elements.
        guard attrs.contains(.image) || attrs.containsCode(in: Self.imageCodes) else { return }
        let isSymbol = Self.isSystemCatalog(attrs[.catalog])
        for attribute in Self.imageAttributes {
            guard let image = attrs[attribute], !image.isEmpty else { continue }
            let attributeName = String(describing: attribute)
            // `<imageReference key="image" image="star">` is the owner's `image`; `<state
            // key="normal" image="plus">` its `normal.image`.
            let property = key.map { name == "imageReference" ? $0 : "\($0).\(attributeName)" } ?? attributeName
            use(isSymbol ? .symbol : .image, image, property: property, system: isSymbol, owner: owner, line: line)
        }
    }

    private mutating func use(_ kind: IBResourceUse.Kind, _ name: String, property: String, system: Bool, owner: Int, line: Int) {
        uses.append(IBResourceUse(kind: kind, name: name, family: nil, property: property, isSystem: system, owner: owner, line: line))
    }

    private mutating func text(_ owner: Int, _ ownerID: String, _ property: String, _ value: String, _ line: Int) {
        texts.append(IBLocalizableText(owner: owner, ibID: ownerID, property: property, text: value, line: line))
    }
}

/// What an `<accessibility>` element's children are read for.
enum IBAccessibilityRole {
    case accessibility(Int)
}
