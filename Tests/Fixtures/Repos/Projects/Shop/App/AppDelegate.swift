import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The parts the app's screens create: the classes whose code loads the fixture's nibs are
    /// reached from the app's entry point (LiveTypes).
    let parts: [AnyObject.Type] = [PanelLoader.self, BadgeView.self, Chip.self, CardView.self]

    func showCard(from host: UIViewController) {
        let card = UIStoryboard(name: "Card", bundle: nil).instantiateInitialViewController()!
        host.present(card, animated: true)
    }
}

final class ShopViewController: UIViewController {}
