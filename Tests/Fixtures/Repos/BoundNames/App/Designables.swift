import UIKit

// inspectable name: a designable view loads the nib an @IBInspectable property names, which IB
// sets on each object of the class (Main.storyboard sets "CardFace"); a property nothing sets
// stays nil and loads nothing; one its own code assigns is unbounded.
@IBDesignable final class CardView: UIView {
    @IBInspectable var nibName: String?
    override func awakeFromNib() {
        super.awakeFromNib()
        guard let nibName = nibName else { return }
        _ = UINib(nibName: nibName, bundle: nil).instantiate(withOwner: self)
    }
}

@IBDesignable final class BadgeView: UIView {
    @IBInspectable var faceName: String?
    func load() -> UINib? {
        guard let name = self.faceName else { return nil }
        return UINib(nibName: name, bundle: nil)
    }
}

@IBDesignable final class RibbonView: UIView {
    @IBInspectable var ribbonNib: String?
    func configure(wide: Bool) {
        ribbonNib = wide ? computedWide() : nil
        if let ribbonNib { _ = UINib(nibName: ribbonNib, bundle: nil) }
    }
    func computedWide() -> String { String(repeating: "W", count: 2) }
}
