import UIKit

final class HomeViewController: UIViewController {
    func showBanner() {
        _ = UINib(nibName: "Banner", bundle: nil)
    }
}
