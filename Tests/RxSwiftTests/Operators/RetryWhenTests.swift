import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "RetryWhenTests", code: 1)
private let triggerError = NSError(domain: "RetryWhenTests", code: 2)

private struct OtherFailure: Error {}

final class RetryWhenTests: LeakCheckingTestCase {
    private func makeFailingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, testError),
        ])
    }

    func testEachTriggerElementResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let failures = Captured<[NSError]>([])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<NSError>) in
                errors.do(onNext: { failures.value.append($0) })
            })
        }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(240, 1), .next(250, 2),
            .next(270, 1), .next(280, 2),
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
            Subscription(230, 260),
            Subscription(260, 290),
            Subscription(290, 300),
        ])
        XCTAssertEqual(failures.value, [testError, testError, testError])
    }

    func testATriggerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.scan(0) { count, _ in
                    if count == 1 { throw triggerError }
                    return count + 1
                }
            })
        }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(240, 1), .next(250, 2),
            .error(260, triggerError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testATriggerThatCompletedEndsTheSequenceAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let empty = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in empty }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheSourceCompletionEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ])
        let trigger: TestableObservable<Int> = scheduler.createHotObservable([])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourceWaitsForTheTriggerAfterAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let trigger = scheduler.createHotObservable([
            .next(225, "ignored while the source runs"),
            .next(250, "retry"),
            .error(300, triggerError),
        ])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(res.events, [
            .next(210, 1), .next(220, 2),
            .next(260, 1), .next(270, 2),
            .error(300, triggerError),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testAnErrorOfAnotherTypeIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let handlerSawFailures = Captured(false)
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<OtherFailure>) in
                errors.do(onNext: { _ in handlerSawFailures.value = true })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertFalse(handlerSawFailures.value)
    }

    func testSynchronousFailuresAndTriggersDoNotGrowTheStack() {
        let attemptCount = 50_000
        let attempts = Captured(0)
        let flaky = Observable<Int>.create { observer in
            attempts.value += 1
            if attempts.value < attemptCount {
                observer.onError(testError)
            } else {
                observer.onNext(attempts.value)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = flaky.retry(when: { (errors: Observable<Swift.Error>) in errors })
            .subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [attemptCount])
        XCTAssertTrue(completed.value)
    }

    func testTheDeprecatedNamesBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeFailingSource(scheduler)
        let typed = scheduler.createObserver(Int.self)
        let untyped = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions = (self as DeprecatedRetryWhenCalls).subscribeDeprecated(xs.asObservable(), typed, untyped)
        }
        scheduler.scheduleAt(250) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(typed.events, [.next(210, 1), .next(220, 2), .next(240, 1)])
        XCTAssertEqual(untyped.events, [.next(210, 1), .next(220, 2), .next(240, 1)])
    }
}

/// Calls the deprecated aliases through a protocol, so the test calling them is not deprecated.
private protocol DeprecatedRetryWhenCalls {
    func subscribeDeprecated(_ source: Observable<Int>, _ typed: TestableObserver<Int>, _ untyped: TestableObserver<Int>) -> [Disposable]
}

extension RetryWhenTests: DeprecatedRetryWhenCalls {
    @available(*, deprecated)
    func subscribeDeprecated(_ source: Observable<Int>, _ typed: TestableObserver<Int>, _ untyped: TestableObserver<Int>) -> [Disposable] {
        [
            source.retryWhen { (errors: Observable<NSError>) in errors }.subscribe(typed),
            source.retryWhen { (errors: Observable<Swift.Error>) in errors }.subscribe(untyped),
        ]
    }
}
