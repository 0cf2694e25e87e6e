import UIKit
import KitNotCheckedIn

// PodCell and PodHeader are classes of a framework that is not in this repository: their nibs
// ship with it, so neither the conformance nor the load is a broken link here.
extension PodCell: NibLoadable {}

func podHeaderNib() -> UINib {
    UINib(nibName: String(describing: PodHeader.self), bundle: Bundle(for: PodHeader.self))
}
