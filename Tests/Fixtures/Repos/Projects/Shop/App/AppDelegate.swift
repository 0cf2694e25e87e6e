import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func showCard(from host: UIViewController) {
        let card = UIStoryboard(name: "Card", bundle: nil).instantiateInitialViewController()!
        host.present(card, animated: true)
    }
}

final class ShopViewController: UIViewController {}
