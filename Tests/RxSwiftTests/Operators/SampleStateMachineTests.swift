@testable import RxSwift
import RxTest
import XCTest

/// `sample`'s decisions, driven directly through the machine's transitions.
final class SampleStateMachineTests: LeakCheckingTestCase {
    func testASampleEmitsTheElementThatArrivedSinceThePreviousOneOnce() {
        var machine = SampleStateMachine<String>(defaultValue: nil)
        XCTAssertEqual(machine.sample().summary, "none")
        XCTAssertNil(machine.sourceNext("a"))
        XCTAssertEqual(machine.sourceNext("b"), "a", "the replaced element, to release after unlocking")
        XCTAssertEqual(machine.sample().summary, "emit b")
        XCTAssertEqual(machine.sample().summary, "none", "no new element since the previous sample")
    }

    func testASampleWithoutANewElementEmitsTheDefaultValue() {
        var machine = SampleStateMachine<String>(defaultValue: "d")
        XCTAssertEqual(machine.sample().summary, "emit d")
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.sample().summary, "emit a")
        XCTAssertEqual(machine.sample().summary, "emit d")
    }

    func testTheFirstSampleAfterTheSourceCompletedCompletesTheResult() {
        var machine = SampleStateMachine<String>(defaultValue: nil)
        _ = machine.sourceNext("a")
        machine.sourceCompleted()
        XCTAssertNil(machine.sourceNext("late"), "nothing is kept after the source completed")
        XCTAssertEqual(machine.sample().summary, "complete after a")
        XCTAssertEqual(machine.sample().summary, "none", "nothing after the end")
        XCTAssertEqual(machine.failed().summary, "none")

        var empty = SampleStateMachine<String>(defaultValue: nil)
        empty.sourceCompleted()
        XCTAssertEqual(empty.sample().summary, "complete after nothing")

        var withDefault = SampleStateMachine<String>(defaultValue: "d")
        withDefault.sourceCompleted()
        withDefault.sourceCompleted()
        XCTAssertEqual(withDefault.sample().summary, "complete after d")
    }

    func testTheFirstErrorEndsTheResultAndHandsBackThePendingElement() {
        var machine = SampleStateMachine<String>(defaultValue: "d")
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.failed().summary, "forward releasing a")
        XCTAssertEqual(machine.failed().summary, "none", "a second error is dropped")
        XCTAssertEqual(machine.sample().summary, "none")
        XCTAssertNil(machine.sourceNext("b"))
        machine.sourceCompleted()
        XCTAssertEqual(machine.sample().summary, "none")

        var completing = SampleStateMachine<String>(defaultValue: nil)
        completing.sourceCompleted()
        XCTAssertEqual(completing.failed().summary, "forward releasing nothing", "the sampler's error comes before the completing sample")
        XCTAssertEqual(completing.sample().summary, "none")
    }

    func testDisposalHandsBackThePendingElementAndDecidesNothingAfter() {
        var machine = SampleStateMachine<String>(defaultValue: "d")
        _ = machine.sourceNext("a")
        XCTAssertEqual(machine.dispose(), "a")
        XCTAssertNil(machine.dispose())
        XCTAssertEqual(machine.sample().summary, "none")
        XCTAssertEqual(machine.failed().summary, "none")
    }
}

extension SampleStateMachine.SampleAction {
    var summary: String {
        switch self {
        case .none: return "none"
        case .emit(let element): return "emit \(element)"
        case .complete(let element): return "complete after \(element.map { "\($0)" } ?? "nothing")"
        }
    }
}

extension SampleStateMachine.FailAction {
    var summary: String {
        switch self {
        case .none: return "none"
        case .forward(let released): return "forward releasing \(released.map { "\($0)" } ?? "nothing")"
        }
    }
}
