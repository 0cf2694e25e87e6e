import UIKit

/// Built only into the share extension: its Card is the extension's.
enum CardLoader {
    static func card() -> UIViewController? {
        UIStoryboard(name: "Card", bundle: nil).instantiateInitialViewController()
    }
}
