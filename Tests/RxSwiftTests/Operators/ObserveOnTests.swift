import Foundation
@testable import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ObserveOnTests: LeakCheckingTestCase {
    func testDeliversEveryEventThroughTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .error(230, TestError()),
        ])
        let observer = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(211, 1),
            .next(221, 2),
            .error(231, TestError()),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testEventsQueuedTogetherAreDeliveredOneVirtualStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        XCTAssertEqual(observer.events, [
            .next(201, 1),
            .next(202, 2),
            .next(203, 3),
            .completed(204),
        ])
    }

    func testDeliversOnTheSchedulerQueueInOrder() {
        let queue = DispatchQueue(label: "ObserveOnTests.queue")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let done = expectation(description: "completed")
        let lock = NSLock()
        let received = Captured<[Int]>([])
        let allOnQueue = Captured(true)
        let subscription = Observable.from(Array(0..<100)).observe(on: scheduler).subscribe(
            onNext: { element in
                let onQueue = DispatchQueue.getSpecific(key: key) == true
                lock.withLock {
                    received.value.append(element)
                    allOnQueue.value = allOnQueue.value && onQueue
                }
            },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        lock.withLock {
            XCTAssertEqual(received.value, Array(0..<100))
            XCTAssertTrue(allOnQueue.value)
        }
        subscription.dispose()
    }

    func testOnTheMainSchedulerEventsSentOnTheMainThreadArriveAtOnce() {
        drainMainDispatchQueue()
        let subject = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { received.value.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received.value, [1])
        subject.onNext(2)
        XCTAssertEqual(received.value, [1, 2])
        subscription.dispose()
    }

    /// A source whose observer the test drives through `source`, observed on the main
    /// scheduler. The test sets `source` to `nil` at its end (the observer holds the chain).
    private func sourceObservedOnTheMainScheduler(capturing source: Captured<AnyObserver<Int>?>) -> Observable<Int> {
        Observable<Int>.create { observer in
            source.value = observer
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
    }

    func testOnTheMainSchedulerAnEventSentFromInsideTheObserverArrivesRightAfterTheCurrentOne() {
        // A grammar breach (the source's own debug check reports it), which the sink still
        // serializes: the event waits for the one being delivered at once, then follows it.
        drainMainDispatchQueue()
        let warnings = Captured<[String]>([])
        let previousReport = SynchronizationTracker.setReport { warnings.value.append($0) }
        defer { _ = SynchronizationTracker.setReport(previousReport) }
        let source = Captured<AnyObserver<Int>?>(nil)
        let log = Captured<[String]>([])
        let subscription = sourceObservedOnTheMainScheduler(capturing: source).subscribe(onNext: { value in
            log.value.append("begin \(value)")
            if value == 1 { source.value?.onNext(2) }
            log.value.append("end \(value)")
        })
        source.value?.onNext(1)
        XCTAssertEqual(log.value, ["begin 1", "end 1", "begin 2", "end 2"])
        source.value?.onNext(3)
        XCTAssertEqual(log.value, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"], "the next event arrives at once again")
        subscription.dispose()
        source.value = nil
        #if DEBUG
        XCTAssertEqual(warnings.value.count, 1)
        #endif
    }

    func testOnTheMainSchedulerAnEventSentInsideAMainSchedulerActionWaitsBehindIt() {
        drainMainDispatchQueue()
        let subject = PublishSubject<Int>()
        let log = Captured<[String]>([])
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { log.value.append("\($0)") })
        _ = MainScheduler.instance.schedule(()) { _ in
            subject.onNext(1)
            log.value.append("action end")
            return Disposables.create()
        }
        XCTAssertEqual(log.value, ["action end"])
        XCTAssertTrue(runMainRunLoop { log.value.count == 2 })
        XCTAssertEqual(log.value, ["action end", "1"])
        subscription.dispose()
    }

    func testOnTheMainSchedulerEventsSentFromABackgroundThreadArriveOnTheMainThreadInOrder() {
        drainMainDispatchQueue()
        let subject = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let allOnMainThread = Captured(true)
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            allOnMainThread.value = allOnMainThread.value && Thread.isMainThread
            received.value.append(element)
        })
        let sent = expectation(description: "sent")
        DispatchQueue.global().async {
            for element in 0..<100 {
                subject.onNext(element)
            }
            sent.fulfill()
        }
        wait(for: [sent], timeout: 5)
        XCTAssertTrue(runMainRunLoop { received.value.count == 100 })
        XCTAssertEqual(received.value, Array(0..<100))
        XCTAssertTrue(allOnMainThread.value)
        subscription.dispose()
    }

    func testOnTheMainSchedulerEventsTakingTurnsBetweenTheMainThreadAndAnotherArriveInTheOrderSent() {
        // The source's events are serialized by a lock but come from two threads: those sent on
        // the main thread are delivered at once when no run holds the sink, the others wait for
        // a run on the main thread; the run and the immediate deliveries hand the sink over
        // without losing, duplicating or reordering an event.
        drainMainDispatchQueue()
        let source = Captured<AnyObserver<Int>?>(nil)
        let received = Captured<[Int]>([])
        let subscription = sourceObservedOnTheMainScheduler(capturing: source).subscribe(onNext: { received.value.append($0) })
        let gate = NSLock()
        let sentOrder = Captured<[Int]>([])
        @Sendable func send(_ value: Int) {
            gate.lock()
            sentOrder.value.append(value)
            source.value?.onNext(value)
            gate.unlock()
        }
        let count = 400
        let backgroundDone = expectation(description: "background thread sent its half")
        DispatchQueue.global().async {
            for value in stride(from: 1, to: count, by: 2) {
                send(value)
            }
            backgroundDone.fulfill()
        }
        for value in stride(from: 0, to: count, by: 2) {
            send(value)
            _ = runMainRunLoop(timeout: 0.001) { false }
        }
        wait(for: [backgroundDone], timeout: 10)
        XCTAssertTrue(runMainRunLoop { received.value.count == count })
        XCTAssertEqual(received.value, sentOrder.value)
        subscription.dispose()
        source.value = nil
    }

    func testDisposalDropsEventsStillQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 0),
            .next(210, 1),
            .next(210, 2),
        ])
        let observer = scheduler.start(disposed: 210) { source.observe(on: scheduler) }
        XCTAssertEqual(observer.events, [.next(206, 0)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }
}

