import UIKit

@IBDesignable
class BadgeView: UIView {}
