import UIKit

// assigned local: a var, or a let declared without a value, holds each value its assignments give.
final class ChoicesController: UIViewController {
    func header(wide: Bool) -> UINib {
        var name = "NarrowHeader"
        if wide { name = "WideHeader" }
        return UINib(nibName: name, bundle: nil)
    }

    func footer(style: Int) -> UINib {
        let name: String
        switch style {
        case 0: name = "PlainFooter"
        default: name = "RichFooter"
        }
        return UINib(nibName: name, bundle: nil)
    }
}
