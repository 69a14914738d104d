import Dispatch
@testable import RxSwift
import RxTest
import XCTest

final class SubscriptionHolderTests: LeakCheckingTestCase {
    private final class CountingDisposable: Disposable, @unchecked Sendable {
        let count = LockedValue(0)
        func dispose() { count.withLock { $0 += 1 } }
        var disposals: Int { count.withLock { $0 } }
    }

    func testDisposalDisposesTheStoredSubscriptionOnce() {
        let holder = SubscriptionHolder()
        let subscription = CountingDisposable()
        holder.setSubscription(subscription)
        XCTAssertEqual(subscription.disposals, 0)
        holder.dispose()
        holder.dispose()
        XCTAssertEqual(subscription.disposals, 1)
        XCTAssertTrue(holder.isDisposed)
    }

    func testASubscriptionArrivingAfterDisposalIsDisposedAtOnce() {
        let holder = SubscriptionHolder()
        holder.dispose()
        let subscription = CountingDisposable()
        holder.setSubscription(subscription)
        XCTAssertEqual(subscription.disposals, 1)
        holder.dispose()
        XCTAssertEqual(subscription.disposals, 1)
    }

    func testDisposalReleasesTheSubscription() {
        let holder = SubscriptionHolder()
        weak var released: CountingDisposable?
        do {
            let subscription = CountingDisposable()
            released = subscription
            holder.setSubscription(subscription)
        }
        XCTAssertNotNil(released)
        holder.dispose()
        XCTAssertNil(released, "a disposed holder keeps nothing")
    }

    func testMarkDisposedHandsTheSubscriptionToTheFirstCallOnly() {
        let holder = SubscriptionHolder()
        let subscription = CountingDisposable()
        holder.setSubscription(subscription)
        let first = holder.markDisposed()
        let second = holder.markDisposed()
        XCTAssertTrue(first.first)
        XCTAssertTrue((first.subscription as AnyObject) === subscription)
        XCTAssertFalse(second.first)
        XCTAssertTrue(second.subscription is NopDisposable)
        XCTAssertEqual(subscription.disposals, 0, "markDisposed leaves the disposing to its caller")
    }

    func testRacingDisposalAndAssignmentDisposeExactlyOnce() {
        for _ in 0..<2_000 {
            let holder = UncheckedSendable(SubscriptionHolder())
            let subscription = CountingDisposable()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { holder.value.setSubscription(subscription) }
            DispatchQueue.global().async(group: group) { holder.value.dispose() }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(subscription.disposals, 1)
        }
    }
}
