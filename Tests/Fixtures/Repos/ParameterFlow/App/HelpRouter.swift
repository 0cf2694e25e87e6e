import UIKit

final class HelpRouter {
    // A default value is one of the names.
    func showHelp(named name: String = "Help") -> UIViewController? {
        UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }

    // A parameter that a local hides names nothing.
    func shadowed(_ name: String) -> UINib {
        let name = computeName()
        return UINib(nibName: name, bundle: nil)
    }

    func computeName() -> String { "Computed" }

    func open() {
        _ = showHelp()
        _ = shadowed("Shadowed")
    }
}
