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
        var recovered: Int?
        _ = Single<Int>.error(TestError()).catch { _ in Single.just(3) }.subscribe(onSuccess: { recovered = $0 })
        XCTAssertEqual(recovered, 3)

        var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer(.failure(TestError()))
            } else {
                observer(.success(attempts))
            }
            return Disposables.create()
        }
        var value: Int?
        _ = flaky.retry(3).subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 3)

        attempts = 0
        var failure: Error?
        _ = flaky.retry(2).subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())

        attempts = 0
        value = nil
        _ = flaky.retry().subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 3)
    }

    func testRetryWhenResubscribesOnTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? Single.error(TestError()) : Single.just(attempts)
        }
        let observer = scheduler.start {
            flaky.retry(when: { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
            }).asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, 3), .completed(220)])
    }

    func testRetryWhenEndsWithTheTrigger() {
        var failure: Error?
        _ = Single<Int>.error(TestError())
            .retry(when: { (errors: Observable<Swift.Error>) in errors.flatMap { Observable<Int>.error($0) } })
            .subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testDebugPassesEventsThrough() {
        var value: Int?
        _ = Single.just(1).debug("trait").subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 1)
    }
}
