import UIKit

// In a project the app's project refers to, so the app builds it: its outlets count.
class LinkedView: UIView {
    @IBOutlet weak var dangling: UILabel!
}
