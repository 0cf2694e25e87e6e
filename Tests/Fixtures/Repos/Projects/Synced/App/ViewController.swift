import UIKit

final class ViewController: UIViewController {
    let widget = UINib(nibName: "Widget", bundle: nil)
}
