import UIKit

final class PriceCell: UITableViewCell {}
final class RatingCell: UITableViewCell {}
final class SummaryHeader: UITableViewHeaderFooterView {}

// A metatype parameter: the name is each class a call passes.
extension UITableView {
    func registerNib(_ type: UITableViewCell.Type) {
        register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: String(describing: type))
    }

    // A generic parameter carried by a parameter, interpolated.
    func registerHeader<T: UITableViewHeaderFooterView>(_ type: T.Type) {
        register(UINib(nibName: "\(T.self)", bundle: nil), forHeaderFooterViewReuseIdentifier: "\(T.self)")
    }
}

final class PricesController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerNib(PriceCell.self)
        tableView.registerNib(RatingCell.self)
        tableView.registerHeader(SummaryHeader.self)
    }
}

// uncalled: no code calls loadPanel, so its parameter never names a nib.
final class PanelLoader {
    func loadPanel(named name: String) -> UIView? {
        UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
    }

    // called with a name built at run time: this one stays unbounded.
    func loadBadge(named badge: String) -> UIView? {
        UINib(nibName: badge, bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView
    }

    func showBadge(level: Int) -> UIView? {
        loadBadge(named: "Badge\(level)")
    }
}
