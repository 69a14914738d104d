import Dispatch
import Foundation
@testable import RxSwift
import RxTest
import XCTest
import Synchronization

/// The scheduling shared by the step-by-step factories, observed through them: each step is
/// its own scheduled action, so queued work of other sequences runs between steps.
final class ScheduledIterationSinkTests: LeakCheckingTestCase {
    func testDisposalsFromSeveralThreadsAtOnceLeaveTheSinkDisposedWithItsDeliveryTag() {
        let target = NSObject()
        guard let sink = Observable.range(start: 0, count: 10).reusableSinkProducer?.makeSink({ _ in }) else {
            return XCTFail("range builds its sink for a merge")
        }
        sink.setDeliveryTag(target)
        let shared = UncheckedSendable(sink)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in shared.value.dispose() }
        XCTAssertTrue(sink.isDisposed)
        let state = sink.holderState.load(ordering: .acquiring)
        XCTAssertEqual(state & ~ScheduledIterationSink<Int>.holderFlagMask, deliveryTag(of: target), "disposal keeps the tag bits")
        XCTAssertEqual(state & ScheduledIterationSink<Int>.holderFlagMask, ScheduledIterationSink<Int>.disposedBit, "only the disposed bit is set")
    }

    func testDifferentFactoriesInterleaveStepByStepOnTheTrampoline() {
        let events = Captured<[String]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 1, count: 2).subscribe { events.value.append("range " + describe($0)) }
            _ = Observable.generate(initialState: 10, condition: { $0 < 30 }, iterate: { $0 + 10 }).subscribe { events.value.append("generate " + describe($0)) }
            _ = Observable.just(0, scheduler: CurrentThreadScheduler.instance).subscribe { events.value.append("just " + describe($0)) }
            return Disposables.create()
        }
        XCTAssertEqual(events.value, [
            "range next(1)", "generate next(10)", "just next(0)",
            "range next(2)", "generate next(20)", "just completed",
            "range completed", "generate completed",
        ])
    }

    func testWorkScheduledByAnObserverRunsBeforeTheNextStep() {
        let events = Captured<[String]>([])
        _ = Observable.of(1, 2).subscribe(onNext: { element in
            events.value.append("next(\(element))")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                events.value.append("after \(element)")
                return Disposables.create()
            }
        }, onCompleted: { events.value.append("completed") })
        XCTAssertEqual(events.value, ["next(1)", "after 1", "next(2)", "after 2", "completed"])
    }

    func testStepsOnAQueueingSchedulerAreCancelledByDisposal() {
        let scheduler = QueueingScheduler()
        let events = Captured<[String]>([])
        let subscription = Observable.of(1, 2, 3, scheduler: scheduler).subscribe { events.value.append(describe($0)) }
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runNext()
        XCTAssertEqual(events.value, ["next(1)"])
        XCTAssertEqual(scheduler.pendingCount, 1)
        subscription.dispose()
        XCTAssertTrue(scheduler.allPendingCancelled)
        scheduler.runAll()
        XCTAssertEqual(events.value, ["next(1)"])
    }

    func testEveryStepIsItsOwnActionOnAQueueingScheduler() {
        let scheduler = QueueingScheduler()
        let events = Captured<[String]>([])
        _ = Observable.range(start: 0, count: 2, scheduler: scheduler).subscribe { events.value.append(describe($0)) }
        var actions = 0
        while scheduler.pendingCount > 0 {
            scheduler.runNext()
            actions += 1
        }
        XCTAssertEqual(actions, 3)
        XCTAssertEqual(events.value, ["next(0)", "next(1)", "completed"])
    }
}

/// An immediate scheduler that only queues actions; the test runs them one by one.
private final class QueueingScheduler: ImmediateSchedulerType {
    private var pending: [(action: () -> Void, cancelled: Cancelable)] = []

    var pendingCount: Int { pending.count }

    var allPendingCancelled: Bool { pending.allSatisfy { $0.cancelled.isDisposed } }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancelled = BooleanFlagDisposable()
        pending.append((action: { _ = action(state) }, cancelled: cancelled))
        return cancelled
    }

    func runNext() {
        let next = pending.removeFirst()
        if !next.cancelled.isDisposed {
            next.action()
        }
    }

    func runAll() {
        while !pending.isEmpty {
            runNext()
        }
    }
}

/// Remembers whether it was disposed. Used on the test's thread only, hence unchecked.
private final class BooleanFlagDisposable: Cancelable, @unchecked Sendable {
    private(set) var isDisposed = false

    func dispose() {
        isDisposed = true
    }
}

private func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
}
