import RxSwift
import RxTest
import XCTest

final class InfallibleCombineLatestArityTests: LeakCheckingTestCase {
    func testCombinesTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let second = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(310)])
        let observer = scheduler.start {
            Infallible.combineLatest(first.asInfallible(onErrorJustReturn: 0), second.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }.asObservable()
        }
        XCTAssertEqual(observer.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(310)])
    }

    func testTupleFormAndEightSources() {
        let pairs = Captured<[(Int, Int)]>([])
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)).subscribe(onNext: { pairs.value.append($0) })
        XCTAssertEqual(pairs.value.map { $0.0 + $0.1 }, [3])

        let sum = Captured<Int?>(nil)
        let s1: Infallible<Int> = Infallible.just(1)
        let s2: Infallible<Int> = Infallible.just(2)
        let s3: Infallible<Int> = Infallible.just(3)
        let s4: Infallible<Int> = Infallible.just(4)
        let s5: Infallible<Int> = Infallible.just(5)
        let s6: Infallible<Int> = Infallible.just(6)
        let s7: Infallible<Int> = Infallible.just(7)
        let s8: Infallible<Int> = Infallible.just(8)
        _ = Infallible.combineLatest(s1, s2, s3, s4, s5, s6, s7, s8) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }.subscribe(onNext: { sum.value = $0 })
        XCTAssertEqual(sum.value, 36)
    }
}
