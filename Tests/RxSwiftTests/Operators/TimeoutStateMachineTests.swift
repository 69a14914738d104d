@testable import RxSwift
import RxTest
import XCTest

/// `timeout`'s decisions, driven directly through the machine's transitions.
final class TimeoutStateMachineTests: LeakCheckingTestCase {
    func testEachElementRestartsTheTimerForTheCountItMakes() {
        var machine = TimeoutStateMachine()
        XCTAssertEqual(machine.sourceNext(), .forward(restartingTimerFor: 1))
        XCTAssertEqual(machine.sourceNext(), .forward(restartingTimerFor: 2))
        XCTAssertEqual(machine.timerFired(afterElements: 1), .drop, "an element came after the one this timer was started for")
        XCTAssertEqual(machine.timerFired(afterElements: 0), .drop)
        XCTAssertEqual(machine.timerFired(afterElements: 2), .decide, "the latest element's timer switches")
    }

    func testAfterTheTimerSwitchedTheSourceIsDropped() {
        var machine = TimeoutStateMachine()
        XCTAssertEqual(machine.timerFired(afterElements: 0), .decide, "the subscription's timer, before any element")
        XCTAssertEqual(machine.sourceNext(), .drop)
        XCTAssertEqual(machine.sourceEnded(), .drop)
        XCTAssertEqual(machine.timerFired(afterElements: 0), .drop, "a second firing decides nothing")
    }

    func testTheSourcesTerminalEventWinsOverALaterTimer() {
        var machine = TimeoutStateMachine()
        XCTAssertEqual(machine.sourceNext(), .forward(restartingTimerFor: 1))
        XCTAssertEqual(machine.sourceEnded(), .decide)
        XCTAssertEqual(machine.timerFired(afterElements: 1), .drop, "the timer of the last element fires after the source ended")
        XCTAssertEqual(machine.sourceEnded(), .drop)
        XCTAssertEqual(machine.state, .decided)
    }
}
