import Foundation
import RxSwift
import RxTest
import XCTest

final class AmbTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testAmbMirrorsTheLeftWhenItSendsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmbMirrorsTheRightWhenItSendsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(300)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    // Found by the differential tests: RxSwift subscribes every source even when an earlier one
    // ended the result while being subscribed; the later ones are disposed at once.
    func testAmbSubscribesTheRightAndDisposesItAtOnceWhenTheLeftEndsWhileBeingSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 10), .completed(300)])

        let res = scheduler.start { Observable.just(1).amb(ys) }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func testAmbLetsAnErrorWinToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(205, error)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.error(205, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 205)])
    }

    func testAmbOfNeverSequencesSendsNothingUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func testStaticAmbPicksTheFirstOfManySequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(230, 1), .completed(240)])
        let xs2 = scheduler.createHotObservable([.next(215, 2), .next(225, 3), .completed(260)])
        let xs3 = scheduler.createHotObservable([.next(220, 4), .completed(250)])

        let res = scheduler.start { Observable.amb([xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }

        XCTAssertEqual(res.events, [.next(215, 2), .next(225, 3), .completed(260)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(200, 215)])
    }

    func testStaticAmbOfNoSequencesNeverSendsAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }

    func testTwoThreadsRacingWithAnObserverThatFeedsBothSources() {
        let left = ManualSubject<Int>()
        let right = ManualSubject<Int>()
        let perThread = 2_000
        let checker = SerialDeliveryChecker()
        let received = Captured<[Int]>([])
        let subscription = left.asObservable().amb(right.asObservable())
            .subscribe(onNext: { value in
                checker.deliver {
                    received.value.append(value)
                    if value % 100 == 0 {
                        left.onNext(-1)
                        right.onNext(-2)
                    }
                }
            })

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { left.onNext(value) } },
            { for value in 1...perThread { right.onNext(value + perThread) } },
        ])

        XCTAssertEqual(checker.violations, 0)
        let fromLeft = received.value.contains { (1...perThread).contains($0) }
        let fromRight = received.value.contains { $0 > perThread }
        XCTAssertTrue(fromLeft != fromRight, "only the winner is mirrored")
        XCTAssertEqual(received.value.filter { $0 > 0 }.count, perThread, "the winner is mirrored completely")
        XCTAssertTrue(left.observerCount + right.observerCount == 1, "the loser is unsubscribed")
        subscription.dispose()
    }
}
