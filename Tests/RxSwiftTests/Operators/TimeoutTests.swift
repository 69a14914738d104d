import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class TimeoutTests: LeakCheckingTestCase {
    func testFailsWhenNoElementArrivesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(230, 2),
            .next(260, 3),
        ])
        let observer = scheduler.start { source.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(230, 2),
            .error(255, RxError.timeout),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 255)])
    }

    func testCountsFromTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 1)])
        let observer = scheduler.start { source.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(225, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    }

    func testSourceEndingInTimeWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, TestError()),
        ])
        let observer = scheduler.start { source.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(260, 2),
        ])
        let other = scheduler.createColdObservable([
            .next(10, 100),
            .completed(20),
        ])
        let observer = scheduler.start { source.timeout(.seconds(25), other: other, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(245, 100),
            .completed(255),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(other.subscriptions, [Subscription(235, 255)])
    }
}
