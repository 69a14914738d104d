import Foundation
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

    func testHeldElementsFromAnotherThreadKeepOrderAndGrammar() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let done = expectation(description: "completed")
        let lock = NSLock()
        let inside = Captured(0)
        let overlapped = Captured(false)
        let received = Captured<[Int]>([])
        let subject = PublishSubject<Int>()
        let subscription = subject.throttle(.microseconds(100), scheduler: scheduler).subscribe(
            onNext: { element in
                lock.withLock {
                    inside.value += 1
                    overlapped.value = overlapped.value || inside.value > 1
                }
                lock.withLock {
                    received.value.append(element)
                    inside.value -= 1
                }
            },
            onCompleted: { done.fulfill() }
        )
        for element in 0..<2_000 {
            subject.onNext(element)
            if element % 50 == 0 {
                usleep(150)
            }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        lock.withLock {
            XCTAssertFalse(overlapped.value)
            XCTAssertEqual(received.value.first, 0)
            XCTAssertEqual(received.value, received.value.sorted())
            XCTAssertEqual(Set(received.value).count, received.value.count)
        }
        subscription.dispose()
    }
}

