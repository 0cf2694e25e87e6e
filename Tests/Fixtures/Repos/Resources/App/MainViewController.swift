import UIKit

final class MainViewController: UIViewController {
    @IBOutlet var title: UILabel!

    func decorate(level: Int) {
        let badge = UIImage(named: "badge_\(level)")
        let art = UIImage(named: "Onboarding")
        view.tintColor = UIColor(resource: .highlight)
        _ = (badge, art)
    }
}
