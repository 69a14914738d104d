import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "ElementAtTests", code: 1)

final class ElementAtTests: LeakCheckingTestCase {
    func testElementAtEmitsTheElementAtTheIndexAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 10),
            .next(220, 11),
            .next(230, 12),
            .next(240, 13),
            .completed(250),
        ])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAtZeroTakesTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10),
            .next(220, 11),
        ])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(res.events, [.next(210, 10), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testATooShortSourceEndsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10),
            .next(220, 11),
            .completed(250),
        ])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.error(250, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheSourceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheDeprecatedNameBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 10),
            .next(220, 11),
            .completed(250),
        ])
        let res = scheduler.start { (self as DeprecatedElementAtCalls).elementAtAlias(xs.asObservable(), 1) }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

/// Calls the deprecated alias through a protocol, so the test calling it is not deprecated.
private protocol DeprecatedElementAtCalls {
    func elementAtAlias(_ source: Observable<Int>, _ index: Int) -> Observable<Int>
}

extension ElementAtTests: DeprecatedElementAtCalls {
    @available(*, deprecated)
    func elementAtAlias(_ source: Observable<Int>, _ index: Int) -> Observable<Int> {
        source.elementAt(index)
    }
}
