import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class PrimitiveSequenceTests: LeakCheckingTestCase {
    func testDeferredRunsTheFactoryPerSubscription() {
        let calls = Captured(0)
        let single = Single<Int>.deferred {
            calls.value += 1
            return Single.just(calls.value)
        }
        let values = Captured<[Int]>([])
        _ = single.subscribe(onSuccess: { values.value.append($0) })
        _ = single.subscribe(onSuccess: { values.value.append($0) })
        XCTAssertEqual(values.value, [1, 2])
    }

    func testDeferredFactoryErrorBecomesTheFailure() {
        let failure = Captured<Error?>(nil)
        _ = Single<Int>.deferred { throw TestError() }.subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testUsingDisposesTheResourceWithTheSubscription() {
        let resource = BooleanDisposable()
        let value = Captured<Int?>(nil)
        _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in Single.just(4) })
            .subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 4)
        XCTAssertTrue(resource.isDisposed)
    }

    func testTimerDeliversZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler).asObservable() }
        XCTAssertEqual(observer.events, [.next(230, 0), .completed(230)])
    }

    func testPrimitiveSequenceIsItself() {
        let single = Single.just(1)
        let value = Captured<Int?>(nil)
        _ = single.primitiveSequence.subscribe(onSuccess: { value.value = $0 })
        XCTAssertEqual(value.value, 1)
    }
}
