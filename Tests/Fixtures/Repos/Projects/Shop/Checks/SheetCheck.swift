import UIKit
import XCTest

// Built only by the ShopTests unit-test target.
final class SheetCheck: XCTestCase {
    func testSheetLoads() {
        XCTAssertNotNil(UINib(nibName: "Sheet", bundle: nil))
    }
}
