import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

final class ConcurrentMainSchedulerTests: LeakCheckingTestCase {
    override func tearDown() {
        drainMainDispatchQueue()
        super.tearDown()
    }

    func testOnTheMainThreadWorkRunsAtOnceEvenWithWorkQueuedForTheMainThread() {
        var order: [String] = []
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            order.append("queued")
            return Disposables.create()
        }
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            order.append("immediate")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["immediate"])
        XCTAssertTrue(runMainRunLoop { order.count == 2 })
        XCTAssertEqual(order, ["immediate", "queued"])
    }

    func testFromABackgroundThreadWorkArrivesOnTheMainThread() {
        let ranOnMainThread = SchedulerTestLog<Bool>()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMainThread.append(Thread.isMainThread)
                return Disposables.create()
            }
        }
        XCTAssertTrue(runMainRunLoop { ranOnMainThread.count == 1 })
        XCTAssertEqual(ranOnMainThread.values, [true])
    }

    func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() {
        let start = Date()
        var firedAt: Date?
        let subscription = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            XCTAssertTrue(Thread.isMainThread)
            firedAt = Date()
            return Disposables.create()
        }
        XCTAssertTrue(runMainRunLoop { firedAt != nil })
        XCTAssertGreaterThanOrEqual(firedAt.map { $0.timeIntervalSince(start) } ?? 0, 0.015)
        subscription.dispose()
    }

    func testSchedulePeriodicTicksAndStopsAfterDispose() {
        var states: [Int] = []
        let subscription = ConcurrentMainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            states.append(state)
            return state + 1
        }
        XCTAssertTrue(runMainRunLoop { states.count >= 2 })
        subscription.dispose()
        let countAfterDispose = states.count
        runMainRunLoop(timeout: 0.03) { false }
        XCTAssertEqual(states, Array(0..<countAfterDispose))
    }
}
