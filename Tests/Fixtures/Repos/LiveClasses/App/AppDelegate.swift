import UIKit

// The system creates the class `@main` marks: its code runs, and reaches what it mentions.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = HomeViewController()
        return true
    }
}
