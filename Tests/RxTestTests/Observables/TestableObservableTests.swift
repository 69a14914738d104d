import RxSwift
import RxTest
import XCTest

final class TestableObservableTests: LeakCheckingTestCase {
    func testKeepsItsRecordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(10, 1), .completed(20)]
        XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
        XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
    }

    func testHasNoSubscriptionsBeforeBeingSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.createHotObservable([Recorded<Event<Int>>]()).subscriptions, [])
        XCTAssertEqual(scheduler.createColdObservable([Recorded<Event<Int>>]()).subscriptions, [])
    }

    func testWorksThroughAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, "x"), .completed(2)])
        let observer = scheduler.start { xs.asObservable().map { $0.uppercased() } }
        XCTAssertEqual(observer.events, [.next(201, "X"), .completed(202)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 202)])
    }
}
