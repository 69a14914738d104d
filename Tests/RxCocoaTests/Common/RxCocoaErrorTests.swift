import RxCocoa
import RxTest
import XCTest

final class RxCocoaErrorTests: LeakCheckingTestCase {
    func testDescriptionsNameTheCause() {
        XCTAssertTrue(RxCocoaError.unknown.debugDescription.contains("unknown"))
        XCTAssertTrue(RxCocoaError.invalidOperation(object: "list").debugDescription.contains("invalid operation on list"))
        XCTAssertTrue(RxCocoaError.itemsNotYetBound(object: "list").debugDescription.contains("no items are bound to list"))
        XCTAssertTrue(RxCocoaError.castingError(object: "7", targetType: String.self).debugDescription.contains("7 cannot be cast to String"))
    }
}
