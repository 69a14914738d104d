import RxSwift
import RxTest
import XCTest

final class ColdObservableTests: LeakCheckingTestCase {
    func testDeliversRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(150) { _ = xs.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(100, 1), .next(110, 2), .completed(120)])
        XCTAssertEqual(second.events, [.next(150, 1), .next(160, 2), .completed(170)])
        // The sequence itself never disposes its subscriptions.
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(150)])
    }

    func testDisposingCancelsUndeliveredEventsAndRecordsTheTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
        let observer = scheduler.start(created: 0, subscribed: 5, disposed: 28) { xs }
        XCTAssertEqual(observer.events, [.next(15, "a"), .next(25, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(5, 28)])
    }

    func testResubscriptionReplaysFromTheStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(105) { subscription?.dispose() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 105), Subscription(200, 300)])
    }
}
