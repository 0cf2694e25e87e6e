import UIKit

@IBDesignable final class BadgeView: UIView {
    @IBOutlet var contentView: UIView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        UINib(nibName: String(describing: BadgeView.self), bundle: Bundle(for: BadgeView.self)).instantiate(withOwner: self)
    }
}

@IBDesignable final class LonelyView: UIView {}
