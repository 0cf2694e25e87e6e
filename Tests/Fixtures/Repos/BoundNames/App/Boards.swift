import UIKit
// enum raw values: a case names its raw value (written or implicit); a parameter of the enum
// type names each case its callers pass (`.settings`), and with `??` the class's own name too.
enum Board: String {
    case settings = "Settings"
    case onboarding
}
final class BoardsController: UIViewController {
    func a() {
        _ = UIStoryboard(name: Board.settings.rawValue, bundle: nil)
        _ = UIStoryboard(name: Board.onboarding.rawValue, bundle: nil)
    }
    func b(board: Board) {
        _ = UIStoryboard(name: board.rawValue, bundle: nil)
    }
    func c() { b(board: .settings) }
}
extension UIViewController {
    static func fromBoard(named board: Board? = nil) -> UIStoryboard {
        UIStoryboard(name: board?.rawValue ?? String(describing: self), bundle: nil)
    }
}
final class OnboardingOpener {
    func open() { _ = BoardsController.fromBoard(named: .onboarding) }
}
