import RxSwift
import RxTest
import XCTest

private struct TestError: Error, Equatable {}

final class PrimitiveSequenceZipArityTests: LeakCheckingTestCase {
    func testSingleZipOfTwoWaitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Single.zip(
                Single.just(1).delay(.seconds(10), scheduler: scheduler),
                Single.just("a").delay(.seconds(20), scheduler: scheduler)
            ) { "\($0)\($1)" }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, "1a"), .completed(221)])
    }

    func testSingleZipTuplesUpToEight() {
        let pair = Captured<(Int, String)?>(nil)
        _ = Single.zip(Single.just(1), Single.just("b")).subscribe(onSuccess: { pair.value = $0 })
        XCTAssertEqual(pair.value?.0, 1)
        XCTAssertEqual(pair.value?.1, "b")

        let sum = Captured<Int?>(nil)
        let s1: Single<Int> = Single.just(1)
        let s2: Single<Int> = Single.just(2)
        let s3: Single<Int> = Single.just(3)
        let s4: Single<Int> = Single.just(4)
        let s5: Single<Int> = Single.just(5)
        let s6: Single<Int> = Single.just(6)
        let s7: Single<Int> = Single.just(7)
        let s8: Single<Int> = Single.just(8)
        _ = Single.zip(s1, s2, s3, s4, s5, s6, s7, s8) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }.subscribe(onSuccess: { sum.value = $0 })
        XCTAssertEqual(sum.value, 36)
    }

    func testSingleZipFailsWithTheFirstFailure() {
        let failure = Captured<Error?>(nil)
        _ = Single.zip(Single.just(1), Single<Int>.error(TestError()), Single.just(3)).subscribe(onFailure: { failure.value = $0 })
        XCTAssertEqual(failure.value as? TestError, TestError())
    }

    func testMaybeZipIsEmptyWhenOneIsEmpty() {
        let events = Captured<[String]>([])
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()).subscribe { events.value.append(describe($0)) }
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3)) { $0 * $1 * $2 }.subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(events.value, ["completed", "success(6)"])
    }
}
