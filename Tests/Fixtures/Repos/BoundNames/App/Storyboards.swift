import UIKit

// generic-bound: T is bound by the class each call passes, and sceneIdentifier is each class's provider.
extension UIStoryboard {
    func instantiate<T: UIViewController>(ofType type: T.Type) -> T {
        instantiateViewController(withIdentifier: T.sceneIdentifier) as! T
    }
}

extension UIViewController {
    static var sceneIdentifier: String { String(describing: self) }
}

final class CartViewController: UIViewController {}
final class AccountViewController: UIViewController {}

final class Router {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)

    func showCart() -> CartViewController {
        storyboard.instantiate(ofType: CartViewController.self)
    }
}
