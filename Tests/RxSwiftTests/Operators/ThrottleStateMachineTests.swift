import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// `throttle`'s decisions, driven directly through the machine's transitions, with a period of
/// ten seconds.
final class ThrottleStateMachineTests: LeakCheckingTestCase {
    private func time(_ seconds: TimeInterval) -> RxTime {
        Date(timeIntervalSince1970: seconds)
    }

    func testAnElementAfterAQuietPeriodGoesThroughAndOneTooSoonWaitsForTheTimer() {
        var machine = ThrottleStateMachine<String>(period: 10, holdsLatest: true)
        XCTAssertEqual(machine.sourceNext("a", at: time(0)).summary, "forward releasing nothing")
        XCTAssertEqual(machine.sourceNext("b", at: time(4)).summary, "hold and start timer after 6000000000 ns", "the rest of the period")
        XCTAssertEqual(machine.sourceNext("c", at: time(5)).summary, "hold releasing b", "the timer is pending already")
        XCTAssertEqual(machine.periodEnded(at: time(10)).summary, "emit c")
        XCTAssertEqual(machine.sourceNext("d", at: time(12)).summary, "hold and start timer after 8000000000 ns", "the period runs from the held element's delivery")
        XCTAssertEqual(machine.sourceNext("e", at: time(20)).summary, "forward releasing d", "a full period passed before the timer fired")
        XCTAssertEqual(machine.periodEnded(at: time(20)).summary, "none", "the timer finds nothing held")
        XCTAssertEqual(machine.sourceNext("f", at: time(30)).summary, "forward releasing nothing")
    }

    func testWithoutLatestAnElementTooSoonIsDropped() {
        var machine = ThrottleStateMachine<String>(period: 10, holdsLatest: false)
        XCTAssertEqual(machine.sourceNext("a", at: time(0)).summary, "forward releasing nothing")
        XCTAssertEqual(machine.sourceNext("b", at: time(9)).summary, "drop")
        XCTAssertEqual(machine.sourceNext("c", at: time(10)).summary, "forward releasing nothing")
        XCTAssertEqual(machine.sourceCompleted().summary, "forward releasing nothing", "nothing is held")
    }

    func testACompletionWaitsForTheHeldElement() {
        var machine = ThrottleStateMachine<String>(period: 10, holdsLatest: true)
        _ = machine.sourceNext("a", at: time(0))
        _ = machine.sourceNext("b", at: time(1))
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
        XCTAssertEqual(machine.sourceNext("late", at: time(20)).summary, "drop", "nothing after the source's end")
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
        XCTAssertEqual(machine.sourceFailed().summary, "none")
        XCTAssertEqual(machine.periodEnded(at: time(10)).summary, "complete after b")
        XCTAssertEqual(machine.periodEnded(at: time(20)).summary, "none")

        var nothingHeld = ThrottleStateMachine<String>(period: 10, holdsLatest: true)
        _ = nothingHeld.sourceNext("a", at: time(0))
        _ = nothingHeld.sourceNext("b", at: time(1))
        _ = nothingHeld.sourceNext("c", at: time(11))
        XCTAssertEqual(nothingHeld.sourceCompleted().summary, "forward releasing nothing", "the pending timer holds nothing")
        XCTAssertEqual(nothingHeld.periodEnded(at: time(11)).summary, "none")
    }

    func testAnErrorDropsTheHeldElementAndEndsTheResult() {
        var machine = ThrottleStateMachine<String>(period: 10, holdsLatest: true)
        _ = machine.sourceNext("a", at: time(0))
        _ = machine.sourceNext("b", at: time(1))
        XCTAssertEqual(machine.sourceFailed().summary, "forward releasing b")
        XCTAssertEqual(machine.periodEnded(at: time(10)).summary, "none")
        XCTAssertEqual(machine.sourceFailed().summary, "none", "a second error is dropped")
        XCTAssertEqual(machine.sourceNext("c", at: time(30)).summary, "drop")
    }

    func testDisposalHandsBackTheHeldElementAndDecidesNothingAfter() {
        var machine = ThrottleStateMachine<String>(period: 10, holdsLatest: true)
        _ = machine.sourceNext("a", at: time(0))
        _ = machine.sourceNext("b", at: time(1))
        _ = machine.sourceCompleted()
        XCTAssertEqual(machine.dispose(), "b", "the element the completion waited for")
        XCTAssertNil(machine.dispose())
        XCTAssertEqual(machine.periodEnded(at: time(10)).summary, "none", "a timer that fires while it is being disposed")
        XCTAssertEqual(machine.sourceNext("c", at: time(30)).summary, "drop")
        XCTAssertEqual(machine.sourceCompleted().summary, "none")
    }
}

extension ThrottleStateMachine.NextAction {
    var summary: String {
        switch self {
        case .forward(let released): return "forward releasing \(released.map { "\($0)" } ?? "nothing")"
        case .hold(let released): return "hold releasing \(released.map { "\($0)" } ?? "nothing")"
        case .holdAndStartTimer(.nanoseconds(let nanoseconds)): return "hold and start timer after \(nanoseconds) ns"
        case .holdAndStartTimer(let interval): return "hold and start timer after \(interval)"
        case .drop: return "drop"
        }
    }
}

extension ThrottleStateMachine.PeriodAction {
    var summary: String {
        switch self {
        case .emit(let element): return "emit \(element)"
        case .complete(let element): return "complete after \(element)"
        case .none: return "none"
        }
    }
}

extension ThrottleStateMachine.EndAction {
    var summary: String {
        switch self {
        case .forward(let released): return "forward releasing \(released.map { "\($0)" } ?? "nothing")"
        case .none: return "none"
        }
    }
}
