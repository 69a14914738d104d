import Foundation
import RxTest
import XCTest
@testable import RxSwift

final class OrderedDisposableSlotTests: LeakCheckingTestCase {
    func testInstallingInDecisionOrderKeepsTheLatestAndDisposesWhatItReplaces() {
        let slot = OrderedDisposableSlot()
        let first = DisposalRecorder("first"), second = DisposalRecorder("second")
        slot.install(first, for: slot.reserve())
        XCTAssertEqual(first.disposeCount, 0)
        slot.install(second, for: slot.reserve())
        XCTAssertEqual(first.disposeCount, 1)
        XCTAssertEqual(second.disposeCount, 0)
        slot.dispose()
        XCTAssertEqual(second.disposeCount, 1)
    }

    func testAnEarlierDecisionInstalledAfterALaterOneIsDisposedAndTheLaterOneStays() {
        let slot = OrderedDisposableSlot()
        let earlierDecision = slot.reserve()
        let laterDecision = slot.reserve()
        let later = DisposalRecorder("later"), earlier = DisposalRecorder("earlier")
        slot.install(later, for: laterDecision)
        slot.install(earlier, for: earlierDecision)
        XCTAssertEqual(earlier.disposeCount, 1, "the earlier decision's disposable arrived late: it must go at once")
        XCTAssertEqual(later.disposeCount, 0, "the later decision's disposable must not be replaced by an earlier one")
        slot.dispose()
        XCTAssertEqual(later.disposeCount, 1)
        XCTAssertEqual(earlier.disposeCount, 1)
    }

    func testAGenerationMayReplaceItsOwnPlaceholder() {
        let slot = OrderedDisposableSlot()
        let generation = slot.reserve()
        let placeholder = DisposalRecorder("placeholder"), subscription = DisposalRecorder("subscription")
        slot.install(placeholder, for: generation)
        slot.install(subscription, for: generation)
        XCTAssertEqual(placeholder.disposeCount, 1)
        XCTAssertEqual(subscription.disposeCount, 0)
        slot.dispose()
        XCTAssertEqual(subscription.disposeCount, 1)
    }

    func testClearingDisposesTheCurrentOneAndWhatAnEarlierDecisionInstallsLater() {
        let slot = OrderedDisposableSlot()
        let current = DisposalRecorder("current"), late = DisposalRecorder("late")
        slot.install(current, for: slot.reserve())
        let earlierDecision = slot.reserve()
        slot.clear()
        XCTAssertEqual(current.disposeCount, 1)
        slot.install(late, for: earlierDecision)
        XCTAssertEqual(late.disposeCount, 1)
        slot.dispose()
    }

    func testDisposingDisposesTheCurrentOnceAndEverythingInstalledAfterwards() {
        let slot = OrderedDisposableSlot()
        let current = DisposalRecorder("current"), afterwards = DisposalRecorder("afterwards")
        slot.install(current, for: slot.reserve())
        slot.dispose()
        slot.dispose()
        XCTAssertEqual(current.disposeCount, 1)
        slot.install(afterwards, for: slot.reserve())
        XCTAssertEqual(afterwards.disposeCount, 1)
    }

    func testADisposableThatReentersTheSlotWhenDisposedDoesNotDeadlock() {
        let slot = OrderedDisposableSlot()
        let reinstalled = DisposalRecorder("reinstalled")
        slot.install(ReentrantDisposable { slot.install(reinstalled, for: slot.reserve()) }, for: slot.reserve())
        slot.install(DisposalRecorder("next"), for: slot.reserve())
        XCTAssertEqual(reinstalled.disposeCount, 0, "installed by the replaced disposable, as the latest decision")
        slot.dispose()
        XCTAssertEqual(reinstalled.disposeCount, 1)
    }

    /// Threads decide under one lock, in turn, and install after unlocking in whatever order
    /// they get there: the slot ends with the last decision's disposable, and every other one is
    /// disposed exactly once.
    func testConcurrentDecisionsKeepTheLastDecisionsDisposableWhateverTheInstallOrder() {
        for _ in 0..<50 {
            let slot = OrderedDisposableSlot()
            let decisions = NSLock()
            let made = Captured<[(UInt64, DisposalRecorder)]>([])
            runConcurrently(threads: 4) { _ in
                for _ in 0..<50 {
                    decisions.lock()
                    let generation = slot.reserve()
                    decisions.unlock()
                    let recorder = DisposalRecorder()
                    made.value.append((generation.value, recorder))
                    slot.install(recorder, for: generation)
                }
            }
            let byDecision = made.value.sorted { $0.0 < $1.0 }
            XCTAssertEqual(byDecision.dropLast().filter { $0.1.disposeCount != 1 }.count, 0, "every superseded disposable is disposed once")
            XCTAssertEqual(byDecision.last?.1.disposeCount, 0, "the last decision's disposable is kept")
            slot.dispose()
            XCTAssertEqual(byDecision.last?.1.disposeCount, 1)
        }
    }
}
