import UIKit

enum StoryboardName {
    static let settings = "Settings"
}

final class SettingsProvider {
    // Identifier and storyboard are both parameters: each call pairs its own.
    private func instantiate(_ identifier: String, fromStoryboard name: String) -> UIViewController {
        let storyboard = UIStoryboard(name: name, bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: identifier)
    }

    var appIcon: UIViewController { instantiate("AppIcon", fromStoryboard: StoryboardName.settings) }
    var typo: UIViewController { instantiate("AppIkon", fromStoryboard: StoryboardName.settings) }
}
