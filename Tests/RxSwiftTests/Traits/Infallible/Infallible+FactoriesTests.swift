import RxSwift
import RxTest
import XCTest

final class InfallibleFactoriesTests: LeakCheckingTestCase {
    func testJustNeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.just(1).asObservable() }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Infallible.just(2, scheduler: scheduler).asObservable() }.events, [.next(1201, 2), .completed(1202)])
        XCTAssertEqual(scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { Infallible<Int>.never().asObservable() }.events, [])
        XCTAssertEqual(scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) { Infallible<Int>.empty().asObservable() }.events, [.completed(3200)])
    }

    func testOfAndFrom() {
        let received = Captured<[Int]>([])
        _ = Infallible.of(1, 2).subscribe(onNext: { received.value.append($0) })
        _ = Infallible.from([3, 4]).subscribe(onNext: { received.value.append($0) })
        _ = Infallible.from(5...6).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2, 3, 4, 5, 6])
    }

    func testDeferredRunsPerSubscription() {
        let calls = Captured(0)
        let infallible = Infallible<Int>.deferred {
            calls.value += 1
            return Infallible.just(calls.value)
        }
        let received = Captured<[Int]>([])
        _ = infallible.subscribe(onNext: { received.value.append($0) })
        _ = infallible.subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2])
    }

    func testTimerAndInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = scheduler.start { Infallible<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(timer.events, [.next(210, 0), .completed(210)])
        let interval = scheduler.start(created: 1100, subscribed: 1200, disposed: 1235) { Infallible<Int>.interval(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(interval.events, [.next(1210, 0), .next(1220, 1), .next(1230, 2)])
    }
}
