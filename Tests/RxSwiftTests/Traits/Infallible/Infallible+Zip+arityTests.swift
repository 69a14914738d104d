import RxSwift
import RxTest
import XCTest

final class InfallibleZipArityTests: LeakCheckingTestCase {
    func testZipPairsByPosition() {
        let received = Captured<[String]>([])
        _ = Infallible.zip(Infallible.of(1, 2, 3), Infallible.of("a", "b")) { "\($0)\($1)" }.subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, ["1a", "2b"])

        let tuples = Captured<[(Int, String, Bool)]>([])
        _ = Infallible.zip(Infallible.of(1), Infallible.of("x"), Infallible.of(true)).subscribe(onNext: { tuples.value.append($0) })
        XCTAssertEqual(tuples.value.count, 1)
        XCTAssertEqual(tuples.value.first?.1, "x")
    }

    func testZipOfEight() {
        let sum = Captured<Int?>(nil)
        let s1: Infallible<Int> = Infallible.just(1)
        let s2: Infallible<Int> = Infallible.just(2)
        let s3: Infallible<Int> = Infallible.just(3)
        let s4: Infallible<Int> = Infallible.just(4)
        let s5: Infallible<Int> = Infallible.just(5)
        let s6: Infallible<Int> = Infallible.just(6)
        let s7: Infallible<Int> = Infallible.just(7)
        let s8: Infallible<Int> = Infallible.just(8)
        _ = Infallible.zip(s1, s2, s3, s4, s5, s6, s7, s8) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }.subscribe(onNext: { sum.value = $0 })
        XCTAssertEqual(sum.value, 36)
    }

    func testZipCompletesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 5), .completed(220)])
        let b = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])

        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.asObservable()
        }

        XCTAssertEqual(res.events, [.next(210, 10), .completed(230)])
    }
}
