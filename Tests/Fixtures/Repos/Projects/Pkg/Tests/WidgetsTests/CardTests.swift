import XCTest
@testable import Widgets

final class CardTests: XCTestCase {
    func testNib() { XCTAssertNotNil(CardView.nib) }
}
