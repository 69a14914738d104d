@testable import RxSwift
import RxTest
import XCTest

final class SubjectObserverTests: LeakCheckingTestCase {
    func testASnapshotDeliversToEveryObserverInSubscriptionOrder() {
        var bag = SubjectObserverBag()
        var received: [String] = []
        _ = bag.insert(SubjectObserver<Int> { received.append("first \($0)") })
        let secondKey = bag.insert(SubjectObserver<Int> { received.append("second \($0)") })
        _ = bag.insert(SubjectObserver<Int> { received.append("third \($0)") })

        bag.snapshot.deliver(Event.next(1))
        XCTAssertEqual(received, ["first next(1)", "second next(1)", "third next(1)"])

        received.removeAll()
        XCTAssertNotNil(bag.removeKey(secondKey))
        bag.snapshot.deliver(Event<Int>.completed)
        XCTAssertEqual(received, ["first completed", "third completed"])
    }

    func testASnapshotTakenBeforeRemovalStillReachesTheRemovedObserver() {
        var bag = SubjectObserverBag()
        var received: [Int] = []
        let key = bag.insert(SubjectObserver<Int> { event in
            if case .next(let value) = event { received.append(value) }
        })
        let snapshot = bag.snapshot
        bag.removeKey(key)

        snapshot.deliver(Event.next(7))
        bag.snapshot.deliver(Event.next(8))
        XCTAssertEqual(received, [7])
        XCTAssertTrue(bag.isEmpty)
    }

    func testReleasingTheBagReleasesTheHandlers() {
        final class Token {}
        weak var weakToken: Token?
        do {
            var bag = SubjectObserverBag()
            let token = Token()
            weakToken = token
            _ = bag.insert(SubjectObserver<Int> { _ in withExtendedLifetime(token) {} })
            XCTAssertNotNil(weakToken)
            bag.removeAll()
        }
        XCTAssertNil(weakToken)
    }

    func testASnapshotDeliversToStoredSubscribersAndHandlerObserversAlike() {
        final class RecordingSubscriber: SubjectSubscriber<Int>, @unchecked Sendable {
            var received: [String] = []
            init() {
                super.init(disposer: nil) { subscriber, event in
                    unsafeDowncast(subscriber, to: RecordingSubscriber.self).received.append("subscriber \(event)")
                }
            }
        }
        var bag = SubjectObserverBag()
        var received: [String] = []
        let subscriber = RecordingSubscriber()
        _ = bag.insert(SubjectObserver<Int> { received.append("observer \($0)") })
        _ = bag.insert(subscriber)
        bag.snapshot.deliver(Event.next(1))
        XCTAssertEqual(received, ["observer next(1)"])
        XCTAssertEqual(subscriber.received, ["subscriber next(1)"])

        var alone = SubjectObserverBag()
        _ = alone.insert(subscriber)
        alone.snapshot.deliver(Event<Int>.completed)
        XCTAssertEqual(subscriber.received, ["subscriber next(1)", "subscriber completed"])
    }

    func testASubscriberClaimsItsTerminalEventOnceAndThenEndsItsDisposerOnce() {
        final class IgnoringSubscriber: SubjectSubscriber<Int>, @unchecked Sendable {
            init(disposer: SubscriptionDisposer) { super.init(disposer: disposer) { _, _ in } }
        }
        let disposals = Captured(0)
        let subscriber = IgnoringSubscriber(disposer: SubscriptionDisposer(onDispose: { disposals.value += 1 }))
        XCTAssertFalse(subscriber.isStopped)
        XCTAssertTrue(subscriber.claimTerminalEvent())
        XCTAssertFalse(subscriber.claimTerminalEvent())
        XCTAssertTrue(subscriber.isStopped)
        subscriber.end()
        subscriber.end()
        XCTAssertEqual(disposals.value, 1)
    }
}
