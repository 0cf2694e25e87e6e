import UIKit

// Named by the Info.plist's scene manifest as $(PRODUCT_MODULE_NAME).SceneDelegate.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func sceneDidBecomeActive(_ scene: UIScene) {
        _ = UINib(nibName: "SceneBanner", bundle: nil).instantiate(withOwner: nil)
    }
}
