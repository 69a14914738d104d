@testable import RxSwift
import RxTest
import XCTest

/// The decisions of `switchLatest` and `flatMapLatest`, driven directly; subscriptions are
/// numbers standing for the ones the sink would dispose.
final class SwitchStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = SwitchStateMachine<Int>

    func testEachInnerSequenceReplacesThePreviousOneAndOnlyTheLatestIsForwarded() {
        var machine = Machine()

        XCTAssertEqual(machine.next(subscribingWith: 10), .subscribe(id: 1, disposingPrevious: nil))
        XCTAssertEqual(machine.innerNext(id: 1), .forward)
        XCTAssertEqual(machine.next(subscribingWith: 20), .subscribe(id: 2, disposingPrevious: 10))
        XCTAssertEqual(machine.innerNext(id: 1), .drop)
        XCTAssertEqual(machine.innerNext(id: 2), .forward)
        // The replaced sequence's end changes nothing, nor does the latest's while the outer runs.
        XCTAssertEqual(machine.innerCompleted(id: 1), .drop)
        XCTAssertEqual(machine.innerFailed(id: 1), .drop)
        XCTAssertEqual(machine.innerCompleted(id: 2), .drop)
        // The latest completed and disposed itself: nothing is left to replace or dispose.
        XCTAssertEqual(machine.next(subscribingWith: 30), .subscribe(id: 3, disposingPrevious: nil))
        XCTAssertEqual(machine.dispose(), .dispose(30))
    }

    func testAnInnerSequenceThatEndsAtOnceIsTakenWithoutASubscriptionOnlyWhileTheOuterRuns() {
        var machine = Machine()
        XCTAssertEqual(machine.next(subscribingWith: 10), .subscribe(id: 1, disposingPrevious: nil))
        // It replaces the running sequence, whose subscription the sink disposes.
        let taken = machine.nextWithoutSubscription()
        XCTAssertEqual(taken?.id, 2)
        XCTAssertEqual(taken?.disposingPrevious, 10)
        XCTAssertEqual(machine.innerNext(id: 2), .forward)
        XCTAssertEqual(machine.innerNext(id: 1), .drop)
        // It left nothing running: the outer completion completes at once.
        XCTAssertEqual(machine.outerCompleted(), .forward)
        XCTAssertNil(machine.nextWithoutSubscription(), "after a terminal event the sink subscribes it as any other")
        XCTAssertEqual(machine.dispose(), .none)
        XCTAssertNil(machine.nextWithoutSubscription(), "nor after disposal")

        var waitingForTheLatest = Machine()
        _ = waitingForTheLatest.next(subscribingWith: 10)
        XCTAssertEqual(waitingForTheLatest.outerCompleted(), .drop)
        XCTAssertNil(waitingForTheLatest.nextWithoutSubscription(), "once the outer completed, the state keeps the latest's subscription")
        XCTAssertEqual(waitingForTheLatest.dispose(), .dispose(10))
    }

    func testOuterCompletionCompletesAtOnceWhenNoInnerSequenceRuns() {
        var machine = Machine()
        XCTAssertEqual(machine.outerCompleted(), .forward)
        // Nothing after the terminal event.
        XCTAssertEqual(machine.outerFailed(), .drop)
        XCTAssertEqual(machine.dispose(), .none)

        var afterInner = Machine()
        _ = afterInner.next(subscribingWith: 10)
        XCTAssertEqual(afterInner.innerCompleted(id: 1), .drop)
        XCTAssertEqual(afterInner.outerCompleted(), .forward)
        XCTAssertEqual(afterInner.dispose(), .none)
    }

    func testOuterCompletionWaitsForTheLatestInnerSequenceOnly() {
        var machine = Machine()
        _ = machine.next(subscribingWith: 10)
        _ = machine.next(subscribingWith: 20)

        XCTAssertEqual(machine.outerCompleted(), .drop)
        XCTAssertEqual(machine.innerCompleted(id: 1), .drop)
        XCTAssertEqual(machine.innerNext(id: 2), .forward)
        XCTAssertEqual(machine.innerCompleted(id: 2), .forward)
        // Stopped: a late element or error of any inner sequence is dropped.
        XCTAssertEqual(machine.innerNext(id: 2), .drop)
        XCTAssertEqual(machine.innerFailed(id: 2), .drop)
        XCTAssertEqual(machine.dispose(), .none)
    }

    func testDisposingWhileTheOuterSequenceIsCompleteDisposesTheLatestInnerSequence() {
        var machine = Machine()
        _ = machine.next(subscribingWith: 10)
        XCTAssertEqual(machine.outerCompleted(), .drop)
        XCTAssertEqual(machine.dispose(), .dispose(10))
        XCTAssertEqual(machine.innerCompleted(id: 1), .drop)
    }

    func testAnErrorOfTheLatestInnerSequenceEndsTheResultOnce() {
        var machine = Machine()
        _ = machine.next(subscribingWith: 10)
        _ = machine.next(subscribingWith: 20)

        XCTAssertEqual(machine.innerFailed(id: 1), .drop)
        XCTAssertEqual(machine.innerFailed(id: 2), .forward)
        XCTAssertEqual(machine.outerFailed(), .drop)
        XCTAssertEqual(machine.outerCompleted(), .drop)
        XCTAssertEqual(machine.innerCompleted(id: 2), .drop)
        XCTAssertEqual(machine.dispose(), .dispose(20))
    }

    func testAnOuterErrorEndsTheResultWhetherOrNotTheOuterCompleted() {
        var running = Machine()
        _ = running.next(subscribingWith: 10)
        XCTAssertEqual(running.outerFailed(), .forward)
        XCTAssertEqual(running.innerNext(id: 1), .drop)
        XCTAssertEqual(running.dispose(), .dispose(10))

        var outerDone = Machine()
        _ = outerDone.next(subscribingWith: 10)
        _ = outerDone.outerCompleted()
        XCTAssertEqual(outerDone.outerFailed(), .forward)
        XCTAssertEqual(outerDone.innerCompleted(id: 1), .drop)
        XCTAssertEqual(outerDone.dispose(), .dispose(10))
    }

    func testAnOuterElementAfterTheTerminalEventIsSubscribedMutedAndDisposedWithTheSink() {
        // An outer element delivered while the terminal event is being forwarded (before the
        // sink disposes) is subscribed, as before the stop, and disposed with the sink.
        var machine = Machine()
        _ = machine.next(subscribingWith: 10)
        XCTAssertEqual(machine.innerFailed(id: 1), .forward)
        XCTAssertEqual(machine.next(subscribingWith: 20), .subscribe(id: 2, disposingPrevious: 10))
        XCTAssertEqual(machine.innerNext(id: 2), .drop)
        XCTAssertEqual(machine.innerCompleted(id: 2), .drop)
        XCTAssertEqual(machine.dispose(), .dispose(20))
    }

    func testAfterDisposalNothingIsSubscribedOrForwarded() {
        var machine = Machine()
        _ = machine.next(subscribingWith: 10)
        XCTAssertEqual(machine.dispose(), .dispose(10))

        XCTAssertEqual(machine.next(subscribingWith: 20), .none)
        XCTAssertEqual(machine.innerNext(id: 1), .drop)
        XCTAssertEqual(machine.innerFailed(id: 1), .drop)
        XCTAssertEqual(machine.innerCompleted(id: 1), .drop)
        XCTAssertEqual(machine.outerCompleted(), .drop)
        XCTAssertEqual(machine.outerFailed(), .drop)
        XCTAssertEqual(machine.dispose(), .none)
    }
}
