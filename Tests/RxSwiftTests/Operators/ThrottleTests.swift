import RxSwift
import RxTest
import XCTest

final class ThrottleTests: LeakCheckingTestCase {
    func testLatestDeliversTheLastElementOfEachPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(240, 4),
            .completed(300),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(230, 3),
            .next(250, 4),
            .completed(300),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testWithoutLatestDropsElementsInsideThePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(240, 4),
            .completed(300),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(240, 4),
            .completed(300),
        ])
    }

    func testCompletionWaitsForTheHeldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .completed(220),
        ])
        let observer = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(230, 2),
            .completed(230),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
