import Dispatch
import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// An executor that keeps the work it is given until the test runs it, and claims the caller
/// is never on the main thread.
private final class RecordingMainThreadExecutor: MainThreadExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [@Sendable () -> Void] = []
    private let arrivals = DispatchSemaphore(value: 0)

    var isMainThread: Bool { false }

    func enqueue(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        queued.append(work)
        lock.unlock()
        arrivals.signal()
    }

    var queuedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return queued.count
    }

    /// Waits until `count` more pieces of work arrive; returns whether they did in time.
    func waitForArrivals(_ count: Int, timeout: TimeInterval = 3) -> Bool {
        for _ in 0..<count {
            if arrivals.wait(timeout: .now() + timeout) == .timedOut { return false }
        }
        return true
    }

    /// Runs the queued work in order, including work queued while it runs; returns how many
    /// pieces ran.
    @discardableResult
    func runQueued() -> Int {
        var ran = 0
        while true {
            lock.lock()
            if queued.isEmpty {
                lock.unlock()
                return ran
            }
            let work = queued.removeFirst()
            lock.unlock()
            work()
            ran += 1
        }
    }
}

final class MainSchedulerTests: LeakCheckingTestCase {
    private var previousExecutor: MainThreadExecutor?

    override func tearDown() {
        if let previousExecutor {
            MainScheduler.setMainThreadExecutor(previousExecutor)
        }
        previousExecutor = nil
        drainMainDispatchQueue()
        super.tearDown()
    }

    private func installRecordingExecutor() -> RecordingMainThreadExecutor {
        let executor = RecordingMainThreadExecutor()
        previousExecutor = MainScheduler.mainThreadExecutor
        MainScheduler.setMainThreadExecutor(executor)
        return executor
    }

    func testTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertTrue(MainScheduler.isMainThread)
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler()
    }

    func testTheDefaultExecutorTellsTheMainThreadFromOthersEveryTimeItIsAsked() {
        final class Answers: @unchecked Sendable {
            var values: [Bool] = []
        }
        let executor = DispatchMainQueueExecutor()
        XCTAssertTrue(executor.isMainThread)
        let answers = Answers()
        let done = DispatchSemaphore(value: 0)
        Thread {
            answers.values.append(executor.isMainThread)
            answers.values.append(executor.isMainThread)
            done.signal()
        }.start()
        done.wait()
        XCTAssertEqual(answers.values, [false, false])
        XCTAssertTrue(executor.isMainThread)
    }

    func testOnTheMainThreadWithNothingQueuedWorkRunsSynchronously() {
        drainMainDispatchQueue()
        var ran = false
        let subscription = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        subscription.dispose()
    }

    func testWorkScheduledFromInsideAMainThreadActionQueuesBehindIt() {
        drainMainDispatchQueue()
        let scheduler = MainScheduler.instance
        var order: [Int] = []
        _ = scheduler.schedule(()) { _ in
            order.append(1)
            _ = scheduler.schedule(()) { _ in
                order.append(3)
                return Disposables.create()
            }
            order.append(2)
            return Disposables.create()
        }
        XCTAssertEqual(order, [1, 2])
        XCTAssertTrue(runMainRunLoop { order.count == 3 })
        XCTAssertEqual(order, [1, 2, 3])
    }

    /// Nested scheduling, disposal from inside actions and observers, errors and completions
    /// through `observe(on:)`, and work sent from another thread, in random mixes: once the main
    /// queue has run, the scheduler is idle again and runs the next action at once.
    func testTheImmediateRunStateReturnsToIdleAfterAnyMixOfNestingDisposalAndErrors() {
        drainMainDispatchQueue()
        var generator = SplitMix64(seed: 0x5EED_1D1E)
        for round in 0..<300 {
            let scheduler = round % 2 == 0 ? MainScheduler.instance : MainScheduler()
            let mix = MainSchedulerMix(scheduler: scheduler, seed: generator.next())
            mix.pending.append(mix.scheduleNested(depth: 0))

            let subject = PublishSubject<Int>()
            mix.subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
                if value == 2 { mix.subscription?.dispose() }
                if value == 1 { _ = mix.scheduleNested(depth: 2) }
            }, onError: { _ in _ = mix.scheduleNested(depth: 1) })
            subject.onNext(1)
            switch mix.random(3) {
            case 0: subject.onNext(2)
            case 1: subject.onError(RxError.unknown)
            default: subject.onCompleted()
            }
            if mix.random(5) == 0 {
                let sent = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    _ = scheduler.schedule(()) { _ in Disposables.create() }
                    sent.signal()
                }
                sent.wait()
            }
            XCTAssertTrue(runMainRunLoop { scheduler.isIdle }, "round \(round): the scheduler stayed busy")
            let ranAtOnce = SchedulerTestLog<Bool>()
            _ = scheduler.schedule(()) { _ in
                ranAtOnce.append(true)
                return Disposables.create()
            }
            XCTAssertEqual(ranAtOnce.values, [true], "round \(round): an action on the idle scheduler was queued")
            mix.subscription?.dispose()
            mix.pending.forEach { $0.dispose() }
        }
        drainMainDispatchQueue()
    }

    func testWorkScheduledFromABackgroundThreadArrivesOnTheMainThread() {
        let ranOnMainThread = SchedulerTestLog<Bool>()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOnMainThread.append(Thread.isMainThread)
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 3), .success)
        XCTAssertTrue(runMainRunLoop { ranOnMainThread.count == 1 })
        XCTAssertEqual(ranOnMainThread.values, [true])
    }

    func testDisposingQueuedWorkCancelsIt() {
        let log = SchedulerTestLog<String>()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let cancelled = MainScheduler.instance.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + 3), .success)
        XCTAssertTrue(runMainRunLoop { log.count == 1 })
        drainMainDispatchQueue()
        XCTAssertEqual(log.values, ["kept"])
    }

    func testWorkScheduledFromInsideATimedActionRunsAtOnce() {
        drainMainDispatchQueue()
        let scheduler = MainScheduler()
        let order = SchedulerTestLog<String>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            order.append("timer")
            _ = scheduler.schedule(()) { _ in
                order.append("nested")
                return Disposables.create()
            }
            order.append("timer end")
            return Disposables.create()
        }
        XCTAssertTrue(runMainRunLoop { order.count == 3 })
        XCTAssertEqual(order.values, ["timer", "nested", "timer end"])
    }

    func testAsyncInstanceQueuesEvenOnTheMainThread() {
        drainMainDispatchQueue()
        var ranOnMainThread: [Bool] = []
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ranOnMainThread.append(Thread.isMainThread)
            return Disposables.create()
        }
        XCTAssertEqual(ranOnMainThread, [])
        XCTAssertTrue(runMainRunLoop { ranOnMainThread.count == 1 })
        XCTAssertEqual(ranOnMainThread, [true])
    }

    func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() {
        let start = Date()
        var firedAt: Date?
        var ranOnMainThread = false
        let subscription = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            firedAt = Date()
            ranOnMainThread = Thread.isMainThread
            return Disposables.create()
        }
        XCTAssertTrue(runMainRunLoop { firedAt != nil })
        XCTAssertTrue(ranOnMainThread)
        XCTAssertGreaterThanOrEqual(firedAt.map { $0.timeIntervalSince(start) } ?? 0, 0.025)
        subscription.dispose()
    }

    func testSchedulePeriodicTicksOnTheMainThreadAndStopsAfterDispose() {
        var states: [Int] = []
        var allOnMainThread = true
        let subscription = MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(10)) { state in
            states.append(state)
            allOnMainThread = allOnMainThread && Thread.isMainThread
            return state + 1
        }
        XCTAssertTrue(runMainRunLoop { states.count >= 3 })
        subscription.dispose()
        let countAfterDispose = states.count
        runMainRunLoop(timeout: 0.05) { false }
        XCTAssertEqual(states.count, countAfterDispose)
        XCTAssertEqual(states, Array(0..<countAfterDispose))
        XCTAssertTrue(allOnMainThread)
    }

    func testAnInstalledExecutorReceivesImmediateWork() {
        let executor = installRecordingExecutor()
        let scheduler = MainScheduler()
        var log: [String] = []
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule("first") { state in
            log.append(state)
            return Disposables.create()
        }
        _ = MainScheduler.asyncInstance.schedule("async") { state in
            log.append(state)
            return Disposables.create()
        }
        _ = ConcurrentMainScheduler.instance.schedule("concurrent") { state in
            log.append(state)
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertEqual(log, [])
        XCTAssertEqual(executor.queuedCount, 4)
        XCTAssertEqual(executor.runQueued(), 4)
        XCTAssertEqual(log, ["first", "async", "concurrent"])
    }

    func testAnInstalledExecutorReceivesDelayedWork() {
        let executor = installRecordingExecutor()
        let scheduler = MainScheduler()
        var log: [String] = []
        let start = Date()
        let main = scheduler.scheduleRelative("main", dueTime: .milliseconds(20)) { state in
            log.append(state)
            return Disposables.create()
        }
        let async = MainScheduler.asyncInstance.scheduleRelative("async", dueTime: .milliseconds(20)) { state in
            log.append(state)
            return Disposables.create()
        }
        XCTAssertTrue(executor.waitForArrivals(2))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.015)
        XCTAssertEqual(log, [])
        XCTAssertEqual(executor.runQueued(), 2)
        XCTAssertEqual(log.sorted(), ["async", "main"])
        main.dispose()
        async.dispose()
    }

    func testDisposingDelayedWorkWaitingInTheExecutorCancelsIt() {
        let executor = installRecordingExecutor()
        let scheduler = MainScheduler()
        var ran = false
        let subscription = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(executor.waitForArrivals(1))
        subscription.dispose()
        executor.runQueued()
        XCTAssertFalse(ran)
    }

    func testAnInstalledExecutorReceivesPeriodicWork() {
        let executor = installRecordingExecutor()
        let scheduler = MainScheduler()
        var states: [Int] = []
        let subscription = scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            states.append(state)
            return state + 1
        }
        for _ in 0..<3 {
            XCTAssertTrue(executor.waitForArrivals(1))
            executor.runQueued()
        }
        subscription.dispose()
        XCTAssertEqual(Array(states.prefix(3)), [10, 11, 12])
        // Ticks already handed over when disposing do not run the action any more.
        let countAfterDispose = states.count
        usleep(20_000)
        executor.runQueued()
        XCTAssertEqual(states.count, countAfterDispose)
    }

    func testPeriodicTicksWhileARunWaitsForTheMainThreadAreMerged() {
        let executor = installRecordingExecutor()
        let scheduler = MainScheduler()
        var runs = 0
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(1), period: .milliseconds(2)) { _ in
            runs += 1
        }
        XCTAssertTrue(executor.waitForArrivals(1))
        // Many periods pass while nobody runs the queued work.
        usleep(30_000)
        XCTAssertEqual(executor.queuedCount, 1)
        executor.runQueued()
        XCTAssertEqual(runs, 1)
        subscription.dispose()
        usleep(10_000)
        executor.runQueued()
    }
}

/// The state of one round of the main scheduler's stress test; touched only on the main thread.
private final class MainSchedulerMix: @unchecked Sendable {
    let scheduler: MainScheduler
    var generator: SplitMix64
    var pending: [Disposable] = []
    var subscription: Disposable?

    init(scheduler: MainScheduler, seed: UInt64) {
        self.scheduler = scheduler
        generator = SplitMix64(seed: seed)
    }

    func random(_ count: UInt64) -> UInt64 {
        generator.next() % count
    }

    /// Schedules an action that may schedule (and dispose) a nested one and may dispose an
    /// earlier action's disposable.
    func scheduleNested(depth: Int) -> Disposable {
        scheduler.schedule(depth) { depth in
            if depth < 3, self.random(2) == 0 {
                let inner = self.scheduleNested(depth: depth + 1)
                if self.random(3) == 0 { inner.dispose() }
            }
            if self.random(4) == 0, let last = self.pending.popLast() { last.dispose() }
            return Disposables.create()
        }
    }
}
