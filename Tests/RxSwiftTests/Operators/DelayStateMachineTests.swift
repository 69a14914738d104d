import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// `delay`'s decisions, driven directly through the machine's transitions.
final class DelayStateMachineTests: LeakCheckingTestCase {
    private func time(_ seconds: TimeInterval) -> RxTime {
        Date(timeIntervalSince1970: seconds)
    }

    func testTheFirstWaitingEventSchedulesTheOneDrain() {
        var machine = DelayStateMachine<Int>()
        XCTAssertEqual(machine.sourceEvent(.next(1), due: time(10)), .scheduleDrain)
        XCTAssertEqual(machine.sourceEvent(.next(2), due: time(11)), .none, "the scheduled drain delivers it")
        XCTAssertEqual(machine.sourceEvent(.completed, due: time(12)), .none)
        XCTAssertNil(machine.takeDue(at: time(9)), "nothing is due yet")
        XCTAssertEqual(machine.takeDue(at: time(11)), .next(1))
        XCTAssertEqual(machine.takeDue(at: time(11)), .next(2))
        XCTAssertNil(machine.takeDue(at: time(11)), "the completion is due later")
        XCTAssertEqual(machine.drainTaken(), .scheduleDrain(at: time(12)), "the drain reschedules itself for the next waiting event")
        XCTAssertEqual(machine.takeDue(at: time(12)), .completed)
        XCTAssertEqual(machine.drainTaken(), .none, "nothing waits")
        XCTAssertEqual(machine.sourceEvent(.next(3), due: time(20)), .scheduleDrain, "the drain ended: the next event schedules another")
    }

    func testAnErrorIsForwardedAtOnceAndHandsBackWhatWaited() {
        var machine = DelayStateMachine<Int>()
        _ = machine.sourceEvent(.next(1), due: time(10))
        _ = machine.sourceEvent(.next(2), due: time(11))
        guard case .forward(let released) = machine.sourceFailed() else { return XCTFail("the error is forwarded") }
        XCTAssertEqual(released.map(\.event), [.next(1), .next(2)], "the waiting events, to release after unlocking")
        guard case .none = machine.sourceFailed() else { return XCTFail("a second error is dropped") }
        XCTAssertNil(machine.takeDue(at: time(20)), "the scheduled drain finds nothing")
        XCTAssertEqual(machine.drainTaken(), .none)
        XCTAssertEqual(machine.sourceEvent(.next(3), due: time(30)), .none, "nothing waits after the end")
        XCTAssertNil(machine.takeDue(at: time(30)))
    }

    func testDisposalHandsBackWhatWaitedAndDecidesNothingAfter() {
        var machine = DelayStateMachine<Int>()
        _ = machine.sourceEvent(.next(1), due: time(10))
        XCTAssertEqual(machine.dispose().map(\.event), [.next(1)])
        XCTAssertTrue(machine.dispose().isEmpty)
        XCTAssertNil(machine.takeDue(at: time(10)), "a drain that runs while the sink is disposed")
        XCTAssertEqual(machine.drainTaken(), .none)
        XCTAssertEqual(machine.sourceEvent(.completed, due: time(20)), .none)
        guard case .none = machine.sourceFailed() else { return XCTFail("nothing after disposal") }
    }
}
