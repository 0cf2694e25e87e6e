import UIKit

extension NSObject {
    class var plainClassName: String { String(describing: self) }
}

extension UIViewController {
    /// The nib named after the class: read through another property, on NSObject.
    class var defaultNibName: String { plainClassName }
}

final class SheetController: UIViewController {
    init() {
        super.init(nibName: type(of: self).defaultNibName, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no coder") }
}
