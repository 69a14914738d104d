import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DelayTests: LeakCheckingTestCase {
    func testShiftsElementsAndCompletionByTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(230, 3),
            .next(235, 4),
            .completed(250),
        ])
        let observer = scheduler.start { source.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(230, 2),
            .next(250, 3),
            .next(255, 4),
            .completed(270),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testEventsDueAtTheSameTimeAreDeliveredOneVirtualStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(210, 2),
            .completed(210),
        ])
        let observer = scheduler.start { source.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(215, 1),
            .next(216, 2),
            .completed(217),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testErrorIsDeliveredAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(225, 2),
            .error(240, TestError()),
        ])
        let observer = scheduler.start { source.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(230, 1),
            .error(240, TestError()),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testDisposalCancelsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(290, 2),
            .completed(300),
        ])
        let observer = scheduler.start(disposed: 300) { source.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(observer.events, [.next(260, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testDeliversOnARealSchedulerInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "DelayTests.real")
        let done = expectation(description: "completed")
        let lock = NSLock()
        let received = Captured<[Int]>([])
        let start = Date()
        let subscription = Observable.from([1, 2, 3]).delay(.milliseconds(20), scheduler: scheduler).subscribe(
            onNext: { element in lock.withLock { received.value.append(element) } },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.015)
        XCTAssertEqual(lock.withLock { received.value }, [1, 2, 3])
        subscription.dispose()
    }
}
