import UIKit

final class OrderCell: UITableViewCell {}

extension UITableViewCell {
    static func loadNib() -> UINib { UINib(nibName: String(describing: self), bundle: nil) }
}

extension UITableView {
    // A parameter that is a type: each class callers pass.
    func registerNib(for type: UITableViewCell.Type) {
        register(type.loadNib(), forCellReuseIdentifier: String(describing: type))
    }
}

func prepare(_ table: UITableView) {
    table.registerNib(for: OrderCell.self)
}
