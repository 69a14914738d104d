import RxCocoa
import RxTest
import XCTest

final class DelegateMethodTests: LeakCheckingTestCase {
    func testIsNamedAndComparedByName() {
        let first = DelegateMethod<Int>("tableView(_:didSelectRowAt:)")
        XCTAssertEqual(first.name, "tableView(_:didSelectRowAt:)")
        XCTAssertEqual(first.description, first.name)
        XCTAssertEqual(first, DelegateMethod<Int>("tableView(_:didSelectRowAt:)"))
        XCTAssertNotEqual(first, DelegateMethod<Int>("scrollViewDidScroll(_:)"))
    }
}
