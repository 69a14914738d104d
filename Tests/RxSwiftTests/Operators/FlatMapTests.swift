import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class FlatMapTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    // MARK: flatMap

    func testFlatMapMergesTheSequencesTheSelectorMakes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = [
            1: scheduler.createColdObservable([.next(10, 10), .next(30, 100), .completed(40)]),
            2: scheduler.createColdObservable([.next(5, 20), .completed(50)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])

        let res = scheduler.start { xs.flatMap { inner[$0]! } }

        XCTAssertEqual(res.events, [.next(220, 10), .next(235, 20), .next(240, 100), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner[1]!.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner[2]!.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapEndsWithAnErrorThrownBySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(100, 11), .completed(200)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 { throw MultiSourceFixtures.error }
                return ys.asObservable()
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .error(230, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapDisposalUnsubscribesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(500, 11)])
        let xs = scheduler.createHotObservable([.next(210, 1)])

        let res = scheduler.start(disposed: 400) { xs.flatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 400)])
    }

    func testFlatMapOfSynchronousSequencesTakesTurnsOnTheTrampolineLikeUpstream() {
        // Each step of each sequence is its own trampolined action, so the outer sequence and
        // the inner ones take turns, one element at a time, in the order their steps were queued.
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = Observable.of(1, 2, 3)
            .flatMap { value in Observable.of(value * 10, value * 10 + 1, value * 10 + 2) }
            .subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [10, 11, 20, 12, 21, 30, 22, 31, 32])
        XCTAssertTrue(completed.value)
    }

    func testFlatMapOfJustDeliversEachElementAtOnceBesideOtherInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 20), .next(15, 21), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in value == 2 ? ys.asObservable() : .just(value * 10) }
        }

        XCTAssertEqual(res.events, [.next(210, 10), .next(225, 20), .next(230, 30), .next(235, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 270)])
    }

    func testFlatMapOfJustCompletesWithTheLastRunningInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in value == 1 ? ys.asObservable() : .just(value * 10) }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .next(220, 20), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 310)])
    }

    func testFlatMapOfJustDeliversNothingAfterAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 10), .error(10, error)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in value == 1 ? ys.asObservable() : .just(value * 10) }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testFlatMapOfJustDeliversDuringTheOuterElementsTurnOnTheTrampolineLikeUpstream() {
        // `just` sends during its subscription, so its element arrives in the turn of the outer
        // element that selected it; the inner `of` takes turns through the trampoline.
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        _ = Observable.of(1, 2, 3)
            .flatMap { value in value == 2 ? Observable.of(20, 21) : Observable.just(value * 10) }
            .subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        XCTAssertEqual(received.value, [10, 20, 30, 21])
        XCTAssertTrue(completed.value)
    }

    func testFlatMapOfRangesDisposedFromOnNextStopsEveryInnerSequence() {
        let received = Captured<[Int]>([])
        let subscription = SingleAssignmentDisposable()
        // Subscribed from a trampolined action, the steps run after `subscribe` returned, so
        // the subscription is set before the first element arrives.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable.range(start: 0, count: 100)
                    .flatMap { outer in Observable.range(start: outer * 1_000, count: 100) }
                    .subscribe(onNext: { value in
                        received.value.append(value)
                        if received.value.count == 50 { subscription.dispose() }
                    })
            )
            return Disposables.create()
        }
        XCTAssertEqual(received.value.count, 50)
        XCTAssertEqual(received.value.prefix(4), [0, 1, 1_000, 2])
    }

    func testFlatMapOfRangesOutsideAnyTrampolineRunsEachRangeDuringTheOuterElement() {
        // Without a trampoline on the emitting thread, an inner range's sink, recorded before it
        // starts, enters one and runs to completion before the outer element's delivery returns.
        let before = Resources.total
        let outer = ManualSubject<Int>()
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        let subscription = outer.asObservable()
            .flatMap { value in Observable.range(start: value, count: 3) }
            .subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
        outer.onNext(10)
        XCTAssertEqual(received.value, [10, 11, 12])
        outer.onNext(20)
        XCTAssertEqual(received.value, [10, 11, 12, 20, 21, 22])
        outer.onCompleted()
        XCTAssertTrue(completed.value)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func testMergedRangesAndASubjectOnAnotherThreadDeliverEveryElementSerially() {
        // One thread adds inner ranges, each built, recorded and run during its outer element
        // (no trampoline runs there), while another thread pushes into an inner subject: the
        // merge delivers one element at a time, and releases every sink.
        let before = Resources.total
        let outer = ManualSubject<Observable<Int>>()
        let side = ManualSubject<Int>()
        let perThread = 2_000
        let innerCount = 5
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: perThread * innerCount + perThread)
        let sum = Captured<Int>(0)
        let subscription = outer.asObservable().merge()
            .subscribe(onNext: { value in
                checker.deliver {
                    sum.value += value
                    counter.increment()
                }
            })
        outer.onNext(side.asObservable())

        MultiSourceFixtures.runConcurrently([
            { for value in 0..<perThread { outer.onNext(Observable.range(start: value * innerCount, count: innerCount)) } },
            { for _ in 0..<perThread { side.onNext(0) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(checker.violations, 0)
        let rangeElements = perThread * innerCount
        XCTAssertEqual(sum.value, rangeElements * (rangeElements - 1) / 2)
        subscription.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    // MARK: flatMapFirst

    func testFlatMapFirstDropsElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = [
            1: scheduler.createColdObservable([.next(10, 10), .completed(50)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(50)]),
            3: scheduler.createColdObservable([.next(10, 30), .completed(20)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
        let selected = Captured<[Int]>([])

        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                selected.value.append(value)
                return inner[value]!
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(310, 30), .completed(400)])
        XCTAssertEqual(selected.value, [1, 3], "the selector is not called for dropped elements")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inner[1]!.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(inner[2]!.subscriptions, [])
        XCTAssertEqual(inner[3]!.subscriptions, [Subscription(300, 320)])
    }

    func testFlatMapFirstOfJustDropsNothingAsEachCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.flatMapFirst { Observable.just($0 * 10) } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapFirstCompletesAfterTheRunningInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 10), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 310)])
    }

    func testFlatMapFirstForwardsAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .error(20, error)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, 10), .error(230, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    // MARK: concatMap

    func testConcatMapSubscribesEachSequenceAfterThePreviousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = [
            1: scheduler.createColdObservable([.next(10, 10), .completed(30)]),
            2: scheduler.createColdObservable([.next(5, 20), .completed(10)]),
        ]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.concatMap { inner[$0]! } }

        XCTAssertEqual(res.events, [.next(220, 10), .next(245, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner[1]!.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner[2]!.subscriptions, [Subscription(240, 250)])
    }

    func testConcatMapOfJustWaitsForTheRunningSequenceAndFreesItsSlotAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(260)])

        let res = scheduler.start {
            xs.concatMap { value -> Observable<Int> in value == 1 ? ys.asObservable() : .just(value * 10) }
        }

        // 2 and 3 wait for the first sequence; once it completes, both are delivered in order,
        // and 4 finds the slot free.
        XCTAssertEqual(res.events, [.next(220, 10), .next(240, 20), .next(240, 30), .next(250, 40), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testConcatMapEndsWithAnErrorThrownBySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw MultiSourceFixtures.error }
                return ys
            }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMapOverOneHundredThousandQueuedSynchronousSequencesDoesNotGrowTheStack() {
        let count = 100_000
        let gate = ManualSubject<Int>()
        let received = Captured(0)
        let completed = Captured(false)
        let outer = Observable<Int>.create { observer in
            for value in 0..<count {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = outer
            .concatMap { value in value == 0 ? gate.asObservable() : MultiSourceFixtures.synchronousJust(value) }
            .subscribe(onNext: { _ in received.value += 1 }, onCompleted: { completed.value = true })

        XCTAssertEqual(received.value, 0, "everything waits behind the first inner sequence")
        gate.onNext(0)
        gate.onCompleted()

        XCTAssertEqual(received.value, count)
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testConcatMapOverOneHundredThousandSynchronousSequencesCompletes() {
        let count = 100_000
        let sum = Captured(0)
        let completed = Captured(false)
        let subscription = MultiSourceFixtures.synchronousSequence(Array(0..<count))
            .concatMap { MultiSourceFixtures.synchronousJust($0) }
            .subscribe(onNext: { sum.value += $0 }, onCompleted: { completed.value = true })
        XCTAssertEqual(sum.value, (0..<count).reduce(0, +))
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testFlatMapOverOneHundredThousandSynchronousSequencesCompletes() {
        let count = 100_000
        let sum = Captured(0)
        let completed = Captured(false)
        let subscription = MultiSourceFixtures.synchronousSequence(Array(0..<count))
            .flatMap { MultiSourceFixtures.synchronousJust($0) }
            .subscribe(onNext: { sum.value += $0 }, onCompleted: { completed.value = true })
        XCTAssertEqual(sum.value, (0..<count).reduce(0, +))
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    // MARK: concurrency

    func testFlatMapInnerSequencesPushingIntoEachOtherFromTwoThreadsDoNotDeadlock() {
        MultiSourceFixtures.assertSerialDeliveryOfTwoSourcesPushingIntoEachOther { first, second in
            MultiSourceFixtures.synchronousSequence([first, second]).flatMap { $0 }
        }
    }

    func testConcatMapWithInnerSequencesCompletingOnAnotherThreadKeepsOrder() {
        let outer = ManualSubject<Int>()
        let count = 2_000
        let queue = DispatchQueue(label: "FlatMapTests.inner")
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: count + count / 2)
        let received = Captured<[Int]>([])
        let subscription = outer.asObservable()
            .concatMap { value in
                Observable<Int>.create { observer in
                    let box = SendableTestBox(observer)
                    queue.async {
                        box.value.onNext(value)
                        box.value.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { value in
                checker.deliver {
                    received.value.append(value)
                    if value < count && value % 2 == 0 {
                        outer.onNext(value + 1_000_000)
                    }
                    counter.increment()
                }
            })

        MultiSourceFixtures.runConcurrently([
            { for value in 0..<count { outer.onNext(value) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(checker.violations, 0)
        XCTAssertEqual(received.value.filter { $0 < count }, Array(0..<count), "concatMap keeps the outer order")
        subscription.dispose()
        queue.sync {}
    }
}
