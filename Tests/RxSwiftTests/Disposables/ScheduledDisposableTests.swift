import Dispatch
import RxTest
import XCTest
@testable import RxSwift

/// A scheduler that keeps scheduled actions until the test runs them.
private final class ManualScheduler: ImmediateSchedulerType {
    private(set) var pending: [() -> Void] = []
    private(set) var scheduleCount = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleCount += 1
        pending.append { _ = action(state) }
        return Disposables.create()
    }

    func runPending() {
        let actions = pending
        pending = []
        actions.forEach { $0() }
    }
}

final class ScheduledDisposableTests: LeakCheckingTestCase {
    func testKeepsItsScheduler() {
        let scheduler = ManualScheduler()
        let disposable = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create())

        XCTAssertTrue(disposable.scheduler as AnyObject === scheduler)
    }

    func testInnerIsDisposedOnlyWhenTheSchedulerRunsTheDisposal() {
        let scheduler = ManualScheduler()
        let inner = DisposalRecorder()
        let disposable = ScheduledDisposable(scheduler: scheduler, disposable: inner)

        disposable.dispose()

        XCTAssertEqual(scheduler.scheduleCount, 1)
        XCTAssertEqual(inner.disposeCount, 0)
        XCTAssertFalse(disposable.isDisposed)

        scheduler.runPending()

        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposingTwiceDisposesTheInnerOnce() {
        let scheduler = ManualScheduler()
        let inner = DisposalRecorder()
        let disposable = ScheduledDisposable(scheduler: scheduler, disposable: inner)

        disposable.dispose()
        disposable.dispose()
        scheduler.runPending()
        disposable.dispose()
        scheduler.runPending()

        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testReleasingWithoutDisposingSchedulesNothing() {
        let scheduler = ManualScheduler()
        let inner = DisposalRecorder()
        do {
            _ = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        }
        XCTAssertEqual(scheduler.scheduleCount, 0)
        XCTAssertEqual(inner.disposeCount, 0)
    }

    func testCurrentThreadSchedulerDisposesAtOnceOutsideATrampoline() {
        let inner = DisposalRecorder()
        let disposable = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: inner)

        disposable.dispose()

        XCTAssertEqual(inner.disposeCount, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCurrentThreadSchedulerDefersDisposalUntilTheRunningActionReturns() {
        let log = DisposalLog()
        let disposable = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: DisposalRecorder("inner", log: log))

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            disposable.dispose()
            log.record("action returns")
            return Disposables.create()
        }

        XCTAssertEqual(log.names, ["action returns", "inner"])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDispatchQueueSchedulerDisposesOnItsQueue() {
        let queue = DispatchQueue(label: "ScheduledDisposableTests.queue")
        let queueKey = DispatchSpecificKey<Int>()
        queue.setSpecific(key: queueKey, value: 1)
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let disposedOnQueue = expectation(description: "inner disposed on the scheduler's queue")
        let disposable = ScheduledDisposable(scheduler: scheduler, disposable: ReentrantDisposable {
            XCTAssertEqual(DispatchQueue.getSpecific(key: queueKey), 1)
            disposedOnQueue.fulfill()
        })

        disposable.dispose()

        wait(for: [disposedOnQueue], timeout: 5)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testConcurrentDisposeOnADispatchQueueSchedulerDisposesOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ScheduledDisposableTests.stress")
        let inners = (0..<50).map { _ in DisposalRecorder() }
        let disposables = inners.map { ScheduledDisposable(scheduler: scheduler, disposable: $0) }

        runConcurrently(threads: 4) { _ in
            disposables.forEach { $0.dispose() }
        }

        let drained = expectation(description: "scheduler queue drained")
        _ = scheduler.schedule(()) { _ in
            drained.fulfill()
            return Disposables.create()
        }
        wait(for: [drained], timeout: 5)
        XCTAssertTrue(inners.allSatisfy { $0.disposeCount == 1 })
        XCTAssertTrue(disposables.allSatisfy(\.isDisposed))
    }
}
