import Foundation
import RxSwift
import RxTest
import XCTest

final class TakeForDurationTests: LeakCheckingTestCase {
    func testTakeForZeroCompletesRightAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testTakeForCompletesWhenTheDurationEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testTakeForForwardsAnEarlierCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeForForwardsAnEarlierError() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = SharingTestError(code: 8)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeForOfASilentSourceCompletesAtTheEndOfTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingTakeForCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 230) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNothingFollowsTheTimersCompletionWhileAnotherThreadPushes() {
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TakeForDurationTests.timer")
        let lock = NSLock()
        let events = Captured<[Event<Int>]>([])
        let isCompleted = Captured(false)
        let done = expectation(description: "completed")
        let subscription = subject.take(for: .milliseconds(20), scheduler: scheduler).subscribe { event in
            lock.lock()
            events.value.append(event)
            isCompleted.value = event.isStopEvent
            lock.unlock()
            if event.isStopEvent {
                done.fulfill()
            }
        }
        var value = 0
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline && !lock.withLock({ isCompleted.value }) {
            subject.onNext(value)
            value += 1
        }
        wait(for: [done], timeout: 5)
        subject.onNext(-1)
        subscription.dispose()
        lock.lock()
        defer { lock.unlock() }
        XCTAssertEqual(events.value.filter(\.isStopEvent).count, 1)
        XCTAssertTrue(events.value.last?.isStopEvent ?? false)
        XCTAssertEqual(events.value.compactMap(\.element), Array(0..<(events.value.count - 1)))
    }

    func testTheDeprecatedSpellingBehavesLikeTakeFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let spellings: DeprecatedTakeSpelling = self
        let res = scheduler.start { spellings.deprecatedTake(xs.asObservable(), 25, scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    }
}

/// Reaches the deprecated `take(_:scheduler:)` through a requirement, so the call site in the
/// test is not itself a use of a deprecated declaration.
private protocol DeprecatedTakeSpelling {
    func deprecatedTake(_ source: Observable<Int>, _ seconds: Int, _ scheduler: TestScheduler) -> Observable<Int>
}

extension TakeForDurationTests: DeprecatedTakeSpelling {
    @available(*, deprecated)
    fileprivate func deprecatedTake(_ source: Observable<Int>, _ seconds: Int, _ scheduler: TestScheduler) -> Observable<Int> {
        source.take(.seconds(seconds), scheduler: scheduler)
    }
}
