import UIKit

/// A nib-owner view: it loads Views/RatingView.xib with itself as File's Owner, so the
/// nib is part of every scene or nib that contains a `RatingView`.
@IBDesignable
final class RatingView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var starsLabel: UILabel!
    @IBOutlet weak var countLabel: UILabel!

    @IBInspectable var rating: Int = 0 {
        didSet { updateStars() }
    }

    var ratingCount: Int = 0 {
        didSet { countLabel?.text = "(\(ratingCount))" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        UINib(nibName: String(describing: RatingView.self), bundle: Bundle(for: RatingView.self))
            .instantiate(withOwner: self)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        updateStars()
    }

    private func updateStars() {
        let filled = max(0, min(rating, 5))
        starsLabel?.text = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    @IBAction func starTapped(_ sender: UIButton) {
        rating = rating % 5 + 1
        ratingCount += 1
    }
}
