@testable import RxSwift
import RxTest
import XCTest

/// The decisions of a merging sink, made under its lock: the state machine driven directly
/// through its transitions.
final class MergeStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = MergeStateMachine<Observable<Int>>

    /// A new inner subscription, as a recorded inner sequence's.
    private func subscription() -> SubscriptionHolder {
        SubscriptionHolder()
    }

    private func isRecorded(_ action: Machine.RecordAction) -> Bool {
        if case .recorded = action { return true }
        return false
    }

    private func waitingCount(_ action: Machine.FailAction) -> Int? {
        if case .forwardError(let dropped) = action { return dropped.count }
        return nil
    }

    private func disposal(_ action: Machine.DisposeAction) -> (subscriptions: [SubscriptionHolder], waiting: Int)? {
        if case .disposeAll(let subscriptions, let dropped) = action { return (subscriptions, dropped.count) }
        return nil
    }

    private func launchesASequence(_ action: Machine.LaunchAction) -> Bool {
        if case .subscribe = action { return true }
        return false
    }

    func testASequenceTakesAFreeSlotAtOnceOnlyWhileNothingWaits() {
        var machine = Machine(maxConcurrent: 1)

        XCTAssertEqual(machine.outerNext(.just(1)), .subscribe)
        // The only slot is taken: the next sequences wait for it, and nobody launches them yet.
        XCTAssertEqual(machine.outerNext(.just(2)), .none)
        XCTAssertEqual(machine.outerNext(.just(3)), .none)
        XCTAssertEqual(machine.waiting.count, 2)

        // The slot frees up: the completing thread runs the launch loop, which subscribes one
        // waiting sequence and stops when no slot is free.
        XCTAssertEqual(machine.innerCompleted(), .launchWaiting)
        XCTAssertTrue(launchesASequence(machine.launchNext()))
        XCTAssertFalse(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.activeCount, 1)
        XCTAssertEqual(machine.waiting.count, 1)
    }

    func testWhileTheLaunchLoopRunsNothingJumpsTheLineAndNoSecondLoopStarts() {
        var machine = Machine(maxConcurrent: 2)
        XCTAssertEqual(machine.outerNext(.just(1)), .subscribe)
        XCTAssertEqual(machine.outerNext(.just(2)), .subscribe)
        XCTAssertEqual(machine.outerNext(.just(3)), .none)
        XCTAssertEqual(machine.innerCompleted(), .launchWaiting)

        // Inside the loop: the launched sequence completes while it is being subscribed, and a
        // new one arrives; neither starts a nested loop, and the new one waits its turn behind
        // the line although a slot is free.
        XCTAssertTrue(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.innerCompleted(), .none)
        XCTAssertEqual(machine.outerNext(.just(4)), .none)
        XCTAssertTrue(launchesASequence(machine.launchNext()))
        XCTAssertFalse(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.activeCount, 2)

        // The loop ended: a later completion with nothing waiting launches nothing.
        XCTAssertEqual(machine.innerCompleted(), .none)
        XCTAssertEqual(machine.outerNext(.just(5)), .subscribe)
    }

    func testTheResultCompletesWithTheLastSequenceAfterTheOuterOne() {
        var machine = Machine(maxConcurrent: 1)
        XCTAssertEqual(machine.outerNext(.just(1)), .subscribe)
        XCTAssertEqual(machine.outerNext(.just(2)), .none)

        // A sequence runs and one waits: the outer completion only marks it.
        XCTAssertEqual(machine.outerCompleted(), .none)
        XCTAssertTrue(machine.isRunning)
        XCTAssertEqual(machine.innerCompleted(), .launchWaiting)
        XCTAssertTrue(launchesASequence(machine.launchNext()))
        XCTAssertFalse(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.innerCompleted(), .complete)
        XCTAssertFalse(machine.isRunning)

        // Stopped: nothing is decided again.
        XCTAssertEqual(machine.outerCompleted(), .none)
        XCTAssertNil(waitingCount(machine.fail()))
        XCTAssertEqual(machine.outerNext(.just(3)), .none)
        XCTAssertEqual(machine.innerNext(), .drop)
    }

    func testTheOuterCompletionCompletesAtOnceWhenNothingRunsOrWaits() {
        var machine = Machine(maxConcurrent: .max)
        XCTAssertEqual(machine.outerCompleted(), .complete)
        XCTAssertEqual(machine.outerCompleted(), .none)
        XCTAssertEqual(machine.innerCompleted(), .none)
    }

    func testAFailureStopsOnceAndDropsTheWaitingSequences() {
        var machine = Machine(maxConcurrent: 1)
        XCTAssertEqual(machine.outerNext(.just(1)), .subscribe)
        XCTAssertEqual(machine.outerNext(.just(2)), .none)
        XCTAssertEqual(machine.innerNext(), .forward)

        XCTAssertEqual(waitingCount(machine.fail()), 1)
        XCTAssertTrue(machine.waiting.isEmpty)
        // A second failure, an element and a completion after it change nothing.
        XCTAssertNil(waitingCount(machine.fail()))
        XCTAssertEqual(machine.innerNext(), .drop)
        XCTAssertEqual(machine.innerCompleted(), .none)
        XCTAssertFalse(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.outerNext(.just(3)), .none)

        // Until disposal, the subscription of a sequence still being subscribed is recorded, so
        // that disposal disposes it; a new sequence of an unbounded merge is rejected.
        let late = subscription()
        XCTAssertTrue(isRecorded(machine.innerSubscribed(late)))
        XCTAssertTrue(machine.innerSubscriptions.last === late)
        XCTAssertEqual(machine.innerArrived(), .drop)
        XCTAssertEqual(disposal(machine.dispose())?.subscriptions.count, 1)
    }

    func testFlatMapFirstTakesTheOnlySlotOnlyWhileItIsFree() {
        var machine = Machine(maxConcurrent: 1)
        XCTAssertEqual(machine.outerNextIfIdle(), .selectAndSubscribe)
        XCTAssertEqual(machine.outerNextIfIdle(), .drop)
        XCTAssertEqual(machine.innerCompleted(), .none)
        XCTAssertEqual(machine.outerNextIfIdle(), .selectAndSubscribe)
        XCTAssertEqual(machine.innerCompleted(), .none)

        XCTAssertNotNil(waitingCount(machine.fail()))
        XCTAssertEqual(machine.outerNextIfIdle(), .drop)
    }

    func testAnUnboundedMergeAdmitsAndRecordsAtOnceUntilStopped() {
        var machine = Machine(maxConcurrent: .max)
        let first = subscription()
        XCTAssertEqual(machine.innerArrived(), .buildAndRecord)
        machine.recordUnstarted(first)
        XCTAssertEqual(machine.activeCount, 1)
        XCTAssertEqual(machine.innerSubscriptions.map(ObjectIdentifier.init), [ObjectIdentifier(first)])

        XCTAssertEqual(machine.outerCompleted(), .none)
        XCTAssertEqual(machine.innerCompleted(), .complete)
        XCTAssertEqual(machine.innerArrived(), .drop, "a stopped merge admits nothing")
        XCTAssertEqual(machine.activeCount, 0)
        XCTAssertEqual(machine.innerSubscriptions.count, 1)
    }

    func testDisposalHandsOverTheRecordOnceAndRejectsEverythingAfterIt() {
        var machine = Machine(maxConcurrent: 1)
        let running = subscription()
        XCTAssertEqual(machine.outerNext(.just(1)), .subscribe)
        XCTAssertTrue(isRecorded(machine.innerSubscribed(running)))
        XCTAssertEqual(machine.outerNext(.just(2)), .none)

        let handedOver = disposal(machine.dispose())
        XCTAssertEqual(handedOver?.subscriptions.map(ObjectIdentifier.init), [ObjectIdentifier(running)])
        XCTAssertEqual(handedOver?.waiting, 1)
        XCTAssertTrue(machine.isDisposed)
        XCTAssertTrue(machine.innerSubscriptions.isEmpty)
        XCTAssertNil(disposal(machine.dispose()), "a second disposal has nothing to do")

        // Events after disposal: nothing is subscribed, recorded, launched or forwarded.
        XCTAssertEqual(machine.outerNext(.just(3)), .none)
        XCTAssertEqual(machine.outerNextIfIdle(), .drop)
        XCTAssertEqual(machine.innerCompleted(), .none)
        XCTAssertFalse(launchesASequence(machine.launchNext()))
        XCTAssertEqual(machine.innerNext(), .drop)
        XCTAssertEqual(machine.outerCompleted(), .none)
        XCTAssertNil(waitingCount(machine.fail()))
        let late = subscription()
        guard case .reject(let handedBack) = machine.innerSubscribed(late) else {
            return XCTFail("a subscription offered after disposal is handed back, for the caller to dispose")
        }
        XCTAssertTrue(handedBack === late)
        XCTAssertEqual(machine.innerArrived(), .drop)
        XCTAssertTrue(machine.innerSubscriptions.isEmpty)
    }

    func testDisposalAfterATerminalEventStillHandsOverTheRecord() {
        var machine = Machine(maxConcurrent: .max)
        XCTAssertEqual(machine.innerArrived(), .buildAndRecord)
        machine.recordUnstarted(subscription())
        XCTAssertNotNil(waitingCount(machine.fail()))
        XCTAssertEqual(disposal(machine.dispose())?.subscriptions.count, 1)
        XCTAssertTrue(machine.isDisposed)
    }

    func testTheRecordIsSweptOfEndedSubscriptionsOnceItHasGrown() {
        var machine = Machine(maxConcurrent: .max)
        let threshold = Machine.minimumSweepThreshold
        let holders = (0..<threshold).map { _ in subscription() }
        for holder in holders.dropLast() {
            XCTAssertTrue(isRecorded(machine.innerSubscribed(holder)))
        }
        XCTAssertNil(machine.sweepIfDue(recycling: { $0 }))

        for holder in holders.prefix(threshold / 2) {
            holder.dispose()
        }
        // An ended subscription is not recorded at all.
        let ended = subscription()
        ended.dispose()
        XCTAssertTrue(isRecorded(machine.innerSubscribed(ended)))
        XCTAssertEqual(machine.innerSubscriptions.count, threshold - 1)

        XCTAssertTrue(isRecorded(machine.innerSubscribed(holders[threshold - 1])))
        // The sweep offers each ended one for reuse: one is kept, the others handed back.
        var offered = 0
        let handedBack = machine.sweepIfDue(recycling: { ended in
            offered += 1
            return offered == 1 ? nil : ended
        })
        XCTAssertEqual(offered, threshold / 2)
        XCTAssertEqual(handedBack?.count, threshold / 2 - 1)
        // The live ones stay, in subscription order; the next sweep waits for the minimum again.
        XCTAssertEqual(machine.innerSubscriptions.map(ObjectIdentifier.init), holders.suffix(threshold / 2).map(ObjectIdentifier.init))
        XCTAssertEqual(machine.sweepThreshold, threshold)
        XCTAssertNil(machine.sweepIfDue(recycling: { $0 }))

        XCTAssertEqual(disposal(machine.dispose())?.subscriptions.count, threshold / 2)
        XCTAssertTrue(machine.innerSubscriptions.isEmpty)
    }
}
