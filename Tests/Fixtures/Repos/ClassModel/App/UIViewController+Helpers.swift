import UIKit

extension UIViewController {
    func showError(_ message: String) {}
}

extension UIView {
    @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} }
}
