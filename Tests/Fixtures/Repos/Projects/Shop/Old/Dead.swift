import UIKit

// In no target: this load never runs, and these members connect nothing.
func showPromo() -> UIView {
    UINib(nibName: "Promo", bundle: nil).instantiate(withOwner: nil)[0] as! UIView
}

final class LegacyOwner: NSObject {
    @IBOutlet var unused: UIView!
}
