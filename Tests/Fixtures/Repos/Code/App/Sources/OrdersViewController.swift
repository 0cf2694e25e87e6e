import UIKit

enum Storyboards {
    static let shop = "Shop"
}

class BaseViewController: UIViewController {
    @IBOutlet weak var title: UILabel!
}

final class OrdersViewController: BaseViewController {
    @IBOutlet weak var badge: BadgeView!
    @IBOutlet weak var unused: UILabel!
    @IBAction func refresh(_ sender: Any) {}
    @IBAction func neverWired(_ sender: Any) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        // UINib(nibName: "CommentedOut", bundle: nil)
        tableView.register(UINib(nibName: "OrderCell", bundle: nil), forCellReuseIdentifier: "OrderCell")
        let cart = UIStoryboard(name: Storyboards.shop, bundle: nil).instantiateViewController(withIdentifier: "Cart")
        show(cart, sender: nil)
        present(DetailViewController(), animated: true)
        let name = makeName()
        _ = UINib(nibName: name, bundle: nil)
    }
}

final class DetailViewController: UIViewController {}

final class Banner: UIView, NibLoadable {}
