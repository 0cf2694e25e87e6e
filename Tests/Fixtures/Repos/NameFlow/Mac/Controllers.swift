import Cocoa

// An override names the nib: a literal, or either branch of a condition.
class GameScannerViewController: NSViewController {
    override var nibName: NSNib.Name? { "GameScanner" }
}

class PrefControlsController: NSViewController {
    var wood = true
    override var nibName: NSNib.Name? {
        return wood ? "PrefA" : "PrefB"
    }
}

class ShaderWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { NSNib.Name("ShaderParameters") }
}

// Whatever its name, an NSViewController subclass created without a nib name loads the nib
// named after its class; an NSWindowController or a plain object does not.
class PrefBiosController: NSViewController {}
class ToolsController: NSWindowController {}
class DataController: NSObject {}

func makeControllers() {
    _ = GameScannerViewController()
    _ = PrefControlsController()
    _ = ShaderWindowController()
    _ = PrefBiosController()
    _ = ToolsController()
    _ = DataController()
}

extension NSUserInterfaceItemIdentifier {
    static let gridItem = NSUserInterfaceItemIdentifier("GridItem")
}

// With nothing registered, NSCollectionView loads the nib named after the identifier; a
// registered class (RowItem, no nib) names nothing and is no broken link.
class GridController: NSViewController {
    @IBOutlet var grid: NSCollectionView!
    func item(at indexPath: IndexPath) -> NSCollectionViewItem {
        if indexPath.section == 0 { return grid.makeItem(withIdentifier: .gridItem, for: indexPath) }
        return grid.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("RowItem"), for: indexPath)
    }
}
