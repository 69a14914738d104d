import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "RetryTests", code: 1)

final class RetryTests: LeakCheckingTestCase {
    private func makeFailingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(5, 1),
            .next(10, 2),
            .next(15, 3),
            .error(20, testError),
        ])
    }

    func testRetryResubscribesWithoutLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start(disposed: 270) { xs.retry() }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3),
            .next(265, 1),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
            Subscription(220, 240),
            Subscription(240, 260),
            Subscription(260, 270),
        ])
    }

    func testRetryStopsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .completed(20),
        ])
        let res = scheduler.start { xs.retry() }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryCountPassesOnTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2), .next(235, 3),
            .next(245, 1), .next(250, 2), .next(255, 3),
            .error(260, testError),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
            Subscription(220, 240),
            Subscription(240, 260),
        ])
    }

    func testRetryOnceDoesNotResubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryCountStopsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .completed(20),
        ])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(205, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalDuringAnAttemptEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start(disposed: 232) { xs.retry(5) }
        XCTAssertEqual(res.events, [
            .next(205, 1), .next(210, 2), .next(215, 3),
            .next(225, 1), .next(230, 2),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 232)])
    }

    func testSynchronouslyFailingAttemptsDoNotGrowTheStack() {
        let attemptCount = 100_000
        let attempts = Captured(0)
        let disposals = Captured(0)
        let failing = Observable<Int>.create { observer in
            attempts.value += 1
            observer.onError(testError)
            return Disposables.create { disposals.value += 1 }
        }
        let error = Captured<Error?>(nil)
        _ = failing.retry(attemptCount).subscribe(onError: { error.value = $0 })
        XCTAssertEqual(attempts.value, attemptCount)
        XCTAssertEqual(disposals.value, attemptCount, "every attempt's subscription is disposed")
        XCTAssertEqual(error.value as NSError?, testError)
    }

    func testASynchronousSourceThatRecoversCompletes() {
        let attempts = Captured(0)
        let flaky = Observable<Int>.create { observer in
            attempts.value += 1
            if attempts.value < 50_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts.value)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = flaky.retry().subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [50_000])
        XCTAssertTrue(completed.value)
    }

    func testAnErrorFromAnotherThreadResubscribes() {
        let queue = DispatchQueue(label: "RetryTests")
        let lock = NSLock()
        let attempts = Captured(0)
        let failing = Observable<Int>.create { observer in
            let attempt = lock.withLock {
                attempts.value += 1
                return attempts.value
            }
            let box = UncheckedObserver(observer)
            queue.async {
                if attempt < 3 {
                    box.observer.onError(testError)
                } else {
                    box.observer.onNext(attempt)
                    box.observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        let done = expectation(description: "completed")
        let received = LockedValues()
        let subscription = failing.retry(5).subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.values, [3])
    }
}

/// Moves an observer into a dispatch closure; the test serialises its use.
private struct UncheckedObserver: @unchecked Sendable {
    let observer: AnyObserver<Int>
    init(_ observer: AnyObserver<Int>) { self.observer = observer }
}

/// Values appended from any thread.
private final class LockedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []

    func append(_ value: Int) {
        lock.withLock { storage.append(value) }
    }

    var values: [Int] {
        lock.withLock { storage }
    }
}
