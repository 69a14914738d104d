import RxSwift
import RxTest
import XCTest

final class HotObservableTests: LeakCheckingTestCase {
    func testDeliversAtAbsoluteTicksOnlyWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1),
            .next(210, 2),
            .next(310, 3),
            .next(410, 4),
            .completed(500),
        ])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = xs.subscribe(first) }
        scheduler.scheduleAt(300) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(400) { firstSubscription?.dispose() }
        scheduler.scheduleAt(600) { secondSubscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 2), .next(310, 3)])
        XCTAssertEqual(second.events, [.next(310, 3), .next(410, 4), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(300, 600)])
    }

    func testSubscriptionIsOpenUntilDisposedAndDisposingTwiceRecordsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(50, 1)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(10) { subscription = xs.subscribe(observer) }
        scheduler.advanceTo(20)
        XCTAssertEqual(xs.subscriptions, [Subscription(10)])
        scheduler.advanceTo(60)
        subscription?.dispose()
        scheduler.advanceTo(70)
        subscription?.dispose()
        XCTAssertEqual(xs.subscriptions, [Subscription(10, 60)])
        XCTAssertEqual(observer.events, [.next(50, 1)])
    }

    func testEventsAtTheSameTickKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(210, "b"), .completed(210)])
        let observer = scheduler.start { xs }
        XCTAssertEqual(observer.events, [.next(210, "a"), .next(210, "b"), .completed(210)])
    }
}

final class HotObservableLifetimeTests: LeakCheckingTestCase {
    func testEmitsWithoutAnyReferenceHeldByTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) {
            // The subscription is dropped at once, so only the pending events keep the
            // sequence alive.
            _ = scheduler.createHotObservable([.next(150, 1), .completed(160)]).subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(150, 1), .completed(160)])
    }
}
