import Foundation
import RxSwift
import RxTest
import XCTest

final class SwitchTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testSwitchLatestForwardsOnlyTheMostRecentInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .next(60, 3), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 10), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(250, ys2.asObservable()),
            .completed(400),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(260, 10), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testSwitchLatestCompletesWhenTheLatestInnerCompletesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(120)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(300)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 330)])
    }

    func testSwitchLatestForwardsAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(20, error)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(500)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(230, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testSwitchLatestForwardsAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .error(250, error)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapLatestSwitchesToTheSequenceOfTheNewestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = [
            1: scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(60)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(30)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])

        let res = scheduler.start { xs.flatMapLatest { inner[$0]! } }

        XCTAssertEqual(res.events, [.next(220, 10), .next(250, 20), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner[1]!.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner[2]!.subscriptions, [Subscription(240, 270)])
    }

    // An inner `just` is taken without a subscription: its element arrives when the outer
    // element does, it replaces (and unsubscribes) a running inner sequence, and a running
    // sequence after it is still followed; the result completes with the outer sequence.
    func testFlatMapLatestWithInnerJustsReplacesTheRunningSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let running = scheduler.createColdObservable([.next(5, 100), .next(100, 101)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .next(260, 4), .completed(300)])

        let res = scheduler.start {
            xs.flatMapLatest { value in value == 2 ? running.asObservable() : Observable.just(value * 10) }
        }

        XCTAssertEqual(res.events, [.next(210, 10), .next(235, 100), .next(240, 30), .next(260, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(running.subscriptions, [Subscription(230, 240)])
    }

    // With the subscription inspector on, an inner `just` is subscribed as any sequence, and
    // the events are the same.
    func testFlatMapLatestWithInnerJustsWhileTheInspectorIsOn() {
        let wasEnabled = SubscriptionInspector.isEnabled
        SubscriptionInspector.isEnabled = true
        defer { SubscriptionInspector.isEnabled = wasEnabled }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])

        let res = scheduler.start { xs.flatMapLatest { Observable.just($0 + 1) } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapLatestEndsWithAnErrorThrownBySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(100, 11)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])

        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw MultiSourceFixtures.error }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .error(240, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapLatestDisposalUnsubscribesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(900, 11)])
        let xs = scheduler.createHotObservable([.next(210, 1)])

        let res = scheduler.start(disposed: 500) { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 500)])
    }

    func testSwitchingFromTwoThreadsWhileTheObserverSwitchesAgainDoesNotDeadlock() {
        let outer = ManualSubject<ManualSubject<Int>>()
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let checker = SerialDeliveryChecker()
        let last = Captured<Int?>(nil)
        let subscription = outer.asObservable()
            .flatMapLatest { $0.asObservable() }
            .subscribe(onNext: { value in
                checker.deliver {
                    last.value = value
                    if value % 50 == 0 {
                        outer.onNext(value % 100 == 0 ? first : second)
                    }
                }
            })
        outer.onNext(first)

        MultiSourceFixtures.runConcurrently([
            { for value in 1...2_000 { (value % 2 == 0 ? first : second).onNext(value) } },
            { for index in 0..<1_000 { outer.onNext(index % 2 == 0 ? second : first) } },
        ])

        outer.onNext(first)
        first.onNext(-1)
        XCTAssertEqual(last.value, -1, "the latest inner sequence is forwarded after the storm")
        XCTAssertEqual(checker.violations, 0)
        subscription.dispose()
    }
}
