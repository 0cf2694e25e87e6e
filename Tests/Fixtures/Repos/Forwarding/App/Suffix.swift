import UIKit

/// A name joined from known parts: a local holding a literal plus a suffix, as a choice's branch
/// and directly as the argument.
final class LoginFlow {
    func start(rightToLeft: Bool) {
        let base = "Login"
        let name = rightToLeft ? base + "-RTL" : base
        _ = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }

    func startCompact() {
        let base = "Login"
        _ = UIStoryboard(name: base + "-Compact", bundle: nil).instantiateInitialViewController()
    }

    /// A part no literal gives (a parameter its caller computes): no joined name, a dynamic load.
    func startVariant(_ variant: String) {
        let base = "Login"
        _ = UIStoryboard(name: base + variant, bundle: nil).instantiateInitialViewController()
    }

    func startRandomVariant() {
        startVariant(String(Int.random(in: 0...9)))
    }
}
