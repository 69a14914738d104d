import Foundation
import RxSwift
import RxTest
import XCTest

final class CombineLatestTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testCombineLatestEmitsOnEveryElementOnceAllSourcesHaveOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .next(230, 5), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 5), .next(225, 7), .next(230, 9), .completed(240)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }

    /// As upstream: the arity forms dispose the source that ended the result before they forward
    /// the completion; the collection forms forward it first.
    func testTeardownOrderWhenTheLastSourceEndsTheResult() {
        let effectsLast = ["source disposed @220", "effects disposed @220", "source afterCompleted @220"]
        let effectsFirst = ["effects disposed @220", "source disposed @220", "source afterCompleted @220"]
        XCTAssertEqual(teardownOrder { Observable.combineLatest($0, Observable.just(1)) { $0 + $1 } }, effectsLast)
        XCTAssertEqual(teardownOrder { Observable.zip($0, Observable.just(1)) { $0 + $1 } }, effectsLast)
        XCTAssertEqual(teardownOrder { Observable.combineLatest([$0]) { $0[0] } }, effectsFirst)
        XCTAssertEqual(teardownOrder { Observable.zip([$0]) { $0[0] } }, effectsFirst)
    }

    func testCombineLatestOfAnEmptyAndANeverSequenceNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatestCompletesWhenAnElementCanNeverBeCombined() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(230, 2), .next(240, 3)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestKeepsTheLastValueOfACompletedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(230, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 * 10 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 12), .next(240, 13), .completed(250)])
    }

    func testCombineLatestEndsWithAnErrorAndUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
        let e1 = scheduler.createHotObservable([.next(215, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 3), .error(220, error)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestDisposalUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(600, 3)])
        let e1 = scheduler.createHotObservable([.next(220, 2)])

        let res = scheduler.start(disposed: 300) { Observable.combineLatest(e0, e1).map { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 3)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 300)])
    }

    // MARK: collections

    func testCombineLatestOfACollectionEmitsArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .completed(270)])

        let res = scheduler.start { Observable.combineLatest([e0, e1, e2]) }

        XCTAssertEqual(res.events.map { $0.time }, [230, 240, 270])
        XCTAssertEqual(res.events.compactMap { $0.value.element }, [[1, 2, 3], [4, 2, 3]])
        XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 270)])
    }

    func testCombineLatestOfACollectionWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .error(260, error)])

        let res = scheduler.start { Observable.combineLatest([e0, e1]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(220, 3), .next(240, 6), .error(260, error)])
    }

    func testCombineLatestOfACollectionEndsWithAnErrorThrownByTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(260)])

        let res = scheduler.start {
            Observable<Int>.combineLatest([e0, e1]) { values throws -> Int in
                if values[0] == 4 { throw MultiSourceFixtures.error }
                return values.reduce(0, +)
            }
        }

        XCTAssertEqual(res.events, [.next(220, 3), .error(240, error)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }

    // As in RxSwift: the selector sees `[]` once, then the result completes.
    func testCombineLatestOfAnEmptyCollectionAppliesTheSelectorToNothingOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()).map { $0.count } }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])

        let selected = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.combineLatest([Observable<Int>]()) { values in values.reduce(42, +) }
        }
        XCTAssertEqual(selected.events, [.next(1200, 42), .completed(1200)])
    }

    func testCombineLatestOfAnEmptyCollectionEndsWithTheSelectorsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = self.error
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { (_: [Int]) throws -> Int in throw error }
        }
        XCTAssertEqual(res.events, [.error(200, error)])
    }

    // MARK: concurrency

    func testTwoThreadsFeedingTheSourcesWhileTheObserverFeedsThemToo() {
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let perThread = 2_000
        let echoes = 200
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: 1 + 2 * perThread + echoes)
        let emissions = Captured(0)
        let echoed = Captured(0)
        let latest = Captured<(Int, Int)?>(nil)
        let subscription = Observable.combineLatest(first.asObservable(), second.asObservable())
            .subscribe(onNext: { pair in
                checker.deliver {
                    emissions.value += 1
                    latest.value = pair
                    if emissions.value % 10 == 0 && echoed.value < echoes {
                        echoed.value += 1
                        (echoed.value % 2 == 0 ? first : second).onNext(-echoed.value)
                    }
                    counter.increment()
                }
            })
        first.onNext(0)
        second.onNext(0)

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { first.onNext(value) } },
            { for value in 1...perThread { second.onNext(value) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(emissions.value, 1 + 2 * perThread + echoes)
        first.onNext(7)
        second.onNext(8)
        XCTAssertEqual(latest.value?.0, 7)
        XCTAssertEqual(latest.value?.1, 8)
        subscription.dispose()
    }
}
