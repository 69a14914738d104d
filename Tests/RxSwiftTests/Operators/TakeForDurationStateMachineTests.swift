@testable import RxSwift
import RxTest
import XCTest

/// `take(for:scheduler:)`'s decisions, driven directly through the machine's transitions.
final class TakeForDurationStateMachineTests: LeakCheckingTestCase {
    func testTheSourcesEventsPassUntilItsTerminalEvent() {
        var machine = TakeForDurationStateMachine()
        XCTAssertEqual(machine.sourceNext(), .forward)
        XCTAssertEqual(machine.sourceNext(), .forward)
        XCTAssertEqual(machine.sourceEnded(), .forward)
        XCTAssertEqual(machine.durationEnded(), .drop, "the timer fires after the source ended")
        XCTAssertEqual(machine.sourceNext(), .drop)
        XCTAssertEqual(machine.sourceEnded(), .drop)
    }

    func testNothingFollowsTheCompletionTheEndOfTheDurationMakes() {
        var machine = TakeForDurationStateMachine()
        XCTAssertEqual(machine.sourceNext(), .forward)
        XCTAssertEqual(machine.durationEnded(), .forward)
        XCTAssertEqual(machine.sourceNext(), .drop, "an element another thread sends after the timer decided")
        XCTAssertEqual(machine.sourceEnded(), .drop)
        XCTAssertEqual(machine.durationEnded(), .drop)
    }
}
