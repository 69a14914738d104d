import Foundation
import RxSwift
import RxTest
import XCTest

final class SampleTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testSampleForwardsTheLatestNewElementAtEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .completed(310),
        ])
        let ticks = scheduler.createHotObservable([
            .next(150, "-"), .next(210, "a"), .next(230, "b"), .next(250, "c"), .next(260, "d"), .next(320, "e"),
        ])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .next(320, 5), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testSampleSendsTheDefaultValueWhenNothingNewArrived() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(240, "c"), .next(310, "d")])

        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }

        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 2), .next(240, 0), .next(310, 0), .completed(310)])
    }

    func testTheSamplersCompletionTakesALastSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .completed(250)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTheSamplersCompletionAfterTheSourceCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(230)])
        let ticks = scheduler.createHotObservable([Recorded<Event<String>>.completed(250)])

        let res = scheduler.start { xs.sample(ticks) }

        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }

    func testSampleForwardsAnErrorOfEitherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(240, error)])
        let ticks = scheduler.createHotObservable([.next(230, "a"), .next(250, "b")])

        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(230, 2), .error(240, error)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 240)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(220, 2), .completed(300)])
        let failingTicks = otherScheduler.createHotObservable([Recorded<Event<String>>.error(230, error)])
        let failed = otherScheduler.start { ys.sample(failingTicks) }
        XCTAssertEqual(failed.events, [.error(230, error)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTwoThreadsTickingAndFeedingWhileTheObserverTicksToo() {
        let source = ManualSubject<Int>()
        let ticks = ManualSubject<Void>()
        let perThread = 2_000
        let checker = SerialDeliveryChecker()
        let received = Captured<[Int]>([])
        let subscription = source.asObservable().sample(ticks.asObservable())
            .subscribe(onNext: { value in
                checker.deliver {
                    received.value.append(value)
                    if value > 0 && value % 7 == 0 {
                        source.onNext(-value)
                        ticks.onNext(())
                    }
                }
            })

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { source.onNext(value) } },
            { for _ in 1...perThread { ticks.onNext(()) } },
        ])

        XCTAssertEqual(checker.violations, 0)
        let forwarded = received.value.filter { $0 > 0 }
        XCTAssertEqual(forwarded, forwarded.sorted(), "samples keep the source's order")
        XCTAssertEqual(Set(received.value).count, received.value.count, "an element is sampled once")
        source.onNext(1_000_000)
        ticks.onNext(())
        XCTAssertEqual(received.value.last, 1_000_000)
        subscription.dispose()
    }
}
