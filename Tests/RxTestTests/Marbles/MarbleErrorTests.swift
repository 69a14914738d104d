import RxTest
import XCTest

final class MarbleErrorTests: LeakCheckingTestCase {
    func testDefaultMessage() {
        XCTAssertEqual(MarbleError().message, "marble error")
        XCTAssertEqual(MarbleError().description, "marble error")
    }

    func testEqualityFollowsTheMessage() {
        XCTAssertEqual(MarbleError("a"), MarbleError("a"))
        XCTAssertNotEqual(MarbleError("a"), MarbleError("b"))
    }
}
