import AppKit

/// Answers the menu's Refresh through the responder chain.
final class MacController: NSViewController {
    @IBAction func refresh(_ sender: Any?) {}
}
