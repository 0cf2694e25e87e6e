import UIKit

/// File's Owner of ProductDetailViewController.xib; created in code with an explicit nib name.
final class ProductDetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var ratingView: RatingView!

    var product: Product?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let product else { return }
        title = product.name
        titleLabel.text = product.name
        priceLabel.text = product.formattedPrice
        ratingView.rating = product.rating
    }

    @IBAction func addToCart(_ sender: UIButton) {
        guard let product else { return }
        NotificationCenter.default.post(name: .cartDidAddProduct, object: nil, userInfo: ["name": product.name])
        sender.isEnabled = false
    }
}

extension Notification.Name {
    static let cartDidAddProduct = Notification.Name("ShopApp.cartDidAddProduct")
}
