import AppKit

final class WindowFactory {
    lazy var prefs = windowControllerWithName("Prefs")

    func openMain() -> NSWindowController {
        windowControllerWithName("Unified")
    }

    // The name is a parameter: each literal a caller passes is a storyboard it opens.
    func windowControllerWithName(_ storyboardName: String) -> NSWindowController {
        let storyboard = NSStoryboard(name: NSStoryboard.Name(storyboardName), bundle: nil)
        return storyboard.instantiateInitialController()! as! NSWindowController
    }
}
