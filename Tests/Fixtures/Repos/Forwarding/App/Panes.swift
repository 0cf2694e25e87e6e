import AppKit

/// A pane's identifier is a stored property its initialiser sets from a parameter; each caller
/// passes a static constant.
private struct PaneSpec {
    let identifier: NSToolbarItem.Identifier
    let title: String

    init(identifierRawValue: String, title: String) {
        self.identifier = NSToolbarItem.Identifier(identifierRawValue)
        self.title = title
    }
}

private struct PaneName {
    static let general = "GeneralPane"
    static let network = "NetworkPane"
}

final class PanesWindowController: NSWindowController {
    private let specs: [PaneSpec] = [
        PaneSpec(identifierRawValue: PaneName.general, title: "General"),
        PaneSpec(identifierRawValue: PaneName.network, title: "Network"),
    ]

    // An element of a typed stored array, its property read through a local.
    func selectPane(at index: Int) {
        let identifier = specs[index].identifier
        showPane(identifier: identifier.rawValue)
    }

    func showPane(identifier: String) {
        let storyboard = NSStoryboard(name: "Panes", bundle: nil)
        _ = storyboard.instantiateController(withIdentifier: identifier)
    }
}

/// A property a method sets after the initialiser: it holds what that method's callers pass too
/// (AdvancedPane), not only what the initialiser's callers give (GeneralPane).
private struct TabSpec {
    var identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    mutating func retarget(_ identifier: String) {
        self.identifier = identifier
    }
}

final class TabsWindowController: NSWindowController {
    private var tabs: [TabSpec] = [TabSpec(identifier: "GeneralPane")]

    func showAdvanced() {
        tabs[0].retarget("AdvancedPane")
    }

    func selectTab(at index: Int) {
        let identifier = tabs[index].identifier
        showTab(identifier: identifier)
    }

    func showTab(identifier: String) {
        _ = NSStoryboard(name: "Panes", bundle: nil).instantiateController(withIdentifier: identifier)
    }
}
