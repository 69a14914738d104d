@testable import RxSwift
import RxTest
import XCTest

/// The decisions of a merging sink, made under its lock, called directly.
final class MergeStateTests: LeakCheckingTestCase {
    func testMergeStateSubscribesAtOnceOnlyWhileNothingWaits() {
        var state = MergeState<Observable<Int>>(maxConcurrent: 1)

        XCTAssertEqual(state.admit(.just(1)), .subscribe)
        // The only slot is taken: the next sequences wait for it.
        XCTAssertEqual(state.admit(.just(2)), .none)
        XCTAssertEqual(state.admit(.just(3)), .none)

        XCTAssertEqual(state.innerCompleted().launch, true)
        XCTAssertNotNil(state.nextToLaunch())
        XCTAssertNil(state.nextToLaunch())

        // Disposal drops the waiting sequence, unsubscribed, and nothing is launched or
        // recorded after it.
        let disposal = state.disposeAll()
        XCTAssertEqual(disposal.dropped.count, 1)
        XCTAssertEqual(state.innerCompleted().launch, false)
        XCTAssertNil(state.nextToLaunch())
        XCTAssertEqual(state.admit(.just(4)), .none)
        // A subscription offered after disposal is handed back, for the caller to dispose.
        let late = SubscriptionHolder()
        XCTAssertTrue(state.record(late) === late)
    }

    func testMergeStateAdmitsAndRecordsAtOnceUntilStoppedOrDisposed() {
        var state = MergeState<Observable<Int>>(maxConcurrent: .max)
        let first = SubscriptionHolder()
        XCTAssertTrue(state.admitAndRecord(first))
        XCTAssertEqual(state.activeCount, 1)
        XCTAssertEqual(state.innerSubscriptions.map(ObjectIdentifier.init), [ObjectIdentifier(first)])

        // Once a terminal event is decided nothing more is admitted or recorded.
        XCTAssertTrue(state.fail().forward)
        XCTAssertFalse(state.admitAndRecord(SubscriptionHolder()))
        XCTAssertEqual(state.activeCount, 1)
        XCTAssertEqual(state.innerSubscriptions.count, 1)

        var disposed = MergeState<Observable<Int>>(maxConcurrent: .max)
        _ = disposed.disposeAll()
        XCTAssertFalse(disposed.admitAndRecord(SubscriptionHolder()))
        XCTAssertEqual(disposed.activeCount, 0)
        XCTAssertTrue(disposed.innerSubscriptions.isEmpty)
    }

    func testMergeStateSweepsEndedSubscriptionsOnceTheRecordHasGrown() {
        typealias State = MergeState<Observable<Int>>
        var state = State(maxConcurrent: .max)
        let threshold = State.minimumSweepThreshold
        let holders = (0..<threshold).map { _ in SubscriptionHolder() }
        for holder in holders.dropLast() {
            XCTAssertNil(state.record(holder))
        }
        XCTAssertNil(state.sweepIfDue(recycling: { $0 }))

        for holder in holders.prefix(threshold / 2) {
            holder.dispose()
        }
        // An ended subscription is not recorded at all.
        let ended = SubscriptionHolder()
        ended.dispose()
        XCTAssertNil(state.record(ended))
        XCTAssertEqual(state.innerSubscriptions.count, threshold - 1)

        XCTAssertNil(state.record(holders[threshold - 1]))
        XCTAssertEqual(state.sweepIfDue(recycling: { $0 })?.count, threshold / 2)
        // The live ones stay, in subscription order; the next sweep waits for the minimum again.
        XCTAssertEqual(state.innerSubscriptions.map(ObjectIdentifier.init), holders.suffix(threshold / 2).map(ObjectIdentifier.init))
        XCTAssertEqual(state.sweepThreshold, threshold)
        XCTAssertNil(state.sweepIfDue(recycling: { $0 }))

        let disposal = state.disposeAll()
        XCTAssertEqual(disposal.subscriptions.count, threshold / 2)
        XCTAssertTrue(state.innerSubscriptions.isEmpty)
    }
}
