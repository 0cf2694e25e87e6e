import UIKit

final class PromoView: UIView {}

extension UIView {
    // A helper whose name comes from a static property of the same extension that gives the class's name.
    static func assetsViewFromNib() -> Self? {
        guard let nibName = self.assetNibName else { return nil }
        return Bundle.main.loadNibNamed(nibName, owner: nil, options: nil)?.first as? Self
    }

    private static var assetNibName: String? {
        NSStringFromClass(self).components(separatedBy: ".").last
    }
}

func showPromo() -> PromoView? {
    PromoView.assetsViewFromNib()
}
