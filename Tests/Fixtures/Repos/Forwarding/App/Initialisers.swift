import UIKit

/// A forwarding initialiser is no load: its caller's argument is (SwiftInitPanel.xib).
final class SwiftInitPanelController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SwiftInitHost {
    func show() {
        _ = SwiftInitPanelController(nibName: "SwiftInitPanel", bundle: nil)
    }
}
