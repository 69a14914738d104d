import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// A merge's inner `range`s on the current-thread scheduler take turns through the trampoline,
/// which holds the merge's delivery between their turns: these check that events of other
/// threads are neither lost nor delivered concurrently meanwhile, and that the hold never
/// outlives the merge's own turns.
final class MergeSinkHeldDeliveryTests: LeakCheckingTestCase {
    /// Records deliveries and fails on one that overlaps another.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var depth = 0
        private var storedElements: [Int] = []
        private(set) var overlapped = false
        private var storedThreads: Set<UInt> = []

        var elements: [Int] { lock.withLock { storedElements } }
        var threads: Set<UInt> { lock.withLock { storedThreads } }

        func enter(_ element: Int) {
            lock.withLock {
                depth += 1
                if depth > 1 { overlapped = true }
                storedElements.append(element)
                storedThreads.insert(currentThreadIdentity())
            }
        }

        func leave() {
            lock.withLock { depth -= 1 }
        }
    }

    func testAnotherThreadsElementSentWhileTheDeliveryIsHeldIsDeliveredAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        let completed = Captured(false)
        let sources = [subject.asObservable(), Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3)]
        let subscription = Observable.from(sources).merge().subscribe(
            onNext: { value in
                recorder.enter(value)
                if value == 11 {
                    // Another thread's element, while this thread delivers a turn's element: it
                    // waits in the merge's queue (the delivery is claimed), so `sync` returns.
                    DispatchQueue.global().sync { subject.onNext(100) }
                    XCTAssertFalse(recorder.elements.contains(100), "delivered during this delivery")
                }
                recorder.leave()
            },
            onCompleted: { completed.value = true }
        )
        XCTAssertFalse(recorder.overlapped)
        XCTAssertEqual(recorder.threads, [currentThreadIdentity()], "queued elements are delivered by the holding thread")
        let elements = recorder.elements
        XCTAssertEqual(elements.sorted(), [0, 1, 2, 10, 11, 12, 100])
        if let eleven = elements.firstIndex(of: 11) {
            XCTAssertEqual(elements[eleven + 1], 100, "the queued element follows the delivery it waited for")
        }
        XCTAssertFalse(completed.value, "the subject has not completed")
        subject.onCompleted()
        XCTAssertTrue(completed.value)
        subscription.dispose()
    }

    func testTheHoldEndsBeforeAnActionThatIsNotTheMergesTurn() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        let deliveredSynchronously = Captured<Bool?>(nil)
        let sources = [subject.asObservable(), Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3)]
        let subscription = Observable.from(sources).merge().subscribe(onNext: { value in
            recorder.enter(value)
            if value == 10 {
                // Runs in the trampoline after this turn: the merge's delivery must be free
                // by then, so the other thread delivers its element itself, before `sync`
                // returns.
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    DispatchQueue.global().sync { subject.onNext(100) }
                    deliveredSynchronously.value = recorder.elements.contains(100)
                    return Disposables.create()
                }
            }
            recorder.leave()
        })
        XCTAssertEqual(deliveredSynchronously.value, true, "a held delivery made another thread's element wait for an unrelated action")
        XCTAssertFalse(recorder.overlapped)
        XCTAssertEqual(recorder.elements.sorted(), [0, 1, 2, 10, 11, 12, 100])
        subscription.dispose()
    }

    func testABoundedMergeEndsTheHoldBeforeSubscribingAWaitingSequence() {
        let recorder = Recorder()
        let deliveredSynchronously = Captured<Bool?>(nil)
        let waiting = Observable<Int>.create { observer in
            // Subscribed when the range before it completes, from inside its turn.
            DispatchQueue.global().sync { observer.onNext(100) }
            deliveredSynchronously.value = recorder.elements.contains(100)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = Observable.from([Observable.range(start: 0, count: 3), waiting])
            .merge(maxConcurrent: 1)
            .subscribe(onNext: { value in
                recorder.enter(value)
                recorder.leave()
            })
        XCTAssertEqual(deliveredSynchronously.value, true, "a held delivery made the waiting sequence's element wait")
        XCTAssertEqual(recorder.elements, [0, 1, 2, 100])
        subscription.dispose()
    }

    func testElementsFromManyThreadsDuringHeldTurnsAreAllDeliveredOneAtATime() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        let emitters = DispatchGroup()
        let sources = [subject.asObservable()] + (0..<8).map { Observable.range(start: $0 * 1_000, count: 50) }
        let subscription = Observable.from(sources).merge().subscribe(onNext: { value in
            recorder.enter(value)
            if value < 8_000 && value % 1_000 == 25 {
                // Halfway through each range, another thread starts sending while turns go on.
                let base = 100_000 + value
                DispatchQueue.global().async(group: emitters) {
                    for offset in 0..<20 { subject.onNext(base + offset) }
                }
            }
            recorder.leave()
        })
        emitters.wait()
        XCTAssertFalse(recorder.overlapped)
        let elements = recorder.elements
        XCTAssertEqual(elements.count, 8 * 50 + 8 * 20, "no element is lost")
        XCTAssertEqual(Set(elements).count, elements.count)
        subscription.dispose()
    }
}
