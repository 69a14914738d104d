import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "ScanTests", code: 1)

final class ScanTests: LeakCheckingTestCase {
    func testScanEmitsEachAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(250),
        ])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [
            .next(210, 12),
            .next(220, 15),
            .next(230, 19),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoMutatesTheAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.description } }
        XCTAssertEqual(res.events, [
            .next(210, "[2]"),
            .next(220, "[2, 3]"),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanPassesOnTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .error(220, testError),
        ])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.scan(0) { accumulated, value -> Int in
                if value == 3 { throw testError }
                return accumulated + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAThrowingInPlaceAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.scan(into: 0) { accumulated, value in
                if value == 3 { throw testError }
                accumulated += value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEachSubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .completed(30),
        ])
        let scanned = xs.scan(100) { $0 + $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
        scheduler.scheduleAt(300) { _ = scanned.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 101), .next(320, 103), .completed(330)])
    }
}
