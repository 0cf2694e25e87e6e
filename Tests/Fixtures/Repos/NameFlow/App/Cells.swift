import UIKit

class BaseCell: UITableViewCell {
    class func cellIdentifier() -> String { return "BaseCell" }
}

final class FancyCell: BaseCell {
    override class func cellIdentifier() -> String { "FancyCell" }
}

/// Inherits BaseCell's identifier, so it loads BaseCell.xib.
final class PlainCell: BaseCell {}

final class CellsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        for identifier in [FancyCell.cellIdentifier(), PlainCell.cellIdentifier()] {
            tableView.register(UINib(nibName: identifier, bundle: nil), forCellReuseIdentifier: identifier)
        }
    }
}
