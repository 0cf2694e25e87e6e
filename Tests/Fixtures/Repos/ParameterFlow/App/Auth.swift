import UIKit

final class LoginViewController: UIViewController {}
final class OtherViewController: UIViewController {}

final class AuthSetup {
    var loginControllerClass: UIViewController.Type = UIViewController.self

    func configure(current: UIViewController) {
        // Handed on for a framework to create without a nib name: LoginViewController.xib is used.
        loginControllerClass = LoginViewController.self
        // A comparison hands nothing on: OtherViewController.xib stays unused.
        if type(of: current) == OtherViewController.self { return }
    }
}
