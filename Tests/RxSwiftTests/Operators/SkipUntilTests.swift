import Foundation
import RxSwift
import RxTest
import XCTest

final class SkipUntilTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testSkipUntilForwardsElementsOnceTheOtherSentOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let other = scheduler.createHotObservable([.next(150, "-"), .next(225, "x"), .next(235, "y"), .completed(240)])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilEndsSilentlyWhenTheSourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.next(300, "x")])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    /// The result that ends without a terminal event lets its subscriber go: nothing else
    /// holds it once the caller drops the subscription.
    func testASilentEndReleasesTheSubscriber() {
        final class Payload: Sendable {}
        for other in [Observable<Int>.never(), Observable.just(1)] {
            weak var released: Payload?
            do {
                let payload = Payload()
                released = payload
                _ = Observable.just(1).skip(until: other).subscribe(onNext: { _ in withExtendedLifetime(payload) {} })
            }
            XCTAssertNil(released)
        }
    }

    func testSkipUntilStaysClosedWhenTheOtherCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilForwardsAnErrorOfEitherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.error(220, error)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(210, 2), .error(230, error)])
        let never = otherScheduler.createHotObservable([Recorded<Event<String>>.next(300, "x")])
        let failed = otherScheduler.start { ys.skip(until: never) }
        XCTAssertEqual(failed.events, [.error(230, error)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 230)])
    }

    func testTheRxSwift5NameBehavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])
        let other = scheduler.createHotObservable([Recorded<Event<String>>.next(220, "x")])

        let res = scheduler.start { (SkipUntilRxSwift5Names() as SkipUntilOldNames).skipUntil(xs.asObservable(), other.asObservable()) }

        XCTAssertEqual(res.events, [.next(230, 3), .completed(250)])
    }

    func testTwoThreadsFeedingBothSequencesWhileTheObserverFeedsTheSource() {
        let source = ManualSubject<Int>()
        let gate = ManualSubject<Void>()
        let perThread = 2_000
        let checker = SerialDeliveryChecker()
        let received = Captured<[Int]>([])
        let subscription = source.asObservable().skip(until: gate.asObservable())
            .subscribe(onNext: { value in
                checker.deliver {
                    received.value.append(value)
                    if value > 0 && value % 10 == 0 {
                        source.onNext(-value)
                        gate.onNext(())
                    }
                }
            })

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { source.onNext(value) } },
            { for _ in 1...100 { gate.onNext(()) } },
        ])

        XCTAssertEqual(checker.violations, 0)
        let forwarded = received.value.filter { $0 > 0 }
        if let first = forwarded.first {
            XCTAssertEqual(forwarded, Array(first...perThread), "once open, every element is forwarded in order")
        } else {
            XCTFail("the gate opened, so some elements must be forwarded")
        }
        subscription.dispose()
    }
}

/// Calls the deprecated RxSwift 5 name from a deprecated context, reached through a protocol so
/// the test itself compiles without a deprecation warning.
private protocol SkipUntilOldNames {
    func skipUntil(_ source: Observable<Int>, _ other: Observable<String>) -> Observable<Int>
}

private struct SkipUntilRxSwift5Names: SkipUntilOldNames {
    @available(*, deprecated)
    func skipUntil(_ source: Observable<Int>, _ other: Observable<String>) -> Observable<Int> {
        source.skipUntil(other)
    }
}
