import UIKit
import XCTest

final class FixtureLoaderTests: XCTestCase {
    // Only a test loads TestOnly.xib: the app never does.
    func testLoads() {
        XCTAssertNotNil(UINib(nibName: "TestOnly", bundle: nil))
    }
}
