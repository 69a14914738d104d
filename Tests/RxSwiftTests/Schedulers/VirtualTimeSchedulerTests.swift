import Foundation
import RxSwift
import RxTest
import XCTest

/// Virtual time in tenths of a second since the Unix epoch.
private struct TenthsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 10)
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 10).rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 10
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 10).rounded())
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}

private final class TenthsScheduler: VirtualTimeScheduler<TenthsConverter>, @unchecked Sendable {
    init(initialClock: Int = 0) {
        super.init(initialClock: initialClock, converter: TenthsConverter())
    }
}

final class VirtualTimeSchedulerTests: LeakCheckingTestCase {
    private func record(_ scheduler: TenthsScheduler, into log: @escaping (String) -> Void, _ label: String) -> (()) -> Disposable {
        { _ in
            log("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    func testRunsItemsInTimeOrderThenSchedulingOrder() {
        let scheduler = TenthsScheduler()
        var log: [String] = []
        let append: (String) -> Void = { log.append($0) }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 30, action: record(scheduler, into: append, "c"))
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10, action: record(scheduler, into: append, "a"))
        _ = scheduler.scheduleAbsoluteVirtual((), time: 30, action: record(scheduler, into: append, "d"))
        _ = scheduler.scheduleAbsoluteVirtual((), time: 20, action: record(scheduler, into: append, "b"))
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@30", "d@30"])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testManyItemsAtTheSameTimeKeepTheirOrder() {
        let scheduler = TenthsScheduler()
        var order: [Int] = []
        for index in 0..<100 {
            _ = scheduler.scheduleAbsoluteVirtual(index, time: 5 - index % 3) { value in
                order.append(value)
                return Disposables.create()
            }
        }
        scheduler.start()
        let expected = (0..<100).sorted { (5 - $0 % 3, $0) < (5 - $1 % 3, $1) }
        XCTAssertEqual(order, expected)
    }

    func testScheduleRelativeConvertsThroughTheConverter() {
        let scheduler = TenthsScheduler(initialClock: 100)
        var log: [String] = []
        let append: (String) -> Void = { log.append($0) }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500), action: record(scheduler, into: append, "relative"))
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 3, action: record(scheduler, into: append, "virtual"))
        _ = scheduler.schedule((), action: record(scheduler, into: append, "now"))
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 10))
        scheduler.start()
        XCTAssertEqual(log, ["now@100", "virtual@103", "relative@115"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 11.5))
    }

    func testNeverDueTimeSchedulesNothing() {
        let scheduler = TenthsScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, 0)
    }

    func testItemsInThePastRunAtTheCurrentClock() {
        let scheduler = TenthsScheduler(initialClock: 50)
        var ranAt: Int?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 50)
        XCTAssertEqual(scheduler.clock, 50)
    }

    func testItemsMayScheduleMoreWork() {
        let scheduler = TenthsScheduler()
        var log: [Int] = []
        func step(_ remaining: Int) -> Disposable {
            log.append(scheduler.clock)
            if remaining > 0 {
                return scheduler.scheduleRelativeVirtual(remaining - 1, dueTime: 10, action: step)
            }
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual(3, time: 0, action: step)
        scheduler.start()
        XCTAssertEqual(log, [0, 10, 20, 30])
    }

    func testDisposingBeforeRunningCancels() {
        let scheduler = TenthsScheduler()
        var ran = false
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            ran = true
            return Disposables.create()
        }
        item.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testDisposingAfterRunningDisposesWhatTheActionReturned() {
        let scheduler = TenthsScheduler()
        let innerDisposed = Captured(false)
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            Disposables.create { innerDisposed.value = true }
        }
        scheduler.start()
        XCTAssertFalse(innerDisposed.value)
        item.dispose()
        XCTAssertTrue(innerDisposed.value)
    }

    func testAnItemDisposedByAnEarlierItemDoesNotRun() {
        let scheduler = TenthsScheduler()
        var ran = false
        let later = scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in
            ran = true
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            later.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testStopAndRestart() {
        let scheduler = TenthsScheduler()
        var log: [Int] = []
        for time in [1, 2, 3] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                log.append(time)
                if time == 2 { scheduler.stop() }
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, [1, 2])
        scheduler.start()
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testStartInsideAnItemDoesNothing() {
        let scheduler = TenthsScheduler()
        var log: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            scheduler.start()
            log.append(1)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
            log.append(2)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, [1, 2])
    }

    func testAdvanceToRunsOnlyDueItemsAndSetsTheClock() {
        let scheduler = TenthsScheduler()
        var log: [Int] = []
        for time in [5, 10, 15] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                log.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(10)
        XCTAssertEqual(log, [5, 10])
        XCTAssertEqual(scheduler.clock, 10)
        scheduler.advanceTo(12)
        XCTAssertEqual(scheduler.clock, 12)
        scheduler.advanceTo(100)
        XCTAssertEqual(log, [5, 10, 15])
        XCTAssertEqual(scheduler.clock, 100)
    }

    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = TenthsScheduler()
        var ranAt: Int?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.sleep(20)
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertNil(ranAt)
        scheduler.start()
        XCTAssertEqual(ranAt, 20)
    }

    func testSchedulePeriodicThreadsTheState() {
        let scheduler = TenthsScheduler()
        var states: [String] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .milliseconds(500)) { state in
            states.append("\(state)@\(scheduler.clock)")
            return state + 1
        }
        scheduler.advanceTo(25)
        periodic.dispose()
        scheduler.start()
        XCTAssertEqual(states, ["0@10", "1@15", "2@20", "3@25"])
    }

    func testDisposingPeriodicWorkBeforeItStarts() {
        let scheduler = TenthsScheduler()
        var ran = false
        let periodic = scheduler.schedulePeriodic((), startAfter: .seconds(1), period: .seconds(1)) { _ in
            ran = true
        }
        periodic.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testDebugDescriptionShowsClockAndQueue() {
        let scheduler = TenthsScheduler(initialClock: 7)
        let item = scheduler.scheduleAbsoluteVirtual((), time: 9) { _ in Disposables.create() }
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 7, queued items: 1)")
        item.dispose()
    }

    func testWorkScheduledFromAnotherThreadRunsWhenDriven() {
        let scheduler = TenthsScheduler()
        let ran = RanFlag()
        let scheduled = expectation(description: "scheduled from another thread")
        DispatchQueue.global().async {
            _ = scheduler.scheduleAbsoluteVirtual((), time: 3) { _ in
                ran.value = true
                return Disposables.create()
            }
            scheduled.fulfill()
        }
        wait(for: [scheduled], timeout: 5)
        XCTAssertFalse(ran.value)
        scheduler.start()
        XCTAssertTrue(ran.value)
        XCTAssertEqual(scheduler.clock, 3)
    }
}

/// A flag set by work that runs after the test has synchronised with the scheduling thread.
private final class RanFlag: @unchecked Sendable {
    var value = false
}
