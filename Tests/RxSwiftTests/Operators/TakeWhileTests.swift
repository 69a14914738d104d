import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "TakeWhileTests", code: 1)

final class TakeWhileTests: LeakCheckingTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 2),
            .next(220, 4),
            .next(230, 5),
            .next(240, 6),
            .completed(250),
        ])
    }

    func testTakeWhileIsExclusiveByDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(while: { $0 % 2 == 0 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(while: { $0 % 2 == 0 }, behavior: .exclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileInclusivePassesOnTheEndingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(while: { $0 % 2 == 0 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAPredicateThatAlwaysHoldsPassesEverythingOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .next(230, 5), .next(240, 6), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 4 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheDeprecatedNamesBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let takeWhile = scheduler.createObserver(Int.self)
        let takeWhileWithIndex = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions = (self as DeprecatedCalls).subscribeDeprecated(xs.asObservable(), takeWhile, takeWhileWithIndex)
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(takeWhile.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(takeWhileWithIndex.events, [.next(210, 2), .completed(220)])
    }
}

/// Calls the deprecated aliases through a protocol, so the test calling them is not deprecated.
private protocol DeprecatedCalls {
    func subscribeDeprecated(_ source: Observable<Int>, _ first: TestableObserver<Int>, _ second: TestableObserver<Int>) -> [Disposable]
}

extension TakeWhileTests: DeprecatedCalls {
    @available(*, deprecated)
    func subscribeDeprecated(_ source: Observable<Int>, _ first: TestableObserver<Int>, _ second: TestableObserver<Int>) -> [Disposable] {
        [
            source.takeWhile { $0 % 2 == 0 }.subscribe(first),
            source.takeWhileWithIndex { _, index in index < 1 }.subscribe(second),
        ]
    }
}
