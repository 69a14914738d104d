import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class OperationQueueSchedulerTests: LeakCheckingTestCase {
    func testRunsWorkOnTheOperationQueue() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .normal)
        let ran = DispatchSemaphore(value: 0)
        let log = SchedulerTestLog<String>()
        _ = scheduler.schedule("state") { state in
            log.append(state)
            log.append(OperationQueue.current === queue ? "on queue" : "elsewhere")
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 3), .success)
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["state", "on queue"])
    }

    func testDisposingBeforeTheOperationStartsCancelsIt() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SchedulerTestLog<String>()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["kept"])
    }

    func testDisposingAfterTheOperationRanDisposesWhatTheActionReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let disposed = SchedulerTestLog<Bool>()
        let subscription = scheduler.schedule(()) { _ in
            Disposables.create { disposed.append(true) }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(disposed.count, 0)
        subscription.dispose()
        XCTAssertEqual(disposed.count, 1)
    }

    func testHigherPriorityWorkStartsFirst() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)
        let log = SchedulerTestLog<String>()
        _ = low.schedule(()) { _ in
            log.append("low")
            return Disposables.create()
        }
        _ = high.schedule(()) { _ in
            log.append("high")
            return Disposables.create()
        }
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["high", "low"])
    }
}
