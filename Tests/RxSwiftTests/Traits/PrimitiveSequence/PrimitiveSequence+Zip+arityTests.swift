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
        var pair: (Int, String)?
        _ = Single.zip(Single.just(1), Single.just("b")).subscribe(onSuccess: { pair = $0 })
        XCTAssertEqual(pair?.0, 1)
        XCTAssertEqual(pair?.1, "b")

        var sum: Int?
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
        }.subscribe(onSuccess: { sum = $0 })
        XCTAssertEqual(sum, 36)
    }

    func testSingleZipFailsWithTheFirstFailure() {
        var failure: Error?
        _ = Single.zip(Single.just(1), Single<Int>.error(TestError()), Single.just(3)).subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, TestError())
    }

    func testMaybeZipIsEmptyWhenOneIsEmpty() {
        var events: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()).subscribe { events.append(describe($0)) }
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3)) { $0 * $1 * $2 }.subscribe { events.append(describe($0)) }
        XCTAssertEqual(events, ["completed", "success(6)"])
    }
}
