import UIKit

/// Named by `$(PRODUCT_MODULE_NAME).SceneDelegate` in Info.plist. The window and its
/// root view controller come from `UISceneStoryboardFile` (Main), so there is no code here.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
