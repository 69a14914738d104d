import RxSwift
import RxTest
import XCTest

final class TestSchedulerMarblesTests: LeakCheckingTestCase {
    func testHotMarblesWithSubscriptionMarker() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(220, 20), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testHotMarblesWithoutMarkerStartAtTickZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "a-b-c-#", tick: 100)
        let observer = scheduler.start { xs }
        // `b` at 200 was scheduled when the sequence was created, before `start` scheduled the
        // subscription at 200, so the subscriber misses it.
        XCTAssertEqual(observer.events, [.next(400, "c"), .error(600, MarbleError())])
    }

    func testColdMarblesAreRelativeToTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-(bc)|", values: ["a": 1, "b": 2, "c": 3])
        let observer = scheduler.start { xs }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testColdStringMarblesWithCustomError() {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = MarbleError("custom")
        let xs = scheduler.createColdObservable(marbles: "x--#", error: failure, tick: 1)
        let observer = scheduler.start { xs }
        XCTAssertEqual(observer.events, [.next(200, "x"), .error(203, failure)])
    }
}
