@testable import RxSwift
import RxTest
import XCTest

/// `retry(when:)`'s decisions, driven directly through the machine's transitions.
final class RetryWhenStateMachineTests: LeakCheckingTestCase {
    private struct TriggerError: Error, Equatable {}

    func testATriggerElementResubscribesOnlyAfterAFailure() {
        var machine = RetryWhenStateMachine()
        XCTAssertEqual(machine.triggerNext(), .none, "an element while the source runs is ignored")
        XCTAssertEqual(machine.sourceFailed().summary, "notify trigger")
        XCTAssertEqual(machine.triggerNext(), .resubscribe)
        XCTAssertEqual(machine.triggerNext(), .none, "one resubscription per failure")
        XCTAssertEqual(machine.sourceFailed().summary, "notify trigger")
        XCTAssertEqual(machine.sourceFailed().summary, "none", "the failure already waits for the trigger")
        XCTAssertEqual(machine.triggerNext(), .resubscribe)
    }

    func testATriggerThatEndsWhileAFailureWaitsEndsTheResult() {
        var machine = RetryWhenStateMachine()
        _ = machine.sourceFailed()
        XCTAssertEqual(machine.triggerEnded(nil), .end)
        XCTAssertEqual(machine.triggerNext(), .none, "nothing after the end")
        XCTAssertEqual(machine.sourceFailed().summary, "none")
        XCTAssertEqual(machine.triggerEnded(TriggerError()), .none)
    }

    func testATriggerThatEndsWhileTheSourceRunsEndsTheResultAtTheNextFailure() {
        var completed = RetryWhenStateMachine()
        XCTAssertEqual(completed.triggerEnded(nil), .none)
        XCTAssertEqual(completed.triggerNext(), .none)
        XCTAssertEqual(completed.sourceFailed().summary, "end completed")
        XCTAssertEqual(completed.sourceFailed().summary, "none")

        var failed = RetryWhenStateMachine()
        XCTAssertEqual(failed.triggerEnded(TriggerError()), .none)
        XCTAssertEqual(failed.triggerEnded(nil), .none, "the first end of the trigger is the one kept")
        XCTAssertEqual(failed.sourceFailed().summary, "end with TriggerError()")
    }
}

extension RetryWhenStateMachine.FailureAction {
    var summary: String {
        switch self {
        case .notifyTrigger: return "notify trigger"
        case .end(let error?): return "end with \(error)"
        case .end(nil): return "end completed"
        case .none: return "none"
        }
    }
}
