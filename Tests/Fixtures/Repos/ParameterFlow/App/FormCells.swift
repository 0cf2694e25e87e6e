import UIKit
import XLForm

final class FormCell: XLFormBaseCell {}
final class PlainFormCell: XLFormBaseCell {}

extension XLFormBaseCell {
    @objc class func registerCellClass(_ forType: String) {
        let bundleName = "Resources.bundle"
        let className = bundleName + "/" + NSStringFromClass(self)
        XLFormViewController.cellClassesForRowDescriptorTypes().setObject(className, forKey: forType as NSString)
    }
}

func registerRows() {
    FormCell.registerCellClass("form")
    // No PlainFormCell.xib: XLForm makes the class, no broken link.
    PlainFormCell.registerCellClass("plain")
}
