import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DebounceTests: LeakCheckingTestCase {
    func testDeliversOnlyElementsFollowedByAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(215, 2),
            .next(240, 3),
            .next(290, 4),
            .completed(295),
        ])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(225, 2),
            .next(250, 3),
            .next(295, 4),
            .completed(295),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 295)])
    }

    func testErrorDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .error(215, TestError()),
        ])
        let observer = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.error(215, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }

    func testTimersOnAnotherThreadNeverOverlapTheSource() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let done = expectation(description: "completed")
        let lock = NSLock()
        let inside = Captured(0)
        let overlapped = Captured(false)
        let received = Captured<[Int]>([])
        let subject = PublishSubject<Int>()
        let subscription = subject.debounce(.microseconds(50), scheduler: scheduler).subscribe(
            onNext: { element in
                lock.withLock {
                    inside.value += 1
                    overlapped.value = overlapped.value || inside.value > 1
                }
                usleep(20)
                lock.withLock {
                    received.value.append(element)
                    inside.value -= 1
                }
            },
            onCompleted: { done.fulfill() }
        )
        for element in 0..<2_000 {
            subject.onNext(element)
            if element % 100 == 0 {
                usleep(200)
            }
        }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        lock.withLock {
            XCTAssertFalse(overlapped.value)
            XCTAssertEqual(received.value.last, 1_999)
            XCTAssertEqual(received.value, received.value.sorted())
        }
        subscription.dispose()
    }
}

