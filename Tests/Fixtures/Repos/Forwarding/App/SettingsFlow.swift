import UIKit

/// Opens a storyboard by a name sbdb cannot bound: a storyboard named after a class, like
/// SettingsFlow.storyboard, may be the one it opens, so it is undecided, not unused.
final class SettingsFlow {
    func start(with names: [String]) {
        _ = UIStoryboard(name: names[0], bundle: nil).instantiateInitialViewController()
    }
}
