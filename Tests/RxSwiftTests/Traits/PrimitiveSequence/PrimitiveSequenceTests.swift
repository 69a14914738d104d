import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class PrimitiveSequenceTests: LeakCheckingTestCase {
    func testDeferredRunsTheFactoryPerSubscription() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return Single.just(calls)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func testDeferredFactoryErrorBecomesTheFailure() {
        var failure: Error?
        _ = Single<Int>.deferred { throw TestError() }.subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testUsingDisposesTheResourceWithTheSubscription() {
        let resource = BooleanDisposable()
        var value: Int?
        _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in Single.just(4) })
            .subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 4)
        XCTAssertTrue(resource.isDisposed)
    }

    func testTimerDeliversZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(230, 0), .completed(230)])
    }

    func testPrimitiveSequenceIsItself() {
        let single = Single.just(1)
        var value: Int?
        _ = single.primitiveSequence.subscribe(onSuccess: { value = $0 })
        XCTAssertEqual(value, 1)
    }
}
