import UIKit

// Nothing creates or names OrphanViewController: the nib it loads is unreachable, and so is the
// nib of DeadChildController, which only OrphanViewController creates.
final class OrphanViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "OrphanPanel", bundle: nil).instantiate(withOwner: nil)
        present(DeadChildController(), animated: true)
    }
}

final class DeadChildController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "DeadChildPanel", bundle: nil).instantiate(withOwner: nil)
    }
}

// A cycle that reaches nothing from outside: CycleController loads CyclePanel, whose view's class
// names CycleController. Neither justifies the other.
final class CycleController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "CyclePanel", bundle: nil).instantiate(withOwner: self)
    }
}

final class CycleView: UIView {
    weak var controller: CycleController?
}

// A nib whose only loader is its own File's Owner class, which nothing creates.
final class OwnerOnlyController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("OwnerOnly", owner: self, options: nil)
        _ = OwnerOnlyController.self  // its own name in its own body reaches nothing
    }
}

// Only the tests create ProbeController.
final class ProbeController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = UINib(nibName: "ProbePanel", bundle: nil).instantiate(withOwner: nil)
    }
}
