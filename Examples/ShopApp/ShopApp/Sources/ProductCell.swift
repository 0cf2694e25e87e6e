import UIKit

/// Root object of Cells/ProductCell.xib (loaded with owner nil, registered in
/// CatalogViewController).
final class ProductCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var badgeView: LegacyBadgeView!

    func configure(with product: Product) {
        nameLabel.text = product.name
        priceLabel.text = product.formattedPrice
        badgeView.isHidden = !product.isNew
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badgeView.isHidden = true
    }
}
