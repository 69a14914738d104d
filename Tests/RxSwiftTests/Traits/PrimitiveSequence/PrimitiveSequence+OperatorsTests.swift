import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class PrimitiveSequenceOperatorsTests: LeakCheckingTestCase {
    func testDelayAndDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler).asObservable() }
        // As in RxSwift, the completion is a scheduled step of its own, one tick after the element.
        XCTAssertEqual(delayed.events, [.next(210, 1), .completed(211)])
        let subscribedLater = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Single.just(2).delaySubscription(.seconds(15), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(subscribedLater.events, [.next(1215, 2), .completed(1215)])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let observed = scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }
        XCTAssertEqual(observed.events, [.next(201, 1), .completed(202)])
        let subscribed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Maybe.just(2).subscribe(on: scheduler).asObservable()
        }
        XCTAssertEqual(subscribed.events, [.next(1201, 2), .completed(1201)])
    }

    func testMaybeDelayAndObserveOnScheduleTheElementAndTheCompletionSeparately() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
        XCTAssertEqual(delayed.events, [.next(202, 1), .completed(203)])
        let observed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Maybe.just(2).observe(on: scheduler).asObservable()
        }
        XCTAssertEqual(observed.events, [.next(1201, 2), .completed(1202)])
        let empty = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
            Maybe<Int>.empty().delay(.seconds(2), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(empty.events, [.completed(2202)])
    }

    func testSingleDelayedAsUpstreamDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayed = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler).asObservable() }
        XCTAssertEqual(delayed.events, [.next(202, 1), .completed(203)])
    }

    func testTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let timedOut = scheduler.start { Single<Int>.never().timeout(.seconds(5), scheduler: scheduler).asObservable() }
        XCTAssertEqual(timedOut.events, [.error(205, RxError.timeout)])
        let fallback = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Single<Int>.never().timeout(.seconds(5), other: Single.just(9), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(fallback.events, [.next(1205, 9), .completed(1205)])
    }

    func testCatchAndRetry() {
        let recovered = Captured<Int?>(nil)
        _ = Single<Int>.error(TestError()).catch { _ in Single.just(3) }.subscribe(onSuccess: { recovered.value = $0 })
        XCTAssertEqual(recovered.value, 3)

        let attempts = Captured(0)
        let flaky = Single<Int>.create { observer in
            attempts.value += 1
            if attempts.value < 3 {
                observer(.failure(TestError()))
            } else {
                observer(.success(attempts.value))
            }
            return Disposables.create()
        }
        let value = Captured<Int?>(nil)
        _ = flaky.retry(3).subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 3)

        attempts.value = 0
        let failure = Captured<Error?>(nil)
        _ = flaky.retry(2).subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())

        attempts.value = 0
        value.value = nil
        _ = flaky.retry().subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 3)
    }

    func testRetryWhenResubscribesOnTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let attempts = Captured(0)
        let flaky = Single<Int>.deferred {
            attempts.value += 1
            return attempts.value < 3 ? Single.error(TestError()) : Single.just(attempts.value)
        }
        let observer = scheduler.start {
            flaky.retry(when: { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
            }).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, 3), .completed(220)])
    }

    func testRetryWhenEndsWithTheTrigger() {
        let failure = Captured<Error?>(nil)
        _ = Single<Int>.error(TestError())
            .retry(when: { (errors: Observable<Swift.Error>) in errors.flatMap { Observable<Int>.error($0) } })
            .subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testDebugPassesEventsThrough() {
        let value = Captured<Int?>(nil)
        _ = Single.just(1).debug("trait").subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 1)
    }
}
