@testable import RxSwift
import RxTest
import XCTest

/// `amb`'s decisions, driven directly through the machine's transitions.
final class AmbStateMachineTests: LeakCheckingTestCase {
    func testTheFirstSourceToSendAnEventWinsAndTheOthersAreDropped() {
        var machine = AmbStateMachine()
        XCTAssertEqual(machine.event(from: 1, isTerminal: false), .win)
        XCTAssertEqual(machine.event(from: 0, isTerminal: false), .drop)
        XCTAssertEqual(machine.event(from: 1, isTerminal: false), .forward)
        XCTAssertEqual(machine.event(from: 2, isTerminal: true), .drop, "a loser's end ends nothing")
        XCTAssertEqual(machine.event(from: 1, isTerminal: true), .forward)
        XCTAssertEqual(machine.event(from: 1, isTerminal: false), .drop, "nothing after the winner's end")
        XCTAssertEqual(machine.event(from: 0, isTerminal: false), .drop)
    }

    func testASourceThatEndsFirstWinsAndEndsTheResult() {
        var machine = AmbStateMachine()
        XCTAssertEqual(machine.event(from: 0, isTerminal: true), .win)
        XCTAssertEqual(machine.event(from: 0, isTerminal: false), .drop)
        XCTAssertEqual(machine.event(from: 1, isTerminal: false), .drop, "the race is over")
    }

    func testNothingIsDecidedAfterDisposal() {
        var racing = AmbStateMachine()
        racing.dispose()
        XCTAssertEqual(racing.event(from: 0, isTerminal: false), .drop, "nobody wins after disposal")

        var following = AmbStateMachine()
        XCTAssertEqual(following.event(from: 0, isTerminal: false), .win)
        following.dispose()
        XCTAssertEqual(following.event(from: 0, isTerminal: false), .drop)
        XCTAssertEqual(following.event(from: 0, isTerminal: true), .drop)
    }
}
