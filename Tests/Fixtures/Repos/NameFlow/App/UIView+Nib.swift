import UIKit

// Class-name helpers: loadNib loads the nib named after the class it is called on, and
// instantiateFromNib does too, through loadNib.
extension UIView {
    class func loadNib() -> UINib {
        UINib(nibName: classNameWithoutNamespaces, bundle: nil)
    }

    class func instantiateFromNib<T>() -> T {
        loadNib().instantiate(withOwner: nil, options: nil).first as! T
    }
}

class OrderCell: UITableViewCell {}
class BannerView: UIView {}

func register(_ table: UITableView) -> BannerView {
    table.register(OrderCell.loadNib(), forCellReuseIdentifier: "Order")
    return BannerView.instantiateFromNib()
}
