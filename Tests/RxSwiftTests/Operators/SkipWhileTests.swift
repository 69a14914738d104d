import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "SkipWhileTests", code: 1)

final class SkipWhileTests: LeakCheckingTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 4),
            .next(230, 5),
            .next(240, 6),
            .next(245, 7),
            .completed(250),
        ])
    }

    func testSkipWhileSkipsUntilThePredicateFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let calls = Captured(0)
        let res = scheduler.start {
            xs.skip(while: { value in
                calls.value += 1
                return value % 2 == 0
            })
        }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 6), .next(245, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(calls.value, 3, "the predicate is not called once it failed")
    }

    func testAThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 4 { throw testError }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheSourceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 10 }) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheDeprecatedNamesBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let skipWhile = scheduler.createObserver(Int.self)
        let skipWhileWithIndex = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions = (self as DeprecatedCalls).subscribeDeprecated(xs.asObservable(), skipWhile, skipWhileWithIndex)
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(skipWhile.events, [.next(230, 5), .next(240, 6), .next(245, 7), .completed(250)])
        XCTAssertEqual(skipWhileWithIndex.events, [.next(240, 6), .next(245, 7), .completed(250)])
    }
}

/// Calls the deprecated aliases through a protocol, so the test calling them is not deprecated.
private protocol DeprecatedCalls {
    func subscribeDeprecated(_ source: Observable<Int>, _ first: TestableObserver<Int>, _ second: TestableObserver<Int>) -> [Disposable]
}

extension SkipWhileTests: DeprecatedCalls {
    @available(*, deprecated)
    func subscribeDeprecated(_ source: Observable<Int>, _ first: TestableObserver<Int>, _ second: TestableObserver<Int>) -> [Disposable] {
        [
            source.skipWhile { $0 % 2 == 0 }.subscribe(first),
            source.skipWhileWithIndex { _, index in index < 3 }.subscribe(second),
        ]
    }
}
