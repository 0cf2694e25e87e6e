import UIKit

/// Root of Account.storyboard (the Account tab).
final class AccountViewController: UIViewController {
    @IBAction func signOut(_ sender: UIButton) {
        UserDefaults.standard.removeObject(forKey: "ShopApp.sessionToken")
        tabBarController?.selectedIndex = 0
    }
}

/// Initial scene of Profile.storyboard, shown inside Account through IBIncludedThing.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var memberSinceLabel: UILabel!
}

/// Scene "settings" in Settings.storyboard, reached through a GRKStoryboardProxy.
final class SettingsViewController: UIViewController {
    @IBOutlet weak var newsletterSwitch: UISwitch!

    @IBAction func newsletterChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "ShopApp.newsletter")
    }
}
