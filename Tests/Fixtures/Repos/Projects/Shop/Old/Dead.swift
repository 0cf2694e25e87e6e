import UIKit

// In no target: this load never runs.
func showPromo() -> UIView {
    UINib(nibName: "Promo", bundle: nil).instantiate(withOwner: nil)[0] as! UIView
}
