import RxSwift
import RxTest
import XCTest

final class DelaySubscriptionTests: LeakCheckingTestCase {
    func testSubscribesAfterTheDueTimeAndForwardsEventsUnshifted() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(240, 2),
            .completed(260),
        ])
        let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(240, 2), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 260)])
    }

    func testDisposalBeforeTheDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.start(disposed: 220) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [])
    }
}
