import UIKit

/// The Mac menu's Refresh never reaches this class: the Mac app does not build it.
final class PhoneController: UIViewController {
    @IBAction func refresh(_ sender: Any?) {}
}
