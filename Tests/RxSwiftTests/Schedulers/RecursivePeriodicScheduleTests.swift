import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

/// A scheduler with a manual clock and no periodic timer of its own, as a virtual-time
/// scheduler is: `schedulePeriodic` comes from the protocol's default.
private final class ManualClockScheduler: SchedulerType {
    private struct Item {
        let time: Int
        let order: Int
        let run: () -> Void
        let cancel: SingleAssignmentDisposable
    }

    private(set) var clock = 0
    private var nextOrder = 0
    private var items: [Item] = []

    var now: RxTime { Date(timeIntervalSince1970: TimeInterval(clock)) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .seconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard case .seconds(let seconds) = dueTime else {
            XCTFail("ManualClockScheduler takes whole seconds only")
            return Disposables.create()
        }
        let cancel = SingleAssignmentDisposable()
        items.append(Item(time: clock + seconds, order: nextOrder, run: {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
        }, cancel: cancel))
        nextOrder += 1
        return cancel
    }

    /// Runs every item due up to `time`, in time order then scheduling order.
    func advance(to time: Int) {
        while let next = items.filter({ $0.time <= time }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            items.removeAll { $0.order == next.order }
            clock = next.time
            next.run()
        }
        clock = time
    }

    var pendingCount: Int { items.filter { !$0.cancel.isDisposed }.count }

    func removeAll() { items.removeAll() }
}

/// Forwards to a dispatch scheduler but leaves `schedulePeriodic` to the protocol's default.
private final class RelativeOnlyScheduler: SchedulerType {
    let base: SchedulerType

    init(base: SchedulerType) { self.base = base }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

final class RecursivePeriodicScheduleTests: LeakCheckingTestCase {
    func testDefaultPeriodicSchedulingTicksAtTheRightVirtualTimes() {
        let scheduler = ManualClockScheduler()
        var ticks: [(time: Int, state: String)] = []
        let subscription = scheduler.schedulePeriodic("a", startAfter: .seconds(10), period: .seconds(5)) { state in
            ticks.append((scheduler.clock, state))
            return state + "a"
        }
        scheduler.advance(to: 9)
        XCTAssertTrue(ticks.isEmpty)
        scheduler.advance(to: 30)
        XCTAssertEqual(ticks.map(\.time), [10, 15, 20, 25, 30])
        XCTAssertEqual(ticks.map(\.state), ["a", "aa", "aaa", "aaaa", "aaaaa"])
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.advance(to: 60)
        XCTAssertEqual(ticks.count, 5)
        scheduler.removeAll()
    }

    func testTheNextTickIsScheduledBeforeTheActionRuns() {
        let scheduler = ManualClockScheduler()
        var log: [String] = []
        let subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { state in
            log.append("tick \(state)")
            // Work the action schedules for the next tick's time runs after that tick.
            _ = scheduler.scheduleRelative(state, dueTime: .seconds(1)) { value in
                log.append("work \(value)")
                return Disposables.create()
            }
            return state + 1
        }
        scheduler.advance(to: 3)
        XCTAssertEqual(log, ["tick 0", "tick 1", "work 0", "tick 2", "work 1"])
        subscription.dispose()
        scheduler.removeAll()
    }

    func testDefaultPeriodicSchedulingOnRealTimeTicksAndStopsAfterDispose() {
        let base = SerialDispatchQueueScheduler(internalSerialQueueName: "default.periodic")
        let scheduler = RelativeOnlyScheduler(base: base)
        let log = SchedulerTestLog<Int>()
        let thirdTick = DispatchSemaphore(value: 0)
        let start = Date()
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            log.append(state)
            if state == 2 { thirdTick.signal() }
            return state + 1
        }
        XCTAssertEqual(thirdTick.wait(timeout: .now() + 3), .success)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.025)
        subscription.dispose()
        XCTAssertTrue(waitForSerialScheduler(base))
        let countAfterDispose = log.count
        usleep(40_000)
        XCTAssertTrue(waitForSerialScheduler(base))
        XCTAssertEqual(log.count, countAfterDispose)
        XCTAssertEqual(log.values, Array(0..<countAfterDispose))
    }

    func testSlowActionsOnAConcurrentSchedulerNeverOverlapAndLoseNoTick() {
        let queue = DispatchQueue(label: "default.periodic.concurrent", attributes: .concurrent)
        let scheduler = RelativeOnlyScheduler(base: ConcurrentDispatchQueueScheduler(queue: queue))
        let probe = SchedulerTestConcurrencyProbe()
        let log = SchedulerTestLog<Int>()
        let enoughTicks = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            probe.enter()
            usleep(6_000)
            log.append(state)
            probe.leave()
            if state == 5 { enoughTicks.signal() }
            return state + 1
        }
        XCTAssertEqual(enoughTicks.wait(timeout: .now() + 3), .success)
        subscription.dispose()
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(probe.snapshot.maximumInside, 1)
        XCTAssertEqual(log.values, Array(0..<log.count))
    }
}
