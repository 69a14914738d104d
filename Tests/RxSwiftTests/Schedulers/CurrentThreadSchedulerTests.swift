import Dispatch
import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class CurrentThreadSchedulerTests: LeakCheckingTestCase {
    func testIsScheduleRequiredIsTrueOutsideAndFalseInsideAnAction() {
        let scheduler = CurrentThreadScheduler.instance
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var insideValues: [Bool] = []
        _ = scheduler.schedule(()) { _ in
            insideValues.append(CurrentThreadScheduler.isScheduleRequired)
            _ = scheduler.schedule(()) { _ in
                insideValues.append(CurrentThreadScheduler.isScheduleRequired)
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(insideValues, [false, false])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testFirstActionRunsSynchronously() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testNestedActionsRunAfterTheOuterActionInOrder() {
        let scheduler = CurrentThreadScheduler.instance
        var order: [String] = []
        _ = scheduler.schedule(()) { _ in
            order.append("outer start")
            _ = scheduler.schedule(()) { _ in
                order.append("first nested")
                _ = scheduler.schedule(()) { _ in
                    order.append("nested in first")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                order.append("second nested")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer start", "outer end", "first nested", "second nested", "nested in first"])
    }

    func testManyActionsQueuedAtOnceRunInOrderAcrossQueueGrowth() {
        var order: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            // More than the queue's initial room, queued while its head has moved on.
            for index in 0..<100 {
                _ = CurrentThreadScheduler.instance.schedule(index) { index in
                    order.append(index)
                    if index % 10 == 0 {
                        _ = CurrentThreadScheduler.instance.schedule(1_000 + index) { value in
                            order.append(value)
                            return Disposables.create()
                        }
                    }
                    return Disposables.create()
                }
            }
            return Disposables.create()
        }
        let expected = Array(0..<100) + (0..<10).map { 1_000 + $0 * 10 }
        XCTAssertEqual(order, expected)
    }

    func testAQueueReleasedWithActionsStillWaitingReleasesThem() {
        final class Item: ScheduledItemType {
            var isDisposed: Bool { false }
            func invoke() {}
            func dispose() {}
        }
        weak var released: Item?
        do {
            let queue = TrampolineQueue()
            let item = Item()
            released = item
            for _ in 0..<40 { queue.enqueue(item) }
            XCTAssertNotNil(queue.dequeue())
        }
        XCTAssertNil(released)
    }

    func testAnOwnerTheLoopLetsGoOfIsToldAndWhatItsReleaseQueuesStillRuns() {
        let log = Captured<[String]>([])
        weak var released: HoldingSink?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            // Once let go of, the owner is released, after the last item; its deinitialiser
            // schedules an action, which still runs.
            let owner = HoldingSink {
                log.value.append("released")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.value.append("scheduled on release")
                    return Disposables.create()
                }
            }
            released = owner
            let queue = CurrentThreadScheduler.runningTrampoline.value!
            queue.holdDelivery(owner)
            XCTAssertTrue(queue.references(owner))
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.value.append("last item, let go \(released?.letGo ?? -1) times")
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log.value, ["last item, let go 0 times", "released", "scheduled on release"])
        XCTAssertNil(released)
    }

    func testAnotherOwnerHoldingMakesTheTrampolineLetGoOfThePreviousOne() {
        let first = HoldingSink(), second = HoldingSink()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            guard let queue = CurrentThreadScheduler.runningTrampoline.value else { return Disposables.create() }
            queue.holdDelivery(first)
            queue.enterItem(tagged: 0)
            queue.holdDelivery(second)
            XCTAssertEqual(first.letGo, 1)
            XCTAssertFalse(queue.references(first))
            XCTAssertTrue(queue.references(second))
            return Disposables.create()
        }
        XCTAssertEqual(first.letGo, 1, "let go of once")
        XCTAssertEqual(second.letGo, 1, "let go of when the loop ran out of items")
    }

    func testStateIsPassedToTheAction() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(42) { state in
            received.append(state)
            return Disposables.create()
        }
        XCTAssertEqual(received, [42])
    }

    func testDisposingAQueuedActionCancelsIt() {
        let scheduler = CurrentThreadScheduler.instance
        var ran: [String] = []
        _ = scheduler.schedule(()) { _ in
            let cancelled = scheduler.schedule(()) { _ in
                ran.append("cancelled")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                ran.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(ran, ["kept"])
    }

    func testDisposingTheResultDisposesWhatTheActionReturned() {
        let disposedCount = Captured(0)
        let result = CurrentThreadScheduler.instance.schedule(()) { _ in
            Disposables.create { disposedCount.value += 1 }
        }
        XCTAssertEqual(disposedCount.value, 0)
        result.dispose()
        XCTAssertEqual(disposedCount.value, 1)
    }

    func testDisposingAQueuedActionAfterItRanDisposesWhatItReturned() {
        let scheduler = CurrentThreadScheduler.instance
        var nested: Disposable?
        let disposedCount = Captured(0)
        _ = scheduler.schedule(()) { _ in
            nested = scheduler.schedule(()) { _ in
                Disposables.create { disposedCount.value += 1 }
            }
            return Disposables.create()
        }
        XCTAssertEqual(disposedCount.value, 0)
        nested?.dispose()
        XCTAssertEqual(disposedCount.value, 1)
    }

    func testManyNestedSchedulesDoNotGrowTheStack() {
        let scheduler = CurrentThreadScheduler.instance
        let total = 100_000
        var count = 0
        func step() {
            count += 1
            if count < total {
                _ = scheduler.schedule(()) { _ in
                    step()
                    return Disposables.create()
                }
            }
        }
        _ = scheduler.schedule(()) { _ in
            step()
            return Disposables.create()
        }
        XCTAssertEqual(count, total)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testHundredThousandRecursiveSchedulesDoNotOverflowTheStack() {
        let total = 100_000
        var last = -1
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            last = value
            if value < total {
                recurse(value + 1)
            }
        }
        XCTAssertEqual(last, total)
        subscription.dispose()
    }

    func testTheTrampolineBelongsToOneThread() {
        let otherThreadSaw = SchedulerTestLog<Bool>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                otherThreadSaw.append(CurrentThreadScheduler.isScheduleRequired)
                var ranAtOnce = false
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    ranAtOnce = true
                    return Disposables.create()
                }
                otherThreadSaw.append(ranAtOnce)
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 3), .success)
            return Disposables.create()
        }
        XCTAssertEqual(otherThreadSaw.values, [true, true])
    }

    // MARK: held deliveries

    /// Counts the calls that end the delivery a trampoline held for it, and those that tell it
    /// the trampoline let go of it.
    private final class HoldingSink: HeldDeliveryOwner, @unchecked Sendable {
        var endedHolds = 0
        var letGo = 0
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
        func endHeldDelivery() { endedHolds += 1 }
        func trampolineLetGo() { letGo += 1 }
    }

    func testAHeldDeliveryEndsBeforeAnActionOfAnotherKind() {
        let sink = HoldingSink()
        var endedBeforeTheNextAction: Int?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            CurrentThreadScheduler.runningTrampoline.value?.holdDelivery(sink)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                endedBeforeTheNextAction = sink.endedHolds
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(endedBeforeTheNextAction, 1)
        XCTAssertEqual(sink.endedHolds, 1, "ended once")
    }

    func testAHeldDeliveryEndsWhenTheLoopRunsOutAndTheSinkIsReleased() {
        var sink: HoldingSink? = HoldingSink()
        weak let released = sink
        _ = CurrentThreadScheduler.instance.schedule(()) { [sink] _ in
            CurrentThreadScheduler.runningTrampoline.value?.holdDelivery(sink!)
            return Disposables.create()
        }
        XCTAssertEqual(sink?.endedHolds, 1)
        XCTAssertEqual(sink?.letGo, 1)
        sink = nil
        XCTAssertNil(released, "the trampoline keeps the sink only until its loop ends")
    }

    func testAnItemTaggedWithTheHoldingSinkKeepsTheHoldAndAnyOtherTagEndsIt() {
        let sink = HoldingSink(), other = HoldingSink()
        var endedHolds: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            guard let queue = CurrentThreadScheduler.runningTrampoline.value else { return Disposables.create() }
            queue.holdDelivery(sink)
            queue.enterItem(tagged: deliveryTag(of: sink))
            endedHolds.append(sink.endedHolds)
            XCTAssertEqual(queue.runningTag, deliveryTag(of: sink))
            queue.enterItem(tagged: deliveryTag(of: other))
            endedHolds.append(sink.endedHolds)
            XCTAssertEqual(queue.heldTag, 0)
            return Disposables.create()
        }
        XCTAssertEqual(endedHolds, [0, 1])
        XCTAssertEqual(sink.endedHolds, 1, "the loop does not end a hold twice")
        XCTAssertEqual(other.endedHolds, 0)
    }
}
