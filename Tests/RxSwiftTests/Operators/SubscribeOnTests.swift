import Foundation
import RxSwift
import RxTest
import XCTest

final class SubscribeOnTests: LeakCheckingTestCase {
    func testSubscribesAndDisposesThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
        ])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 1001)])
    }

    func testCompletionEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .completed(250),
        ])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
        // The source's subscription is disposed on the scheduler: one tick later.
        XCTAssertEqual(source.subscriptions, [Subscription(201, 251)])
    }

    func testErrorEndsTheSourceSubscriptionOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1),
            .error(300, MultiSourceFixtures.error),
        ])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.error(300, MultiSourceFixtures.error)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])
    }

    func testAColdSourceCompletingEndsItsSubscriptionOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([
            .next(10, 1),
            .completed(100),
        ])
        let observer = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(211, 1), .completed(301)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 302)])
    }

    func testSubscriptionRunsOnTheSchedulerQueue() {
        let queue = DispatchQueue(label: "SubscribeOnTests.queue")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let subscribed = expectation(description: "subscribed on the queue")
        let source = Observable<Int>.create { observer in
            if DispatchQueue.getSpecific(key: key) == true {
                subscribed.fulfill()
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe()
        wait(for: [subscribed], timeout: 5)
        subscription.dispose()
    }
}
