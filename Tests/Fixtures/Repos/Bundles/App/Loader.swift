import UIKit

/// Loads from the main bundle and from Kit.bundle, a bundle named by its file.
final class Loader {
    private let kit = Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "bundle")!)

    func kitSheet() {
        // The Sheet in Kit.bundle, not the app's.
        let bundle = Bundle(url: Bundle.main.url(forResource: "Kit", withExtension: "bundle")!)
        _ = UINib(nibName: "Sheet", bundle: bundle).instantiate(withOwner: nil)
    }

    func mainSheet() {
        // The app's Sheet: a file inside Kit.bundle is that bundle's.
        _ = UINib(nibName: "Sheet", bundle: nil).instantiate(withOwner: nil)
    }

    func kitFinish() -> UIViewController {
        // Kit.bundle's Flow has no scene Finish (the app's has): a missing scene, not an ambiguous name.
        let bundle = Bundle(path: Bundle.main.path(forResource: "Kit", ofType: "bundle")!)
        return UIStoryboard(name: "Flow", bundle: bundle).instantiateViewController(withIdentifier: "Finish")
    }

    func mainFinish() -> UIViewController {
        UIStoryboard(name: "Flow", bundle: nil).instantiateViewController(withIdentifier: "Finish")
    }
}
