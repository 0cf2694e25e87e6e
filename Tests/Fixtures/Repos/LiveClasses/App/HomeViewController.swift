import UIKit

// Reached from AppDelegate: its nib, and the classes it creates, names or finds by name.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("HomeHeader", owner: self, options: nil)
        navigationController?.pushViewController(DetailViewController(), animated: true)
        let orders = OrdersController()
        present(orders, animated: true)
        if let type = NSClassFromString("ReflectedController") as? UIViewController.Type {
            present(type.init(), animated: true)
        }
        showHelp()
    }
}

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "DetailPanel", bundle: nil).instantiate(withOwner: nil)
    }
}

// A subclass the app creates runs its superclass's code.
class BaseListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "ListHeader", bundle: nil).instantiate(withOwner: nil)
    }
}

final class OrdersController: BaseListController {}

// Created only by its name, as a string.
final class ReflectedController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "ReflectedPanel", bundle: nil).instantiate(withOwner: nil)
    }
}

// Code of a framework's type runs wherever the app calls it.
extension UIViewController {
    func showHelp() {
        _ = UINib(nibName: "HelpPanel", bundle: nil).instantiate(withOwner: nil)
    }
}
