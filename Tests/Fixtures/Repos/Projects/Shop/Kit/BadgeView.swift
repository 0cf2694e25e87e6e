import UIKit

/// ShopKit, a framework the app links: `bundle: nil` is the app's bundle.
@IBDesignable
public final class BadgeView: UIView {
    public static func make() -> BadgeView {
        UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil)[0] as! BadgeView
    }
}
