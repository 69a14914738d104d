import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "StartWithTests", code: 1)

final class StartWithTests: LeakCheckingTestCase {
    /// As upstream, which hands the subscriber to the source as it is: what the subscriber's
    /// reaction disposes goes before the source.
    func testTeardownOrderAfterTheSourceCompletes() {
        XCTAssertEqual(teardownOrder { $0.startWith(0) }, ["effects disposed @220", "source disposed @220", "source afterCompleted @220"])
    }

    func testStartWithEmitsTheElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(250),
        ])
        let res = scheduler.start { xs.startWith(7, 8, 9) }
        XCTAssertEqual(res.events, [
            .next(200, 7),
            .next(200, 8),
            .next(200, 9),
            .next(220, 2),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testChainedStartWithEmitsTheOuterElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 2),
            .completed(250),
        ])
        let res = scheduler.start { xs.startWith(1).startWith(0) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithPassesOnTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(250, testError),
        ])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithNoElementsOnlyPassesTheSourceOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 2),
            .completed(250),
        ])
        let res = scheduler.start { xs.startWith() }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testADownstreamThatStopsDuringThePrefixReleasesTheSource() {
        let sourceDisposed = Captured(false)
        let source = Observable<Int>.create { _ in
            Disposables.create { sourceDisposed.value = true }
        }
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = source.startWith(1, 2, 3).take(1).subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [1])
        XCTAssertTrue(completed.value)
        XCTAssertTrue(sourceDisposed.value)
    }
}
