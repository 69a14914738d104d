import Cart
import RxSwift
import RxTest
import XCTest

final class CartTests: XCTestCase {
    func testTheTotalFollowsTheLines() {
        let cart = Cart()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Double.self)
        let subscription = cart.total.drive(observer)
        cart.add(2.5)
        cart.add(4)
        subscription.dispose()
        XCTAssertEqual(observer.events.map(\.value.element), [0, 2.5, 6.5])
    }
}
