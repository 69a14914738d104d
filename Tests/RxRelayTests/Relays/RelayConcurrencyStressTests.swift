import Foundation
import RxRelay
import RxSwift
import RxTest
import Synchronization
import XCTest

/// One thread accepts 0, 1, 2, ... into a relay while three threads subscribe and dispose, and
/// one observer re-enters the relay from inside `onNext`. Every subscriber must see
/// consecutive elements (after the replayed ones), never two at once; the permanent subscriber
/// sees every element. Waits are bounded: a deadlock fails the test with a message.
final class RelayConcurrencyStressTests: LeakCheckingTestCase {
    private static let elementCount = 2_000

    func testPublishRelayDeliversConsecutiveElementsToSubscribersThatComeAndGo() {
        let relay = PublishRelay<Int>()
        assertConsecutiveDelivery(of: relay.asObservable(), replayed: 0, expectedPermanent: Array(0..<Self.elementCount)) { relay.accept($0) }
    }

    func testBehaviorRelayDeliversItsValueThenConsecutiveElements() {
        let relay = BehaviorRelay(value: -1)
        assertConsecutiveDelivery(of: relay.asObservable(), replayed: 1, expectedPermanent: Array(-1..<Self.elementCount)) { relay.accept($0) }
        XCTAssertEqual(relay.value, Self.elementCount - 1)
    }

    func testReplayRelayReplaysThenDeliversConsecutiveElements() {
        let relay = ReplayRelay<Int>.create(bufferSize: 4)
        assertConsecutiveDelivery(of: relay.asObservable(), replayed: 4, expectedPermanent: Array(0..<Self.elementCount)) { relay.accept($0) }
    }

    func testAcceptingIntoABehaviorRelayFromInsideItsOnNextLeavesTheNewestValue() {
        let relay = BehaviorRelay(value: 0)
        let received = Captured<[Int]>([])
        let subscription = relay.subscribe(onNext: { value in
            received.value.append(value)
            if value < 3 { relay.accept(value + 1) }
        })
        XCTAssertEqual(received.value, [0, 1, 2, 3])
        XCTAssertEqual(relay.value, 3)
        subscription.dispose()
    }

    // As in RxSwift, a relay delivers an element to the subscribers it had when the element
    // arrived: one disposed by an earlier subscriber's onNext still gets that element, and
    // nothing after it.
    func testDisposingAnotherSubscriptionFromInsideOnNextStopsItsDeliveryAfterTheCurrentElement() {
        let relay = PublishRelay<Int>()
        let second = Captured<[Int]>([])
        let secondSubscription = SingleAssignmentDisposable()
        let first = relay.subscribe(onNext: { _ in secondSubscription.dispose() })
        secondSubscription.setDisposable(relay.subscribe(onNext: { second.value.append($0) }))
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(second.value, [1])
        first.dispose()
    }

    private func assertConsecutiveDelivery(of relay: Observable<Int>, replayed: Int, expectedPermanent: [Int], accept: @escaping @Sendable (Int) -> Void) {
        let permanent = Captured<[Int]>([])
        let overlaps = Atomic<Int>(0)
        let inside = Atomic<Int>(0)
        let permanentSubscription = relay.subscribe(onNext: { value in
            if inside.add(1, ordering: .sequentiallyConsistent).oldValue != 0 {
                overlaps.add(1, ordering: .relaxed)
            }
            permanent.value.append(value)
            inside.subtract(1, ordering: .sequentiallyConsistent)
        })
        let gaps = Captured<[String]>([])
        var bodies: [@Sendable () -> Void] = (0..<3).map { thread in
            {
                for round in 0..<150 {
                    let seen = Captured<[Int]>([])
                    let subscription = relay.subscribe(onNext: { seen.value.append($0) })
                    if round % 3 == 0 { Thread.sleep(forTimeInterval: 0.0001) }
                    subscription.dispose()
                    let live = Array(seen.value.dropFirst(replayed))
                    if zip(live, live.dropFirst()).contains(where: { $1 != $0 + 1 }) {
                        gaps.value.append("thread \(thread), round \(round): \(seen.value)")
                    }
                }
            }
        }
        bodies.append {
            for value in 0..<Self.elementCount {
                accept(value)
            }
        }
        runConcurrently(bodies)
        XCTAssertEqual(permanent.value, expectedPermanent)
        XCTAssertEqual(gaps.value, [])
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "two elements were delivered at once")
        permanentSubscription.dispose()
    }

    /// Runs every body on its own thread, released together, and waits at most `timeout`.
    private func runConcurrently(_ bodies: [@Sendable () -> Void], timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for body in bodies {
            Thread {
                start.wait()
                body()
                finished.signal()
            }.start()
        }
        bodies.forEach { _ in start.signal() }
        let deadline = DispatchTime.now() + timeout
        for index in bodies.indices where finished.wait(timeout: deadline) == .timedOut {
            XCTFail("thread \(index) of \(bodies.count) did not finish within \(timeout) s (deadlock?)", file: file, line: line)
            return
        }
    }
}
