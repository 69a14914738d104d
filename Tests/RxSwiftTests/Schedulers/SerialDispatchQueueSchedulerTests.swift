import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class SerialDispatchQueueSchedulerTests: LeakCheckingTestCase {
    func testActionsRunAsynchronouslyInSchedulingOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.order")
        let log = SchedulerTestLog<Int>()
        let done = DispatchSemaphore(value: 0)
        let total = 1_000
        for index in 0..<total {
            _ = scheduler.schedule(index) { value in
                log.append(value)
                if value == total - 1 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(log.values, Array(0..<total))
    }

    func testActionsNeverOverlapEvenWhenTheQueueTargetsAConcurrentQueue() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "serial.on.global")
        let probe = SchedulerTestConcurrencyProbe()
        let done = DispatchSemaphore(value: 0)
        let total = 200
        for index in 0..<total {
            _ = scheduler.schedule(index) { value in
                probe.enter()
                usleep(50)
                probe.leave()
                if value == total - 1 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(probe.snapshot.entries, total)
        XCTAssertEqual(probe.snapshot.maximumInside, 1)
    }

    func testScheduleDoesNotRunOnTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.async")
        let ranSynchronously = SchedulerTestLog<Bool>()
        let blocker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            blocker.wait()
            return Disposables.create()
        }
        var returned = false
        _ = scheduler.schedule(()) { _ in
            ranSynchronously.append(!returned)
            return Disposables.create()
        }
        returned = true
        blocker.signal()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(ranSynchronously.values, [false])
    }

    func testDisposingBeforeTheActionRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.cancel")
        let log = SchedulerTestLog<String>()
        let blocker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            blocker.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        blocker.signal()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.values, ["kept"])
    }

    func testScheduleRelativeWaitsAtLeastTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.relative")
        let fired = DispatchSemaphore(value: 0)
        let start = Date()
        let firedAt = SchedulerTestLog<Date>()
        let subscription = scheduler.scheduleRelative(7, dueTime: .milliseconds(50)) { state in
            XCTAssertEqual(state, 7)
            firedAt.append(Date())
            fired.signal()
            return Disposables.create()
        }
        XCTAssertEqual(fired.wait(timeout: .now() + 3), .success)
        let elapsed = firedAt.values[0].timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(elapsed, 0.045)
        subscription.dispose()
    }

    func testDisposingAScheduledRelativeActionCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.relative.cancel")
        let log = SchedulerTestLog<String>()
        let later = DispatchSemaphore(value: 0)
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(80)) { _ in
            log.append("later")
            later.signal()
            return Disposables.create()
        }
        XCTAssertEqual(later.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(log.values, ["later"])
    }

    func testDisposingAfterARelativeActionRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.relative.result")
        let disposed = SchedulerTestLog<Bool>()
        let fired = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            fired.signal()
            return Disposables.create { disposed.append(true) }
        }
        XCTAssertEqual(fired.wait(timeout: .now() + 3), .success)
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(disposed.count, 0)
        subscription.dispose()
        XCTAssertEqual(disposed.count, 1)
    }

    func testSchedulePeriodicTicksWithStateAndStopsAfterDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial.periodic")
        let log = SchedulerTestLog<Int>()
        let thirdTick = DispatchSemaphore(value: 0)
        let start = Date()
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(20), period: .milliseconds(10)) { state in
            log.append(state)
            if state == 2 { thirdTick.signal() }
            return state + 1
        }
        XCTAssertEqual(thirdTick.wait(timeout: .now() + 3), .success)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.035)
        subscription.dispose()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        let countAfterDispose = log.count
        usleep(60_000)
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.count, countAfterDispose)
        XCTAssertEqual(log.values, Array(0..<countAfterDispose))
    }
}
