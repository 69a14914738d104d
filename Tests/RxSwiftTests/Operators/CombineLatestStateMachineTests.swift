@testable import RxSwift
import RxTest
import XCTest

/// `combineLatest`'s decisions, driven directly through the machine's transitions.
final class CombineLatestStateMachineTests: LeakCheckingTestCase {
    func testEmitsOnceEverySourceHasAnElementAndAtEveryElementAfter() {
        var machine = CombineLatestStateMachine(arity: 3)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 0), .keep, "a second element of the same source does not count twice")
        XCTAssertEqual(machine.next(at: 2), .keep)
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit)
        XCTAssertTrue(machine.isCombining)
        XCTAssertEqual(machine.next(at: 0), .keepAndEmit)
        XCTAssertEqual(machine.next(at: 2), .keepAndEmit)
    }

    func testCompletesAtAnElementOnceEveryOtherSourceCompletedWithoutOne() {
        var machine = CombineLatestStateMachine(arity: 3)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.completed(at: 1), .none, "a source that completes without an element ends nothing by itself")
        XCTAssertEqual(machine.next(at: 0), .keep, "source 2 is still running")
        XCTAssertEqual(machine.completed(at: 2), .none)
        XCTAssertEqual(machine.next(at: 0), .complete, "the others completed, one without an element")
        XCTAssertTrue(machine.isFinished)
        XCTAssertEqual(machine.next(at: 0), .drop, "nothing after the end")
        XCTAssertEqual(machine.failed(), .none)
        XCTAssertEqual(machine.completed(at: 0), .none)
    }

    func testCompletesWhenTheLastSourceCompletesAndACompletedSourceKeepsItsElement() {
        var machine = CombineLatestStateMachine(arity: 2)
        XCTAssertEqual(machine.next(at: 0), .keep)
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit)
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.completed(at: 0), .none, "a source that completes twice is counted once")
        XCTAssertEqual(machine.next(at: 1), .keepAndEmit, "a completed source keeps its last element")
        XCTAssertEqual(machine.completed(at: 1), .forward)
        XCTAssertTrue(machine.isFinished)
        XCTAssertEqual(machine.next(at: 1), .drop)
    }

    func testCompletesWhenEverySourceCompletedBeforeAnyElement() {
        var machine = CombineLatestStateMachine(arity: 2)
        XCTAssertEqual(machine.completed(at: 1), .none)
        XCTAssertEqual(machine.completed(at: 0), .forward)
        XCTAssertEqual(machine.completed(at: 0), .none, "completion is decided once")
    }

    func testTheFirstErrorEndsTheResultWhateverTheState() {
        var waiting = CombineLatestStateMachine(arity: 2)
        XCTAssertEqual(waiting.failed(), .forward)
        XCTAssertEqual(waiting.failed(), .none, "a second error is dropped")
        XCTAssertEqual(waiting.next(at: 0), .drop)

        var combining = CombineLatestStateMachine(arity: 2)
        _ = combining.next(at: 0)
        _ = combining.next(at: 1)
        XCTAssertEqual(combining.failed(), .forward)
        XCTAssertEqual(combining.completed(at: 0), .none)
        XCTAssertEqual(combining.completed(at: 1), .none, "no completion after the error")
    }

    func testNothingIsDecidedAfterDisposal() {
        var machine = CombineLatestStateMachine(arity: 2)
        _ = machine.next(at: 0)
        _ = machine.next(at: 1)
        machine.dispose()
        XCTAssertEqual(machine.next(at: 0), .drop)
        XCTAssertEqual(machine.completed(at: 0), .none)
        XCTAssertEqual(machine.completed(at: 1), .none)
        XCTAssertEqual(machine.failed(), .none)
        machine.dispose()
        XCTAssertTrue(machine.isFinished)
    }
}

extension CombineLatestStateMachine {
    var isCombining: Bool {
        if case .combining = state { return true }
        return false
    }

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }
}
