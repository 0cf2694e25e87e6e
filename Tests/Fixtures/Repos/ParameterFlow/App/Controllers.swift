import UIKit

final class AboutViewController: UIViewController {}

extension UIViewController {
    class var storyboardName: String? { nil }
    class var sheetNibName: String { String(describing: self) }

    // Each side of `??` is a candidate: the class's name here.
    static func instantiateFromStoryboard() -> Self {
        UIStoryboard(name: storyboardName ?? String(describing: self), bundle: nil).instantiateInitialViewController() as! Self
    }
}

final class SheetVC: UIViewController {
    // `Self.sheetNibName`: what the class's provider gives, its own name.
    init() { super.init(nibName: Self.sheetNibName, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

func present(isPad: Bool) {
    _ = AboutViewController.instantiateFromStoryboard()
    // Both sides of a ternary are candidates.
    let name = isPad ? "PadA" : "PadB"
    _ = UINib(nibName: name, bundle: nil)
}
