import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "DistinctUntilChangedTests", code: 1)

private struct Reading {
    let sensor: String
    let value: Int
}

final class DistinctUntilChangedTests: LeakCheckingTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(215, 3),
            .next(220, 3),
            .next(225, 2),
            .next(230, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250),
        ])
    }

    func testEquatableElementsDropConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(215, 3),
            .next(225, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testKeySelectorComparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(215, 3),
            .next(225, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testKeySelectorGroupsEqualKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2),
            .next(220, 4),
            .next(230, 5),
            .next(240, 7),
            .next(245, 8),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 5), .next(245, 8), .completed(250)])
    }

    func testComparerReceivesThePreviousPassedOnElementFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 5),
            .completed(250),
        ])
        let comparisons = Captured<[String]>([])
        let res = scheduler.start {
            xs.distinctUntilChanged { (previous: Int, next: Int) -> Bool in
                comparisons.value.append("\(previous)-\(next)")
                return next - previous < 2
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(240, 5), .completed(250)])
        XCTAssertEqual(comparisons.value, ["1-2", "1-3", "3-5"])
    }

    func testKeySelectorWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"),
            .next(220, "A"),
            .next(230, "b"),
            .next(240, "B"),
            .completed(250),
        ])
        let res = scheduler.start {
            xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testKeyPathComparesTheProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Reading(sensor: "a", value: 1)),
            .next(220, Reading(sensor: "a", value: 2)),
            .next(230, Reading(sensor: "b", value: 2)),
            .next(240, Reading(sensor: "b", value: 3)),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.sensor).map { "\($0.sensor)\($0.value)" } }
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(230, "b2"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAThrowingKeySelectorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 3 { throw testError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(215, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testAThrowingComparerEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw testError }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(215, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testTheSourceErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 1),
            .error(230, testError),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
