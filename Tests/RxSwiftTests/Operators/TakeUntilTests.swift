import Foundation
import RxSwift
import RxTest
import XCTest

final class TakeUntilTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    // MARK: take(until: other)

    func testTakeUntilCompletesWhenTheOtherSendsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .completed(300)])
        let other = scheduler.createHotObservable([.next(150, "-"), .next(240, "x"), .completed(260)])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func testTakeUntilIgnoresTheOthersCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.next(300, "x")])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilForwardsAnErrorOfEitherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(220, error)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(210, 2), .error(230, error)])
        let never = otherScheduler.createHotObservable([Recorded<Event<String>>.next(300, "x")])
        let failed = otherScheduler.start { ys.take(until: never) }
        XCTAssertEqual(failed.events, [.next(210, 2), .error(230, error)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilSubscribesTheOtherSequenceFirst() {
        let order = Captured<[String]>([])
        let source = Observable<Int>.create { observer in
            order.value.append("source")
            observer.onNext(1)
            return Disposables.create()
        }
        let other = Observable<Void>.create { observer in
            order.value.append("other")
            observer.onNext(())
            return Disposables.create()
        }
        let events = Captured<[Event<Int>]>([])
        let subscription = source.take(until: other).subscribe { events.value.append($0) }
        XCTAssertEqual(order.value.first, "other")
        XCTAssertEqual(events.value, [.completed], "the result completed before the source could send anything")
        subscription.dispose()
    }

    // MARK: take(until: predicate, behavior:)

    func testTakeUntilPredicateExcludesTheStoppingElementByDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])

        let res = scheduler.start { xs.take(until: { $0 == 3 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateInclusiveForwardsTheStoppingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])

        let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateEndsWithAnErrorThrownByThePredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

        let res = scheduler.start {
            xs.take(until: { value in
                if value == 2 { throw MultiSourceFixtures.error }
                return false
            }, behavior: .exclusive)
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateForwardsTheSourcesEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])

        let res = scheduler.start { xs.take(until: { $0 > 5 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
    }

    // MARK: RxSwift 5 names

    func testTheRxSwift5NamesBehaveTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.next(225, "x")])

        let res = scheduler.start { (TakeUntilRxSwift5Names() as TakeUntilOldNames).takeUntil(xs.asObservable(), other.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])

        let predicateScheduler = TestScheduler(initialClock: 0)
        let ys = predicateScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let byPredicate = predicateScheduler.start { (TakeUntilRxSwift5Names() as TakeUntilOldNames).takeUntilInclusive(ys.asObservable()) { $0 == 2 } }
        XCTAssertEqual(byPredicate.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    // MARK: concurrency

    func testTwoThreadsFeedingBothSequencesWhileTheObserverStopsItEndsOnce() {
        let source = ManualSubject<Int>()
        let stopper = ManualSubject<Void>()
        let perThread = 2_000
        let checker = SerialDeliveryChecker()
        let received = Captured<[Int]>([])
        let completions = Captured(0)
        let elementsAfterCompletion = Captured(0)
        let subscription = source.asObservable().take(until: stopper.asObservable())
            .subscribe(
                onNext: { value in
                    checker.deliver {
                        if completions.value > 0 { elementsAfterCompletion.value += 1 }
                        received.value.append(value)
                        if value == perThread / 2 {
                            stopper.onNext(())
                        }
                        if value > 0 {
                            source.onNext(-value)
                        }
                    }
                },
                onCompleted: { checker.deliver { completions.value += 1 } }
            )

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { source.onNext(value) } },
            {
                for _ in 0..<perThread / 4 { Thread.sleep(forTimeInterval: 0) }
                stopper.onNext(())
            },
        ])

        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(completions.value, 1)
        XCTAssertEqual(elementsAfterCompletion.value, 0)
        let forwarded = received.value.filter { $0 > 0 }
        XCTAssertEqual(forwarded, Array(forwarded.indices.map { $0 + 1 }), "elements arrive in order until the end")
        XCTAssertLessThanOrEqual(forwarded.count, perThread / 2)
        subscription.dispose()
    }
}

/// Calls the deprecated RxSwift 5 names from a deprecated context, reached through a protocol so
/// the tests themselves compile without deprecation warnings.
private protocol TakeUntilOldNames {
    func takeUntil(_ source: Observable<Int>, _ other: Observable<String>) -> Observable<Int>
    func takeUntilInclusive(_ source: Observable<Int>, predicate: @escaping @Sendable (Int) throws -> Bool) -> Observable<Int>
}

private struct TakeUntilRxSwift5Names: TakeUntilOldNames {
    @available(*, deprecated)
    func takeUntil(_ source: Observable<Int>, _ other: Observable<String>) -> Observable<Int> {
        source.takeUntil(other)
    }

    @available(*, deprecated)
    func takeUntilInclusive(_ source: Observable<Int>, predicate: @escaping @Sendable (Int) throws -> Bool) -> Observable<Int> {
        source.takeUntil(.inclusive, predicate: predicate)
    }
}
