import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class ConcatTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testConcatSubscribesTheSecondSequenceWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])

        let res = scheduler.start { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 230)])
    }

    func testConcatOfHotSequencesMissesWhatTheSecondSentEarlier() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatStopsAtAnErrorWithoutSubscribingTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .error(230, error)])
        let xs2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])

        let res = scheduler.start { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(230, error)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [])
    }

    func testConcatDisposalUnsubscribesTheCurrentSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(5, 2), .next(500, 3), .completed(600)])

        let res = scheduler.start(disposed: 300) { xs1.concat(xs2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2)])
        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(220, 300)])
    }

    func testStaticConcatOfAnArrayVariadicAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let fromArray = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable(), xs3.asObservable()]) }
        XCTAssertEqual(fromArray.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])

        let variadic = TestScheduler(initialClock: 0)
        let ys1 = variadic.createColdObservable([.next(10, 1), .completed(20)])
        let ys2 = variadic.createColdObservable([.next(10, 2), .completed(20)])
        let fromVariadic = variadic.start { Observable.concat(ys1.asObservable(), ys2.asObservable()) }
        XCTAssertEqual(fromVariadic.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 240)])

        let collection = TestScheduler(initialClock: 0)
        let zs1 = collection.createColdObservable([.next(10, 1), .completed(20)])
        let zs2 = collection.createColdObservable([.next(10, 2), .completed(20)])
        let slice = [zs1.asObservable(), zs2.asObservable(), zs1.asObservable()][1...]
        let fromCollection = collection.start { Observable.concat(slice) }
        XCTAssertEqual(fromCollection.events, [.next(210, 2), .next(230, 1), .completed(240)])
    }

    func testStaticConcatPullsTheNextSourceFromASequenceOnlyWhenNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let sources = [xs1.asObservable(), xs2.asObservable()]
        var pulled: [TestTime] = []
        let lazySources = sequence(state: 0) { (index: inout Int) -> Observable<Int>? in
            pulled.append(scheduler.clock)
            defer { index += 1 }
            return index < sources.count ? sources[index] : nil
        }

        let res = scheduler.start { Observable.concat(lazySources) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(pulled, [200, 220, 240])
    }

    func testConcatOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatOfInnerSequencesWaitsForEachToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()),
            .next(220, ys2.asObservable()),
            .completed(230),
        ])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 280)])
    }

    func testConcatOfOneHundredThousandSynchronousSequencesDoesNotGrowTheStack() {
        let count = 100_000
        let sum = Captured(0)
        let completed = Captured(false)
        let sources = (0..<count).map { MultiSourceFixtures.synchronousJust($0) }
        let subscription = Observable.concat(sources).subscribe(onNext: { sum.value += $0 }, onCompleted: { completed.value = true })
        XCTAssertEqual(sum.value, (0..<count).reduce(0, +))
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testConcatOfOneHundredThousandQueuedSynchronousInnerSequencesDoesNotGrowTheStack() {
        let count = 100_000
        let gate = ManualSubject<Int>()
        let received = Captured(0)
        let completed = Captured(false)
        let outer = Observable<Observable<Int>>.create { observer in
            observer.onNext(gate.asObservable())
            for value in 1..<count {
                observer.onNext(MultiSourceFixtures.synchronousJust(value))
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = outer.concat().subscribe(onNext: { _ in received.value += 1 }, onCompleted: { completed.value = true })
        gate.onCompleted()
        XCTAssertEqual(received.value, count - 1)
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testConcatHandsOverBetweenSourcesCompletingOnTwoThreads() {
        let count = 1_000
        let queues = [DispatchQueue(label: "ConcatTests.a"), DispatchQueue(label: "ConcatTests.b")]
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: count)
        let received = Captured<[Int]>([])
        let sources = (0..<count).map { value in
            Observable<Int>.create { observer in
                let box = SendableTestBox(observer)
                queues[value % 2].async {
                    box.value.onNext(value)
                    box.value.onCompleted()
                }
                return Disposables.create()
            }
        }
        let completed = XCTestExpectation(description: "completed")
        let subscription = Observable.concat(sources).subscribe(
            onNext: { value in
                checker.deliver {
                    received.value.append(value)
                    counter.increment()
                }
            },
            onCompleted: { completed.fulfill() }
        )

        XCTAssertEqual(XCTWaiter().wait(for: [counter.reachedTarget, completed], timeout: 10), .completed)
        XCTAssertEqual(received.value, Array(0..<count))
        XCTAssertEqual(checker.violations, 0)
        subscription.dispose()
        for queue in queues { queue.sync {} }
    }
}
