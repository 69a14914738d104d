import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class ConcurrentDispatchQueueSchedulerTests: LeakCheckingTestCase {
    func testActionsRunConcurrently() {
        let queue = DispatchQueue(label: "concurrent.rendezvous", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let firstEntered = DispatchSemaphore(value: 0)
        let secondEntered = DispatchSemaphore(value: 0)
        let results = SchedulerTestLog<DispatchTimeoutResult>()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            firstEntered.signal()
            results.append(secondEntered.wait(timeout: .now() + 3))
            done.signal()
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            secondEntered.signal()
            results.append(firstEntered.wait(timeout: .now() + 3))
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        // Each action saw the other one start while it was still running.
        XCTAssertEqual(results.values, [.success, .success])
    }

    func testQualityOfServiceInitializerRunsWork() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .utility)
        let ran = DispatchSemaphore(value: 0)
        let states = SchedulerTestLog<String>()
        _ = scheduler.schedule("state") { state in
            states.append(state)
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(states.values, ["state"])
        XCTAssertLessThanOrEqual(abs(scheduler.now.timeIntervalSinceNow), 1)
    }

    func testDisposingBeforeTheActionRunsCancelsIt() {
        let queue = DispatchQueue(label: "concurrent.cancel", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = SchedulerTestLog<String>()
        queue.suspend()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        let kept = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            kept.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        queue.resume()
        XCTAssertEqual(kept.wait(timeout: .now() + 3), .success)
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(log.values, ["kept"])
    }

    func testScheduleRelativeWaitsAtLeastTheDueTime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let fired = DispatchSemaphore(value: 0)
        let firedAt = SchedulerTestLog<Date>()
        let start = Date()
        let subscription = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            firedAt.append(Date())
            fired.signal()
            return Disposables.create()
        }
        XCTAssertEqual(fired.wait(timeout: .now() + 3), .success)
        XCTAssertGreaterThanOrEqual(firedAt.values[0].timeIntervalSince(start), 0.035)
        subscription.dispose()
    }

    func testDisposingAScheduledRelativeActionCancelsIt() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
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

    func testPeriodicRunsDoNotOverlapAndStopAfterDispose() {
        let queue = DispatchQueue(label: "concurrent.periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let probe = SchedulerTestConcurrencyProbe()
        let log = SchedulerTestLog<Int>()
        let fifthTick = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            probe.enter()
            // Longer than the period: ticks pile up while this runs.
            usleep(8_000)
            log.append(state)
            probe.leave()
            if state == 4 { fifthTick.signal() }
            return state + 1
        }
        XCTAssertEqual(fifthTick.wait(timeout: .now() + 3), .success)
        subscription.dispose()
        queue.sync(flags: .barrier) {}
        let countAfterDispose = log.count
        usleep(30_000)
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(log.count, countAfterDispose)
        XCTAssertEqual(probe.snapshot.maximumInside, 1)
        XCTAssertEqual(log.values, Array(0..<countAfterDispose))
    }
}
