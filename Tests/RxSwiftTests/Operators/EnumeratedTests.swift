import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "EnumeratedTests", code: 1)

final class EnumeratedTests: LeakCheckingTestCase {
    func testEnumeratedPairsElementsWithTheirPositions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"),
            .next(210, "a"),
            .next(220, "b"),
            .next(230, "c"),
            .completed(250),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [
            .next(210, "0:a"),
            .next(220, "1:b"),
            .next(230, "2:c"),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumeratedPassesOnTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEachSubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, "a"),
            .next(20, "b"),
            .completed(30),
        ])
        let indices = xs.enumerated().map { $0.index }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = indices.subscribe(first) }
        scheduler.scheduleAt(300) { _ = indices.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 0), .next(320, 1), .completed(330)])
    }

    func testTheDeprecatedMapWithIndexBehavesLikeEnumeratedMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .next(220, "b"),
            .completed(250),
        ])
        let res = scheduler.start { (self as DeprecatedEnumeratedCalls).mapWithIndexAlias(xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, "a0"), .next(220, "b1"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

/// Calls the deprecated alias through a protocol, so the test calling it is not deprecated.
private protocol DeprecatedEnumeratedCalls {
    func mapWithIndexAlias(_ source: Observable<String>) -> Observable<String>
}

extension EnumeratedTests: DeprecatedEnumeratedCalls {
    @available(*, deprecated)
    func mapWithIndexAlias(_ source: Observable<String>) -> Observable<String> {
        source.mapWithIndex { "\($0)\($1)" }
    }
}
