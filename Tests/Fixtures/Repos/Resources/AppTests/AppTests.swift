import XCTest

final class AppTests: XCTestCase {
    func testFixtureImage() {
        XCTAssertNotNil(UIImage(named: "TestFixture"))
    }
}
