import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class MergeTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    // MARK: static merge

    /// As upstream: an outer sequence whose completion ends the result has it forwarded before
    /// the outer subscription is disposed; an inner one is disposed before.
    func testTeardownOrderWhenTheOuterOrAnInnerSequenceEndsTheResult() {
        let effectsFirst = ["effects disposed @220", "source disposed @220", "source afterCompleted @220"]
        XCTAssertEqual(teardownOrder { $0.flatMap { Observable.just($0) } }, effectsFirst)
        XCTAssertEqual(teardownOrder { $0.concatMap { Observable.just($0) } }, effectsFirst)
        XCTAssertEqual(teardownOrder { Observable.merge($0) }, ["source disposed @220", "effects disposed @220", "source afterCompleted @220"])
    }

    func testMergeVariadicForwardsEveryElementAndCompletesAfterTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 4), .completed(250)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(260)])

        let res = scheduler.start { Observable.merge(xs1.asObservable(), xs2.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 260)])
    }

    func testMergeArrayFormsTheSameSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(20, 2), .completed(40)])

        let res = scheduler.start { Observable.merge([xs1.asObservable(), xs2.asObservable()]) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 240)])
    }

    func testMergeCollectionFormsTheSameSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let sources: ContiguousArray<Observable<Int>> = [xs1.asObservable(), xs2.asObservable()]

        let res = scheduler.start { Observable.merge(sources) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 240)])
    }

    func testMergeOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeEndsWithTheFirstErrorAndUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { Observable.merge(xs1.asObservable(), xs2.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, error)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 230)])
    }

    func testMergeDisposalUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .next(600, 5)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(300)])

        let res = scheduler.start(disposed: 500) { Observable.merge(xs1.asObservable(), xs2.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 300)])
    }

    // MARK: merge() on a sequence of sequences

    func testMergeOfInnerSequencesInterleavesThemAndWaitsForAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .next(100, 4), .completed(110)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(260, ys2.asObservable()),
            .completed(300),
        ])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .next(265, 3), .next(360, 4), .completed(370)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 370)])
    }

    func testMergeOfInnerSequencesCompletesWhenTheOuterCompletesLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .completed(400)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    }

    func testMergeOfInnerSequencesForwardsAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 9), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .error(20, error)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(230, ys2.asObservable()),
            .completed(500),
        ])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testMergeOfInnerSequencesForwardsAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 9), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .error(240, error)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    // MARK: merge(maxConcurrent:)

    func testMergeMaxConcurrentOneRunsInnerSequencesOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let ys2 = scheduler.createColdObservable([.next(5, 3), .next(100, 4), .completed(110)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(260, ys2.asObservable()),
            .completed(300),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .next(275, 3), .next(370, 4), .completed(380)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(270, 380)])
    }

    func testMergeMaxConcurrentTwoQueuesTheThirdSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(220, ys2.asObservable()),
            .next(230, ys3.asObservable()),
            .completed(240),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(280, 3), .completed(310)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 310)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 270)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(270, 290)])
    }

    func testMergeMaxConcurrentDropsWaitingSequencesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(30, error)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(220, ys2.asObservable()),
            .completed(300),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, error)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentDisposalNeverSubscribesTheWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(220, ys2.asObservable()),
        ])

        let res = scheduler.start(disposed: 250) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testFlatMapReleasesEveryInnerSinkItRecordedOnceItCompletes() {
        // Each inner `range` is recorded by its own sink, which stays in the record after it
        // ends until a sweep: completion releases all of them.
        let before = Resources.total
        let sum = Captured<Int>(0)
        let subscription = Observable.range(start: 0, count: 1_000)
            .flatMap { value in Observable.range(start: value, count: 2) }
            .subscribe(onNext: { sum.value += $0 })
        XCTAssertEqual(sum.value, (0..<1_000).reduce(0) { $0 + 2 * $1 + 1 })
        XCTAssertEqual(Resources.total, before)
        subscription.dispose()
    }

    // MARK: serialization and concurrency

    func testAnEventSentFromInsideTheObserverIsDeliveredAfterTheCurrentOne() {
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let log = Captured<[String]>([])
        let subscription = Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { value in
            log.value.append("begin \(value)")
            if value == 1 {
                second.onNext(2)
            }
            log.value.append("end \(value)")
        })
        first.onNext(1)
        XCTAssertEqual(log.value, ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
    }

    func testTwoThreadsPushingIntoEachOtherThroughTheObserverDoNotDeadlock() {
        MultiSourceFixtures.assertSerialDeliveryOfTwoSourcesPushingIntoEachOther { Observable.merge($0, $1) }
    }

    func testDisposingFromInsideTheObserverWhileTwoThreadsEmitStopsDeliveryAtOnce() {
        let first = ManualSubject<Int>()
        let second = ManualSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        let checker = SerialDeliveryChecker()
        let received = Captured(0)
        subscription.setDisposable(Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { _ in
            checker.deliver {
                received.value += 1
                if received.value == 100 {
                    subscription.dispose()
                }
            }
        }))

        MultiSourceFixtures.runConcurrently([
            { for value in 0..<1_000 { first.onNext(value) } },
            { for value in 0..<1_000 { second.onNext(value) } },
        ])

        XCTAssertEqual(received.value, 100, "nothing is delivered after the observer disposed the subscription")
        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(first.observerCount, 0)
        XCTAssertEqual(second.observerCount, 0)
    }

    func testAnErrorRacingWithElementsFromOtherThreadsIsTheLastEventDelivered() {
        for _ in 0..<20 {
            let first = ManualSubject<Int>()
            let second = ManualSubject<Int>()
            let checker = SerialDeliveryChecker()
            let events = Captured<[Event<Int>]>([])
            let subscription = Observable.merge(first.asObservable(), second.asObservable())
                .subscribe { event in checker.deliver { events.value.append(event) } }

            MultiSourceFixtures.runConcurrently([
                { for value in 0..<2_000 { first.onNext(value) } },
                { for value in 0..<2_000 { second.onNext(value) } },
                { second.onError(MergeRaceError.failed) },
            ])

            XCTAssertEqual(checker.violations, 0)
            XCTAssertEqual(events.value.filter(\.isStopEvent).count, 1)
            XCTAssertEqual(events.value.last?.error as? MergeRaceError, .failed, "no element arrives after the error")
            subscription.dispose()
        }
    }

    // MARK: serialized delivery

    func testElementSentFromInsideADeliveryArrivesAfterItNotNested() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let log = Captured<[String]>([])
        let subscription = Observable.merge(first.asObservable(), second.asObservable())
            .subscribe(onNext: { value in
                log.value.append("begin \(value)")
                if value == 1 {
                    second.onNext(2)
                    log.value.append("sent 2")
                }
                log.value.append("end \(value)")
            })
        first.onNext(1)
        second.onNext(3)
        XCTAssertEqual(log.value, ["begin 1", "sent 2", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        subscription.dispose()
    }
}

private enum MergeRaceError: Error {
    case failed
}
