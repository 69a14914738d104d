import Foundation
import RxSwift
import RxTest
import XCTest

final class ZipTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testZipPairsElementsByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(215, 2), .next(225, 3), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(220, 10), .next(235, 20), .next(240, 30), .completed(250)])

        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(235, 22), .next(240, 33), .completed(250)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    // RxSwift 6.10 completes `zip` only when the last source completes, even though source A
    // completed at 220 with nothing left to pair with B's element at 220.
    func testZipCompletesOnlyWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 5), .completed(220)])
        let b = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])

        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 10), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testZipDoesNotCompleteWhileASourceThatCannotBePairedIsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30)])

        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 11)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testZipOfAnEmptyAndANonEmptySequenceCompletesWhenBothHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty: TestableObservable<Int> = scheduler.createHotObservable([.completed(210)])
        let nonEmpty = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(240)])

        let res = scheduler.start { Observable.zip(empty, nonEmpty) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(nonEmpty.subscriptions, [Subscription(200, 240)])
    }

    func testZipOfACollectionCompletesOnlyWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 5), .completed(220)])
        let b = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])
        let c = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(235)])

        let res = scheduler.start { Observable.zip([a, b, c]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(210, 11), .completed(235)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 235)])
    }

    // The collection form keeps RxSwift 6.10's own rule: an element that cannot be paired while
    // every other source has completed ends the result (at 320 here); the arity form waits for
    // the last source to complete (500).
    func testZipOfACollectionCompletesAtAnUnpairableElementOnceAllOtherSourcesHaveCompleted() {
        for form in ["collection", "arity"] {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createHotObservable([.next(205, 1), .next(245, 2), .completed(255)])
            let b = scheduler.createHotObservable([.next(215, 10), .next(235, 20), .next(275, 30), .next(320, 40), .completed(500)])
            let c = scheduler.createHotObservable([.next(225, 100), .next(250, 200), .next(265, 300), .completed(290)])

            let res = scheduler.start {
                form == "collection"
                    ? Observable.zip([a, b, c]) { $0.reduce(0, +) }
                    : Observable.zip(a, b, c) { $0 + $1 + $2 }
            }

            let end: TestTime = form == "collection" ? 320 : 500
            XCTAssertEqual(res.events, [.next(225, 111), .next(250, 222), .completed(end)], form)
            XCTAssertEqual(a.subscriptions, [Subscription(200, 255)], form)
            XCTAssertEqual(b.subscriptions, [Subscription(200, end)], form)
            XCTAssertEqual(c.subscriptions, [Subscription(200, 290)], form)
        }
    }

    func testZipOfAnEmptyAndANeverSequenceNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testZipEndsWithAnErrorAndUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(215, 10), .error(230, error)])

        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .error(230, error)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
    }

    func testZipOfACollectionEmitsArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .completed(260)])
        let e2 = scheduler.createColdObservable([.next(5, 100), .next(70, 200), .completed(80)])

        let res = scheduler.start { Observable.zip([e0.asObservable(), e1.asObservable(), e2.asObservable()]) }

        XCTAssertEqual(res.events.map { $0.time }, [240, 270, 280])
        XCTAssertEqual(res.events.compactMap { $0.value.element }, [[1, 10, 100], [2, 20, 200]])
        XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 280)])
    }

    func testZipOfACollectionWithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .completed(260)])

        let res = scheduler.start { Observable.zip([e0, e1]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(240, 11), .next(250, 22), .completed(260)])
    }

    func testZipOfACollectionEndsWithAnErrorThrownByTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(240, 10), .next(250, 20), .completed(260)])

        let res = scheduler.start {
            Observable<Int>.zip([e0, e1]) { values throws -> Int in
                if values[0] == 2 { throw MultiSourceFixtures.error }
                return values.reduce(0, +)
            }
        }

        XCTAssertEqual(res.events, [.next(240, 11), .error(250, error)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    func testZipOfAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()).map { $0.count } }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testTwoThreadsFeedingTheSourcesWhileTheObserverFeedsBothToo() {
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let perThread = 2_000
        let echoes = 200
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: perThread + echoes)
        let pairs = Captured<[(Int, Int)]>([])
        let echoed = Captured(0)
        let subscription = Observable.zip(first.asObservable(), second.asObservable())
            .subscribe(onNext: { pair in
                checker.deliver {
                    pairs.value.append(pair)
                    if pairs.value.count % 5 == 0 && echoed.value < echoes {
                        echoed.value += 1
                        first.onNext(-echoed.value)
                        second.onNext(-echoed.value)
                    }
                    counter.increment()
                }
            })

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { first.onNext(value) } },
            { for value in 1...perThread { second.onNext(value) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(pairs.value.count, perThread + echoes)
        XCTAssertEqual(pairs.value.map(\.0).filter { $0 > 0 }, Array(1...perThread), "elements of one source keep their order")
        XCTAssertEqual(pairs.value.map(\.1).filter { $0 > 0 }, Array(1...perThread), "elements of one source keep their order")
        subscription.dispose()
    }
}
