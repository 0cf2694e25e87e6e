import UIKit

/// Scene "CartViewController" in Checkout.storyboard.
final class CartViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!

    private var total: Decimal = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(productAdded(_:)), name: .cartDidAddProduct, object: nil)
        updateTotal()
    }

    @objc private func productAdded(_ note: Notification) {
        guard let name = note.userInfo?["name"] as? String,
              let product = Product.samples.first(where: { $0.name == name }) else { return }
        total += product.price
        updateTotal()
    }

    private func updateTotal() {
        totalLabel?.text = "Total: " + total.formatted(.currency(code: "USD"))
    }
}

/// Scene "ReceiptSummary" in Receipt.storyboard. Checkout's "Receipt View Controller" scene
/// is only a placeholder that the Storyboards-segregation category swaps for this one.
final class ReceiptSummaryViewController: UIViewController {
    @IBOutlet weak var orderNumberLabel: UILabel!
    @IBOutlet weak var ratingView: RatingView!

    var orderNumber = Int.random(in: 1000...9999)

    override func viewDidLoad() {
        super.viewDidLoad()
        orderNumberLabel.text = "Order #\(orderNumber)"
        ratingView.rating = 0
    }
}
