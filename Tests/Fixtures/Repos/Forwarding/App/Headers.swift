import UIKit

final class HeaderView: UIView {}
final class FooterView: UIView {}

extension UIView {
    /// Loads the nib named after the class it is called on.
    static func loadNib() -> UIView {
        UINib(nibName: String(describing: self), bundle: nil).instantiate(withOwner: nil).first as! UIView
    }
}

/// A class-name helper called on a local holding a class, and on a loop name over classes.
final class HeadersController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let t = HeaderView.self
        view.addSubview(t.loadNib())
        for type in [FooterView.self] {
            view.addSubview(type.loadNib())
        }
    }
}
