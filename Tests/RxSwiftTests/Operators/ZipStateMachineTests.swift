@testable import RxSwift
import RxTest
import XCTest

/// `zip`'s decisions, driven directly through the machine's transitions.
final class ZipStateMachineTests: LeakCheckingTestCase {
    func testEmitsWhenEverySourceHasAnElementQueued() {
        var machine = ZipStateMachine(arity: 2)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit)
        XCTAssertEqual(machine.queuedCounts, [1, 0], "the emitted group leaves one element of source 0 queued")
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit)
        XCTAssertEqual(machine.queuedCounts, [0, 0])
    }

    func testTheArityFormsCompleteOnlyWithTheirLastSource() {
        var machine = ZipStateMachine(arity: 2)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit)
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit, "the completed source still has a queued element")
        XCTAssertEqual(machine.next(at: 1), .keep, "nothing is left to pair with, but zip completes only with its last source")
        XCTAssertEqual(machine.completed(at: 0), .none, "a source that completes twice is counted once")
        XCTAssertEqual(machine.completed(at: 1), .forward)
        XCTAssertTrue(machine.isFinished)
        XCTAssertEqual(machine.next(at: 1), .drop, "nothing after the end")
        XCTAssertEqual(machine.completed(at: 1), .none)
    }

    func testTheCollectionFormCompletesAtAnElementItCannotPairOnceTheOthersCompleted() {
        var machine = ZipStateMachine(arity: 3, completesWhenOthersAreDone: true)
        XCTAssertEqual(machine.next(at: 2), .keep)
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.next(at: 2), .keep, "source 1 is still running")
        XCTAssertEqual(machine.completed(at: 1), .none)
        XCTAssertEqual(machine.next(at: 2), .complete)
        XCTAssertEqual(machine.next(at: 2), .drop)
        XCTAssertEqual(machine.completed(at: 2), .none, "completion is decided once")
    }

    func testTheFirstErrorEndsTheResult() {
        var machine = ZipStateMachine(arity: 2)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.failed(), .forward)
        XCTAssertEqual(machine.failed(), .none, "a second error is dropped")
        XCTAssertEqual(machine.next(at: 1), .drop, "the element that would have paired comes too late")
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.completed(at: 1), .none)
    }

    func testNothingIsDecidedAfterDisposal() {
        var machine = ZipStateMachine(arity: 2)
        XCTAssertEqual(machine.next(at: 0), .keep)
        machine.dispose()
        XCTAssertEqual(machine.next(at: 1), .drop)
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.completed(at: 1), .none)
        XCTAssertEqual(machine.failed(), .none)
    }
}

extension ZipStateMachine {
    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }
}
