import UIKit

/// Root of the Catalog tab (Base.lproj/Main.storyboard).
final class CatalogViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var featuredRatingView: RatingView!

    private enum Section: Int, CaseIterable {
        case cart
        case products
    }

    private let products = Product.samples

    override func viewDidLoad() {
        super.viewDidLoad()
        // Cells/ProductCell.xib: a nib whose root object is the cell itself.
        tableView.register(UINib(nibName: "ProductCell", bundle: nil), forCellReuseIdentifier: "ProductCell")
        featuredRatingView.rating = products.map(\.rating).max() ?? 0
    }

    /// The "Cart" bar button. The "View Cart" cell reaches the same scene through a
    /// storyboard reference in Main.storyboard; this is the code path.
    @IBAction func showCart(_ sender: Any) {
        let cart = UIStoryboard(name: StoryboardName.checkout, bundle: nil)
            .instantiateViewController(withIdentifier: "CartViewController")
        navigationController?.pushViewController(cart, animated: true)
    }

    private func showDetail(for product: Product) {
        let detail = ProductDetailViewController(nibName: "ProductDetailViewController", bundle: nil)
        detail.product = product
        navigationController?.pushViewController(detail, animated: true)
    }
}

extension CatalogViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section) == .cart ? 1 : products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .cart:
            // Prototype cell in Main.storyboard; its "ShowCart" segue leads to Checkout.
            return tableView.dequeueReusableCell(withIdentifier: "CartShortcutCell", for: indexPath)
        case .products:
            let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath) as! ProductCell
            cell.configure(with: products[indexPath.row])
            return cell
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Section(rawValue: indexPath.section) == .products else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        showDetail(for: products[indexPath.row])
    }
}
