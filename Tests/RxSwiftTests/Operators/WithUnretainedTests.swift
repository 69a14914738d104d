import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "WithUnretainedTests", code: 1)

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

final class WithUnretainedTests: LeakCheckingTestCase {
    func testWithUnretainedPairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(250),
        ])
        let owner = Owner(name: "owner")
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "owner 1"), .next(220, "owner 2"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheResultSelectorCombinesObjectAndElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(250, testError),
        ])
        let owner = Owner(name: "owner")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)-\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "owner-1"), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTheSequenceCompletesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(230, 2),
            .next(240, 3),
            .completed(250),
        ])
        var owner: Owner? = Owner(name: "owner")
        weak let weakOwner = owner
        let observable = xs.withUnretained(owner!) { "\($0.name)-\($1)" }
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { observable }
        XCTAssertNil(weakOwner, "the operator does not keep the object alive")
        XCTAssertEqual(res.events, [.next(210, "owner-1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheTupleFormDoesNotRetainTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(230, 2),
        ])
        var owner: Owner? = Owner(name: "owner")
        let observable = xs.withUnretained(owner!).map { $0.1 }
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { observable }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
