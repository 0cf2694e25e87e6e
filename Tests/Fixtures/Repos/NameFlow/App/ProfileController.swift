import UIKit

// UIKit drops "Controller" and looks for Profile.xib first.
class ProfileController: UIViewController {}

func showProfile() -> UIViewController {
    ProfileController()
}
