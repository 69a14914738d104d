import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "MaterializeTests", code: 1)

final class MaterializeTests: LeakCheckingTestCase {
    func testMaterializeTurnsCompletionIntoAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [
            .next(210, Event.next(2)),
            .next(220, Event.next(3)),
            .next(250, Event.completed),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeTurnsAnErrorIntoAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(250, testError),
        ])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [
            .next(210, Event.next(2)),
            .next(250, Event.error(testError)),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeOfANeverEndingSourceOnlyWrapsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
        ])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMaterializeThenDematerializeRestoresTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .error(250, testError),
        ])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
