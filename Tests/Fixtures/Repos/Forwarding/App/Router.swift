import UIKit

/// Names passed on from one function's parameter to another's.
final class Router {
    func start() {
        show(name: "Forwarded")
        showOther(name: "Hidden")
        unwrap(name: "Unwrapped")
        each(name: "Closured", names: [])
        open(board: .init("Wrapped"))
    }

    // Two steps: start → show → present.
    func show(name: String) { present(storyboard: name) }

    func present(storyboard: String) {
        _ = UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
    }

    // A local that hides the parameter is no longer it: "Hidden" reaches no load.
    func showOther(name: String) {
        let name = name.uppercased()
        present(storyboard: name)
    }

    // Unwrapping rebinds the same value: "Unwrapped" reaches the load.
    func unwrap(name: String?) {
        guard let name = name else { return }
        present(storyboard: name)
    }

    // A closure's parameter hides the function's: "Closured" reaches no load.
    func each(name: String, names: [String]) {
        names.forEach { name in present(storyboard: name) }
    }

    // Passed round in a cycle: each call adds nothing new, and the fixed point ends.
    func ping(_ name: String) { pong(name) }
    func pong(_ name: String) { ping(name) }

    // A name wrapper's raw value.
    func open(board: UIStoryboard.Name) { present(storyboard: board.rawValue) }
}

extension UIStoryboard {
    struct Name: RawRepresentable {
        let rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        init(rawValue: String) { self.rawValue = rawValue }
    }
}
