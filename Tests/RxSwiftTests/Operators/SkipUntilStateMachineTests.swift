@testable import RxSwift
import RxTest
import XCTest

/// `skip(until:)`'s decisions, driven directly through the machine's transitions.
final class SkipUntilStateMachineTests: LeakCheckingTestCase {
    func testElementsPassOnlyOnceTheOtherSequenceSentOne() {
        var machine = SkipUntilStateMachine()
        XCTAssertEqual(machine.sourceNext(), .none)
        machine.otherNext()
        XCTAssertEqual(machine.sourceNext(), .forward)
        machine.otherNext()
        XCTAssertEqual(machine.sourceNext(), .forward, "a second element of the other sequence changes nothing")
        XCTAssertEqual(machine.sourceCompleted(), .forward)
        XCTAssertEqual(machine.sourceNext(), .none, "nothing after the end")
        XCTAssertEqual(machine.sourceCompleted(), .none)
    }

    func testTheSourcesCompletionBeforeTheGateOpensEndsTheResultSilently() {
        var machine = SkipUntilStateMachine()
        XCTAssertEqual(machine.sourceCompleted(), .endSilently)
        machine.otherNext()
        XCTAssertEqual(machine.sourceNext(), .none, "the gate does not open after the end")
        XCTAssertEqual(machine.failed(), .none)
    }

    func testTheFirstErrorOfEitherSequenceEndsTheResultOpenOrNot() {
        var closed = SkipUntilStateMachine()
        XCTAssertEqual(closed.failed(), .forward)
        XCTAssertEqual(closed.failed(), .none, "a second error is dropped")
        XCTAssertEqual(closed.sourceCompleted(), .none)

        var open = SkipUntilStateMachine()
        open.otherNext()
        XCTAssertEqual(open.failed(), .forward)
        XCTAssertEqual(open.sourceNext(), .none)
    }

    func testNothingIsDecidedAfterDisposal() {
        var machine = SkipUntilStateMachine()
        machine.otherNext()
        machine.dispose()
        XCTAssertEqual(machine.sourceNext(), .none)
        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.failed(), .none)
        machine.otherNext()
        XCTAssertEqual(machine.sourceNext(), .none)
    }
}
