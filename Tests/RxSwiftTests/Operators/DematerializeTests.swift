import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "DematerializeTests", code: 1)
private let otherError = NSError(domain: "DematerializeTests", code: 2)

final class DematerializeTests: LeakCheckingTestCase {
    func testDematerializeEndsAtAnInnerCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(41)),
            .next(210, Event.next(42)),
            .next(220, Event.next(43)),
            .next(230, Event<Int>.completed),
            .next(240, Event.next(44)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializeEndsAtAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)),
            .next(230, Event<Int>.error(testError)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 42), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializePassesOnTheSourceCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializePassesOnTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)),
            .error(250, otherError),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 42), .error(250, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
