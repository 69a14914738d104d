@testable import RxSwift
import RxTest
import XCTest

/// The decisions of `concat`, driven directly; subscriptions are numbers standing for the ones
/// the sink would dispose.
final class ConcatStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = ConcatStateMachine<Int>

    func testTheLoopSubscribesTheFirstSourceThenLeavesUntilItCompletes() {
        var machine = Machine()
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 1), .subscribe(disposingPrevious: nil))
        XCTAssertEqual(machine.nextStep(), .leave)

        // The completion of a source that completes later starts the loop again, which
        // disposes the completed source's subscription as it subscribes the next one.
        XCTAssertEqual(machine.sourceCompleted(), .runLoop)
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 2), .subscribe(disposingPrevious: 1))
        XCTAssertEqual(machine.nextStep(), .leave)
        XCTAssertEqual(machine.dispose(), .dispose(2))
    }

    func testASourceCompletingWhileTheLoopRunsIsFollowedByTheSameLoop() {
        var machine = Machine()
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 1), .subscribe(disposingPrevious: nil))
        // Completed during its own subscription (or on another thread before the loop looked
        // again): the loop moves on instead of a second loop starting.
        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 2), .subscribe(disposingPrevious: 1))
        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 3), .subscribe(disposingPrevious: 2))
        XCTAssertEqual(machine.nextStep(), .leave)
        XCTAssertEqual(machine.sourceCompleted(), .runLoop)
    }

    func testTheEndOfTheSourcesCompletesAndHandsOverTheLastSubscription() {
        var machine = Machine()
        _ = machine.nextStep()
        _ = machine.pulled(subscribingWith: 1)
        _ = machine.nextStep()
        XCTAssertEqual(machine.sourceCompleted(), .runLoop)
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.sourcesEnded(), .complete(disposing: 1))

        // Finished: the sink's own disposal has nothing left to dispose, and nothing moves.
        XCTAssertEqual(machine.dispose(), .none)
        XCTAssertEqual(machine.nextStep(), .leave)
        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.sourcesEnded(), .none)
    }

    func testNoSourcesCompleteAtOnce() {
        var machine = Machine()
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.sourcesEnded(), .complete(disposing: nil))
        XCTAssertEqual(machine.nextStep(), .leave)
    }

    func testDisposalWhileASourceRunsStopsEverything() {
        var machine = Machine()
        _ = machine.nextStep()
        _ = machine.pulled(subscribingWith: 1)
        _ = machine.nextStep()
        XCTAssertEqual(machine.dispose(), .dispose(1))

        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.nextStep(), .leave)
        XCTAssertEqual(machine.dispose(), .none)
    }

    func testDisposalWhileTheLoopPullsASourceLeavesItUnsubscribed() {
        var machine = Machine()
        _ = machine.nextStep()
        _ = machine.pulled(subscribingWith: 1)
        XCTAssertEqual(machine.sourceCompleted(), .none)
        XCTAssertEqual(machine.nextStep(), .pullNext)
        // Disposed while the sink pulls the next source, outside the lock.
        XCTAssertEqual(machine.dispose(), .dispose(1))
        XCTAssertEqual(machine.pulled(subscribingWith: 2), .leave)
        XCTAssertEqual(machine.sourcesEnded(), .none)
        XCTAssertEqual(machine.nextStep(), .leave)
    }

    func testDisposalDuringTheFirstSubscriptionLeavesTheLoop() {
        var machine = Machine()
        XCTAssertEqual(machine.nextStep(), .pullNext)
        XCTAssertEqual(machine.pulled(subscribingWith: 1), .subscribe(disposingPrevious: nil))
        // The source fails while being subscribed: the sink forwards the error and disposes.
        XCTAssertEqual(machine.dispose(), .dispose(1))
        XCTAssertEqual(machine.nextStep(), .leave)
    }
}
