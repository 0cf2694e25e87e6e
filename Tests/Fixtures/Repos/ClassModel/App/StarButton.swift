import UIKit

@objc(ACMStarButton)
@IBDesignable
class StarButton: UIButton {
    @IBOutlet weak var badge: UILabel!
    @IBAction func star(_ sender: Any) {}
}
