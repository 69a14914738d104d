import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "TakeTests", code: 1)

final class TakeTests: LeakCheckingTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(250),
        ])
    }

    func testTakeCompletesAfterCountElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakingMoreThanTheSourceHasPassesEverythingOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(10) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTheSourceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeStopsASynchronousSource() {
        let emitted = Captured(0)
        let received = Captured<[Int]>([])
        let source = Observable<Int>.create { observer in
            for value in 1...5 {
                emitted.value += 1
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.take(2).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertEqual(emitted.value, 5, "create's closure runs to its end, its events are dropped")
    }
}
