@testable import RxSwift
import RxTest
import Synchronization
import XCTest

/// The decisions of `observe(on:)`, driven directly with a run word of the test's own.
final class ObserveOnStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = ObserveOnStateMachine<Int>
    private static let running = Machine.runningBit
    private static let pending = Machine.pendingBit

    private func elements(_ batch: ContiguousArray<Event<Int>>) -> [Int?] {
        batch.map(\.element)
    }

    func testTheFirstWaitingEventSchedulesARunThatDeliversEverythingBufferedMeanwhile() {
        for changesWithoutLock in [false, true] {
            let runState = Atomic<Int>(0)
            var machine = Machine(runStateChangesWithoutLock: changesWithoutLock)

            XCTAssertEqual(machine.receive(.next(1), runState: runState), .scheduleRun)
            XCTAssertEqual(runState.load(ordering: .relaxed), Self.running | Self.pending)
            // The run is scheduled: later events only wait for it.
            XCTAssertEqual(machine.receive(.next(2), runState: runState), .none)

            var batch = ContiguousArray<Event<Int>>()
            XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .deliver)
            XCTAssertEqual(elements(batch), [1, 2])
            batch.removeAll(keepingCapacity: true)
            // An event arriving while the run delivers joins the run's next batch.
            XCTAssertEqual(machine.receive(.next(3), runState: runState), .none)
            XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .deliver)
            XCTAssertEqual(elements(batch), [3])
            batch.removeAll(keepingCapacity: true)

            XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .none)
            XCTAssertEqual(runState.load(ordering: .relaxed), 0, "the run ended")
            XCTAssertEqual(machine.receive(.next(4), runState: runState), .scheduleRun)
        }
    }

    func testARunReusesTheStorageOfTheLastRunsBatch() {
        let runState = Atomic<Int>(0)
        var machine = Machine(runStateChangesWithoutLock: false)
        _ = machine.receive(.next(1), runState: runState)
        var batch = ContiguousArray<Event<Int>>()
        _ = machine.takeBatch(&batch, runState: runState)
        batch.removeAll(keepingCapacity: true)
        XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .none)
        XCTAssertGreaterThan(machine.spareBatch.capacity, 0, "the batch's storage is kept for the next run")

        _ = machine.receive(.next(2), runState: runState)
        var nextBatch = ContiguousArray<Event<Int>>()
        XCTAssertEqual(machine.takeBatch(&nextBatch, runState: runState), .deliver)
        XCTAssertEqual(elements(nextBatch), [2])
        XCTAssertEqual(machine.spareBatch.capacity, 0)
        XCTAssertGreaterThan(machine.waiting.capacity, 0, "the kept storage now receives the events")
    }

    func testOneEventRunsDeliverTheOldestEventAndScheduleAnotherRunWhileEventsWait() {
        let runState = Atomic<Int>(0)
        var machine = Machine(runStateChangesWithoutLock: false)
        XCTAssertEqual(machine.receive(.next(1), runState: runState), .scheduleRun)
        XCTAssertEqual(machine.receive(.completed, runState: runState), .none)

        guard case .deliver(let first) = machine.takeOne(runState: runState) else {
            return XCTFail("the first event is delivered")
        }
        XCTAssertEqual(first.element, 1)
        XCTAssertEqual(machine.deliveredOne(runState: runState), .scheduleRun)
        guard case .deliver(let second) = machine.takeOne(runState: runState) else {
            return XCTFail("the completion is delivered")
        }
        XCTAssertTrue(second.isCompleted)
        XCTAssertNotEqual(runState.load(ordering: .relaxed), 0, "a run holds the word until it finds nothing")
    }

    func testAOneEventRunEndsWhenNothingIsLeft() {
        let runState = Atomic<Int>(0)
        var machine = Machine(runStateChangesWithoutLock: false)
        _ = machine.receive(.next(1), runState: runState)
        _ = machine.takeOne(runState: runState)
        XCTAssertEqual(machine.deliveredOne(runState: runState), .none)
        XCTAssertEqual(runState.load(ordering: .relaxed), 0)

        // A run scheduled for events already taken finds nothing and ends too.
        _ = machine.receive(.next(2), runState: runState)
        var batch = ContiguousArray<Event<Int>>()
        _ = machine.takeBatch(&batch, runState: runState)
        guard case .none = machine.takeOne(runState: runState) else {
            return XCTFail("nothing is left to deliver")
        }
        XCTAssertEqual(runState.load(ordering: .relaxed), 0)
    }

    func testDisposalDropsTheWaitingEventsAndEndsTheRunAtItsNextLook() {
        let runState = Atomic<Int>(0)
        var machine = Machine(runStateChangesWithoutLock: false)
        _ = machine.receive(.next(1), runState: runState)
        _ = machine.receive(.next(2), runState: runState)

        guard case .drop(let dropped) = machine.dispose() else { return XCTFail() }
        XCTAssertEqual(elements(dropped), [1, 2])
        XCTAssertEqual(machine.receive(.next(3), runState: runState), .none)
        XCTAssertTrue(machine.waiting.isEmpty, "nothing is buffered after disposal")

        var batch = ContiguousArray<Event<Int>>()
        XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .none)
        XCTAssertEqual(runState.load(ordering: .relaxed), 0)

        let oneEventRun = Atomic<Int>(Self.running)
        guard case .none = machine.takeOne(runState: oneEventRun) else { return XCTFail() }
        XCTAssertEqual(oneEventRun.load(ordering: .relaxed), 0)
        oneEventRun.store(Self.running, ordering: .relaxed)
        XCTAssertEqual(machine.deliveredOne(runState: oneEventRun), .none)
        XCTAssertEqual(oneEventRun.load(ordering: .relaxed), 0)
    }

    func testAnImmediateDeliveryTakesAnIdleRunAndGivesItBackUnlessEventsWereBufferedMeanwhile() {
        let runState = Atomic<Int>(0)
        var machine = Machine(runStateChangesWithoutLock: true)

        XCTAssertTrue(Machine.claimIdleRun(runState))
        XCTAssertFalse(Machine.claimIdleRun(runState), "one holder at a time")
        XCTAssertTrue(Machine.giveBackIdleRun(runState))
        XCTAssertEqual(runState.load(ordering: .relaxed), 0)

        // An event buffered during an immediate delivery (from inside the observer, or from
        // another thread) waits for it: no run is scheduled, and the run cannot be given back.
        XCTAssertTrue(Machine.claimIdleRun(runState))
        XCTAssertEqual(machine.receive(.next(1), runState: runState), .none)
        XCTAssertFalse(Machine.giveBackIdleRun(runState))
        var batch = ContiguousArray<Event<Int>>()
        XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .deliver)
        XCTAssertEqual(elements(batch), [1])
        batch.removeAll(keepingCapacity: true)
        XCTAssertEqual(machine.takeBatch(&batch, runState: runState), .none)
        XCTAssertEqual(runState.load(ordering: .relaxed), 0)

        // While a run is scheduled, an immediate delivery cannot take it.
        XCTAssertEqual(machine.receive(.next(2), runState: runState), .scheduleRun)
        XCTAssertFalse(Machine.claimIdleRun(runState))
    }
}
