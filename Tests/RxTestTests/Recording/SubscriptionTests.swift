import RxTest
import XCTest

final class SubscriptionTests: LeakCheckingTestCase {
    func testSingleTickSubscriptionIsStillActive() {
        let subscription = Subscription(200)
        XCTAssertEqual(subscription.subscribe, 200)
        XCTAssertEqual(subscription.unsubscribe, Int.max)
        XCTAssertEqual(subscription, Subscription(200, Int.max))
    }

    func testEqualityAndHashing() {
        XCTAssertEqual(Subscription(200, 1000), Subscription(200, 1000))
        XCTAssertNotEqual(Subscription(200, 1000), Subscription(200, 900))
        XCTAssertNotEqual(Subscription(200, 1000), Subscription(100, 1000))
        let set: Set<Subscription> = [Subscription(200, 1000), Subscription(200, 1000), Subscription(300)]
        XCTAssertEqual(set.count, 2)
        XCTAssertEqual(Subscription(200, 1000).hashValue, Subscription(200, 1000).hashValue)
    }

    func testDebugDescription() {
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
