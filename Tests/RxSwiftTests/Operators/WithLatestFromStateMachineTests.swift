@testable import RxSwift
import RxTest
import XCTest

/// `withLatestFrom`'s decisions, driven directly through the machine's transitions.
final class WithLatestFromStateMachineTests: LeakCheckingTestCase {
    func testDropsTheFirstSequencesElementsUntilTheSecondSentOne() {
        var machine = WithLatestFromStateMachine<String>()
        XCTAssertNil(machine.firstNext().latest)
        XCTAssertNil(machine.secondNext("a"))
        XCTAssertEqual(machine.firstNext().latest, "a")
        XCTAssertEqual(machine.firstNext().latest, "a", "the latest element is used as often as asked")
    }

    func testTheSecondSequencesNewElementReplacesTheLatestAndIsHandedBack() {
        var machine = WithLatestFromStateMachine<String>()
        XCTAssertNil(machine.secondNext("a"))
        XCTAssertEqual(machine.secondNext("b"), "a", "the replaced element, to release after unlocking")
        XCTAssertEqual(machine.firstNext().latest, "b")
    }

    func testTheFirstSequencesEndEndsTheResultOnceAndHandsBackTheLatest() {
        var machine = WithLatestFromStateMachine<String>()
        _ = machine.secondNext("a")
        XCTAssertEqual(machine.firstEnded().released, .some("a"))
        XCTAssertEqual(machine.firstEnded().released, nil, "nothing after the end")
        XCTAssertEqual(machine.secondFailed().released, nil)
        XCTAssertNil(machine.firstNext().latest)
        XCTAssertNil(machine.secondNext("b"), "nothing is kept after the end")
        XCTAssertNil(machine.firstNext().latest)
        XCTAssertNil(machine.dispose())
    }

    func testTheSecondSequencesErrorEndsTheResultEvenBeforeItsFirstElement() {
        var machine = WithLatestFromStateMachine<String>()
        XCTAssertEqual(machine.secondFailed().released, .some(nil), "forwarded, with nothing to release")
        XCTAssertEqual(machine.firstEnded().released, nil)
        XCTAssertNil(machine.secondNext("a"))
        XCTAssertNil(machine.firstNext().latest)
    }

    func testDisposalHandsBackTheLatestAndDecidesNothingAfter() {
        var machine = WithLatestFromStateMachine<String>()
        _ = machine.secondNext("a")
        XCTAssertEqual(machine.dispose(), "a")
        XCTAssertNil(machine.dispose())
        XCTAssertNil(machine.firstNext().latest)
        XCTAssertEqual(machine.firstEnded().released, nil)
        XCTAssertEqual(machine.secondFailed().released, nil)
    }
}

extension WithLatestFromStateMachine.FirstNextAction {
    /// The latest element to emit with, `nil` for `.drop`.
    var latest: Second? {
        if case .emit(let latest) = self { return latest }
        return nil
    }
}

extension WithLatestFromStateMachine.EndAction {
    /// `nil` for `.none`; for `.forward`, the element to release (itself optional).
    var released: Second?? {
        if case .forward(let released) = self { return .some(released) }
        return nil
    }
}
