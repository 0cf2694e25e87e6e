import UIKit

final class HeaderView: UIView {}
final class FooterView: UIView {}

extension UIView {
    // A generic parameter is never itself a name: the class the call makes is.
    static func fromNib<T: UIView>() -> T {
        Bundle.main.loadNibNamed(String(describing: T.self), owner: nil, options: nil)![0] as! T
    }
}

func makeBars() -> (HeaderView, FooterView) {
    let header: HeaderView = .fromNib()
    let footer = FooterView.fromNib() as FooterView
    return (header, footer)
}
