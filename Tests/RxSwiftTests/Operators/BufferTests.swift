import Foundation
import RxSwift
import RxTest
import XCTest

final class BufferTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    func testBufferSendsAnArrayWhenItIsFullOrItsTimeRunsOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
            .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testBufferDropsTheCurrentArrayOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 6)
        let xs = source(scheduler, end: .error(600, error))
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
            .next(510, [9]), .next(580, []), .error(600, error),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposingTheBufferStopsItsTimerAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testBufferSendsTheLastArrayOnCompletionEvenBeforeItsTimeRunsOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testBufferFromTwoThreadsDeliversEveryElementOnceInOrderedArrays() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "BufferTests.timer")
        let lock = NSLock()
        let arrays = Captured<[[Int]]>([])
        let done = expectation(description: "completed")
        let subscription = subject.buffer(timeSpan: .milliseconds(1), count: 7, scheduler: scheduler).subscribe(onNext: { array in
            lock.lock()
            arrays.value.append(array)
            lock.unlock()
        }, onCompleted: { done.fulfill() })
        for value in 0..<2000 {
            subject.onNext(value)
        }
        subject.onCompleted()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        lock.lock()
        let flattened = arrays.value.flatMap { $0 }
        let largest = arrays.value.map(\.count).max() ?? 0
        lock.unlock()
        XCTAssertEqual(flattened, Array(0..<2000))
        XCTAssertLessThanOrEqual(largest, 7)
    }
}
