@testable import RxSwift
import RxTest
import XCTest

/// `amb`'s decisions, driven directly through the machine's transitions.
final class AmbStateMachineTests: LeakCheckingTestCase {
    func testTheFirstSourceToSendAnEventWinsAndTheOthersAreDropped() {
        var machine = AmbStateMachine()
        XCTAssertEqual(machine.event(from: 1), .win)
        XCTAssertEqual(machine.event(from: 0), .drop)
        XCTAssertEqual(machine.event(from: 1), .forward)
        XCTAssertEqual(machine.event(from: 2), .drop, "a loser stays a loser")
        XCTAssertEqual(machine.event(from: 1), .forward)
    }

    func testNothingIsDecidedAfterDisposal() {
        var racing = AmbStateMachine()
        racing.dispose()
        XCTAssertEqual(racing.event(from: 0), .drop, "nobody wins after disposal")

        var following = AmbStateMachine()
        XCTAssertEqual(following.event(from: 0), .win)
        following.dispose()
        XCTAssertEqual(following.event(from: 0), .drop, "not even the winner's events")
        XCTAssertEqual(following.event(from: 1), .drop)
    }
}
