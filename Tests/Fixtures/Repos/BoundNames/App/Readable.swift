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
