import Foundation
import RxSwift
import RxTest
import XCTest

final class WithLatestFromTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testWithLatestFromCombinesEachElementWithTheLatestOfTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .next(260, 4), .next(280, 5), .completed(290)])
        let ys = scheduler.createHotObservable([.next(150, "z"), .next(220, "a"), .next(250, "b"), .completed(270)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(240, "3a"), .next(260, "4b"), .next(280, "5b"), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }

    func testWithLatestFromWithoutSelectorForwardsTheOthersElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .next(260, 4), .completed(290)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(240, "a"), .next(260, "b"), .completed(290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 290)])
    }

    func testWithLatestFromForwardsAnErrorOfTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(290)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .error(250, error)])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(240, "3a"), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromForwardsAnErrorOfTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 3), .error(250, error)])
        let ys = scheduler.createHotObservable([.next(220, "a")])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(240, "3a"), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromEndsWithAnErrorThrownBySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 3), .next(250, 4), .completed(290)])
        let ys = scheduler.createHotObservable([.next(220, "a")])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { value, latest -> String in
                if value == 4 { throw MultiSourceFixtures.error }
                return "\(value)\(latest)"
            }
        }

        XCTAssertEqual(res.events, [.next(240, "3a"), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testWithLatestFromSubscribesTheOtherSequenceFirst() {
        let order = Captured<[String]>([])
        let source = Observable<Int>.create { observer in
            order.value.append("source")
            observer.onNext(1)
            return Disposables.create()
        }
        let other = Observable<String>.create { observer in
            order.value.append("other")
            observer.onNext("a")
            return Disposables.create()
        }
        let received = Captured<[String]>([])
        let subscription = source.withLatestFrom(other).subscribe(onNext: { received.value.append($0) })
        XCTAssertEqual(order.value, ["other", "source"])
        XCTAssertEqual(received.value, ["a"])
        subscription.dispose()
    }

    func testTwoThreadsFeedingBothSequencesWhileTheObserverFeedsTheSource() {
        let source = ManualSubject<Int>()
        let other = ManualSubject<Int>()
        let perThread = 2_000
        let echoes = 100
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: perThread + echoes)
        let echoed = Captured(0)
        let subscription = source.asObservable()
            .withLatestFrom(other.asObservable()) { ($0, $1) }
            .subscribe(onNext: { pair in
                checker.deliver {
                    if pair.0 % 10 == 0 && echoed.value < echoes {
                        echoed.value += 1
                        source.onNext(-echoed.value)
                        other.onNext(-echoed.value)
                    }
                    counter.increment()
                }
            })
        other.onNext(0)

        MultiSourceFixtures.runConcurrently([
            { for value in 1...perThread { source.onNext(value) } },
            { for value in 1...perThread { other.onNext(value) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(counter.count, perThread + echoes)
        subscription.dispose()
    }
}
