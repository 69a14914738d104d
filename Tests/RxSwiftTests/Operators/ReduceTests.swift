import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "ReduceTests", code: 1)

final class ReduceTests: LeakCheckingTestCase {
    func testReduceEmitsTheTotalOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(250),
        ])
        let res = scheduler.start { xs.reduce(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 19), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(250),
        ])
        let res = scheduler.start { xs.reduce(42) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithMapResultMapsTheTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { "total \($0)" }) }
        XCTAssertEqual(res.events, [.next(250, "total 5"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReducePassesOnTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.reduce(0) { accumulated, value -> Int in
                if value == 3 { throw testError }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingMapResultEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw testError })
        }
        XCTAssertEqual(res.events, [.error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposalBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .completed(600),
        ])
        let res = scheduler.start(disposed: 400) { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
