import Dispatch
import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// A scheduler that runs every action at once on the calling thread, ignoring due times, so
/// that recursive steps complete inside the `schedule` call that started them.
private final class SynchronousScheduler: SchedulerType {
    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

final class RecursiveSchedulerTests: LeakCheckingTestCase {
    func testImmediateRecursionOnTheCurrentThreadSchedulerRunsEveryStepInOrder() {
        var steps: [Int] = []
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            steps.append(value)
            if value < 4 {
                recurse(value + 1)
                steps.append(-value)
            }
        }
        // Each next step is trampolined: it runs after the step that scheduled it returned.
        XCTAssertEqual(steps, [0, 0, 1, -1, 2, -2, 3, -3, 4])
        subscription.dispose()
    }

    func testImmediateRecursionOnAnAsynchronousSchedulerRunsEveryStep() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.immediate")
        let log = SchedulerTestLog<Int>()
        let finished = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRecursive(0) { value, recurse in
            log.append(value)
            if value < 50 {
                recurse(value + 1)
            } else {
                finished.signal()
            }
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(log.values, Array(0...50))
        subscription.dispose()
    }

    func testImmediateRecursionWithASynchronousSchedulerRunsEveryStep() {
        var steps: [Int] = []
        let subscription = SynchronousScheduler().scheduleRecursive(0) { value, recurse in
            steps.append(value)
            if value < 20 {
                recurse(value + 1)
            }
        }
        XCTAssertEqual(steps, Array(0...20))
        subscription.dispose()
    }

    func testRecursingTwiceFromOneStepSchedulesBoth() {
        var steps: [String] = []
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive("root") { value, recurse in
            steps.append(value)
            if value == "root" {
                recurse("left")
                recurse("right")
            }
        }
        XCTAssertEqual(steps, ["root", "left", "right"])
        subscription.dispose()
    }

    func testDisposingStopsImmediateRecursion() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.dispose")
        let log = SchedulerTestLog<Int>()
        let fifthStep = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRecursive(0) { value, recurse in
            log.append(value)
            if value == 4 { fifthStep.signal() }
            recurse(value + 1)
        }
        XCTAssertEqual(fifthStep.wait(timeout: .now() + 3), .success)
        subscription.dispose()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        let countAfterDispose = log.count
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.count, countAfterDispose)
        XCTAssertEqual(log.values, Array(0..<countAfterDispose))
    }

    func testDisposingBeforeTheFirstStepRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.cancel")
        let blocker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            blocker.wait()
            return Disposables.create()
        }
        let log = SchedulerTestLog<Int>()
        let subscription = scheduler.scheduleRecursive(0) { value, _ in
            log.append(value)
        }
        subscription.dispose()
        blocker.signal()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.values, [])
    }

    func testDisposingFromInsideAStepStopsTheRecursion() {
        var subscription: Disposable?
        var steps: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
                steps.append(value)
                recurse(value + 1)
                if value == 3 {
                    subscription?.dispose()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(steps, [0, 1, 2, 3])
        subscription = nil
    }

    func testTimedRecursionWaitsTheDueTimeBeforeEveryStep() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.timed")
        let log = SchedulerTestLog<Int>()
        let finished = DispatchSemaphore(value: 0)
        let start = Date()
        let subscription = scheduler.scheduleRecursive(0, dueTime: .milliseconds(10)) { value, recursiveScheduler in
            log.append(value)
            if value < 3 {
                recursiveScheduler.schedule(value + 1, dueTime: .milliseconds(10))
            } else {
                finished.signal()
            }
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .success)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.035)
        XCTAssertEqual(log.values, [0, 1, 2, 3])
        subscription.dispose()
    }

    func testTimedRecursionCanScheduleTheNextStepWithoutDelay() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.timed.now")
        let log = SchedulerTestLog<Int>()
        let finished = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRecursive(0, dueTime: .milliseconds(1)) { value, recursiveScheduler in
            log.append(value)
            if value < 5 {
                recursiveScheduler.schedule(value + 1)
            } else {
                finished.signal()
            }
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(log.values, Array(0...5))
        subscription.dispose()
    }

    func testTimedRecursionWithASynchronousSchedulerRunsEveryStep() {
        var steps: [Int] = []
        let subscription = SynchronousScheduler().scheduleRecursive(0, dueTime: .seconds(10)) { value, recursiveScheduler in
            steps.append(value)
            if value < 20 {
                recursiveScheduler.schedule(value + 1, dueTime: .seconds(10))
            }
        }
        XCTAssertEqual(steps, Array(0...20))
        subscription.dispose()
    }

    func testDisposingCancelsTheWaitingTimedStep() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.timed.cancel")
        let log = SchedulerTestLog<Int>()
        let firstStep = DispatchSemaphore(value: 0)
        let blocker = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRecursive(0, dueTime: .milliseconds(1)) { value, recursiveScheduler in
            log.append(value)
            if value == 0 {
                recursiveScheduler.schedule(1, dueTime: .milliseconds(1))
                // Hold the queue so the second step stays waiting until the test disposes.
                _ = scheduler.schedule(()) { _ in
                    blocker.wait()
                    return Disposables.create()
                }
                firstStep.signal()
            }
        }
        XCTAssertEqual(firstStep.wait(timeout: .now() + 3), .success)
        usleep(5_000)
        subscription.dispose()
        blocker.signal()
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.values, [0])
    }

    func testTheRecursiveSchedulerDoesNothingAfterDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive.after.dispose")
        let log = SchedulerTestLog<Int>()
        let recursiveScheduler = AnyRecursiveScheduler<Int>(scheduler: scheduler) { value, _ in
            log.append(value)
        }
        recursiveScheduler.dispose()
        recursiveScheduler.schedule(1)
        recursiveScheduler.schedule(2, dueTime: .milliseconds(1))
        usleep(10_000)
        XCTAssertTrue(waitForSerialScheduler(scheduler))
        XCTAssertEqual(log.values, [])
    }

    func testDisposingFromAnotherThreadWhileStepsRunIsSafe() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        for _ in 0..<20 {
            let started = DispatchSemaphore(value: 0)
            let subscription = scheduler.scheduleRecursive(0) { value, recurse in
                if value == 10 { started.signal() }
                recurse(value + 1)
            }
            XCTAssertEqual(started.wait(timeout: .now() + 3), .success)
            subscription.dispose()
        }
    }
}
