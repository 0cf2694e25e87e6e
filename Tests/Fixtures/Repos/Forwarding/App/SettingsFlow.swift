import UIKit

/// Opens a storyboard by a name sbdb cannot bound: a storyboard named after a class, like
/// SettingsFlow.storyboard, may be the one it opens, so it is undecided, not unused.
final class SettingsFlow {
    func start(with names: [String]) {
        _ = UIStoryboard(name: names[0], bundle: nil).instantiateInitialViewController()
    }

    // A function named `open`, like the modifier, that code calls: its load runs, by a name
    // built at run time, so it is a dynamic load, not one of a function nothing calls.
    func resume(_ step: Int) { open(named: "Step\(step)") }

    func open(named name: String) {
        _ = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }
}
