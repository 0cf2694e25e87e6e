import UIKit

// A small in-house version of the IBIncludedThing pattern (see mleiv/IBIncludedThing on
// GitHub): a placeholder scene names another storyboard (or nib) in runtime attributes and
// shows that storyboard's controller as a child. Only the keys matter to tools that read
// the IB files: incStoryboard, sceneId, incNib, nibController.

open class IBIncludedThing: UIViewController {
    @IBInspectable open var incStoryboard: String?
    @IBInspectable open var sceneId: String?
    @IBInspectable open var incNib: String?
    @IBInspectable open var nibController: String?

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let child = makeIncludedController() else { return }
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// A storyboard wins over a nib; no (or an empty) scene id means the initial controller.
    func makeIncludedController() -> UIViewController? {
        let bundle = Bundle(for: type(of: self))
        if let name = incStoryboard, !name.isEmpty {
            let storyboard = UIStoryboard(name: name, bundle: bundle)
            if let scene = sceneId, !scene.isEmpty {
                return storyboard.instantiateViewController(withIdentifier: scene)
            }
            return storyboard.instantiateInitialViewController()
        }
        if let nib = incNib, !nib.isEmpty {
            if let className = nibController,
               let bundleName = bundle.infoDictionary?["CFBundleName"] as? String,
               let type = NSClassFromString("\(bundleName).\(className)") as? UIViewController.Type {
                return type.init(nibName: nib, bundle: bundle)
            }
            return UIViewController(nibName: nib, bundle: bundle)
        }
        return nil
    }
}

/// Root-view stand-in so Interface Builder shows which storyboard a scene includes.
@IBDesignable
open class IBIncludedThingPreview: UIView {
    @IBInspectable open var incStoryboard: String?
    @IBInspectable open var sceneId: String?
    @IBInspectable open var incNib: String?
    @IBInspectable open var nibController: String?

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        let label = UILabel(frame: bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.text = "Includes " + (incStoryboard ?? incNib ?? "nothing")
        addSubview(label)
    }
}
