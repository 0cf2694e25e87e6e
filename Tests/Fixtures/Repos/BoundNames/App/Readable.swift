import UIKit

// A class provider that strips the module from the class's runtime name gives the class's name.
extension NSObject {
    class func readableClassName() -> String {
        let classString = NSStringFromClass(self)
        let range = classString.range(of: ".", options: .caseInsensitive, range: classString.startIndex..<classString.endIndex, locale: nil)
        return range.map { String(classString[$0.upperBound...]) } ?? classString
    }
}

final class TicketView: UIView {}

final class TicketController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let nib = UINib(nibName: TicketView.readableClassName(), bundle: nil)
        view.addSubview(nib.instantiate(withOwner: nil, options: nil)[0] as! UIView)
    }
}

// `self` in a class method is the class it is called on: `StubView.loadFromNib()` passes StubView
// to `loadFromNib(viewType:)`, whose load asks it for its readable name.
extension UIView {
    class func loadFromNib<T: UIView>(viewType: T.Type) -> T {
        Bundle.main.loadNibNamed(viewType.readableClassName(), owner: nil, options: nil)!.first as! T
    }

    class func loadFromNib() -> Self { loadFromNib(viewType: self) }
}

final class StubView: UIView {}

final class StubController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(StubView.loadFromNib())
    }
}
