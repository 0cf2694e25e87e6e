import ShopKit
import UIKit

/// App code that loads the framework's own Panel: `Bundle(for:)` names ShopKit's bundle, not
/// the app's, whose Panel is nearer.
enum PanelLoader {
    static func panel() -> UIView {
        UINib(nibName: "Panel", bundle: Bundle(for: BadgeView.self)).instantiate(withOwner: nil)[0] as! UIView
    }

    /// The same bundle, by its identifier.
    static func identifiedPanel() -> UINib {
        UINib(nibName: "Panel", bundle: Bundle(identifier: "com.example.shopkit"))
    }

    /// ShopKit's Card, by its bundle's class: it has no scene Receipt. Three storyboards are named
    /// Card, but the bundle is known: a missing scene, not an ambiguous name.
    static func receipt() -> UIViewController {
        UIStoryboard(name: "Card", bundle: Bundle(for: BadgeView.self)).instantiateViewController(withIdentifier: "Receipt")
    }
}
