import XCTest
@testable import App

final class ProbeTests: XCTestCase {
    func testProbeLoads() {
        let controller = ProbeController()
        controller.loadViewIfNeeded()
    }
}
