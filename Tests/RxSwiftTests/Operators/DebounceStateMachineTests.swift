@testable import RxSwift
import RxTest
import XCTest

/// `debounce`'s decisions, driven directly through the machine's transitions.
final class DebounceStateMachineTests: LeakCheckingTestCase {
    func testOnlyTheLatestElementsTimerEmitsIt() {
        var machine = DebounceStateMachine<String>()
        XCTAssertEqual(machine.sourceNext("a").summary, "start timer 1 releasing nothing")
        XCTAssertEqual(machine.sourceNext("b").summary, "start timer 2 releasing a", "the replaced element, to release after unlocking")
        XCTAssertEqual(machine.timerFired(forElement: 1).summary, "none", "a newer element came after the one this timer was started for")
        XCTAssertEqual(machine.timerFired(forElement: 2).summary, "emit b")
        XCTAssertEqual(machine.timerFired(forElement: 2).summary, "none", "the element went out already")
        XCTAssertEqual(machine.sourceNext("c").summary, "start timer 3 releasing nothing")
    }

    func testCompletionEmitsTheWaitingElementFirst() {
        var machine = DebounceStateMachine<String>()
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.sourceCompleted().summary, "complete after a")
        XCTAssertEqual(machine.timerFired(forElement: 1).summary, "none", "the element's timer fires after the completion took it")
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
        XCTAssertEqual(machine.sourceFailed().summary, "none")

        var empty = DebounceStateMachine<String>()
        _ = empty.sourceNext("a")
        _ = empty.timerFired(forElement: 1)
        XCTAssertEqual(empty.sourceCompleted().summary, "complete after nothing", "nothing waits once the timer emitted")
    }

    func testAnErrorDropsTheWaitingElementAndEndsTheResult() {
        var machine = DebounceStateMachine<String>()
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.sourceFailed().summary, "forward releasing a")
        XCTAssertEqual(machine.timerFired(forElement: 1).summary, "none")
        XCTAssertEqual(machine.sourceNext("b").summary, "drop", "no timer starts after the end")
        XCTAssertEqual(machine.sourceFailed().summary, "none", "a second error is dropped")
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
    }

    func testDisposalHandsBackTheWaitingElementAndDecidesNothingAfter() {
        var machine = DebounceStateMachine<String>()
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.dispose(), "a")
        XCTAssertNil(machine.dispose())
        XCTAssertEqual(machine.timerFired(forElement: 1).summary, "none", "a timer that fires while it is being disposed")
        XCTAssertEqual(machine.sourceNext("b").summary, "drop")
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
    }
}

extension DebounceStateMachine.NextAction {
    var summary: String {
        switch self {
        case .startTimer(let count, let released): return "start timer \(count) releasing \(released.map { "\($0)" } ?? "nothing")"
        case .drop: return "drop"
        }
    }
}

extension DebounceStateMachine.TimerAction {
    var summary: String {
        switch self {
        case .emit(let element): return "emit \(element)"
        case .none: return "none"
        }
    }
}

extension DebounceStateMachine.CompleteAction {
    var summary: String {
        switch self {
        case .complete(let waiting): return "complete after \(waiting.map { "\($0)" } ?? "nothing")"
        case .none: return "none"
        }
    }
}

extension DebounceStateMachine.FailAction {
    var summary: String {
        switch self {
        case .forward(let released): return "forward releasing \(released.map { "\($0)" } ?? "nothing")"
        case .none: return "none"
        }
    }
}
